import type { z } from 'zod';
import { resolvePath, type CallDef } from '@kc/shared';

/**
 * Values generated from a call's zod 4 query schema, for the contract suites (src/contract-suite): a valid sample
 * query, hostile variants of every field, and malformed envelopes. Nothing here is written per call: a new call in
 * the contract is covered as soon as it is listed in `calls`.
 */

type Schema = z.ZodType;
type Def = {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  valueType?: Schema;
  shape?: Record<string, Schema>;
  options?: Schema[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  coerce?: boolean;
};
type Path = (string | number)[];

const defOf = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/default/nullable/pipe wrappers: what a value must look like on the wire. */
export function baseOf(s: Schema): Schema {
  const d = defOf(s);
  if (['optional', 'default', 'nullable', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(d.type))
    return baseOf(d.innerType!);
  if (d.type === 'pipe') return baseOf(d.in!);
  return s;
}

export type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'record' | 'other';

/** The JSON kind a field takes (enums and string literals are strings; unions take their first option's kind). */
export function kindOf(s: Schema): Kind {
  const d = defOf(baseOf(s));
  switch (d.type) {
    case 'string':
    case 'enum':
      return 'string';
    case 'number':
    case 'int':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'array';
    case 'object':
      return 'object';
    case 'record':
      return 'record';
    case 'literal':
      return typeof d.values?.[0] === 'number' ? 'number' : typeof d.values?.[0] === 'string' ? 'string' : 'other';
    case 'union':
      return kindOf(d.options![0]!);
    default:
      return 'other';
  }
}

const accepts = (s: Schema, v: unknown) => s.safeParse(v).success;
const isCoerced = (s: Schema) => !!defOf(baseOf(s)).coerce;

/** Strings tried in order until the field accepts one (formats the contract uses: mobile, SMS code, paths, keys…). */
const STRINGS = [
  'abc',
  '13700000000',
  '123456',
  'Abcdef12',
  '/uploads/a.png',
  'https://example.com/a',
  'aboutus',
  '张三丰',
  '110101199003074514',
  'abcdefgh1234',
  '#aabbcc',
  '1',
  'x',
  '渝A12345',
  // a VIN with its check digit (car-owner certification)
  '1HGCM82633A004352',
  // a calendar day (the showroom's viewing date)
  '2030-06-10',
];
const NUMBERS = [1, 2, 11, 0, 1767225600, 0.5, 400, 2025];

/** A value the schema accepts, or undefined when none of the tried ones is (the caller then sees it fail). */
export function sampleOf(s: Schema): unknown {
  const d = defOf(s);
  const tryAll = (candidates: unknown[]) => candidates.find((c) => accepts(s, c));
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'prefault':
    case 'nonoptional':
    case 'default': {
      const inner = sampleOf(d.innerType!);
      return accepts(s, inner) ? inner : undefined;
    }
    case 'pipe':
      return tryAll([sampleOf(d.in!), ...STRINGS, ...NUMBERS]);
    case 'string':
      return tryAll(STRINGS);
    case 'number':
    case 'int':
      return tryAll(NUMBERS);
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(d.entries ?? {})[0];
    case 'literal':
      return d.values?.[0];
    case 'union':
      return tryAll(d.options!.map(sampleOf));
    case 'array':
      return tryAll([[], [sampleOf(d.element!)]]);
    case 'record':
      return tryAll([{}, { a: 'a' }, { a: sampleOf(d.valueType!) }]);
    case 'object':
      return sampleObject(s);
    case 'unknown':
    case 'any':
      return 'x';
    default:
      return undefined;
  }
}

/** Required keys first; then optional keys added one at a time, then all of them, until the object parses. */
function sampleObject(s: Schema): Record<string, unknown> {
  const shape = defOf(s).shape ?? {};
  const required: Record<string, unknown> = {};
  const optional: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(shape)) {
    if (accepts(f, undefined)) optional[k] = sampleOf(f);
    else required[k] = sampleOf(f);
  }
  const candidates = [
    required,
    ...Object.entries(optional).map(([k, v]) => ({ ...required, [k]: v })),
    { ...required, ...optional },
  ];
  // a refinement between fields (end after start): later number fields one larger each
  const bumped = (o: Record<string, unknown>) => {
    let i = 0;
    return Object.fromEntries(
      Object.entries(o).map(([k, v]) => {
        if (typeof v !== 'number') return [k, v];
        const next = v + i++;
        return [k, accepts(shape[k]!, next) ? next : v];
      }),
    );
  };
  // a refinement that wants one of several lists filled (images or videos): each empty list with one element
  const filled = (o: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(o).map(([k, v]) => {
        if (!Array.isArray(v) || v.length > 0) return [k, v];
        const one = [sampleOf(arrayElement(shape[k]!) ?? shape[k]!)];
        return [k, accepts(shape[k]!, one) ? one : v];
      }),
    );
  return (
    [...candidates, ...candidates.map(bumped), ...candidates.map(filled)].find((c) => accepts(s, c)) ?? required
  );
}

/** The element schema of an array field, through optional/default wrappers. */
function arrayElement(s: Schema): Schema | undefined {
  const d = defOf(s);
  if (d.type === 'array') return d.element;
  return d.innerType ? arrayElement(d.innerType) : undefined;
}

/** GET queries travel as strings in the URL. */
const asUrlValue = (v: unknown): unknown =>
  v === undefined || v === null ? v : Array.isArray(v) ? v.map(asUrlValue) : typeof v === 'object' ? v : String(v);

/** A valid sample query of a call (as it travels: strings for GET), and whether the contract accepts it. */
export function sampleQuery(def: CallDef): { query: Record<string, unknown>; valid: boolean } {
  const raw = sampleOf(def.query) as Record<string, unknown> | undefined;
  const query = Object.fromEntries(
    Object.entries(raw ?? {}).map(([k, v]) => [k, def.method === 'GET' ? asUrlValue(v) : v]),
  );
  return { query, valid: accepts(def.query, query) };
}

// ---- hostile values ----

/**
 * reject: the contract must refuse it whatever the field (wrong type, missing, unknown, huge, unbounded, too deep);
 * probe: it depends on the field (a SQL fragment is a fine nickname, -1 a fine longitude) — the contract decides,
 * and the server must survive whatever the contract lets through.
 */
export type VariantKind = 'reject' | 'probe';
export interface Variant {
  /** e.g. `mobile: huge string` */
  name: string;
  kind: VariantKind;
  query: unknown;
}

export const HUGE = 'a'.repeat(100_000);
export const deep = (n: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = [v];
  return v;
};
export const SQL = ["' or 1=1 --", '1; drop table users; --', "' union select password_hash from users --"];
export const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'];
const STRING_PROBES: [string, unknown][] = [
  ['empty string', ''],
  ['blank string', '   '],
  ...SQL.map((s, i): [string, unknown] => [`SQL fragment ${i + 1}`, s]),
  ...HTML.map((s, i): [string, unknown] => [`HTML fragment ${i + 1}`, s]),
  ['NUL byte', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['path traversal', '../../../../etc/passwd'],
  ['template', '${7*7}{{7*7}}'],
  ['emoji', '😀'.repeat(30)],
  ['null', null],
];
const NUMBER_PROBES: [string, unknown][] = [
  ['negative', -1],
  ['zero', 0],
  ['float', 1.5],
  ['tiny float', 1e-7],
  ['int32 overflow', 2 ** 31],
  ['int32 underflow', -(2 ** 31) - 1],
  ['max safe integer', Number.MAX_SAFE_INTEGER],
  ['numeric string', '1'],
  ['null', null],
];

const setAt = (obj: unknown, path: Path, value: unknown, remove = false): unknown => {
  const copy = structuredClone(obj) as Record<string | number, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) {
    if (typeof at[k] !== 'object' || at[k] === null) at[k] = typeof k === 'number' ? [] : {};
    at = at[k] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) delete at[last];
  else at[last] = value;
  return copy;
};
const getAt = (obj: unknown, path: Path): unknown =>
  path.reduce<unknown>((o, k) => (o as Record<string | number, unknown> | undefined)?.[k], obj);

/** Every hostile variant of every field of a call's query (nested objects and array elements included). */
export function fieldVariants(def: CallDef, base: Record<string, unknown>): Variant[] {
  const get = def.method === 'GET';
  const out: Variant[] = [];
  const add = (name: string, kind: VariantKind, query: unknown) => out.push({ name, kind, query });

  const walkObject = (s: Schema, path: Path, value: unknown) => {
    const shape = defOf(baseOf(s)).shape ?? {};
    const where = path.length ? `${path.join('.')}.` : '';
    add(`${where}<unknown field>`, 'reject', setAt(base, [...path, 'unknown_field'], 1));
    // inherited names must not pass for declared ones
    add(`${where}<constructor field>`, 'reject', setAt(base, [...path, 'constructor'], {}));
    add(`${where}<toString field>`, 'reject', setAt(base, [...path, 'toString'], 'x'));
    for (const [k, f] of Object.entries(shape)) walkField(f, [...path, k], getAt(value, [k]));
  };

  const walkField = (f: Schema, path: Path, value: unknown) => {
    const name = path.join('.');
    const v = (label: string, kind: VariantKind, x: unknown) =>
      add(`${name}: ${label}`, kind, setAt(base, path, get ? asUrlValue(x) : x));
    // (an array element cannot be missing: removing it makes a shorter array)
    if (typeof path[path.length - 1] === 'string' && !accepts(f, undefined))
      add(`${name}: missing`, 'reject', setAt(base, path, undefined, true));
    const kind = kindOf(f);
    if (get) {
      // the URL has only strings and repeated keys
      v('repeated', 'reject', ['1', '2']);
      v('huge string', 'reject', HUGE);
      if (kind === 'number') {
        v('not a number', 'reject', 'abc');
        v('1e20', 'reject', '1e20');
        v('NaN', 'reject', 'NaN');
        v('Infinity', 'reject', 'Infinity');
        for (const [l, x] of NUMBER_PROBES) if (x !== null) v(l, 'probe', String(x));
        v('hex', 'probe', '0x10');
        v('blank', 'probe', '');
      } else for (const [l, x] of STRING_PROBES) if (x !== null) v(l, 'probe', x);
      return;
    }
    v('array for a scalar', kind === 'array' ? 'probe' : 'reject', [value ?? 1, value ?? 1]);
    v('object for a scalar', kind === 'object' || kind === 'record' ? 'probe' : 'reject', { $ne: null });
    v('nested 1000 deep', 'reject', deep(1000));
    switch (kind) {
      case 'string':
        v('wrong type (boolean)', 'reject', true);
        v('wrong type (number)', 'probe', 12345);
        v('huge string', 'reject', HUGE);
        for (const [l, x] of STRING_PROBES) v(l, 'probe', x);
        break;
      case 'number':
        v('wrong type (string)', 'reject', 'abc');
        v('wrong type (boolean)', isCoerced(f) ? 'probe' : 'reject', true);
        v('1e20', 'reject', 1e20);
        v('-1e20', 'reject', -1e20);
        v('huge string', 'reject', HUGE);
        for (const [l, x] of NUMBER_PROBES) v(l, 'probe', x);
        break;
      case 'boolean':
        v('wrong type (string)', 'reject', 'true');
        v('wrong type (number)', 'reject', 1);
        v('null', 'probe', null);
        break;
      case 'array': {
        const element = defOf(baseOf(f)).element!;
        v('wrong type (string)', 'reject', 'abc');
        v('null', 'probe', null);
        v('10,001 elements', 'reject', Array(10_001).fill(sampleOf(element) ?? 1));
        if (kindOf(element) === 'object') walkObject(element, [...path, 0], sampleOf(element));
        else walkField(element, [...path, 0], sampleOf(element));
        break;
      }
      case 'object':
        v('wrong type (string)', 'reject', 'abc');
        v('null', 'probe', null);
        walkObject(f, path, value);
        break;
      case 'record':
        v('wrong type (string)', 'reject', 'abc');
        v('null', 'probe', null);
        v('10,000 keys', 'probe', Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 'v'])));
        v('deep value', 'probe', { a: deep(500) });
        v('HTML and SQL values', 'probe', { a: HTML[0], b: SQL[0], c: 'a\u0000b' });
        break;
      case 'other':
        break;
    }
  };

  walkObject(def.query, [], base);
  return out;
}

// ---- malformed envelopes ----

export interface RawRequest {
  name: string;
  /** reject: must answer 10001; probe: may be ignored by the parser (then the request is the valid sample) */
  kind: VariantKind;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A body nested far deeper than any request needs (parsed by JSON.parse, walked by the registrar's guard). */
const DEEP_BODY = `{"query":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
/** One request >1 MB (the body limit). */
const OVER_LIMIT = JSON.stringify({ query: { x: 'a'.repeat(1_100_000) } });

/**
 * Envelopes that are wrong as a whole: not JSON, not an object, `query`/`payload` of the wrong shape, unknown or
 * poisoned top-level keys, over the body limit, a wrong content type; for GET calls odd, repeated and poisoned
 * URL parameters. Every one of them must answer 10001 (or 30000 for an anonymous call that needs a session).
 */
export function envelopeVariants(def: CallDef, product: string, base: Record<string, unknown>): RawRequest[] {
  const url = resolvePath(def.path, product);
  if (def.method === 'GET') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(base))
      for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined && x !== null) qs.append(k, String(x));
    const withParams = (name: string, extra: string, kind: VariantKind = 'reject'): RawRequest => ({
      name,
      kind,
      method: 'GET' as const,
      url: `${url}?${[qs.toString(), extra].filter(Boolean).join('&')}`,
      headers: {},
    });
    return [
      withParams('unknown parameter', 'unknown_field=1'),
      withParams('__proto__ parameter', '__proto__=1', 'probe'),
      withParams('constructor parameter', 'constructor=1'),
      withParams('bracket parameter', 'query[mobile]=1'),
      withParams('empty key', '=1', 'probe'),
      withParams('repeated token', 'token=a&token=b'),
      withParams('repeated b_id', 'b_id=1&b_id=2'),
      withParams('bad b_id', 'b_id=abc'),
      withParams('negative b_id', 'b_id=-1'),
      withParams('bad client', 'client=evil'),
      withParams('huge spm', `spm=${'a'.repeat(10_000)}`),
      withParams('bad percent encoding', 'unknown_field=%zz%'),
      withParams('NUL parameter', 'unknown_field=%00'),
      withParams('huge query string', `unknown_field=${'a'.repeat(100_000)}`),
    ];
  }
  const json = { 'content-type': 'application/json' };
  const post = (name: string, payload: string, headers: Record<string, string> = json): RawRequest => ({
    name,
    kind: 'reject',
    method: 'POST',
    url,
    headers,
    payload,
  });
  const body = (o: unknown) => JSON.stringify(o);
  return [
    post('not JSON', '{"query":'),
    post('empty JSON body', ''),
    post('JSON array body', '[]'),
    post('JSON string body', '"query"'),
    post('JSON number body', '1'),
    post('query as a string', body({ query: 'x' })),
    post('query as an array', body({ query: [base] })),
    post('query as null', body({ query: null })),
    post('query as a number', body({ query: 1 })),
    post('payload as a string', body({ query: base, payload: 'x' })),
    post('payload as an array', body({ query: base, payload: [] })),
    post('payload token not a string', body({ query: base, payload: { token: 123 } })),
    post('payload b_id not a number', body({ query: base, payload: { b_id: 'abc' } })),
    post('payload b_id negative', body({ query: base, payload: { b_id: -1 } })),
    post('payload client unknown', body({ query: base, payload: { client: 'evil' } })),
    post('payload spm huge', body({ query: base, payload: { spm: 'a'.repeat(10_000) } })),
    post('unknown top-level key', body({ query: base, payload: {}, extra: 1 })),
    post('__proto__ top-level key', `{"query":${body(base)},"__proto__":{"polluted":1}}`),
    post('__proto__ in the query', `{"query":{"__proto__":{"polluted":1}}}`),
    post('constructor.prototype in the query', `{"query":{"constructor":{"prototype":{"polluted":1}}}}`),
    post('duplicate query key', `{"query":${body(base)},"query":"x"}`),
    post('body nested 10,000 deep', DEEP_BODY),
    post('body over 1 MB', OVER_LIMIT),
    post('text/plain body', body({ query: base }), { 'content-type': 'text/plain' }),
    post('XML body', `<query/>`, { 'content-type': 'application/xml' }),
    post('form body', 'query=x&payload=y', { 'content-type': 'application/x-www-form-urlencoded' }),
    post('multipart body', '--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }),
    post('JSON with a charset', body({ query: base, extra: 1 }), {
      'content-type': 'application/json; charset=latin1',
    }),
  ];
}
