// The architecture as a check (STYLE.md): the web app and the server meet only through the
// shared packages; a web feature does not import another feature or the app shell; the
// shared packages import neither app. A feature imports another only when that one is a
// building block (BUILDING_BLOCKS), and then only through its index. A web feature's api/
// files call only the endpoints of the contract area of the same name; the web's shared folders
// (api, components, lib) import neither a feature nor the app (WEB_SHARED). A server area uses
// another area only through that area's index.ts; shared infrastructure (SERVER_SHARED) is
// imported directly.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Features that are building blocks of other features' flows: the licence plate manager (request
 * flow, plate change, waiting-list continuation; lifecycle 2.4) and the document upload (request
 * flow, pending requests, prolongations; lifecycle 2.5). Other features may import their index
 * only, never their insides.
 */
export const BUILDING_BLOCKS = new Set(['license-plates', 'documents']);

/**
 * Server folders and top-level files that are infrastructure, not business areas: every area
 * may import their files directly.
 * - db: the connection, schema and migrations; each area's repository writes its SQL on it.
 * - http: the request pipeline every handler plugs into (handler shape, errors, limits, messages).
 * - audit: the one audit log that every area writes to.
 * - jobs: the one job runner (the list of jobs is the composition root's, composition.ts).
 * - test: the server test support (app builder, tenant and resident factories), used only by tests.
 * - config.ts, version.ts: the configuration checked at start-up and the build's version.
 * - app.ts, handlers.ts, composition.ts: the composition root; tests build the app from them.
 * Everything else in apps/server/src is an area (tenants, sessions, relations, mail, catalogue,
 * request-flow, documents, ...), used by other areas only through its index.ts.
 */
export const SERVER_SHARED = new Set(['db', 'http', 'audit', 'jobs', 'test']);
export const SERVER_SHARED_FILES = new Set(['config.ts', 'version.ts', 'app.ts', 'handlers.ts', 'composition.ts']);

/**
 * The server's areas in layers, lowest first (docs/architecture.md draws them). An area imports
 * values only from areas of a lower layer, so no two areas can import each other, directly or round
 * a ring; what several areas contribute to (home counts, jobs, invoice and permit effects) is wired
 * in the composition root (composition.ts, handlers.ts), which is no area. Type-only imports are
 * left out, as Biome's noImportCycles leaves them out: the compiler removes them.
 */
export const SERVER_LAYERS = [
  // Foundations: the tenant, the people and addresses the portal knows, the registers; the invoices.
  ['tenants', 'relations', 'addresses', 'registers', 'invoices'],
  ['mail', 'sessions'],
  // What the portal offers and who may ask.
  // staff-settings: how a municipality's staff sign in (decision 032), below the operator who sets it and staff who use it.
  ['catalogue', 'home', 'login', 'settings', 'staff-settings', 'vehicles'],
  // The permits issued; the resident's own details.
  ['permits', 'profile'],
  // The request and its machine, which makes invoices and permits; the permits' rights in the NPR;
  // announcements for residents (issue 28), matched against the permits they hold (home shows them: composition root).
  ['requests', 'parking-rights', 'announcements'],
  // What acts on requests, invoices and permits.
  ['cart', 'documents', 'pending', 'termination'],
  ['payments', 'prolongations', 'waiting-list'],
  // The flows that build on all of these; the resident's receipts and refunds (reading payments and refund orders).
  ['request-flow', 'receipts'],
  ['products'],
  // What is made of issued products: the history, and the permit's proof with its public check.
  ['history', 'permit-proof'],
  // The edges: the served web app, the operator tool and the health check.
  ['web-app', 'operator', 'health'],
  // The back office (issue 27): staff screens and their API call the areas below through their index.
  ['staff'],
];

const LAYER_OF = new Map(SERVER_LAYERS.flatMap((areas, layer) => areas.map((area) => [area, layer])));

/**
 * The web app's shared folders (bulletproof-react's one-way rule: app → features → shared) and what each
 * may import besides itself: shared calls and shared components use lib (components also the shared
 * calls); lib uses nothing else. None of them imports a feature or the app shell.
 */
export const WEB_SHARED = new Map([
  ['api', new Set(['lib'])],
  ['components', new Set(['api', 'lib'])],
  ['lib', new Set()],
]);

/** The folders of apps/web/src a shared folder's import is checked against (styles and assets are free). */
const WEB_SHARED_OR_UP = new Set(['api', 'components', 'lib', 'features', 'app']);

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const TYPE_ONLY = /^(?:import|export)\s+type\s/;

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

function importsOf(text) {
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

/** The value imports only: `import type` and `export type` are left out. */
function valueImportsOf(text) {
  return [...text.matchAll(IMPORT)].filter((m) => !TYPE_ONLY.test(m[0])).map((m) => m[1] ?? m[2]);
}

function areaOf(path, base) {
  const rel = relative(base, path);
  return rel.startsWith('..') || rel === '' ? undefined : rel.split(sep)[0];
}

/** An import of `<area>/index.js` (or `.ts`, or the folder itself). */
function isAreaIndex(target, areaDir) {
  if (target === areaDir) return true;
  const rel = relative(areaDir, target);
  return rel === 'index.js' || rel === 'index.ts' || rel === 'index';
}

/** Why a server file may not import `target`, or undefined when it may. */
function serverImportProblem(src, file, target) {
  const to = areaOf(target, src);
  if (to === undefined) return undefined;
  const fromRel = relative(src, file);
  if (fromRel.includes(sep) && fromRel.split(sep)[0] === to) return undefined;
  if (!relative(src, target).includes(sep)) {
    return SERVER_SHARED_FILES.has(to.replace(/\.js$/, '.ts')) ? undefined : `'${to}' is not shared infrastructure`;
  }
  if (SERVER_SHARED.has(to) || isAreaIndex(target, join(src, to))) return undefined;
  return `area '${to}' is used only through its index.ts`;
}

/** Why a value import of server area `to` by a file of area `from` breaks the layers, or undefined. */
function serverLayerProblem(from, to) {
  if (from === undefined || from === to || SERVER_SHARED.has(to) || SERVER_SHARED.has(from)) return undefined;
  if (!LAYER_OF.has(from)) return `area '${from}' has no layer in SERVER_LAYERS (scripts/check-boundaries.mjs)`;
  if (!LAYER_OF.has(to)) return `area '${to}' has no layer in SERVER_LAYERS (scripts/check-boundaries.mjs)`;
  if (LAYER_OF.get(to) < LAYER_OF.get(from)) return undefined;
  return `area '${from}' (layer ${LAYER_OF.get(from) + 1}) may import only areas of lower layers, not '${to}' (layer ${LAYER_OF.get(to) + 1})`;
}

/** The contract area of each endpoint export (`export const x = defineEndpoint({ ... area: 'y' ...`). */
export function contractAreas(root) {
  const dir = join(root, 'packages/contract/src/endpoints');
  const areas = new Map();
  let list = [];
  try {
    list = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  } catch {
    return areas;
  }
  for (const name of list) {
    const text = readFileSync(join(dir, name), 'utf8');
    for (const chunk of text.split(/export const /).slice(1)) {
      const exportName = /^(\w+)\s*=\s*defineEndpoint\(/.exec(chunk)?.[1];
      const area = /\barea:\s*['"]([^'"]+)['"]/.exec(chunk)?.[1];
      if (exportName && area) areas.set(exportName, area);
    }
  }
  return areas;
}

/** The contract endpoints a web api/ file uses: `endpoints.x` references and named imports from the contract. */
function endpointsUsed(text, areas) {
  const used = new Set();
  for (const m of text.matchAll(/\bendpoints\.(\w+)/g)) used.add(m[1]);
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@parkeerloket\/contract['"]/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (areas.has(name)) used.add(name);
    }
  }
  for (const m of text.matchAll(/\bcontract\.(\w+)/g)) if (areas.has(m[1])) used.add(m[1]);
  return [...used].filter((name) => areas.has(name));
}

/** Every broken boundary under `root` (a checkout of this repository, or a fixture shaped like one). */
export function checkBoundaries(root) {
  const problems = [];
  const zones = {
    web: join(root, 'apps/web'),
    server: join(root, 'apps/server'),
    contract: join(root, 'packages/contract'),
    translations: join(root, 'packages/translations'),
    e2e: join(root, 'e2e'),
  };
  const areas = contractAreas(root);
  for (const [zone, dir] of Object.entries(zones)) {
    let list = [];
    try {
      list = files(dir);
    } catch {
      continue;
    }
    for (const file of list) {
      const text = readFileSync(file, 'utf8');
      const at = relative(root, file).split(sep).join('/');
      for (const spec of importsOf(text)) {
        const where = `${at} imports '${spec}'`;
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
            const fromTop = areaOf(file, join(dir, 'src'));
            const toTop = areaOf(target, join(dir, 'src'));
            const allowed = WEB_SHARED.get(fromTop ?? '');
            if (allowed && fromTop !== toTop && WEB_SHARED_OR_UP.has(toTop ?? '') && !allowed.has(toTop ?? ''))
              problems.push(`${where}: shared '${fromTop}' imports '${toTop}'`);
          }
          if (zone === 'server') {
            const src = join(dir, 'src');
            const problem = serverImportProblem(src, file, target);
            if (problem) problems.push(`${where}: ${problem}`);
            const from = relative(src, file).includes(sep) ? areaOf(file, src) : undefined;
            const to = relative(src, target).includes(sep) ? areaOf(target, src) : undefined;
            // A test file is imported by nothing, so it closes no ring: it may use any area.
            const inLayers =
              to !== undefined && !basename(file).includes('.test.') && valueImportsOf(text).includes(spec);
            const layered = inLayers ? serverLayerProblem(from, to) : undefined;
            if (layered) problems.push(`${where}: ${layered}`);
          }
        }
        if ((zone === 'contract' || zone === 'translations') && /@parkeerloket\/(web|server)/.test(spec)) {
          problems.push(`${where}: shared packages must not depend on an app`);
        }
        if ((zone === 'web' || zone === 'e2e') && /@parkeerloket\/server/.test(spec))
          problems.push(`${where}: use the contract`);
        if (zone === 'server' && /@parkeerloket\/web/.test(spec)) problems.push(`${where}: use the contract`);
      }
      if (zone === 'web') {
        const rel = relative(join(dir, 'src/features'), file).split(sep);
        if (!rel[0].startsWith('..') && rel[1] === 'api' && rel.length > 2 && !basename(file).includes('.test.')) {
          for (const name of endpointsUsed(text, areas)) {
            if (areas.get(name) !== rel[0])
              problems.push(
                `${at} calls '${name}' of contract area '${areas.get(name)}': an api/ file of feature '${rel[0]}' calls only area '${rel[0]}'`,
              );
          }
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkBoundaries(resolve(fileURLToPath(new URL('..', import.meta.url))));
  if (problems.length > 0) {
    console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Import boundaries: ok');
}
