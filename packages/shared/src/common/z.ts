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
