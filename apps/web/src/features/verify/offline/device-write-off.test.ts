// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS, newNonce, type CodeKey } from '@kc/shared';
import { deviceSeconds } from './clock';
import { OFFLINE_DIGITS_HINT, OfflineUnavailable, writeOffOnDevice } from './device-write-off';
import { closeOfflineDb, offlineDb } from './offline-db';
import { useOfflineState } from './offline-state';
import { snapshotOf, storeSnapshot, testSigner } from './test-kit';

let key: CodeKey;
let sign: (h: number, item: number, exp: number) => Promise<string>;
beforeAll(async () => {
  ({ key, sign } = await testSigner());
});
afterEach(async () => {
  await (await offlineDb()).clear('queue');
  await (await offlineDb()).clear('snapshots');
  await closeOfflineDb();
});

const later = () => deviceSeconds() + 3600;

describe('the device decides a write-off offline', () => {
  it('accepts a genuine code once: queued with its nonce and counted; the same code again is 已核销', async () => {
    await storeSnapshot(snapshotOf({ keys: [key] }));
    const code = await sign(40, 5, later());
    const nonce = newNonce();
    const first = await writeOffOnDevice(code, 7, nonce);
    expect(first.result).toMatchObject({ ok: true, reason: null });
    expect(first).toMatchObject({ itemName: '车展门票', pointName: '1号馆入口' });
    const queue = await (await offlineDb()).getAll('queue');
    expect(queue).toMatchObject([{ point_id: 7, code, nonce, holding_id: 40 }]);
    expect(useOfflineState.getState().pending).toBe(1);

    const again = await writeOffOnDevice(code, 7, newNonce());
    expect(again.result).toMatchObject({ ok: false, reason: 'used', message: REFUSALS.used });
    expect(again.result.last_time).toBe(queue[0]!.scanned_at);
    expect(await (await offlineDb()).count('queue')).toBe(1);
  });

  it('the same nonce again (a reload of the result screen) shows the first answer, queued once', async () => {
    await storeSnapshot(snapshotOf({ keys: [key] }));
    const code = await sign(40, 5, later());
    const nonce = newNonce();
    await writeOffOnDevice(code, 7, nonce);
    const replay = await writeOffOnDevice(code, 7, nonce);
    expect(replay.result.ok).toBe(true);
    expect(await (await offlineDb()).count('queue')).toBe(1);
  });

  it('two scans of one limit-1 code at once: one accepted, one refused', async () => {
    await storeSnapshot(snapshotOf({ keys: [key] }));
    const code = await sign(40, 5, later());
    const both = await Promise.all([writeOffOnDevice(code, 7, newNonce()), writeOffOnDevice(code, 7, newNonce())]);
    expect(both.map((b) => b.result.ok).sort()).toEqual([false, true]);
  });

  it('refuses forged, expired, other-item and old K. codes as the server would', async () => {
    await storeSnapshot(snapshotOf({ keys: [key] }));
    const good = await sign(40, 5, later());
    const forged = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const other = await testSigner();
    const cases = [
      [forged, 'bad_code'],
      [await other.sign(40, 5, later()), 'bad_code'],
      [await sign(40, 5, deviceSeconds() - 1), 'bad_code'],
      [`K.40.${later()}.abcdef`, 'bad_code'],
      [await sign(41, 6, later()), 'wrong_point'],
    ] as const;
    for (const [code, reason] of cases) {
      const d = await writeOffOnDevice(code, 7, newNonce());
      expect(d.result, code).toMatchObject({ ok: false, reason });
    }
    expect(await (await offlineDb()).count('queue')).toBe(0);
  });

  it('uses the stored uses and voids: a holding used up on the server, a voided one, a full point', async () => {
    const now = deviceSeconds();
    await storeSnapshot(
      snapshotOf({
        keys: [key],
        holdings: {
          40: { holding_id: 40, voided: false, period: 'all', period_uses: 1, last_used_at: now - 60 },
          41: { holding_id: 41, voided: true, period: 'all', period_uses: 0, last_used_at: null },
        },
      }),
    );
    expect((await writeOffOnDevice(await sign(40, 5, later()), 7, newNonce())).result).toMatchObject({
      reason: 'used',
      last_time: now - 60,
    });
    expect((await writeOffOnDevice(await sign(41, 5, later()), 7, newNonce())).result.reason).toBe('disabled');
    await storeSnapshot(snapshotOf({ keys: [key], point: { ...snapshotOf().point, write_off_num: 1, used: 1 } }));
    expect((await writeOffOnDevice(await sign(42, 5, later()), 7, newNonce())).result.reason).toBe('point_full');
  });

  it('accepts the holder’s day digits; other digits get the offline hint', async () => {
    await storeSnapshot(
      snapshotOf({ keys: [key], short_codes: { '1234567890': { holding_id: 40, expires_at: later() } } }),
    );
    expect((await writeOffOnDevice('1234567890', 7, newNonce())).result.ok).toBe(true);
    const unknown = await writeOffOnDevice('9999999999', 7, newNonce());
    expect(unknown.result).toMatchObject({ ok: false, reason: 'bad_code', message: OFFLINE_DIGITS_HINT });
  });

  it('decides on the server’s clock (the snapshot’s offset)', async () => {
    // the device's clock runs 2 h behind the server's: a code the server says expired is refused
    await storeSnapshot(snapshotOf({ keys: [key], clock_offset: 7200 }));
    const d = await writeOffOnDevice(await sign(40, 5, deviceSeconds() + 3600), 7, newNonce());
    expect(d.result.reason).toBe('bad_code');
  });

  it('without a snapshot of the point it cannot decide', async () => {
    await expect(writeOffOnDevice('K2.x', 8, newNonce())).rejects.toBeInstanceOf(OfflineUnavailable);
  });
});
