import { keygenAsync, signAsync } from '@noble/ed25519';
import { codeKeyId, signedCodeMessage, toBase64Url, type CodeKey, type OfflineConflict } from '@kc/shared';
import { offlineDb, type PointSnapshot } from './offline-db';

/** A signing key like the server's, for tests: signs K2 codes the device verifies with `key`. */
export async function testSigner(): Promise<{
  key: CodeKey;
  sign: (h: number, item: number, exp: number) => Promise<string>;
}> {
  const { secretKey, publicKey } = await keygenAsync();
  const kid = await codeKeyId(publicKey);
  return {
    key: { kid, public_key: toBase64Url(publicKey) },
    sign: async (holdingId, itemId, expiresAt) => {
      const message = signedCodeMessage(kid, holdingId, itemId, expiresAt);
      return `${message}.${toBase64Url(await signAsync(new TextEncoder().encode(message), secretKey))}`;
    },
  };
}

/** A point's snapshot as the device stores it (item 5, point 7, limit 1 in all; clock as the device's). */
export const snapshotOf = (over: Partial<PointSnapshot> = {}): PointSnapshot => ({
  point_id: 7,
  cursor: 1000,
  clock_offset: 0,
  keys: [],
  point: { id: 7, item_id: 5, point_name: '1号馆入口', write_off_num: 0, used: 0 },
  item: {
    item_id: 5,
    name: '车展门票',
    live: true,
    validity_start: null,
    validity_end: null,
    limit_type: 1,
    limit_num: 1,
  },
  holdings: {},
  short_codes: {},
  ...over,
});

export const storeSnapshot = async (snap: PointSnapshot): Promise<void> => {
  await (await offlineDb()).put('snapshots', snap);
};

/** A conflict as the server answers it: gate 1号馆入口 refused a use that 2号馆入口 had taken 10 s earlier. */
export const conflictOf = (over: Partial<OfflineConflict> = {}): OfflineConflict => ({
  id: 1,
  point_id: 7,
  point_name: '1号馆入口',
  holding_id: 40,
  item_name: '车展门票',
  holder_name: '张*',
  reason: 'used',
  message: '已核销',
  scanned_at: 1_750_000_000,
  checker_name: '李*',
  winner_time: 1_749_999_990,
  winner_point_name: '2号馆入口',
  winner_checker_name: '王*',
  create_time: 1_750_000_100,
  ...over,
});
