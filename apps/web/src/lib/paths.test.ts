import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

// The route table's paths, read from its source: importing it would load every screen.
const routeTable = readFileSync(new URL('../app/routes.tsx', import.meta.url), 'utf8');
const routePaths = [...routeTable.matchAll(/\{ path: '([^']+)', screen:/g)].map((match) => match[1] as string);
const patternOf = (route: string) => new RegExp(`^/${route.replace(/\./g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const patterns = routePaths.map(patternOf);
const routed = (path: string) => patterns.some((pattern) => pattern.test(path));

describe('the route paths', () => {
  it('each lead to a route of the route table', () => {
    for (const [name, path] of Object.entries(paths)) {
      const example = typeof path === 'function' ? (path as (...ids: number[]) => string)(12, 34) : path;
      expect(routed(example), `${name}: ${example}`).toBe(true);
    }
  });

  it('put the ids into the path, encoded', () => {
    expect(paths.requestProduct(3, 7)).toBe('/request-product/3/7');
    expect(paths.uploadFilesForPendingRequest(42)).toBe('/upload-files-for-pending-request/42');
    expect(paths.paymentDetails('a/b')).toBe('/payment-details/a%2Fb');
  });

  it('name every route of the table but the aliases', () => {
    const named = Object.values(paths).map((path) =>
      typeof path === 'function' ? (path as (...ids: number[]) => string)(12, 34) : path,
    );
    const aliases = new Set(['index.html']);
    expect(routePaths.length).toBe(62);
    for (const route of routePaths.filter((path) => !aliases.has(path))) {
      expect(
        named.some((path) => patternOf(route).test(path)),
        route,
      ).toBe(true);
    }
  });
});
