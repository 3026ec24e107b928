// Every installed package must run on the oldest Node.js the portal promises (the root package.json's
// `engines.node`, which the README names): a dependency that needs a newer Node fails here instead of only
// printing an EBADENGINE warning during `npm ci`. Runs with `npm run lint`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';
import { oldestNode, rootNodeRange } from './support/node-version.mjs';

/** Every package.json below the node_modules folders of `root` and its workspaces, nested ones included. */
function installedPackages(root) {
  const found = [];
  const visit = (modules) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const dir = join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        visit(dir);
        continue;
      }
      if (!entry.isDirectory()) continue; // workspace links are checked as workspaces, not here
      const manifest = join(dir, 'package.json');
      if (existsSync(manifest)) found.push(manifest);
      visit(join(dir, 'node_modules'));
    }
  };
  visit(join(root, 'node_modules'));
  for (const base of ['apps', 'packages']) {
    if (!existsSync(join(root, base))) continue;
    for (const workspace of readdirSync(join(root, base))) visit(join(root, base, workspace, 'node_modules'));
  }
  visit(join(root, 'e2e', 'node_modules'));
  return found;
}

/** Lines naming each installed package whose `engines.node` does not accept the portal's oldest Node.js. */
export function checkEngines(root, range = rootNodeRange(pathToFileURL(`${root}/`))) {
  const oldest = oldestNode(range).join('.');
  const problems = [];
  for (const manifest of installedPackages(root)) {
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    } catch {
      continue; // test fixtures inside some packages are not manifests
    }
    const wanted = pkg?.engines?.node;
    if (typeof wanted !== 'string' || pkg.name === undefined) continue;
    if (semver.validRange(wanted) === null) continue; // free text, not a range npm checks either
    if (!semver.satisfies(oldest, wanted, { includePrerelease: true })) {
      const at = relative(root, manifest).replace(/\/package\.json$/, '');
      problems.push(`${pkg.name}@${pkg.version} (${at}) needs Node.js "${wanted}"; the portal promises ${range}`);
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkEngines(resolve(fileURLToPath(new URL('..', import.meta.url))));
  if (problems.length > 0) {
    console.error(
      `Installed packages that do not run on the Node.js the README names:\n  ${problems.join('\n  ')}\n` +
        'Pin a version that does (package.json "overrides"), or raise "engines" and the README together.',
    );
    process.exit(1);
  }
  console.log('Engines: ok');
}
