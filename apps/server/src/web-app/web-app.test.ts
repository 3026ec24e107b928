import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setTenantImage } from '../tenants/index.js';
import { createTenant, testApp } from '../test/support.js';

const dist = await mkdtemp(join(tmpdir(), 'pl-web-'));
await mkdir(join(dist, 'assets'));
await writeFile(
  join(dist, 'index.html'),
  '<!doctype html><html><head><!-- tenant-head --><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
);
await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

const { app, db } = await testApp({ config: { WEB_DIST_DIR: dist } });
const town = await createTenant(db, { theme: { '--pl-color-primary': '#123456' } });
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);
await setTenantImage(db, town.code, 'logo', png);
await setTenantImage(db, town.code, 'background', jpg);

describe('the web app under /{tenant}/', () => {
  it('answers every client route of a known tenant with the app, linked to its theme', async () => {
    for (const path of ['', '/', '/welcome', '/settings', '/product-details/12', '/waiting-list/', '/no-such-page']) {
      const res = await app.inject(`/${town.code}${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(`<link rel="stylesheet" href="/${town.code}/theme.css">`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a rebuilt app without a restart', async () => {
    const { utimes } = await import('node:fs/promises');
    await writeFile(join(dist, 'assets', 'app-def456.js'), 'console.log(2)');
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><!-- tenant-head --><script type="module" src="/assets/app-def456.js"></script></head><body><div id="root"></div></body></html>',
    );
    const later = new Date(Date.now() + 5000);
    await utimes(join(dist, 'index.html'), later, later);
    expect((await app.inject(`/${town.code}/welcome`)).body).toContain('app-def456.js');
    expect((await app.inject('/assets/app-def456.js')).statusCode).toBe(200);
  });

  it('answers an unknown tenant with a 404 page, not the app', async () => {
    for (const path of ['/nosuchtown', '/nosuchtown/welcome', '/assets', '/Voorbeeld/welcome']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('Page not found');
      expect(res.body).not.toContain('id="root"');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the logo and background under the paths of the specification, with revalidation', async () => {
    const logo = await app.inject(`/${town.code}/municipalities/${town.code}.png`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
    const again = await app.inject({
      url: `/${town.code}/municipalities/${town.code}.png`,
      headers: { 'if-none-match': String(logo.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const background = await app.inject(`/municipalities/${town.code}-bg.jpg`);
    expect(background.statusCode).toBe(200);
    expect(background.headers['content-type']).toBe('image/jpeg');
  });

  it('does not serve one tenant’s logo under another tenant’s path', async () => {
    const other = await createTenant(db);
    expect((await app.inject(`/${other.code}/municipalities/${town.code}.png`)).statusCode).toBe(404);
    expect((await app.inject(`/${other.code}/municipalities/${other.code}.png`)).statusCode).toBe(404);
    expect((await app.inject('/municipalities/nosuchtown-bg.jpg')).statusCode).toBe(404);
  });

  it('serves the tenant’s design tokens as CSS', async () => {
    const res = await app.inject(`/${town.code}/theme.css`);
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(res.body).toContain('--pl-color-primary: #123456;');
  });

  it('says whether the database answers on /health', async () => {
    const res = await app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 for tenant pages while the web app is not built', async () => {
    const { app: bare } = await testApp();
    const res = await bare.inject(`/${town.code}/welcome`);
    expect(res.statusCode).toBe(503);
  });
});
