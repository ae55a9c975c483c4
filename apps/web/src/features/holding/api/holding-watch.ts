import { holdingWatch } from '@kc/shared';
import { api } from '../../../lib/http';

/** Waits (≤ 25 s) until the item is written off beyond `used`; answers at once when it already is. */
export const watchHolding = (holdingId: number, used: number, signal: AbortSignal) =>
  api.call(holdingWatch, { holding_id: holdingId, used }, { signal });
