import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEngines } from './check-engines.mjs';
import { nodeTooOldMessage } from './support/node-version.mjs';

const repository = fileURLToPath(new URL('..', import.meta.url));
const roots: string[] = [];

function tree(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'engines-'));
  roots.push(root);
  for (const [path, json] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(json));
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('installed packages fit the Node.js the portal promises', () => {
  it('every package installed in this repository accepts the oldest Node.js the root package.json names', () => {
    expect(checkEngines(repository)).toEqual([]);
  });

  it('names a package, nested or scoped, that needs a newer Node.js; ignores those without a range', () => {
    const root = tree({
      'package.json': { name: 'portal', engines: { node: '>=20.19.0' } },
      'node_modules/fits/package.json': { name: 'fits', version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/free/package.json': { name: 'free', version: '1.0.0' },
      'node_modules/@scope/host/package.json': { name: '@scope/host', version: '2.0.0' },
      'node_modules/@scope/host/node_modules/cookie/package.json': {
        name: 'cookie',
        version: '2.0.2',
        engines: { node: '>=22' },
      },
      'apps/server/node_modules/content-disposition/package.json': {
        name: 'content-disposition',
        version: '3.0.0',
        engines: { node: '>=22' },
      },
    });
    expect(checkEngines(root)).toEqual([
      'cookie@2.0.2 (node_modules/@scope/host/node_modules/cookie) needs Node.js ">=22"; the portal promises >=20.19.0',
      'content-disposition@3.0.0 (apps/server/node_modules/content-disposition) needs Node.js ">=22"; the portal promises >=20.19.0',
    ]);
  });
});

describe('npm start on an older Node.js', () => {
  it('says which Node.js runs and which one is needed, and nothing when it is new enough', () => {
    expect(nodeTooOldMessage('v20.18.3', '>=20.19.0')).toMatch(
      /^This is Node\.js 20\.18\.3; the portal needs Node\.js 20\.19\.0 or newer/,
    );
    expect(nodeTooOldMessage('v18.20.0', '>=20.19.0')).toBeDefined();
    expect(nodeTooOldMessage('v20.19.0', '>=20.19.0')).toBeUndefined();
    expect(nodeTooOldMessage('v22.1.0', '>=20.19.0')).toBeUndefined();
  });
});
