/** Settings, login options, payment services, language and translations (core 3.7, 3.8, 7.3). */
import { z } from 'zod';
import { LOCALES, TRANSLATION_APPLICATION_CODE, TRANSLATION_VERSION } from '../constants.js';
import { defineEndpoint } from '../endpoint.js';
import { noParams, oneOf } from '../params.js';

export const getEloketSettings = defineEndpoint({
  name: 'eloket/get_eloket_settings',
  area: 'settings',
  methods: ['GET', 'POST'],
  access: 'public',
  params: noParams,
  /** result[0] is the tenant's map of named parameters (core 3.7). */
  result: z.record(z.string(), z.string()),
  spec: 'core 3.7, 7.3',
});

export const getLoginOptions = defineEndpoint({
  name: 'eloket/get_login_options',
  area: 'settings',
  access: 'public',
  params: noParams,
  /** Comma-separated option codes: digid, eidas (citizens); eherkenning, email (companies). */
  result: z.object({ LOGIN_OPTIONS_CITIZENS: z.string(), LOGIN_OPTIONS_COMPANIES: z.string() }),
  spec: 'core 3.5, 7.2; DECISIONS 1',
});

export const getPaymentServices = defineEndpoint({
  name: 'eloket/get_payment_services',
  area: 'settings',
  access: 'public',
  params: noParams,
  /** Comma-separated: directpayment and/or paymentlink. */
  result: z.object({ PAYMENT_SERVICES: z.string() }),
  spec: 'core 3.7, 7.3; lifecycle 7',
});

export const setLanguage = defineEndpoint({
  name: 'eloket/set_language',
  area: 'settings',
  access: 'public',
  params: z.object({ p_lan_code: oneOf(LOCALES) }),
  result: z.object({ LANGUAGE: z.enum(LOCALES) }),
  spec: 'core 2.12, 7.3; DECISIONS 1',
});

const translationParams = {
  p_application_code: z.literal(TRANSLATION_APPLICATION_CODE, 'not_allowed'),
  p_version: z.literal(TRANSLATION_VERSION, 'not_allowed'),
};

export const getAvailableTranslations = defineEndpoint({
  name: 'mla/get_available_translations',
  area: 'settings',
  access: 'public',
  params: z.object(translationParams),
  result: z.object({ locale: z.enum(LOCALES), language_description: z.string(), checksum: z.string() }),
  spec: 'core 3.8, 4.5, 7.3; DECISIONS 1',
});

export const getTranslation = defineEndpoint({
  name: 'mla/get_translation',
  area: 'settings',
  access: 'public',
  params: z.object({ p_locale: oneOf(LOCALES), ...translationParams }),
  /** result[0]: the locale's whole catalogue (flat dotted keys) and its checksum. */
  result: z.object({
    locale: z.enum(LOCALES),
    checksum: z.string(),
    translations: z.record(z.string(), z.string()),
  }),
  spec: 'core 3.8, 4.5, 7.3',
});
