// Runs npm scripts side by side (lint and typecheck are single-threaded; the CI machine has two cores) and fails
// when any of them fails. Each script's output is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { shell: process.platform === 'win32' });
      const out = [];
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
      child.on('close', (code) => {
        process.stdout.write(`\n== ${name}: ${code === 0 ? 'passed' : `failed (${code})`}\n`);
        process.stdout.write(Buffer.concat(out));
        resolve(code === 0);
      });
    }),
);
const ok = (await Promise.all(runs)).every(Boolean);
process.exit(ok ? 0 : 1);
