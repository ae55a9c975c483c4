import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import type { RegisterCall } from '../plugins/app/contract.js';
import type { Services } from '../services.js';

/** A feature area: registers its calls by contract against the shared services. */
export type Module = (deps: {
  app: FastifyInstance;
  register: RegisterCall;
  services: Services;
  config: Config;
}) => void;
