// `npm start`: checks the Node.js version, builds whatever is missing or older than its sources, then starts the
// portal.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { nodeTooOldMessage, rootNodeRange } from './support/node-version.mjs';

const root = new URL('..', import.meta.url).pathname;

const tooOld = nodeTooOldMessage(process.version, rootNodeRange(new URL('..', import.meta.url)));
if (tooOld) {
  process.stderr.write(`${tooOld}\n`);
  process.exit(1);
}

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sharedSources = Math.max(
  newest(join(root, 'packages/contract/src')),
  newest(join(root, 'packages/translations/src')),
);

const parts = [
  {
    name: 'server',
    script: 'build:server',
    output: join(root, 'apps/server/dist/main.js'),
    sources: Math.max(sharedSources, newest(join(root, 'apps/server/src'))),
  },
  {
    name: 'web app',
    script: 'build:web',
    output: join(root, 'apps/web/dist/index.html'),
    sources: Math.max(sharedSources, newest(join(root, 'apps/web/src')), mtime(join(root, 'apps/web/index.html'))),
  },
  {
    name: 'back office',
    script: 'build:staff',
    output: join(root, 'apps/staff/dist/index.html'),
    sources: Math.max(sharedSources, newest(join(root, 'apps/staff/src')), mtime(join(root, 'apps/staff/index.html'))),
  },
];

for (const part of parts) {
  if (mtime(part.output) >= part.sources) continue;
  process.stdout.write(`Building the ${part.name}...\n`);
  if (part.name === 'server') {
    const lib = spawnSync('npm', ['run', 'build:lib'], { cwd: root, stdio: 'inherit' });
    if (lib.status !== 0) process.exit(lib.status ?? 1);
  }
  const result = spawnSync('npm', ['run', part.script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
