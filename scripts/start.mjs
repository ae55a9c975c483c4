// npm start: build the web app when it is missing or older than its sources, then run the server
// (which migrates the database and seeds demo data once).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale, root } from './web-build.mjs';

buildWebIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
