import type { FieldError } from '@kc/shared';
import { validationError } from './errors.js';

/** Deeper than any query or payload of the contract (a form's values are two levels deep). */
export const MAX_INPUT_DEPTH = 32;

/** A NUL character (PostgreSQL text cannot hold it) or half of a surrogate pair (not Unicode; jsonb refuses it). */
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first place in a request's query or payload that no schema should have to meet: text the database cannot
 * store (in a value or a key) or nesting deeper than MAX_INPUT_DEPTH. Iterative, so any depth is safe to walk.
 */
export function inputProblem(value: unknown, root = ''): FieldError | null {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length > 0) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return { field: path || 'query', message: '包含无效字符' };
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path || 'query', message: '请求层级过深' };
    for (const [k, x] of Object.entries(v)) {
      const at = path ? `${path}.${k}` : k;
      if (UNSTORABLE.test(k)) return { field: at, message: '包含无效字符' };
      stack.push([x, at, depth + 1]);
    }
  }
  return null;
}

/** The envelope's query and payload, or 10001 naming the first problem (before the session or the schema). */
export function guardInput<T extends { raw: unknown; payload: unknown }>(split: T): T {
  const problem = inputProblem(split.raw) ?? inputProblem(split.payload, 'payload');
  if (problem) throw validationError([problem]);
  return split;
}
