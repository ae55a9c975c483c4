import fs from 'node:fs';
import { renderApiDoc } from '../apps/server/src/api-doc.js';

fs.writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiDoc());
console.log('docs/api.md written');
