// The architecture as a check (STYLE.md): the web app and the server meet only through the
// shared packages; a web feature does not import another feature or the app shell; the
// shared packages import neither app. A feature imports another only when that one is a
// building block (BUILDING_BLOCKS), and then only through its index.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const problems = [];

function files(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path));
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) out.push(path);
  }
  return out;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

function areaOf(path, base) {
  const rel = relative(base, path);
  return rel.startsWith('..') ? undefined : rel.split(sep)[0];
}

/**
 * Features that are building blocks of other features' flows: the licence plate manager (request
 * flow, plate change, waiting-list continuation; lifecycle 2.4) and the document upload (request
 * flow, pending requests, prolongations; lifecycle 2.5). Other features may import their index
 * only, never their insides.
 */
const BUILDING_BLOCKS = new Set(['license-plates', 'documents']);

const zones = {
  web: join(root, 'apps/web'),
  server: join(root, 'apps/server'),
  contract: join(root, 'packages/contract'),
  translations: join(root, 'packages/translations'),
  e2e: join(root, 'e2e'),
};

for (const [zone, dir] of Object.entries(zones)) {
  let list = [];
  try {
    list = files(dir);
  } catch {
    continue;
  }
  for (const file of list) {
    for (const spec of importsOf(file)) {
      const where = `${relative(root, file)} imports '${spec}'`;
      if (spec.startsWith('.')) {
        const target = resolve(file, '..', spec);
        if (!target.startsWith(dir + sep)) problems.push(`${where}: relative import leaves ${zone}`);
        if (zone === 'web') {
          const features = join(dir, 'src/features');
          const from = areaOf(file, features);
          const to = areaOf(target, features);
          const blockIndex = to && BUILDING_BLOCKS.has(to) && target === join(features, to);
          if (from && to && from !== to && !blockIndex)
            problems.push(`${where}: feature '${from}' imports feature '${to}'`);
          if (from && areaOf(target, join(dir, 'src')) === 'app')
            problems.push(`${where}: a feature imports the app shell`);
        }
      }
      if ((zone === 'contract' || zone === 'translations') && /@parkeerloket\/(web|server)/.test(spec)) {
        problems.push(`${where}: shared packages must not depend on an app`);
      }
      if ((zone === 'web' || zone === 'e2e') && /@parkeerloket\/server/.test(spec))
        problems.push(`${where}: use the contract`);
      if (zone === 'server' && /@parkeerloket\/web/.test(spec)) problems.push(`${where}: use the contract`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries: ok');
