import { describe, expect, it } from 'vitest';
import { drawOrder, entrantsHash, entrantsText, prizeSlots, replayWinners, seedHash, verifyDraw } from './fairness.js';
import { fromHex, hmacSha256, sha256Hex, toHex, utf8 } from './sha256.js';

const SEED = '7f3a9c0e5b1d2f4a6c8e0b2d4f6a8c0e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a';

describe('sha256 and hmac (pure TypeScript, shared with the browser)', () => {
  it('answers the FIPS 180-4 known values', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('answers the values node:crypto gives around the block boundaries and for Chinese text', () => {
    const known: [number, string][] = [
      [55, '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318'],
      [56, 'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a'],
      [63, '7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34'],
      [64, 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb'],
      [65, '635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0'],
      [119, '31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb'],
      [120, '2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c'],
    ];
    for (const [n, hex] of known) expect(sha256Hex('a'.repeat(n))).toBe(hex);
    expect(sha256Hex('抽奖')).toBe('0af44bda046dd9ad9a21cd5e65b4ad80a062669ddc446ec8248e47905a45de95');
  });

  it('HMAC-SHA256 answers RFC 4231 case 2 and agrees with node:crypto for a 32-byte key', () => {
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(toHex(hmacSha256(fromHex(SEED), utf8('hash:7')))).toBe(
      '019d222e263a2eb3be9afb01fbb8e95a9067765d91870af24935e8b1e40cfa48',
    );
    expect(toHex(fromHex(SEED))).toBe(SEED);
  });
});

describe('the draw', () => {
  const ids = Array.from({ length: 50 }, (_, i) => 1000 + i);

  it('publishes the hash of the seed text and of the list joined by newlines', () => {
    expect(seedHash(SEED)).toBe('7078c5f1dc1ccc10fdea1cc803cc559dcec83d90192a2cbf15c4019a4edbb757');
    expect(entrantsText([3, 17, 5])).toBe('3\n17\n5');
    expect(entrantsHash([3, 17, 5])).toBe('ae7f317e90b2b8800bb127edabc1f26aef53ada4c7e7c50dd065e8370bb69839');
  });

  it('gives the same order for the same seed and list, a permutation of the list, another for another seed', () => {
    const h = entrantsHash(ids);
    const a = drawOrder(SEED, h, ids);
    expect(drawOrder(SEED, h, ids)).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(ids);
    expect(drawOrder(sha256Hex('another seed'), h, ids)).not.toEqual(a);
    // a fixed known answer: any change of the scheme shows here
    expect(drawOrder(SEED, entrantsHash([1, 2, 3, 4, 5]), [1, 2, 3, 4, 5])).toMatchInlineSnapshot(`
      [
        1,
        4,
        3,
        2,
        5,
      ]
    `);
  });

  it('draws every position evenly (no modulo bias)', () => {
    const counts = [0, 0, 0];
    for (let s = 0; s < 600; s++) {
      const seed = sha256Hex(`seed${s}`);
      counts[[1, 2, 3].indexOf(drawOrder(seed, 'x', [1, 2, 3])[0]!)]! += 1;
    }
    for (const c of counts) expect(c).toBeGreaterThan(150);
  });

  it('fills prize slots top prize first, one win per user, stock exact, an absent winner replaced by the next', () => {
    const prizes = [
      { id: 9, sort: 3, stock: 3 },
      { id: 7, sort: 1, stock: 1 },
      { id: 8, sort: 2, stock: 2 },
    ];
    expect(prizeSlots(prizes)).toEqual([7, 8, 8, 9, 9, 9]);
    const order = drawOrder(SEED, entrantsHash(ids), ids);
    const won = replayWinners(order, prizeSlots(prizes), new Set([1]));
    expect(won).toHaveLength(7);
    expect(won[1]).toMatchObject({ absent: true, prize_id: 8 });
    expect(won[2]).toMatchObject({ absent: false, prize_id: 8, user_id: order[2] });
    const winners = won.filter((w) => !w.absent);
    expect(new Set(winners.map((w) => w.user_id)).size).toBe(winners.length);
    expect(winners.filter((w) => w.prize_id === 9)).toHaveLength(3);
    // fewer entrants than slots: everyone wins once, the rest stays unwon
    expect(replayWinners([5, 6], prizeSlots(prizes), new Set())).toHaveLength(2);
  });

  it('verifies a finished draw and refuses a changed seed, list or winner', () => {
    const prizes = [{ id: 1, sort: 1, stock: 2 }];
    const h = entrantsHash(ids);
    const order = drawOrder(SEED, h, ids);
    const winners = [
      { position: 0, user_id: order[0]!, prize_id: 1, state: 'confirmed' },
      { position: 1, user_id: order[1]!, prize_id: 1, state: 'absent' },
      { position: 2, user_id: order[2]!, prize_id: 1, state: 'confirmed' },
    ];
    const input = { seed: SEED, seed_hash: seedHash(SEED), entrants: ids, entrants_hash: h, prizes, winners };
    expect(verifyDraw(input).ok).toBe(true);
    expect(verifyDraw({ ...input, seed: SEED.replace('7f', '7e') }).seedMatches).toBe(false);
    expect(verifyDraw({ ...input, entrants: ids.slice(1) }).entrantsMatch).toBe(false);
    const swapped = [{ ...winners[0]!, user_id: order[3]! }, winners[1]!, winners[2]!];
    expect(verifyDraw({ ...input, winners: swapped })).toMatchObject({ ok: false, winnersMatch: false });
  });
});
