import { z } from 'zod';

/**
 * zod as every contract uses it, with validation messages in Chinese wherever a schema gives none of its own (server
 * and web alike). Contracts import `z` from here rather than from 'zod', so the locale comes with the first schema and
 * code that needs no schema (the web's entry: constants, enums, the HTTP client) loads no zod at all.
 */
// In a browser the Content-Security-Policy allows no eval (docs/security.md): zod's JIT would probe with
// `new Function` on the first parse and be refused (a CSP violation report on every page), so browsers parse without
// it. The server keeps the JIT.
z.config({ ...z.locales.zhCN(), ...('document' in globalThis ? { jitless: true } : {}) });

export { z };

const BUILT = Symbol('built schema');

/**
 * The schema a `lazySchema` stands for (built now if it was not yet), or `schema` itself. Code that keys a map by
 * schema (zod's JSON Schema export, `apps/server/src/api-doc.ts`) keys it by this, as zod's own closures see the
 * built schema.
 */
export const builtSchema = <T extends object>(schema: T): T =>
  ((schema as { [BUILT]?: T })[BUILT] as T | undefined) ?? schema;

/**
 * A schema built on its first use. Building a zod schema is not free (about 13 µs each on a desktop, several times
 * that on a phone), and a screen loads the contracts of many calls while it parses almost none: built as their
 * modules loaded, the shared schemas took a phone about 100 ms of its first screen. Every top-level schema of this
 * package is written `lazySchema(() => …)` (and a call's own schemas are functions, `defineCall`), so a page that
 * validates nothing builds none.
 *
 * The value stands for the schema in its members, `instanceof` and `z.infer`, but it is not the same object as
 * the schema it builds: zod's closures hold the built one, so code that keys a map by schema goes through
 * `builtSchema`.
 */
export const lazySchema = <T extends object>(build: () => T): T => {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => (key === BUILT ? real() : Reflect.get(real(), key)),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // the stand-in itself holds no property: what it reports must be configurable (the Proxy invariants)
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), key);
      return d && { ...d, configurable: true };
    },
    defineProperty: (_, key, d) => Reflect.defineProperty(real(), key, d),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
};
