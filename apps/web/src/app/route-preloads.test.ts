import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-preloads';
import { AUTHORIZED_ROUTES, PUBLIC_ROUTES } from './routes';

const here = fileURLToPath(new URL('.', import.meta.url));
const entries = routeModules(readFileSync(join(here, 'routes.tsx'), 'utf8'));

function exists(specifier: string): boolean {
  const base = join(here, specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].some((ext) => existsSync(base + ext));
}

describe('routeModules', () => {
  it('finds every route of the route table, and the index route', () => {
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths)).toEqual(
      new Set(['', ...PUBLIC_ROUTES.map((r) => r.path), ...AUTHORIZED_ROUTES.map((r) => r.path)]),
    );
    for (const route of AUTHORIZED_ROUTES) expect(entries.find((e) => e.path === route.path)?.authorized).toBe(true);
    for (const route of PUBLIC_ROUTES) expect(entries.find((e) => e.path === route.path)?.authorized).toBe(false);
  });

  it('names the modules a screen loads, through the helpers, and the e-mail gate behind authorization', () => {
    const of = (path: string) => entries.find((entry) => entry.path === path)?.modules;
    expect(of('welcome')).toEqual([]);
    expect(of('home')).toEqual(['./email-gate-layout', '../features/home/components/home-screen']);
    expect(of('')).toEqual(of('home'));
    expect(of('paymentportal')).toEqual(['../features/payments']);
    expect(of('shopping-cart')).toEqual(['./email-gate-layout', '../features/cart']);
    expect(of('iban-editor')).toEqual(['./email-gate-layout', '../features/profile/components/iban-editor-screen']);
    expect(of('confirmation-for-waiting/:wltId')?.toSorted()).toEqual([
      '../features/request-flow',
      '../features/waiting-list',
      './email-gate-layout',
    ]);
    expect(of('start-camera')).toEqual(['./email-gate-layout', '../features/documents/route']);
  });

  it('names only modules that exist', () => {
    for (const entry of entries) for (const module of entry.modules) expect(exists(module), module).toBe(true);
    expect(
      entries.filter((entry) => entry.path !== 'welcome' && entry.path !== 'login').every((e) => e.modules.length > 0),
    ).toBe(true);
  });
});
