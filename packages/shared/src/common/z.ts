import { z } from 'zod';

/**
 * zod as every contract uses it, with validation messages in Chinese wherever a schema gives none of its own (server
 * and web alike). Contracts import `z` from here rather than from 'zod', so the locale comes with the first schema and
 * code that needs no schema (the web's entry: constants, enums, the HTTP client) loads no zod at all.
 */
z.config(z.locales.zhCN());

export { z };
