import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries, contractAreas } from './check-boundaries.mjs';

const roots: string[] = [];

/** A small tree shaped like this repository: path → file text. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const contract = {
  'packages/contract/src/endpoints/catalogue.ts': `
export const getCategories = defineEndpoint({
  name: 'eloket/get_categories',
  area: 'catalogue',
  access: 'session',
});
`,
  'packages/contract/src/endpoints/waiting-list.ts': `
/** Joining from the catalogue. */
export const addOnWaitinglist = defineEndpoint({
  name: 'eloket/add_on_waitinglist',
  area: 'waiting-list',
  access: 'session',
});
`,
};

const serverAreas = {
  'apps/server/src/catalogue/index.ts': `export { loadProduct } from './catalogue-service.js';\n`,
  'apps/server/src/catalogue/catalogue-service.ts': `import type { Database } from '../db/database.js';\nexport const loadProduct = 1;\n`,
  'apps/server/src/catalogue/catalogue-repository.ts': `export const findArea = 1;\n`,
  'apps/server/src/db/database.ts': `export type Database = object;\n`,
  'apps/server/src/http/handler.ts': `export const handle = 1;\n`,
  'apps/server/src/config.ts': `export const config = 1;\n`,
};

describe('the server rule: an area uses another only through its index.ts', () => {
  it('passes when areas meet through index.ts and import shared infrastructure directly', () => {
    const root = tree({
      ...serverAreas,
      'apps/server/src/request-flow/request-service.ts': [
        `import { loadProduct } from '../catalogue/index.js';`,
        `import type { Database } from '../db/database.js';`,
        `import { handle } from '../http/handler.js';`,
        `import { config } from '../config.js';`,
        `import { machine } from './request-machine.js';`,
        `import { deep } from './sub/deeper.js';`,
      ].join('\n'),
      'apps/server/src/request-flow/sub/deeper.ts': `import { machine } from '../request-machine.js';\n`,
    });
    expect(checkBoundaries(root)).toEqual([]);
  });

  it("fails on an import of another area's internals, naming the file and the area", () => {
    const root = tree({
      ...serverAreas,
      'apps/server/src/request-flow/request-service.ts': `import { findArea } from '../catalogue/catalogue-repository.js';\n`,
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/server/src/request-flow/request-service.ts imports '../catalogue/catalogue-repository.js': area 'catalogue' is used only through its index.ts",
    ]);
  });

  it('fails on a dynamic import and a re-export of internals, and on a deep file of one area reaching into another', () => {
    const root = tree({
      ...serverAreas,
      'apps/server/src/documents/document-handlers.ts': `const m = await import('../catalogue/catalogue-service.js');\n`,
      'apps/server/src/documents/index.ts': `export { findArea } from '../catalogue/catalogue-repository.js';\n`,
      'apps/server/src/login/identity/simulator/personas.ts': `import { x } from '../../../catalogue/catalogue-service.js';\n`,
    });
    expect(checkBoundaries(root).filter((problem) => problem.includes('only through its index.ts'))).toHaveLength(3);
  });

  it('fails when an area imports a top-level file that is not shared (the entry point)', () => {
    const root = tree({
      ...serverAreas,
      'apps/server/src/main.ts': `import { config } from './config.js';\n`,
      'apps/server/src/catalogue/catalogue-service.ts': `import { start } from '../main.js';\n`,
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/server/src/catalogue/catalogue-service.ts imports '../main.js': 'main.js' is not shared infrastructure",
    ]);
  });
});

describe('the server layers: an area imports values only from areas of lower layers', () => {
  const layered = {
    ...serverAreas,
    'apps/server/src/cart/index.ts': `export { listCart } from './cart-service.js';\n`,
    'apps/server/src/cart/cart-service.ts': `export const listCart = 1;\n`,
    'apps/server/src/payments/index.ts': `export { startPayment } from './payment-service.js';\n`,
  };

  it('passes when a higher area imports a lower one, and on type-only imports and tests the other way', () => {
    const root = tree({
      ...layered,
      'apps/server/src/payments/payment-service.ts': `import { listCart } from '../cart/index.js';\nexport const startPayment = 1;\n`,
      'apps/server/src/cart/cart-withdraw.ts': `import type { startPayment } from '../payments/index.js';\n`,
      'apps/server/src/cart/cart.test.ts': `import { startPayment } from '../payments/index.js';\n`,
    });
    expect(checkBoundaries(root)).toEqual([]);
  });

  it('fails on a ring of two areas, naming the import that goes up', () => {
    const root = tree({
      ...layered,
      'apps/server/src/payments/payment-service.ts': `import { listCart } from '../cart/index.js';\nexport const startPayment = 1;\n`,
      'apps/server/src/cart/cart-withdraw.ts': `import { startPayment } from '../payments/index.js';\n`,
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/server/src/cart/cart-withdraw.ts imports '../payments/index.js': area 'cart' (layer 6) may import only areas of lower layers, not 'payments' (layer 7)",
    ]);
  });

  it('fails on two areas of one layer importing each other, and on an area that has no layer', () => {
    const root = tree({
      ...layered,
      'apps/server/src/documents/index.ts': `import { listCart } from '../cart/index.js';\n`,
      'apps/server/src/street-parking/index.ts': `import { listCart } from '../cart/index.js';\n`,
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/server/src/documents/index.ts imports '../cart/index.js': area 'documents' (layer 6) may import only areas of lower layers, not 'cart' (layer 6)",
      "apps/server/src/street-parking/index.ts imports '../cart/index.js': area 'street-parking' has no layer in SERVER_LAYERS (scripts/check-boundaries.mjs)",
    ]);
  });
});

describe('the web rule: a feature api/ file calls only its own contract area', () => {
  it('reads the area of every endpoint from the contract', () => {
    const root = tree(contract);
    expect(Object.fromEntries(contractAreas(root))).toEqual({
      getCategories: 'catalogue',
      addOnWaitinglist: 'waiting-list',
    });
  });

  it('passes when every api/ file calls endpoints of its own feature', () => {
    const root = tree({
      ...contract,
      'apps/web/src/features/catalogue/api/get-categories.ts': `import { endpoints } from '../../../lib/endpoints';\ncallService(endpoints.getCategories);\n`,
      'apps/web/src/features/waiting-list/api/add-on-waitinglist.ts': `callService(endpoints.addOnWaitinglist, {});\n`,
      'apps/web/src/lib/endpoints.ts': `export const endpoints = {};\n`,
      // Outside api/ a feature may refer to any endpoint (types, tests, screens composing calls).
      'apps/web/src/features/catalogue/components/list.tsx': `const x = endpoints.addOnWaitinglist;\n`,
    });
    expect(checkBoundaries(root)).toEqual([]);
  });

  it('fails on an api/ file calling an endpoint of another contract area', () => {
    const root = tree({
      ...contract,
      'apps/web/src/features/catalogue/api/add-on-waitinglist.ts': `callService(endpoints.addOnWaitinglist, {});\n`,
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/web/src/features/catalogue/api/add-on-waitinglist.ts calls 'addOnWaitinglist' of contract area 'waiting-list': an api/ file of feature 'catalogue' calls only area 'catalogue'",
    ]);
  });

  it('fails on an api/ file of a feature no contract area has, and on an endpoint imported from the contract', () => {
    const root = tree({
      ...contract,
      'apps/web/src/features/email-gate/api/categories.ts': `callService(endpoints.getCategories);\n`,
      'apps/web/src/features/catalogue/api/join.ts': `import { addOnWaitinglist, type Locale } from '@parkeerloket/contract';\n`,
    });
    expect(checkBoundaries(root)).toHaveLength(2);
  });
});

describe('the other rules still hold', () => {
  it('fails on a web feature importing another feature, and on the web importing the server', () => {
    const root = tree({
      'apps/web/src/features/profile/profile-page.tsx': `import { x } from '../catalogue/catalogue-page';\n`,
      'apps/web/src/features/catalogue/catalogue-page.tsx': `import { y } from '@parkeerloket/server';\n`,
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/web/src/features/catalogue/catalogue-page.tsx imports '@parkeerloket/server': use the contract",
      "apps/web/src/features/profile/profile-page.tsx imports '../catalogue/catalogue-page': feature 'profile' imports feature 'catalogue'",
    ]);
  });

  it('fails on a shared web folder importing upward: lib beyond lib, a shared call a component, anything a feature or the app', () => {
    const root = tree({
      'apps/web/src/lib/api-client.ts': `import { a } from '../api/get-naw';\nimport { b } from './storage';\n`,
      'apps/web/src/lib/storage.ts': `export const b = 1;\n`,
      'apps/web/src/api/get-naw.ts': `import { c } from '../components/alert';\nimport { b } from '../lib/storage';\n`,
      'apps/web/src/components/alert.tsx': `import { d } from '../features/cart/cart-rules';\nimport { a } from '../api/get-naw';\nimport '../styles/screens.css';\n`,
      'apps/web/src/components/gate.tsx': `import { e } from '../app/router';\n`,
      'apps/web/src/features/cart/cart-rules.ts': `import { a } from '../../api/get-naw';\nimport { c } from '../../components/alert';\n`,
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/web/src/api/get-naw.ts imports '../components/alert': shared 'api' imports 'components'",
      "apps/web/src/components/alert.tsx imports '../features/cart/cart-rules': shared 'components' imports 'features'",
      "apps/web/src/components/gate.tsx imports '../app/router': shared 'components' imports 'app'",
      "apps/web/src/lib/api-client.ts imports '../api/get-naw': shared 'lib' imports 'api'",
    ]);
  });

  it('passes on this repository', () => {
    const root = join(dirname(new URL(import.meta.url).pathname), '..');
    expect(checkBoundaries(root)).toEqual([]);
  });
});
