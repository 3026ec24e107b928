import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
await mkdir(join(dist, '.vite'));
await writeFile(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-abc123.js', isEntry: true },
    'virtual:parkeerloket/texts-nl': { file: 'assets/texts-nl-abc123.js', isDynamicEntry: true },
    'virtual:parkeerloket/texts-en': { file: 'assets/texts-en-abc123.js', isDynamicEntry: true },
  }),
);
await writeFile(
  join(dist, '.vite', 'route-preloads.json'),
  JSON.stringify({
    routes: [
      { path: 'welcome', authorized: false, js: [], css: [] },
      {
        path: 'paymentportal',
        authorized: false,
        js: ['assets/payments-abc123.js'],
        css: ['assets/screens-abc123.css'],
      },
      {
        path: 'request-product/:permitTypeId/:areaId',
        authorized: true,
        js: ['assets/gate-abc123.js', 'assets/request-flow-abc123.js'],
        css: [],
      },
    ],
  }),
);
const bigScript = `${'console.log("parkeerloket");\n'.repeat(200)}`;
await writeFile(join(dist, 'assets', 'big-abc123.js'), bigScript);
await writeFile(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(bigScript));
await writeFile(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(bigScript));

const { app, db } = await testApp({ config: { WEB_DIST_DIR: dist } });
const town = await createTenant(db, {
  theme: { '--pl-color-primary': '#123456' },
  loginOptions: ['digid', 'email'],
  settings: { SHOW_MENU_BUTTON: 'Y' },
  // Long conditions make the page large enough to be compressed (above 4 KiB).
  translations: {
    nl_NL: { 'municipality.name': 'Gemeente </script> Test', 'welcome.conditions.text': 'Voorwaarden. '.repeat(400) },
  },
});
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);
await setTenantImage(db, town.code, 'logo', png);
await setTenantImage(db, town.code, 'background', jpg);

describe('the web app under /{tenant}/', () => {
  it('answers every client route of a known tenant with the app, with its theme', async () => {
    for (const path of ['', '/', '/welcome', '/settings', '/product-details/12', '/waiting-list/', '/no-such-page']) {
      const res = await app.inject(`/${town.code}${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<style id="pl-theme">:root {\n  --pl-color-primary: #123456;\n}\n</style>');
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

  it('sends the build’s Brotli or gzip copy of an asset, as the browser accepts', async () => {
    const br = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses the page on the fly', async () => {
    const res = await app.inject({ url: `/${town.code}/welcome`, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('id="root"');
  });

  it('puts what the welcome screen needs into the page: login options, settings, its texts, the background', async () => {
    const res = await app.inject(`/${town.code}/welcome`);
    expect(res.body).toContain(`<link rel="preload" as="image" href="/municipalities/${town.code}-bg.jpg"`);
    const json = /<script type="application\/json" id="pl-boot">(.*?)<\/script>/.exec(res.body)?.[1];
    // A text of the municipality cannot end the script element early.
    expect(json).not.toContain('</script>');
    const boot = JSON.parse(json ?? '{}');
    expect(boot.loginOptions).toEqual({ LOGIN_OPTIONS_CITIZENS: 'digid', LOGIN_OPTIONS_COMPANIES: 'email' });
    expect(boot.settings).toEqual({ SHOW_MENU_BUTTON: 'Y' });
    expect(boot.texts.nl_NL['municipality.name']).toBe('Gemeente </script> Test');
    expect(boot.texts.en_EN['welcome.title']).toBe('Welcome');
    expect(Object.keys(boot.texts.nl_NL).every((key: string) => /^(app|municipality|welcome)\./.test(key))).toBe(true);
  });

  it('has every screen but the welcome screen fetch the later screens’ texts along with the first chunk', async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/texts-nl-abc123.js">';
    for (const path of ['/home', '/request-product/1/2', '/shopping-cart/']) {
      const body = (await app.inject(`/${town.code}${path}`)).body;
      expect(body, path).toContain(preload);
      expect(body, path).not.toContain('texts-en-abc123.js');
    }
    for (const path of ['', '/', '/welcome', '/login']) {
      expect((await app.inject(`/${town.code}${path}`)).body, path).not.toMatch(/texts-(nl|en)-abc123\.js/);
    }
  });

  it('names the later texts in the language the app will choose: its own choice, else the browser’s, else Dutch', async () => {
    const texts = async (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      /\/assets\/texts-(nl|en)-abc123\.js/.exec(
        (await app.inject({ url: `/${town.code}/home`, headers, cookies })).body,
      )?.[1];
    expect(await texts({ 'accept-language': 'en-GB,en;q=0.9,nl;q=0.8' })).toBe('en');
    expect(await texts({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe('en');
    expect(await texts({ 'accept-language': 'de-DE' })).toBe('nl');
    expect(await texts({})).toBe('nl');
    expect(await texts({ 'accept-language': 'en-GB' }, { pl_lang: 'nl_NL' })).toBe('nl');
    expect(await texts({ 'accept-language': 'nl-NL' }, { pl_lang: 'en_EN' })).toBe('en');
    expect(await texts({ 'accept-language': 'en-GB' }, { pl_lang: 'xx' })).toBe('en');
  });

  it('names the chunks and styles of the screen asked for, those behind authorization only with a session cookie', async () => {
    const portal = (await app.inject(`/${town.code}/paymentportal/`)).body;
    // The screen's styles as a stylesheet, not a preload: applied with the first paint, they are not parsed later
    // inside the first chunk's start-up task (decision 056), and Vite's loader finds them there and adds none.
    expect(portal).toContain('<link rel="stylesheet" crossorigin href="/assets/screens-abc123.css">');
    expect(portal).not.toContain('as="style"');
    expect(portal).toContain('<link rel="modulepreload" crossorigin href="/assets/payments-abc123.js">');
    const flow = '<link rel="modulepreload" crossorigin href="/assets/request-flow-abc123.js">';
    const withCookie = await app.inject({ url: `/${town.code}/request-product/1/2`, cookies: { pl_session: 'x' } });
    expect(withCookie.body).toContain('<link rel="modulepreload" crossorigin href="/assets/gate-abc123.js">');
    expect(withCookie.body).toContain(flow);
    expect((await app.inject(`/${town.code}/request-product/1/2`)).body).not.toContain(flow);
    expect(
      (await app.inject({ url: `/${town.code}/request-product/1`, cookies: { pl_session: 'x' } })).body,
    ).not.toContain(flow);
    expect((await app.inject(`/${town.code}/welcome`)).body).not.toContain('modulepreload');
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
