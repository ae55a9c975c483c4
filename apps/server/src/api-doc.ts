import type { z } from 'zod';
import { extractDefs, finalize, initializeContext, process as processSchema, type $ZodType } from 'zod/v4/core';
import { builtSchema, calls, describeAccess, type CallDef } from '@kc/shared';

interface JsonType {
  type?: string;
  anyOf?: JsonType[];
}

/** Who zod's JSON Schema export has met, keyed by the built schema (a shared schema is a `lazySchema` stand-in). */
class SeenMap<V> extends Map<$ZodType, V> {
  override get(k: $ZodType) {
    return super.get(builtSchema(k));
  }
  override set(k: $ZodType, v: V) {
    return super.set(builtSchema(k), v);
  }
  override has(k: $ZodType) {
    return super.has(builtSchema(k));
  }
}

/** `z.toJSONSchema(schema, { io, unrepresentable: 'any' })`, its steps taken here so that its map is a SeenMap. */
const toJsonSchema = (input: z.ZodType, io: 'input' | 'output'): unknown => {
  const schema = builtSchema(input);
  // the classic schemas carry their own processors
  const ctx = initializeContext({ io, unrepresentable: 'any', processors: {} });
  ctx.seen = new SeenMap();
  processSchema(schema, ctx);
  extractDefs(ctx, schema);
  return finalize(ctx, schema);
};

const fieldsOf = (schema: z.ZodType, io: 'input' | 'output'): string => {
  const json = toJsonSchema(schema, io) as {
    properties?: Record<string, JsonType>;
    required?: string[];
  };
  const props = Object.entries(json.properties ?? {});
  if (props.length === 0) return '—';
  const typeOf = (v: JsonType): string => v.type ?? [...new Set((v.anyOf ?? []).map(typeOf).filter(Boolean))].join('|');
  return props
    .map(([k, v]) => `\`${k}\`${json.required?.includes(k) ? '' : '?'}${typeOf(v) ? ` ${typeOf(v)}` : ''}`)
    .join(', ');
};

/** docs/api.md, rendered from the contract so it can never drift (a test compares them). */
export function renderApiDoc(): string {
  const rows = Object.entries(calls as Record<string, CallDef>).map(
    ([name, c]) =>
      `| \`${name}\` | ${c.method} | \`${c.path}\` | ${c.auth} | ${describeAccess(c.access)} | ${c.summary} | ${fieldsOf(c.query, 'input')} | ${fieldsOf(c.data, 'output')} |`,
  );
  return `# API calls

Generated from \`packages/shared/src/calls.ts\` by \`npm run docs:api\`; a test fails when this file is stale.

Envelope (spec section 7): POST \`{ "query": {...}, "payload": { token, systemName, client, b_id, appName, spm? } }\`;
GET calls carry the query in the URL. The token may also come as \`Authorization: Bearer\`. Every answer is
HTTP 200 \`{ code, message, data }\` with code 0 on success — see [errors.md](errors.md). \`{product}\` is the
\`PRODUCT\` setting (default \`kc\`). Auth: none (anyone), optional (a session is used when given), required
(30000/30001 without a valid one). Access — who may make the call, checked by the access matrix test
([security.md](security.md)): public (anyone), user (anyone logged in, on their own data), owner (the user the
resource belongs to), auditor (platform auditors), business R (a grant of role R in the business acted for, \`b_id\`,
or the resource's business); a refused caller gets 30000, 10003 or 10004 and nothing of the resource.

| name | method | path | auth | access | what it does | query | data |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Not contract calls (raw bodies): \`PUT /upload/local/<key>?ct&exp&sig\` stores the bytes of a signed upload;
\`GET /uploads/<key>\` serves them; \`GET /healthz\` checks the database.
`;
}
