import { fromHex, hmacSha256, sha256Hex, utf8 } from './sha256.js';

/**
 * The provably fair draw of a lottery (docs/lottery.md), one pure function set for the server and the browser.
 *
 * - seed: 32 random bytes written as 64 lowercase hex characters, kept secret until the draw is over;
 *   seed_hash = SHA-256 of those 64 ASCII characters, published when the lottery is published.
 * - entrant list: the entrants' user ids in entry-number order, in decimal, joined by "\n" (no trailing newline);
 *   entrants_hash = SHA-256 of that text, published when the host closes the entries.
 * - drawn order: a Fisher–Yates shuffle of the list; for i = n−1 … 1 a uniform j in [0, i] is taken from
 *   r = the first 4 bytes (big-endian) of HMAC-SHA256(key = the seed's 32 bytes, message = `${entrants_hash}:${k}`),
 *   k = 0, 1, 2 … counting every HMAC made; r is rejected (and the next k tried) when r ≥ floor(2^32 / (i+1)) × (i+1),
 *   so every j is equally likely; j = r mod (i+1); swap positions i and j.
 * - prizes: their slots in prize order (level, then id), each prize `stock` times; slot s goes to the person at the
 *   next unused position of the drawn order; an absent winner's slot goes to the next unused position.
 */

export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** SHA-256 of the seed's hex text: the seed_hash published before the draw. */
export const seedHash = (seedHex: string): string => sha256Hex(seedHex);

/** The canonical entrant list: user ids in entry order, decimal, joined by "\n". */
export const entrantsText = (userIds: readonly number[]): string => userIds.map((id) => String(id)).join('\n');

/** SHA-256 of the canonical entrant list: the entrants_hash published at close. */
export const entrantsHash = (userIds: readonly number[]): string => sha256Hex(entrantsText(userIds));

/** The drawn order: the entrant list shuffled by the seed (position 0 is drawn first). */
export function drawOrder(seedHex: string, hash: string, userIds: readonly number[]): number[] {
  if (!SEED_PATTERN.test(seedHex)) throw new Error('seed must be 64 lowercase hex characters');
  const key = fromHex(seedHex);
  const order = [...userIds];
  let k = 0;
  const next32 = () => {
    const mac = hmacSha256(key, utf8(`${hash}:${k}`));
    k += 1;
    return ((mac[0]! << 24) | (mac[1]! << 16) | (mac[2]! << 8) | mac[3]!) >>> 0;
  };
  for (let i = order.length - 1; i >= 1; i--) {
    const range = i + 1;
    const limit = Math.floor(0x1_0000_0000 / range) * range;
    let r = next32();
    while (r >= limit) r = next32();
    const j = r % range;
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export interface FairPrize {
  id: number;
  /** the level: smaller first (一等奖 = 1) */
  sort: number;
  stock: number;
}

/** The prize slots in the order they are drawn: prizes by (sort, id), each repeated `stock` times. */
export const prizeSlots = (prizes: readonly FairPrize[]): number[] =>
  [...prizes]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .flatMap((p) => Array.from({ length: Math.max(0, p.stock) }, () => p.id));

export interface FairWinner {
  /** the position in the drawn order (0-based) */
  position: number;
  user_id: number;
  prize_id: number;
  /** drawn (waiting for the host), confirmed, absent */
  state: string;
}

/**
 * The winners a draw must have had, given the host's confirm/absent answers: the answers are replayed in position
 * order, so anyone can check every winner against the seed and the list. `absent[p]` says the person at position p
 * was marked absent. Stops when the slots are filled or the order is used up.
 */
export function replayWinners(
  order: readonly number[],
  slots: readonly number[],
  absentPositions: ReadonlySet<number>,
): { position: number; user_id: number; prize_id: number; absent: boolean }[] {
  const out: { position: number; user_id: number; prize_id: number; absent: boolean }[] = [];
  let slot = 0;
  for (let position = 0; position < order.length && slot < slots.length; position++) {
    const absent = absentPositions.has(position);
    out.push({ position, user_id: order[position]!, prize_id: slots[slot]!, absent });
    if (!absent) slot += 1;
  }
  return out;
}

export interface VerifyInput {
  seed: string;
  seed_hash: string;
  entrants: readonly number[];
  entrants_hash: string;
  prizes: readonly FairPrize[];
  winners: readonly FairWinner[];
}

export interface VerifyResult {
  seedMatches: boolean;
  entrantsMatch: boolean;
  winnersMatch: boolean;
  ok: boolean;
}

/** Recomputes a finished draw from its revealed seed and published list and says whether every part matches. */
export function verifyDraw(v: VerifyInput): VerifyResult {
  const seedMatches = SEED_PATTERN.test(v.seed) && seedHash(v.seed) === v.seed_hash;
  const entrantsMatch = entrantsHash(v.entrants) === v.entrants_hash;
  let winnersMatch = false;
  if (seedMatches && entrantsMatch) {
    const order = drawOrder(v.seed, v.entrants_hash, v.entrants);
    const absent = new Set(v.winners.filter((w) => w.state === 'absent').map((w) => w.position));
    const expected = replayWinners(order, prizeSlots(v.prizes), absent);
    const given = [...v.winners].sort((a, b) => a.position - b.position);
    winnersMatch =
      expected.length === given.length &&
      expected.every(
        (e, i) =>
          e.position === given[i]!.position && e.user_id === given[i]!.user_id && e.prize_id === given[i]!.prize_id,
      );
  }
  return { seedMatches, entrantsMatch, winnersMatch, ok: seedMatches && entrantsMatch && winnersMatch };
}
