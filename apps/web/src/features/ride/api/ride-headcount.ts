import { rideHeadcount } from '@kc/shared';
import { api } from '../../../lib/http';

/** The headcount now (no version), or — with the last version — once it changes (the server waits ≤ 25 s). */
export const fetchRideHeadcount = (id: number, version: string | undefined, signal: AbortSignal) =>
  api.call(rideHeadcount, version === undefined ? { id } : { id, version }, { signal });
