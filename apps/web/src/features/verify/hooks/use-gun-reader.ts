import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newNonce, normalizeHoldingCode, type WriteOffResult } from '@kc/shared';
import { writeOffAnyway, type Decided } from '../offline/write-off-anyway';
import { verifyKeys } from '../api/verify-keys';

/** The same code read again within this many ms is the same read (a double trigger): same nonce, a replay. */
export const SAME_READ_MS = 3000;
/** How many results the running list keeps. */
export const KEEP_RESULTS = 20;

export interface GunRead {
  /** the nonce: one per distinct read */
  id: string;
  code: string;
  at: number;
  /** how many times the scanner sent it (more than 1: the repeats were replays) */
  reads: number;
  state: 'pending' | 'done' | 'failed';
  result?: WriteOffResult;
  /** decided on the device (offline): queued for upload */
  offline?: boolean;
  error?: string;
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '请稍后重试');

/**
 * A scanner gun at one point: every Enter writes the code off at once (a scanned QR code, or the holder's digits
 * typed on the keyboard). A new nonce per distinct read; the same
 * code again within 3 s reuses the nonce (and the request already on its way), so a double read is one write-off.
 * Without an answer in 3 s (or offline) the device decides with the same nonce (writeOffAnyway).
 */
export function useGunReader(pointId: number, now: () => number = Date.now) {
  const queryClient = useQueryClient();
  const [reads, setReads] = useState<GunRead[]>([]);
  const last = useRef<{ code: string; nonce: string; at: number } | null>(null);
  const inflight = useRef(new Map<string, Promise<Decided>>());

  const update = (id: string, change: (r: GunRead) => GunRead) =>
    setReads((list) => list.map((r) => (r.id === id ? change(r) : r)));

  const read = async (raw: string): Promise<void> => {
    // a typed short code with or without spaces is one code (and one read)
    const code = normalizeHoldingCode(raw);
    if (!code) return;
    const at = now();
    const prev = last.current;
    const repeat = prev !== null && prev.code === code && at - prev.at < SAME_READ_MS;
    const nonce = repeat ? prev.nonce : newNonce();
    last.current = { code, nonce, at };

    setReads((list) => {
      const existing = list.find((r) => r.id === nonce);
      if (existing) return [{ ...existing, reads: existing.reads + 1, at }, ...list.filter((r) => r.id !== nonce)];
      return [{ id: nonce, code, at, reads: 1, state: 'pending' } satisfies GunRead, ...list].slice(0, KEEP_RESULTS);
    });

    let call = inflight.current.get(nonce);
    if (!call) {
      call = writeOffAnyway(code, pointId, nonce);
      inflight.current.set(nonce, call);
      void call.finally(() => inflight.current.delete(nonce)).catch(() => undefined);
    }
    try {
      const { result, offline } = await call;
      update(nonce, (r) => ({ ...r, state: 'done', result, offline, error: undefined }));
      if (result.ok && !offline) void queryClient.invalidateQueries({ queryKey: verifyKeys.checkerItems });
    } catch (e) {
      update(nonce, (r) => ({ ...r, state: 'failed', error: messageOf(e) }));
    }
  };

  return { reads, read, current: reads[0] ?? null };
}
