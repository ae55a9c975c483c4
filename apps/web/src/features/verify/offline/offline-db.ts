import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CodeKey, OfflineConflict, OfflineHolding, WriteOffResult } from '@kc/shared';

/**
 * What a checker's device keeps to write off without the network (docs/verification.md, "Offline"), in IndexedDB:
 * the snapshot of each point it opened, the queue of write-offs it accepted offline, and the conflicts the server
 * answered for them.
 */

/** One point's snapshot: the server's state at `cursor` (holdings and day codes by key: deltas replace rows). */
export interface PointSnapshot {
  point_id: number;
  cursor: number;
  /** server clock − device clock, in seconds: offline decisions run on the server's time */
  clock_offset: number;
  keys: CodeKey[];
  point: { id: number; item_id: number; point_name: string; write_off_num: number; used: number };
  item: {
    item_id: number;
    name: string;
    live: boolean;
    validity_start: number | null;
    validity_end: number | null;
    limit_type: number;
    limit_num: number;
  };
  holdings: Record<number, OfflineHolding>;
  /** the item's day codes: digits → holding until expires_at */
  short_codes: Record<string, { holding_id: number; expires_at: number }>;
}

/** A write-off the device accepted offline, waiting to be uploaded (in `seq` order). */
export interface QueuedWriteOff {
  seq?: number;
  point_id: number;
  code: string;
  nonce: string;
  /** server time (s) of the scan */
  scanned_at: number;
  holding_id: number;
  /** the answer shown (a reload of the same visit shows it again) */
  result: WriteOffResult;
}

/** A conflict the server answered for one of this device's queued write-offs. */
export type StoredConflict = OfflineConflict & { nonce: string };

interface OfflineSchema extends DBSchema {
  snapshots: { key: number; value: PointSnapshot };
  queue: { key: number; value: QueuedWriteOff; indexes: { nonce: string } };
  conflicts: { key: number; value: StoredConflict; indexes: { point_id: number } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const DB_NAME = 'kc-offline-write-off';

let opening: Promise<OfflineDb> | null = null;

/**
 * The device's offline store (one connection per page). Without IndexedDB (a private window of an older browser)
 * it rejects — never throws — and the next call tries again.
 */
export const offlineDb = (): Promise<OfflineDb> =>
  (opening ??= openStore().catch((e: unknown) => {
    opening = null;
    throw e;
  }));

const openStore = async () =>
  openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('snapshots', { keyPath: 'point_id' });
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('nonce', 'nonce', {
        unique: true,
      });
      db.createObjectStore('conflicts', { keyPath: 'id' }).createIndex('point_id', 'point_id');
    },
  });

/** Closes and forgets the connection (tests start each case on a fresh database). */
export const closeOfflineDb = async (): Promise<void> => {
  const db = await opening;
  opening = null;
  db?.close();
};
