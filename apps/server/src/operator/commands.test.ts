import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { findTenantByCode, readImage, readLoginOptions, readSettings, TenantAdminError } from '../tenants/index.js';
import { testDatabase, uniqueCode } from '../test/support.js';
import { runCommand, showTenant } from './commands.js';

const { db } = await testDatabase();
const dir = await mkdtemp(join(tmpdir(), 'pl-operator-'));

async function run(command: string, args: string[] = [], flags: Record<string, string | boolean> = {}) {
  let out = '';
  await runCommand(db, command, args, flags, (text) => {
    out += text;
  });
  return out;
}

describe('the operator tool', () => {
  it('creates and configures a municipality, and shows it back as one file', async () => {
    const code = uniqueCode('town');
    expect(await run('create-tenant', [code], { name: 'Gemeente Test' })).toContain(`Tenant ${code} ready.`);
    expect(await run('set-setting', [code, 'SHOW_MENU_BUTTON=N', 'MY_FLAG=1'])).toContain('unknown setting MY_FLAG');
    await run('set-login-options', [code, 'digid,email']);
    await run('set-payment-services', [code, 'paymentlink']);
    await run('set-theme', [code], { 'pl-color-primary': '#cc0000' });
    const tenant = (await findTenantByCode(db, code))!;
    expect(await readSettings(db, tenant.id)).toEqual({ MY_FLAG: '1', SHOW_MENU_BUTTON: 'N' });
    expect(await readLoginOptions(db, tenant.id)).toEqual(['digid', 'email']);
    const shown = JSON.parse(await run('show-tenant', [code]));
    expect(shown).toMatchObject({
      code,
      name: 'Gemeente Test',
      paymentServices: ['paymentlink'],
      theme: { '--pl-color-primary': '#cc0000' },
      translations: { nl_NL: { 'municipality.name': 'Gemeente Test' } },
    });

    // The shown file re-applied under another code gives an identical municipality.
    const copy = uniqueCode('copy');
    const file = join(dir, `${copy}.json`);
    await writeFile(file, JSON.stringify({ ...shown, code: copy }));
    await run('apply-tenant', [file]);
    expect({ ...(await showTenant(db, copy)), code }).toEqual(shown);
  });

  it('imports and exports a tenant’s texts', async () => {
    const code = uniqueCode('town');
    await run('create-tenant', [code], { name: 'Gemeente T' });
    const file = join(dir, 'texts.json');
    await writeFile(file, JSON.stringify({ 'app.title': 'Loket T' }));
    await run('import-translations', [code, 'en_EN', file]);
    const own = JSON.parse(await run('export-translations', [code, 'en_EN']));
    expect(own).toEqual({ 'municipality.name': 'Gemeente T', 'app.title': 'Loket T' });
    const all = JSON.parse(await run('export-translations', [code, 'en_EN'], { all: true }));
    expect(all['not_found.title']).toBe('Page not found');
    expect(all['app.title']).toBe('Loket T');
    const out = join(dir, 'out.json');
    await run('export-translations', [code, 'en_EN', out]);
    expect(JSON.parse(await readFile(out, 'utf8'))).toEqual(own);
  });

  it('sets the logo from a PNG file and refuses anything else', async () => {
    const code = uniqueCode('town');
    await run('create-tenant', [code], { name: 'Gemeente L' });
    const png = join(dir, 'logo.png');
    await writeFile(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]));
    await run('set-logo', [code, png]);
    expect((await readImage(db, (await findTenantByCode(db, code))!.id, 'logo'))?.contentType).toBe('image/png');
    await expect(run('set-background', [code, png])).rejects.toThrow('JPEG');
  });

  it('connects a service to a broker without ever printing its secret, and back to the simulator', async () => {
    vi.stubEnv('IDENTITY_SECRET_KEY', 'a-test-key-of-at-least-thirty-two-characters');
    const code = uniqueCode('town');
    await run('create-tenant', [code], { name: 'Gemeente O' });
    const file = join(dir, 'broker.json');
    await writeFile(
      file,
      JSON.stringify({
        mode: 'oidc',
        issuer: 'https://broker.example.nl',
        clientId: 'parkeren',
        clientSecret: 'sssh-very-secret',
        scopes: 'openid',
        minimumLevel: 'EH3',
      }),
    );
    await run('set-identity-provider', [code, 'eherkenning', file]);
    const shown = await run('show-identity-providers', [code]);
    expect(shown).not.toContain('sssh');
    expect(JSON.parse(shown)).toEqual([
      expect.objectContaining({ service: 'eherkenning', mode: 'oidc', hasClientSecret: true, minimumLevel: 'EH3' }),
    ]);
    await writeFile(file, JSON.stringify({ mode: 'oidc', issuer: 'http://broker.example.nl', clientId: 'x' }));
    await expect(run('set-identity-provider', [code, 'digid', file])).rejects.toThrow('https');
    await expect(run('set-identity-provider', [code, 'facebook', file])).rejects.toThrow('service must be');
    await run('remove-identity-provider', [code, 'eherkenning']);
    expect(JSON.parse(await run('show-identity-providers', [code]))).toEqual([]);
    vi.unstubAllEnvs();
  });

  it('puts a municipality on Mollie with its key read from a file, stored encrypted and never shown', async () => {
    vi.stubEnv('IDENTITY_SECRET_KEY', 'an-operator-test-secret-of-32-characters-or-more');
    const code = uniqueCode('pay');
    await run('create-tenant', [code], { name: 'Gemeente Betaal' });
    const keyFile = join(dir, 'mollie.key');
    await writeFile(keyFile, 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM\n');
    expect(await run('set-payment-provider', [code, 'mollie', keyFile])).toContain('mollie');
    const shown = await run('show-payment-provider', [code]);
    expect(shown).not.toContain('dHar4');
    expect(JSON.parse(shown)).toMatchObject({ provider: 'mollie', apiKeyStored: true });
    await writeFile(keyFile, 'not-a-key');
    await expect(run('set-payment-provider', [code, 'mollie', keyFile])).rejects.toThrow(TenantAdminError);
    await expect(run('set-payment-provider', [code, 'stripe'])).rejects.toThrow('mollie or simulator');
    await run('set-payment-provider', [code, 'simulator']);
    expect(JSON.parse(await run('show-payment-provider', [code]))).toMatchObject({
      provider: 'simulator',
      apiKeyStored: false,
    });
    vi.unstubAllEnvs();
  });

  it('connects a register with its key stored encrypted and never printed, and back to the default', async () => {
    vi.stubEnv('IDENTITY_SECRET_KEY', 'a-test-key-of-at-least-thirty-two-characters');
    const code = uniqueCode('town');
    await run('create-tenant', [code], { name: 'Gemeente R' });
    const file = join(dir, 'brp.json');
    await writeFile(
      file,
      JSON.stringify({ mode: 'api', baseUrl: 'https://brp.example.nl/haalcentraal/api/brp', apiKey: 'brp-secret-key' }),
    );
    await run('set-register', [code, 'brp', file]);
    const shown = await run('show-registers', [code]);
    expect(shown).not.toContain('brp-secret-key');
    expect(JSON.parse(shown)).toEqual([expect.objectContaining({ register: 'brp', mode: 'api', hasApiKey: true })]);
    await expect(run('set-register', [code, 'rdw', file])).rejects.toThrow('register must be');
    await writeFile(file, JSON.stringify({ mode: 'api', baseUrl: 'http://kvk.example.nl', apiKey: 'k' }));
    await expect(run('set-register', [code, 'kvk', file])).rejects.toThrow('https');
    await run('remove-register', [code, 'brp']);
    expect(JSON.parse(await run('show-registers', [code]))).toEqual([]);
    vi.unstubAllEnvs();
  });

  it('says what is wrong instead of doing half', async () => {
    await expect(run('create-tenant', ['Bad Code'], { name: 'x' })).rejects.toThrow(TenantAdminError);
    await expect(run('create-tenant', [uniqueCode()])).rejects.toThrow('--name');
    await expect(run('set-setting', ['nosuchtown', 'A=1'])).rejects.toThrow('No tenant');
    await expect(run('set-setting', [uniqueCode()])).rejects.toThrow('No tenant');
    await expect(run('import-translations', ['nosuchtown', 'fr_FR', 'x'])).rejects.toThrow('No tenant');
    await expect(run('frobnicate')).rejects.toThrow('Unknown command');
  });

  it('stores MAX_UPLOAD_MB only as a number the browser and the server read alike', async () => {
    const code = uniqueCode('upload');
    await run('create-tenant', [code], { name: 'Gemeente Upload' });
    const tenant = (await findTenantByCode(db, code))!;
    await run('set-setting', [code, 'MAX_UPLOAD_MB=2,5']);
    expect(await readSettings(db, tenant.id)).toMatchObject({ MAX_UPLOAD_MB: '2,5' });
    for (const bad of ['veel', '0', '-1', '2,5,1', '']) {
      await expect(run('set-setting', [code, `MAX_UPLOAD_MB=${bad}`])).rejects.toThrow(
        /MAX_UPLOAD_MB is a positive number of megabytes/,
      );
    }
    expect(await readSettings(db, tenant.id)).toMatchObject({ MAX_UPLOAD_MB: '2,5' });
  });

  it('stores ALTER_LICENSEPLATE_COST only as an amount the server can charge', async () => {
    const code = uniqueCode('fee');
    await run('create-tenant', [code], { name: 'Gemeente Fee' });
    const tenant = (await findTenantByCode(db, code))!;
    await run('set-setting', [code, 'ALTER_LICENSEPLATE_COST=2,50']);
    expect(await readSettings(db, tenant.id)).toMatchObject({ ALTER_LICENSEPLATE_COST: '2,50' });
    for (const bad of ['gratis', '-1', '2,505', '1.000,00', '']) {
      await expect(run('set-setting', [code, `ALTER_LICENSEPLATE_COST=${bad}`])).rejects.toThrow(
        /ALTER_LICENSEPLATE_COST is an amount in euro/,
      );
    }
    expect(await readSettings(db, tenant.id)).toMatchObject({ ALTER_LICENSEPLATE_COST: '2,50' });
  });
});
