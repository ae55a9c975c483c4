import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, ErrorCode, login, resolvePath, userInfo, type CallDef } from '@kc/shared';
import { DEMO_PASSWORD } from '../db/seed.js';
import { testApp, type TestApp } from '../test/test-app.js';
import {
  envelopeVariants,
  fieldVariants,
  sampleQuery,
  type RawRequest,
  type Variant,
} from '../test/contract-values.js';
import { changedTables, tableCounts } from './tables.js';

/**
 * Every call of the contract gets hostile input, generated from its query schema (src/test/contract-values.ts),
 * once as an anonymous caller and once with the session of the demo business owner acting for business 1.
 *
 * The rules (docs/security.md, "Bad input"):
 * - never an HTTP status ≥ 500, always an envelope with a numeric code, never a stack trace, a file path or SQL;
 * - a field variant the contract's own schema refuses answers 10001 — or 30000 for an anonymous caller of an
 *   `auth: 'required'` call (the session is checked before the query; the registrar's input guard — NUL, half
 *   surrogate pairs, nesting deeper than 32 — comes before the session, so 10001 is fine for them too);
 * - kinds that every field must refuse (wrong type, missing, unknown field, huge string, ±1e20, 1000 deep, 10,001
 *   elements) are asserted to be refused by the schema itself, so a field without a bound fails here;
 * - a probe the schema accepts (SQL or HTML in a free-text field, a negative longitude, an int32 overflow of an
 *   id…) may succeed or get any business code, but must not fail the server;
 * - a malformed envelope answers 10001 (30000 is also fine for an anonymous caller of a required call);
 * - nothing is stored: the row count of every table is the same before and after a call's variants, unless one
 *   of its probes succeeded (code 0: valid input may store what it is for).
 */

const PRODUCT = 'kc';
const LEAKS = [/\bat .+:\d+:\d+/, /\.(ts|js|mjs):\d+/, /node_modules/, /\/work\//, /\/home\//, /stack/i, /Error:/];
const SQL_LEAKS = [/\bselect\s/i, /\binsert\s+into/i, /\bupdate\s+"?\w+"?\s+set/i, /\bdelete\s+from/i, /violates/i];
const leaksOf = (body: string, code: number) =>
  [...LEAKS, ...(code === 0 ? [] : SQL_LEAKS)].filter((re) => re.test(body)).map(String);

type Persona = 'anonymous' | 'owner';
interface Sent {
  persona: Persona;
  name: string;
  /** expected codes; null: any code (a probe the contract accepts) */
  expect: number[] | null;
  status: number;
  body: string;
  code: unknown;
}

describe('bad input: hostile fields and malformed envelopes to every call of the contract', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await testApp({ product: PRODUCT });
    token = (await t.call(login, { mobile: '13800000002', password: DEMO_PASSWORD })).data.token;
  });
  afterAll(() => t.close());

  const send = async (r: RawRequest, persona: Persona) => {
    const res = await t.app.inject({
      method: r.method,
      url: r.url,
      headers: { ...r.headers, ...(persona === 'owner' ? { authorization: `Bearer ${token}` } : {}) },
      ...(r.payload !== undefined ? { payload: r.payload } : {}),
    });
    let code: unknown;
    try {
      code = (JSON.parse(res.body) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    return { status: res.statusCode, body: res.body, code };
  };

  /** A field variant as a request: the POST envelope with b_id 1, or the GET URL. */
  const asRequest = (def: CallDef, v: Variant): RawRequest => {
    const url = resolvePath(def.path, PRODUCT);
    if (def.method === 'POST')
      return {
        name: v.name,
        kind: v.kind,
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: v.query, payload: { b_id: 1, client: 'web' } }),
      };
    const qs = new URLSearchParams();
    for (const [k, x] of Object.entries(v.query as Record<string, unknown>))
      for (const y of Array.isArray(x) ? x : [x]) if (y !== undefined && y !== null) qs.append(k, String(y));
    qs.append('b_id', '1');
    return { name: v.name, kind: v.kind, method: 'GET', url: `${url}?${qs}`, headers: {} };
  };

  it('the contract itself refuses what every field must refuse', () => {
    const accepted: string[] = [];
    for (const [name, def] of Object.entries(calls as Record<string, CallDef>)) {
      const { query } = sampleQuery(def);
      for (const v of fieldVariants(def, query))
        if (v.kind === 'reject' && def.query.safeParse(v.query).success) accepted.push(`${name} ${v.name}`);
    }
    expect(accepted.join('\n')).toBe('');
  });

  it('every call has a valid generated sample (so its variants differ from it in one field)', () => {
    const invalid = Object.entries(calls as Record<string, CallDef>)
      .filter(([, def]) => !sampleQuery(def).valid)
      .map(([name]) => name);
    expect(invalid).toEqual([]);
  });

  /** Sends requests (both personas, all at once) and returns what each answered. */
  const run = async (batch: { persona: Persona; request: RawRequest; expect: number[] | null }[]) =>
    Promise.all(
      batch.map(async (b) => ({
        persona: b.persona,
        name: b.request.name,
        expect: b.expect,
        ...(await send(b.request, b.persona)),
      })),
    );

  const problemsOf = (sent: Sent[]) => {
    const problems: string[] = [];
    for (const s of sent) {
      const what = `${s.persona} ${s.name}`;
      if (s.status >= 500) problems.push(`${what}: HTTP ${s.status} ${s.body.slice(0, 200)}`);
      if (typeof s.code !== 'number') {
        problems.push(`${what}: no numeric code: ${s.body.slice(0, 200)}`);
        continue;
      }
      if (s.expect && !s.expect.includes(s.code))
        problems.push(`${what}: code ${s.code}, expected ${s.expect.join('/')}: ${s.body.slice(0, 200)}`);
      const leaks = leaksOf(s.body, s.code);
      if (leaks.length) problems.push(`${what}: leaks ${leaks.join(' ')}: ${s.body.slice(0, 300)}`);
    }
    return problems;
  };

  for (const [name, def] of Object.entries(calls as Record<string, CallDef>)) {
    it(`${name}: never 5xx, never a leak, 10001 for what the contract refuses, nothing stored`, async () => {
      const { query } = sampleQuery(def);
      const required = def.auth === 'required';
      const refused: Parameters<typeof run>[0] = [];
      const probes: Parameters<typeof run>[0] = [];
      for (const persona of ['anonymous', 'owner'] as const) {
        const noSession = persona === 'anonymous' && required;
        for (const v of fieldVariants(def, query)) {
          const request = asRequest(def, v);
          if (def.query.safeParse(v.query).success) probes.push({ persona, request, expect: null });
          else
            refused.push({
              persona,
              request,
              expect: noSession ? [ErrorCode.VALIDATION, ErrorCode.SESSION_INVALID] : [ErrorCode.VALIDATION],
            });
        }
        for (const request of envelopeVariants(def, PRODUCT, query)) {
          if (request.kind === 'probe') probes.push({ persona, request, expect: null });
          else
            refused.push({
              persona,
              request,
              expect: noSession ? [ErrorCode.VALIDATION, ErrorCode.SESSION_INVALID] : [ErrorCode.VALIDATION],
            });
        }
      }

      // what is refused stores nothing at all
      const before = await tableCounts(t);
      const answered = await run(refused);
      const between = await tableCounts(t);
      expect(problemsOf(answered).join('\n')).toBe('');
      expect(changedTables(before, between), 'tables changed by refused requests').toEqual([]);

      // what the contract accepts may succeed (and store what it is for) or be refused, but never break the server
      const probed = await run(probes);
      expect(problemsOf(probed).join('\n')).toBe('');
      const changed = changedTables(between, await tableCounts(t));
      if (changed.length > 0)
        expect(
          probed.filter((s) => s.code === 0).map((s) => `${s.persona} ${s.name}`),
          `${changed.join(', ')} changed, but no probe succeeded`,
        ).not.toEqual([]);
    }, 90_000); // a long poll reached by a valid probe (holding/watch) may hold its answer for 25 s
  }

  it('the demo session survived all of it', async () => {
    expect((await t.call(userInfo, {}, { token })).code).toBe(0);
  });
});
