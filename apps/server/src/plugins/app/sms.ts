import type { FastifyBaseLogger } from 'fastify';
import type { SmsScene } from '@kc/shared';

/** Where SMS codes go. `console` prints them to the server log (the default, and what the browser tests read). */
export interface SmsProvider {
  send(mobile: string, code: string, scene: SmsScene): Promise<void>;
}

export const consoleSms = (log: FastifyBaseLogger): SmsProvider => ({
  send: async (mobile, code, scene) => {
    log.info(`SMS code for ${mobile} (${scene}): ${code}`);
  },
});
