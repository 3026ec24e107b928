import { describe, expect, it } from 'vitest';
import { createTenant, post, sessionCookie, testApp } from '../test/support.js';

const { app, db } = await testApp();

const townA = await createTenant(db, {
  settings: { SHOW_MENU_BUTTON: 'N', START_SCREEN_AFTER_LOGIN: '/current-products', SHOW_MENU_HOME: 3 },
  loginOptions: ['digid', 'eherkenning', 'email'],
  paymentServices: ['paymentlink', 'directpayment'],
  translations: { nl_NL: { 'municipality.name': 'Gemeente A' }, en_EN: { 'municipality.name': 'Municipality A' } },
});
const townB = await createTenant(db, {
  settings: { SHOW_MENU_BUTTON: 'Y' },
  loginOptions: ['eidas'],
  paymentServices: ['directpayment'],
  translations: { nl_NL: { 'municipality.name': 'Gemeente B' } },
});

const translationParams = { p_application_code: 'REL', p_version: '2.0' };

describe('eloket/get_eloket_settings', () => {
  it('answers the tenant’s settings map by POST and by GET', async () => {
    const byPost = await post(app, townA.code, 'eloket/get_eloket_settings');
    const byGet = await app.inject({ method: 'GET', url: `/${townA.code}/services/eloket/get_eloket_settings` });
    expect(byPost.statusCode).toBe(200);
    expect(byPost.json()).toEqual({
      statuscode: 'OK',
      statusmessage: '',
      messagetype: '',
      result: [{ SHOW_MENU_BUTTON: 'N', SHOW_MENU_HOME: '3', START_SCREEN_AFTER_LOGIN: '/current-products' }],
    });
    expect(byGet.json()).toEqual(byPost.json());
  });

  it('never shows one tenant’s settings to another', async () => {
    const res = await post(app, townB.code, 'eloket/get_eloket_settings');
    expect(res.json().result).toEqual([{ SHOW_MENU_BUTTON: 'Y' }]);
  });
});

describe('eloket/get_login_options', () => {
  it('splits the options into citizens and companies', async () => {
    expect((await post(app, townA.code, 'eloket/get_login_options')).json().result).toEqual([
      { LOGIN_OPTIONS_CITIZENS: 'digid', LOGIN_OPTIONS_COMPANIES: 'eherkenning,email' },
    ]);
    expect((await post(app, townB.code, 'eloket/get_login_options')).json().result).toEqual([
      { LOGIN_OPTIONS_CITIZENS: 'eidas', LOGIN_OPTIONS_COMPANIES: '' },
    ]);
  });
});

describe('eloket/get_payment_services', () => {
  it('answers the services in the configured order', async () => {
    expect((await post(app, townA.code, 'eloket/get_payment_services')).json().result).toEqual([
      { PAYMENT_SERVICES: 'paymentlink,directpayment' },
    ]);
    expect((await post(app, townB.code, 'eloket/get_payment_services')).json().result).toEqual([
      { PAYMENT_SERVICES: 'directpayment' },
    ]);
  });
});

describe('eloket/set_language', () => {
  it('remembers the language in a cookie for the tenant’s path, and later messages follow it', async () => {
    const res = await post(app, townA.code, 'eloket/set_language', { p_lan_code: 'en_EN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([{ LANGUAGE: 'en_EN' }]);
    const cookie = res.cookies.find((c) => c.name === 'pl_lang');
    expect(cookie).toMatchObject({ value: 'en_EN', path: `/${townA.code}`, httpOnly: true, sameSite: 'Lax' });
    const later = await post(app, townA.code, 'eloket/set_language', { p_lan_code: 'xx' }, { cookie: 'pl_lang=en_EN' });
    expect(later.json().statusmessage).toBe('This value is not allowed');
  });

  it('stores the language on the session, which wins over the browser header', async () => {
    const cookie = await sessionCookie(db, townA);
    await post(app, townA.code, 'eloket/set_language', { p_lan_code: 'en_EN' }, { cookie });
    const res = await post(app, townA.code, 'eloket/set_language', {}, { cookie, 'accept-language': 'nl' });
    expect(res.json().statusmessage).toBe('This value is not allowed');
  });

  it('refuses a missing or unknown language', async () => {
    for (const params of [{}, { p_lan_code: '' }, { p_lan_code: 'de_DE' }]) {
      const res = await post(app, townA.code, 'eloket/set_language', params);
      expect(res.statusCode).toBe(400);
      expect(res.json().result[0].FIELD).toBe('p_lan_code');
    }
  });
});

describe('mla/get_available_translations and mla/get_translation', () => {
  it('lists both locales with a description and a checksum', async () => {
    const res = await post(app, townA.code, 'mla/get_available_translations', translationParams);
    const items = res.json().result as { locale: string; language_description: string; checksum: string }[];
    expect(items.map((i) => [i.locale, i.language_description])).toEqual([
      ['nl_NL', 'Nederlands'],
      ['en_EN', 'English'],
    ]);
    for (const item of items) expect(item.checksum).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers the bundled catalogue with the tenant’s own texts laid over it, and a matching checksum', async () => {
    const res = await post(app, townA.code, 'mla/get_translation', { ...translationParams, p_locale: 'en_EN' });
    const [item] = res.json().result;
    expect(item.locale).toBe('en_EN');
    expect(item.translations['municipality.name']).toBe('Municipality A');
    expect(item.translations['not_found.title']).toBe('Page not found');
    const list = await post(app, townA.code, 'mla/get_available_translations', translationParams);
    expect(list.json().result.find((i: { locale: string }) => i.locale === 'en_EN').checksum).toBe(item.checksum);
  });

  it('keeps tenants apart: B never sees A’s texts, and their checksums differ', async () => {
    const a = (await post(app, townA.code, 'mla/get_translation', { ...translationParams, p_locale: 'nl_NL' })).json();
    const b = (await post(app, townB.code, 'mla/get_translation', { ...translationParams, p_locale: 'nl_NL' })).json();
    expect(a.result[0].translations['municipality.name']).toBe('Gemeente A');
    expect(b.result[0].translations['municipality.name']).toBe('Gemeente B');
    expect(JSON.stringify(b)).not.toContain('Gemeente A');
    expect(a.result[0].checksum).not.toBe(b.result[0].checksum);
  });

  it('changes the checksum when the tenant changes a text', async () => {
    const town = await createTenant(db);
    const before = (
      await post(app, town.code, 'mla/get_translation', { ...translationParams, p_locale: 'nl_NL' })
    ).json().result[0].checksum;
    await createTenant(db, { code: town.code, translations: { nl_NL: { 'app.title': 'Nieuw' } } });
    const after = (
      await post(app, town.code, 'mla/get_translation', { ...translationParams, p_locale: 'nl_NL' })
    ).json().result[0].checksum;
    expect(after).not.toBe(before);
  });

  it('refuses another application code, version or locale', async () => {
    const bad = [
      { ...translationParams, p_application_code: 'XYZ', p_locale: 'nl_NL' },
      { ...translationParams, p_version: '1.0', p_locale: 'nl_NL' },
      { ...translationParams, p_locale: 'fr_FR' },
      { p_locale: 'nl_NL' },
    ];
    for (const params of bad) {
      const res = await post(app, townA.code, 'mla/get_translation', params);
      expect(res.statusCode).toBe(400);
      expect(res.json().statuscode).toBe('INVALID_PARAMETERS');
    }
  });
});
