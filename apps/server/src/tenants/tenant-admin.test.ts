import { describe, expect, it } from 'vitest';
import { seedDemo } from '../operator/index.js';
import { testDatabase, uniqueCode } from '../test/support.js';
import { applyTenantConfig, parseTenantConfig, setTenantImage, TenantAdminError } from './tenant-admin.js';
import { findTenantByCode, readSettings, readThemeTokens } from './tenant-repository.js';
import { renderThemeCss } from './theme.js';

const { db } = await testDatabase();

describe('tenant configuration', () => {
  it('refuses bad codes, reserved codes, unknown login options and unsafe theme values', () => {
    const bad = [
      { code: 'A', name: 'x' },
      { code: 'Utrecht', name: 'x' },
      { code: 'assets', name: 'x' },
      { code: 'static', name: 'x' },
      { code: 'den_haag', name: 'x' },
      { code: 'ok-town', name: '' },
      { code: 'ok-town', name: 'x', loginOptions: ['facebook'] },
      { code: 'ok-town', name: 'x', paymentServices: ['cash'] },
      { code: 'ok-town', name: 'x', theme: { '--pl-color-primary': 'red;} body{display:none' } },
      { code: 'ok-town', name: 'x', theme: { color: 'red' } },
      { code: 'ok-town', name: 'x', translations: { fr_FR: {} } },
      { code: 'ok-town', name: 'x', settings: { CONDITIONS_URL: 'javascript:alert(1)' } },
      { code: 'ok-town', name: 'x', settings: { CONDITIONS_URL: '/voorwaarden' } },
    ];
    for (const input of bad) expect(() => parseTenantConfig(input), JSON.stringify(input)).toThrow(TenantAdminError);
  });

  it('refuses Y or N for a place in the menu or on home (the portal would read it as 0 and hide it), naming the setting', async () => {
    for (const [name, value] of [
      ['SHOW_MENU_OPTION_HISTORY', 'Y'],
      ['SHOW_HOME_OPTION_PAYMENTS', 'N'],
      ['SHOW_MENU_HOME', 'yes'],
    ] as const) {
      let error: unknown;
      try {
        parseTenantConfig({ code: 'ok-town', name: 'x', settings: { [name]: value } });
      } catch (e) {
        error = e;
      }
      expect(error, name).toBeInstanceOf(TenantAdminError);
      expect((error as TenantAdminError).issues).toEqual([
        { path: `settings.${name}`, message: expect.stringContaining(`${name} is a place, not a switch`) },
      ]);
      expect((error as TenantAdminError).message).toContain(`got "${value}"`);
      if (value !== 'yes') expect((error as TenantAdminError).message).toContain('Y or N would hide it');
    }
    // Numbers are places (a number in JSON too), and empty is as unset.
    const { config } = parseTenantConfig({
      code: 'ok-town',
      name: 'x',
      settings: { SHOW_MENU_OPTION_HISTORY: 3, SHOW_HOME_OPTION_PAYMENTS: '0', SHOW_MENU_HOME: '' },
    });
    expect(config.settings).toEqual({
      SHOW_MENU_OPTION_HISTORY: '3',
      SHOW_HOME_OPTION_PAYMENTS: '0',
      SHOW_MENU_HOME: '',
    });
    // Through the operator's apply, nothing is written.
    const code = uniqueCode();
    await expect(applyTenantConfig(db, { code, name: 'x', settings: { SHOW_MENU_OPTION_USER: 'Y' } })).rejects.toThrow(
      /SHOW_MENU_OPTION_USER is a place/,
    );
    expect(await findTenantByCode(db, code)).toBeUndefined();
  });

  it('takes CONDITIONS_URL as a known setting when it is a web address', () => {
    const { config, warnings } = parseTenantConfig({
      code: 'ok-town',
      name: 'x',
      settings: { CONDITIONS_URL: 'https://www.ok-town.example/parkeren/voorwaarden' },
    });
    expect(warnings).toEqual([]);
    expect(config.settings.CONDITIONS_URL).toBe('https://www.ok-town.example/parkeren/voorwaarden');
  });

  it('warns about settings the core document does not name, and keeps them', () => {
    const { warnings } = parseTenantConfig({
      code: 'ok-town',
      name: 'x',
      settings: { SHOW_MENU_BUTTON: 'Y', MY_FLAG: 1 },
    });
    expect(warnings).toEqual(['unknown setting MY_FLAG (kept)']);
  });

  it('applies a configuration in one transaction: a failure leaves nothing behind', async () => {
    const code = uniqueCode();
    await expect(
      applyTenantConfig(db, { code, name: 'x', settings: { SHOW_MENU_BUTTON: 'Y' }, theme: { '--pl-x': 'a;b' } }),
    ).rejects.toThrow(TenantAdminError);
    expect(await findTenantByCode(db, code)).toBeUndefined();
  });

  it('updates an existing tenant without touching what the file leaves out', async () => {
    const code = uniqueCode();
    const { tenant } = await applyTenantConfig(db, { code, name: 'x', settings: { SHOW_MENU_BUTTON: 'Y' } });
    await applyTenantConfig(db, { code, name: 'x', settings: { SHOW_SHOPPING_CART_ICON: 'N' } });
    expect(await readSettings(db, tenant.id)).toEqual({ SHOW_MENU_BUTTON: 'Y', SHOW_SHOPPING_CART_ICON: 'N' });
  });

  it('accepts a PNG logo and a JPEG background only', async () => {
    const code = uniqueCode();
    await applyTenantConfig(db, { code, name: 'x' });
    await expect(setTenantImage(db, code, 'logo', Buffer.from('GIF89a'))).rejects.toThrow('PNG');
    await expect(setTenantImage(db, code, 'background', Buffer.from([0x89, 0x50, 0x4e, 0x47]))).rejects.toThrow('JPEG');
    await expect(setTenantImage(db, 'nosuchtown', 'logo', Buffer.alloc(0))).rejects.toThrow('No tenant');
  });

  it('renders only safe tokens into the theme CSS', () => {
    const css = renderThemeCss({ '--pl-color-primary': '#00497a', '--pl-evil': 'x;}</style>' });
    expect(css).toContain('--pl-color-primary: #00497a;');
    expect(css).not.toContain('evil');
  });
});

describe('demo seed', () => {
  it('creates voorbeeld and proefdorp with their images and theme, and can run again', async () => {
    // Another test file may seed the same shared PostgreSQL database; the seed is idempotent.
    expect(await seedDemo(db, { PORT: 8080, PUBLIC_URL: undefined })).toEqual(['voorbeeld', 'proefdorp']);
    expect(await seedDemo(db, { PORT: 8080, PUBLIC_URL: undefined })).toEqual(['voorbeeld', 'proefdorp']);
    const voorbeeld = await findTenantByCode(db, 'voorbeeld');
    expect(voorbeeld?.name).toBe('Gemeente Voorbeeld');
    expect((await readSettings(db, voorbeeld!.id)).START_SCREEN_AFTER_LOGIN).toBe('/home');
    expect((await readThemeTokens(db, voorbeeld!.id))['--pl-color-primary']).toBe('#00497a');
  });
});
