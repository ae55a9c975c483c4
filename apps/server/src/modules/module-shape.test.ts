import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module shape of docs/architecture.md: Drizzle (drizzle-orm, the tables of db/schema.ts as values) is imported
 * only by a module's `*.repository.ts`; services, views and routes call repositories. Type-only imports of a table
 * (`import type { items }`) are fine anywhere.
 */
const DRIZZLE = /^import (?!type )[^;]*from '(drizzle-orm[^']*|(\.\.\/)+db\/schema\.js)';/m;

/** Files that still query outside a repository, each with the reason. */
const KNOWN: Record<string, string> = {
  // the double-entry ledger is the one way money moves (transfer); scripts/ledger-check.ts and scale/ import it by name
  'wallet/ledger.ts': 'the ledger repository, named for its rule',
};

const files = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(import.meta.dirname, d.name)).map((f) => `${d.name}/${f}`))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.repository.ts'));

describe('module shape', () => {
  it('imports Drizzle only in repositories', () => {
    const querying = files.filter(
      (f) => !(f in KNOWN) && DRIZZLE.test(readFileSync(join(import.meta.dirname, f), 'utf8')),
    );
    expect(querying).toEqual([]);
  });
});
