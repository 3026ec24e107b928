/** Handlers of the settings area: settings map, login options, payment services, language, translations. */
import {
  CITIZEN_LOGIN_OPTIONS,
  COMPANY_LOGIN_OPTIONS,
  getAvailableTranslations,
  getEloketSettings,
  getLoginOptions,
  getPaymentServices,
  getTranslation,
  LOCALE_LABELS,
  LOCALES,
  type Locale,
  type LoginOptionCode,
  setLanguage,
} from '@parkeerloket/contract';
import { bundledCatalogue } from '@parkeerloket/translations';
import type { Database } from '../db/database.js';
import { handle } from '../http/handler.js';
import { LANGUAGE_COOKIE } from '../http/services-plugin.js';
import { updateSessionLocale } from '../sessions/index.js';
import {
  cachedTenantAnswer,
  readLoginOptions,
  readPaymentServices,
  readSettings,
  readTranslations,
  stableResult,
} from '../tenants/index.js';
import { catalogueChecksum, mergeCatalogue } from './translations.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The texts of a municipality in one locale, with their checksum; kept briefly (tenants/tenant-answers-cache.ts). */
export function tenantCatalogue(db: Database, tenantId: number, locale: Locale) {
  return cachedTenantAnswer(db, tenantId, `catalogue:${locale}`, async () => {
    const catalogue = mergeCatalogue(bundledCatalogue(locale), await readTranslations(db, tenantId, locale));
    return { catalogue, checksum: catalogueChecksum(catalogue) };
  });
}

/** The settings map (core 3.7); public and rarely changed, so kept briefly. */
export function tenantSettings(db: Database, tenantId: number) {
  return cachedTenantAnswer(db, tenantId, 'settings', () => readSettings(db, tenantId));
}

/** The login options as the wire names them (DECISIONS 1); public and rarely changed, so kept briefly. */
export function tenantLoginOptions(db: Database, tenantId: number) {
  return cachedTenantAnswer(db, tenantId, 'login-options', async () =>
    splitLoginOptions(await readLoginOptions(db, tenantId)),
  );
}

export function splitLoginOptions(codes: readonly string[]) {
  const pick = (allowed: readonly LoginOptionCode[]) =>
    codes.filter((code) => (allowed as readonly string[]).includes(code)).join(',');
  return { LOGIN_OPTIONS_CITIZENS: pick(CITIZEN_LOGIN_OPTIONS), LOGIN_OPTIONS_COMPANIES: pick(COMPANY_LOGIN_OPTIONS) };
}

// The public answers below are made with stableResult: the same result (and serialized envelope)
// for as long as the cached answers they come from live.
export const settingsHandlers = [
  handle(getEloketSettings, async ({ db, tenant }) => {
    const settings = await tenantSettings(db, tenant.id);
    return stableResult('settings', [settings], () => [settings]);
  }),

  handle(getLoginOptions, async ({ db, tenant }) => {
    const options = await tenantLoginOptions(db, tenant.id);
    return stableResult('login-options', [options], () => [options]);
  }),

  handle(getPaymentServices, async ({ db, tenant }) => {
    const services = await cachedTenantAnswer(db, tenant.id, 'payment-services', () =>
      readPaymentServices(db, tenant.id),
    );
    return stableResult('payment-services', [services], () => [{ PAYMENT_SERVICES: services.join(',') }]);
  }),

  handle(setLanguage, async ({ db, tenant, session, params, http }) => {
    if (session) await updateSessionLocale(db, tenant.id, session.id, params.p_lan_code);
    http.setCookie(LANGUAGE_COOKIE, params.p_lan_code, { maxAgeSeconds: ONE_YEAR_SECONDS });
    return [{ LANGUAGE: params.p_lan_code }];
  }),

  handle(getAvailableTranslations, async ({ db, tenant }) => {
    const catalogues = await Promise.all(LOCALES.map((locale) => tenantCatalogue(db, tenant.id, locale)));
    return stableResult('available-translations', catalogues as [object, ...object[]], () =>
      LOCALES.map((locale, i) => ({
        locale,
        language_description: LOCALE_LABELS[locale],
        checksum: catalogues[i]?.checksum ?? '',
      })),
    );
  }),

  handle(getTranslation, async ({ db, tenant, params }) => {
    const { catalogue, checksum } = await tenantCatalogue(db, tenant.id, params.p_locale);
    return [{ locale: params.p_locale, checksum, translations: catalogue }];
  }),
];
