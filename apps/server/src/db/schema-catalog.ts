/**
 * The catalog tables (issue 19). Other tables are referenced only inside callbacks (`.references(() => users.id)`,
 * the `(t) => [...]` of indexes and checks): schema.ts re-exports this file, so a top-level use would run before
 * schema.ts has defined them.
 */
export {};
