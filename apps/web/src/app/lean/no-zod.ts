/**
 * What 'zod' resolves to in the scan shell's build (vite.scan.config.ts): the calls' paths without their schemas.
 * The scan screens never validate with zod — the server is the rules' one home, and the device's offline decision is
 * plain code (offline-rules.ts of @kc/shared) — but every contract module imports zod (its schemas are built on
 * first use, `lazySchema`), which would bring all of zod (about 25 KB gzip) to a screen that must open fast on a crowded network. Here every schema is
 * an inert stand-in that accepts any building (`z.object({…}).extend(…).optional()`); validating with one throws, so
 * code that starts to need zod on these screens fails loudly in the browser journeys instead of passing everything.
 */
const refuse = () => {
  throw new Error('zod is not part of the scan shell (apps/web/vite.scan.config.ts): validate on the server');
};
const VALIDATE = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode', 'safeDecode']);

// a function target, so that a stand-in can be called (z.string()) as well as read (z.coerce.number)
const inert: object = new Proxy(function schema() {}, {
  get: (_target, key) => (typeof key === 'string' && VALIDATE.has(key) ? refuse : key === 'then' ? undefined : inert),
  apply: () => inert,
  construct: () => inert,
});

export const z = inert;
export default inert;
