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
import { readLoginOptions, readPaymentServices, readSettings, readTranslations } from '../tenants/index.js';
import { catalogueChecksum, mergeCatalogue } from './translations.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function tenantCatalogue(db: Database, tenantId: number, locale: Locale) {
  const catalogue = mergeCatalogue(bundledCatalogue(locale), await readTranslations(db, tenantId, locale));
  return { catalogue, checksum: catalogueChecksum(catalogue) };
}

export function splitLoginOptions(codes: readonly string[]) {
  const pick = (allowed: readonly LoginOptionCode[]) =>
    codes.filter((code) => (allowed as readonly string[]).includes(code)).join(',');
  return { LOGIN_OPTIONS_CITIZENS: pick(CITIZEN_LOGIN_OPTIONS), LOGIN_OPTIONS_COMPANIES: pick(COMPANY_LOGIN_OPTIONS) };
}

export const settingsHandlers = [
  handle(getEloketSettings, async ({ db, tenant }) => [await readSettings(db, tenant.id)]),

  handle(getLoginOptions, async ({ db, tenant }) => [splitLoginOptions(await readLoginOptions(db, tenant.id))]),

  handle(getPaymentServices, async ({ db, tenant }) => [
    { PAYMENT_SERVICES: (await readPaymentServices(db, tenant.id)).join(',') },
  ]),

  handle(setLanguage, async ({ db, tenant, session, params, http }) => {
    if (session) await updateSessionLocale(db, tenant.id, session.id, params.p_lan_code);
    http.setCookie(LANGUAGE_COOKIE, params.p_lan_code, { maxAgeSeconds: ONE_YEAR_SECONDS });
    return [{ LANGUAGE: params.p_lan_code }];
  }),

  handle(getAvailableTranslations, async ({ db, tenant }) =>
    Promise.all(
      LOCALES.map(async (locale) => ({
        locale,
        language_description: LOCALE_LABELS[locale],
        checksum: (await tenantCatalogue(db, tenant.id, locale)).checksum,
      })),
    ),
  ),

  handle(getTranslation, async ({ db, tenant, params }) => {
    const { catalogue, checksum } = await tenantCatalogue(db, tenant.id, params.p_locale);
    return [{ locale: params.p_locale, checksum, translations: catalogue }];
  }),
];
