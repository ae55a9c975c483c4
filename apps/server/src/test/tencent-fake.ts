import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A stand-in for Tencent Cloud's API (tests only): `fetch` answers each action (the X-TC-Action header) with a
 * recorded answer of src/lib/recognition/fixtures/ — written from the documented response shapes — or hangs until
 * the caller's deadline aborts it. Every request is kept for the test to read.
 */
const FIXTURES = path.join(import.meta.dirname, '../lib/recognition/fixtures');
export const tencentFixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));

export interface SentRequest {
  url: string;
  action: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  raw: string;
}

/** an answer: a fixture name, a JSON value, or 'hang' (never answers; the request's signal ends it) */
export type FakeAnswer = string | { json: unknown } | 'hang';

export function tencentFake(answers: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  const sent: SentRequest[] = [];
  const queue = new Map(Object.entries(answers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const raw = String(init?.body ?? '');
    const action = headers['x-tc-action'] ?? '';
    sent.push({ url: String(input), action, headers, body: JSON.parse(raw || '{}') as Record<string, unknown>, raw });
    const list = queue.get(action);
    // the last answer of a list repeats
    const answer = list && (list.length > 1 ? list.shift()! : list[0]);
    if (answer === undefined) throw new Error(`tencent fake: no answer for ${action}`);
    if (answer === 'hang')
      return new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (!signal) return;
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    const json = typeof answer === 'string' ? tencentFixture(answer) : answer.json;
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    sent,
    /** the answers of an action from now on */
    answer(action: string, ...a: FakeAnswer[]) {
      queue.set(action, a);
    },
  };
}
