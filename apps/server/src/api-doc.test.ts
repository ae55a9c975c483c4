import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDoc } from './api-doc.js';

describe('docs/api.md', () => {
  it('lists every call of the contract (run npm run docs:api after changing a call)', () => {
    const file = new URL('../../../docs/api.md', import.meta.url);
    expect(fs.readFileSync(file, 'utf8')).toBe(renderApiDoc());
  });
});
