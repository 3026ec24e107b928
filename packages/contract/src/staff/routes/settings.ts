/**
 * The municipality's settings in the back office (issues 27 and 28): how staff sign in, the portal's
 * settings map (core 3.7) and message switches, the texts it overrides, its logo and background, its
 * help pages and its payment provider. The beheerder changes them, the auditor reads them. Every
 * change is checked by the same services the operator tool calls (apps/server/src/tenants,
 * staff-settings, payments); these schemas check only the shape. Secrets are write-only: no answer
 * carries a client secret or an API key, only whether one is stored.
 */
import { z } from 'zod';
import { accessibilityStatementSchema, contactDetailsSchema } from '../../help-pages.js';
import { MESSAGE_KIND_NAMES, type MessageKind, messageSettingName } from '../../messages.js';
import { hasControlCharacters } from '../../text.js';
import { STAFF_ROLES } from '../roles.js';
import { defineStaffRoute, paginated, paginationQuery } from '../staff-route.js';

const readers = ['beheerder', 'auditor'] as const;
const writers = ['beheerder'] as const;

export const staffSettingsSchema = z.object({
  signIn: z.object({
    mode: z.enum(['simulator', 'oidc']),
    /** The provider's issuer (public); never its secret. */
    issuer: z.string().nullable(),
    clientId: z.string().nullable(),
    /** Whether a client secret is stored; the secret itself is never answered. */
    hasClientSecret: z.boolean(),
    clientAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']),
    groupClaim: z.string(),
    requireMfa: z.boolean(),
    mfaAcrValues: z.array(z.string()),
  }),
  roleMapping: z.array(z.object({ group: z.string(), roles: z.array(z.enum(STAFF_ROLES)) })),
  auditRetentionDays: z.number().int().min(365),
});
export type StaffSettingsAnswer = z.infer<typeof staffSettingsSchema>;

export const getStaffSettings = defineStaffRoute({
  operationId: 'getStaffSettings',
  method: 'GET',
  path: '/instellingen',
  roles: readers,
  summary: "The municipality's staff sign-in, its roles mapping and the audit's retention period",
  response: staffSettingsSchema,
  audit: 'none',
});

const noControls = (value: string) => !hasControlCharacters(value);

/** What a beheerder sends for the staff sign-in; the server's configureStaffSignIn checks the rest (https issuer, MFA in production). */
export const staffSignInBody = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('simulator') }).strict(),
  z
    .object({
      mode: z.literal('oidc'),
      issuer: z.string().trim().min(1).max(500),
      clientId: z.string().trim().min(1).max(500),
      /** Left out or empty: the stored secret is kept. Never answered. */
      clientSecret: z.string().max(4000).optional(),
      clientAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
      groupClaim: z.string().trim().min(1).max(200).refine(noControls, 'no control characters'),
      roleMapping: z
        .array(
          z.object({
            group: z.string().trim().min(1).max(500).refine(noControls, 'no control characters'),
            roles: z.array(z.enum(STAFF_ROLES)).min(1),
          }),
        )
        .min(1)
        .max(200),
      requireMfa: z.boolean(),
      mfaAcrValues: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
    })
    .strict(),
]);

export const setStaffSignIn = defineStaffRoute({
  operationId: 'setStaffSignIn',
  method: 'PUT',
  path: '/instellingen/aanmelden',
  roles: writers,
  summary: "Change how the municipality's staff sign in (the client secret is write-only)",
  body: staffSignInBody,
  response: staffSettingsSchema,
  audit: 'write',
  example: { body: { mode: 'simulator' } },
});

/**
 * How a setting's value is edited: `yn` a switch (Y or N), `position` a place in the menu or on the home
 * screen (0 or unset hides it, other numbers sort; apps/web features/shell/menu.ts, home/home-tiles.ts),
 * `home_option` the name of a home option, `path` a screen of the portal, `url` a web address, `amount`
 * euros, `megabytes`, `days` and `number` whole numbers, `text` free text.
 */
export const PORTAL_SETTING_KINDS = [
  'yn',
  'position',
  'home_option',
  'path',
  'url',
  'amount',
  'megabytes',
  'days',
  'number',
  'text',
] as const;
export type PortalSettingKind = (typeof PORTAL_SETTING_KINDS)[number];

/** Where a setting acts: the groups of core 3.7, then ours. Each setting's meaning is the text `staff.settings.setting.<NAME>`. */
export const PORTAL_SETTING_GROUPS = ['menu', 'header', 'home', 'login', 'products', 'display', 'ours'] as const;
export type PortalSettingGroup = (typeof PORTAL_SETTING_GROUPS)[number];

const of = (group: PortalSettingGroup, kind: PortalSettingKind, names: string[]) =>
  names.map((name) => ({ name, group, kind }));

/** The settings map's known names (core 3.7, then the portal's own), in the order the screen shows them. */
export const PORTAL_SETTINGS: readonly { name: string; group: PortalSettingGroup; kind: PortalSettingKind }[] = [
  // The menu's in core 3.7's order, which is also the web app's for equal places (features/shell/menu.ts).
  ...of('menu', 'position', [
    'SHOW_MENU_OPTION_CURRENT_PRODUCTS',
    'SHOW_MENU_OPTION_REQUESTABLE_PRODUCTS',
    'SHOW_MENU_OPTION_PROLONGATIONS',
    'SHOW_MENU_OPTION_PENDING_REQUESTS',
    'SHOW_MENU_OPTION_SHOPPING_CART',
    'SHOW_MENU_OPTION_WAITING_LIST',
    'SHOW_MENU_OPTION_HISTORY',
    'SHOW_MENU_HOME',
    'SHOW_MENU_OPTION_SETTINGS',
    'SHOW_MENU_OPTION_USER',
    'SHOW_MENU_OPTION_PAYMENTS',
  ]),
  ...of('menu', 'yn', ['SHOW_MENU_BUTTON']),
  ...of('header', 'yn', ['SHOW_SHOPPING_CART_ICON']),
  ...of('home', 'position', [
    'SHOW_HOME_OPTION_CURRENT_PRODUCTS',
    'SHOW_HOME_OPTION_REQUESTABLE_PRODUCTS',
    'SHOW_HOME_OPTION_PROLONGATIONS',
    'SHOW_HOME_OPTION_PENDING_REQUESTS',
    'SHOW_HOME_OPTION_SHOPPING_CART',
    'SHOW_HOME_OPTION_WAITING_LIST',
    'SHOW_HOME_OPTION_PAYMENTS',
  ]),
  { name: 'SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS', group: 'home', kind: 'home_option' },
  { name: 'START_SCREEN_AFTER_LOGIN', group: 'login', kind: 'path' },
  ...of('products', 'yn', ['SHOW_LICENSE_PLATE_IN_REQUESTABLE_PRODUCTS']),
  { name: 'CHECKER_URL', group: 'products', kind: 'url' },
  { name: 'ALTER_LICENSEPLATE_COST', group: 'products', kind: 'amount' },
  { name: 'MAX_UPLOAD_MB', group: 'products', kind: 'megabytes' },
  ...of('display', 'yn', ['DISPLAY_PERMIT_START_TIME', 'DISPLAY_PERMIT_END_TIME']),
  // The portal's own, not in core 3.7: payment links (payments/), the ending notice (prolongations/), the waiting
  // list's position step (waiting-list/), the conditions link (decision 025), the receipts' address (decision 030).
  { name: 'PAYMENT_LINK_VALID_DAYS', group: 'ours', kind: 'days' },
  { name: 'PERMIT_ENDING_NOTICE_DAYS', group: 'ours', kind: 'days' },
  { name: 'WAITING_LIST_POSITION_STEP', group: 'ours', kind: 'number' },
  { name: 'CONDITIONS_URL', group: 'ours', kind: 'url' },
  { name: 'MUNICIPALITY_ADDRESS', group: 'ours', kind: 'text' },
];

/** Every name the back office may set: the settings above and the message switches (MESSAGE_<KIND>). */
export const PORTAL_SETTING_NAMES: readonly string[] = [
  ...PORTAL_SETTINGS.map((s) => s.name),
  ...MESSAGE_KIND_NAMES.map(messageSettingName),
];

/** How a name's value is edited (a message switch is a `yn`); undefined for a name the back office does not set. */
export function portalSettingKind(name: string): PortalSettingKind | undefined {
  const known = PORTAL_SETTINGS.find((s) => s.name === name);
  if (known) return known.kind;
  return MESSAGE_KIND_NAMES.some((kind) => messageSettingName(kind) === name) ? 'yn' : undefined;
}

/**
 * A place setting's value (kind `position`): a whole number, 0 hiding the item and others sorting it. The web app
 * reads anything else (a "Y" among them) as 0, so the back office and the operator's import refuse it.
 */
export function isPlaceValue(value: string): boolean {
  return /^\d{1,3}$/.test(value);
}

/**
 * The text that names what a place setting places, as the resident sees it: the menu item's own label
 * (`menu.<item>`, apps/web features/shell/menu.ts) or the home tile's (`home.tile.<tile>`, home/home-tiles.ts).
 * Undefined for a setting that is not a place.
 */
export function placeLabelKey(name: string): string | undefined {
  if (PORTAL_SETTINGS.find((s) => s.name === name)?.kind !== 'position') return undefined;
  if (name === 'SHOW_MENU_HOME') return 'menu.home';
  const menu = /^SHOW_MENU_OPTION_([A-Z_]+)$/.exec(name);
  if (menu?.[1]) return `menu.${menu[1].toLowerCase()}`;
  const home = /^SHOW_HOME_OPTION_([A-Z_]+)$/.exec(name);
  return home?.[1] ? `home.tile.${home[1].toLowerCase()}` : undefined;
}

/** Every place setting's label key: the resident's texts the back office bundles besides its own. */
export const PLACE_LABEL_KEYS: readonly string[] = PORTAL_SETTINGS.flatMap((s) => {
  const key = placeLabelKey(s.name);
  return key ? [key] : [];
});

const imageInfo = z.object({
  contentType: z.string(),
  bytes: z.number().int(),
  /** From the image's header; null when it names none the server reads. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TenantImageInfo = z.infer<typeof imageInfo>;

export const PAYMENT_PROVIDER_CHOICES = ['simulator', 'mollie'] as const;

export const paymentProviderInfo = z.object({
  provider: z.string(),
  /** Whether an API key is stored; the key itself is never answered. */
  hasKey: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const portalSettingsSchema = z.object({
  settings: z.array(
    z.object({
      name: z.string(),
      group: z.enum(PORTAL_SETTING_GROUPS),
      kind: z.enum(PORTAL_SETTING_KINDS),
      /** null: not set, the portal's default applies. */
      value: z.string().nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      kind: z.enum(MESSAGE_KIND_NAMES as [MessageKind, ...MessageKind[]]),
      setting: z.string(),
      /** The resident may turn it off in Mijn gegevens. */
      optional: z.boolean(),
      /** Whether the municipality sends it now (its switch, else the kind's default). */
      sends: z.boolean(),
      value: z.enum(['Y', 'N']).nullable(),
    }),
  ),
  /** Settings stored for the municipality that the back office does not edit (the operator's), shown as they are. */
  other: z.array(z.object({ name: z.string(), value: z.string() })),
  images: z.object({ logo: imageInfo.nullable(), background: imageInfo.nullable() }),
  helpPages: z.object({
    contact: contactDetailsSchema.nullable(),
    accessibility: accessibilityStatementSchema.nullable(),
  }),
  paymentProvider: paymentProviderInfo,
});
export type PortalSettings = z.infer<typeof portalSettingsSchema>;

export const getPortalSettings = defineStaffRoute({
  operationId: 'getPortalSettings',
  method: 'GET',
  path: '/instellingen/portaal',
  roles: readers,
  summary: "The portal's settings map (core 3.7), message switches, images, help pages and payment provider (no key)",
  response: portalSettingsSchema,
  audit: 'none',
});

const settingValue = z.string().max(2000).refine(noControls, 'no control characters');

export const setPortalSettings = defineStaffRoute({
  operationId: 'setPortalSettings',
  method: 'PUT',
  path: '/instellingen/portaal',
  roles: writers,
  summary: 'Set or clear (null) entries of the settings map and the message switches; all or nothing',
  body: z.object({
    settings: z
      .record(z.string().max(100), settingValue.nullable())
      .refine((s) => Object.keys(s).length >= 1 && Object.keys(s).length <= 100, 'from 1 to 100 settings')
      .superRefine((settings, ctx) => {
        for (const [name, value] of Object.entries(settings)) {
          const kind = portalSettingKind(name);
          if (!kind) ctx.addIssue({ code: 'custom', path: [name], message: 'not a setting the back office sets' });
          else if (kind === 'yn' && value !== null && value !== 'Y' && value !== 'N') {
            ctx.addIssue({ code: 'custom', path: [name], message: 'Y or N' });
          } else if (kind === 'position' && value !== null && !isPlaceValue(value)) {
            ctx.addIssue({ code: 'custom', path: [name], message: 'a place: 0 (hidden) or 1, 2, ...' });
          }
        }
      }),
  }),
  response: portalSettingsSchema,
  audit: 'write',
  example: { body: { settings: { SHOW_MENU_OPTION_HISTORY: '9' } } },
});

/** A text of the portal by its key (packages/translations); the staff app's own texts (`staff.`) are not overridden. */
const textKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'a text key, e.g. welcome.title');

export const textOverrideItem = z.object({
  key: z.string(),
  bundled: z.object({ nl: z.string(), en: z.string() }),
  /** The municipality's own wording; null where it uses the bundled text. */
  override: z.object({ nl: z.string().nullable(), en: z.string().nullable() }),
});
export type TextOverrideItem = z.infer<typeof textOverrideItem>;

export const listTextOverrides = defineStaffRoute({
  operationId: 'listTextOverrides',
  method: 'GET',
  path: '/instellingen/teksten',
  roles: readers,
  summary: "The portal's texts in Dutch and English with the municipality's overrides, by key or wording",
  query: paginationQuery.extend({
    search: z.string().trim().max(200).optional(),
    overridden: z.enum(['yes', 'all']).default('all'),
  }),
  response: paginated(textOverrideItem),
  audit: 'none',
});

const overrideText = z
  .string()
  .trim()
  .min(1)
  .max(5000)
  .refine((v) => !hasControlCharacters(v, { allowLineBreaks: true }), 'no control characters')
  .nullable();

export const setTextOverride = defineStaffRoute({
  operationId: 'setTextOverride',
  method: 'PUT',
  path: '/instellingen/teksten/{key}',
  roles: writers,
  summary: "Set the municipality's wording of a text in Dutch and English (null: back to the bundled text)",
  params: z.object({ key: textKey }),
  body: z.object({ nl: overrideText, en: overrideText }),
  response: textOverrideItem,
  audit: 'write',
  example: { params: { key: 'welcome.title' }, body: { nl: 'Welkom bij parkeren', en: 'Welcome to parking' } },
});

/** The placeholders ({{name}}) of a text; an override may use only those of the bundled text. */
export function textPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string);
}

/** An image's bytes as base64: at most 2 MB of image (the server's rule, tenants/tenant-admin.ts). */
export const MAX_TENANT_IMAGE_BYTES = 2 * 1024 * 1024;

export const TENANT_IMAGE_KINDS = ['logo', 'background'] as const;

export const setTenantImage = defineStaffRoute({
  operationId: 'setTenantImage',
  method: 'PUT',
  path: '/instellingen/afbeeldingen/{kind}',
  roles: writers,
  summary: 'Replace the logo (PNG) or the background (JPEG), at most 2 MB, sent as base64',
  params: z.object({ kind: z.enum(TENANT_IMAGE_KINDS) }),
  body: z.object({
    data: z
      .string()
      .min(1)
      .max(Math.ceil(MAX_TENANT_IMAGE_BYTES / 3) * 4 + 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
  }),
  /** Base64 of 2 MB with room for the JSON around it. */
  bodyLimitBytes: 3 * 1024 * 1024,
  response: imageInfo,
  audit: 'write',
  example: {
    params: { kind: 'logo' },
    // The smallest PNG: one transparent pixel.
    body: {
      data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    },
  },
});

export const setContactPage = defineStaffRoute({
  operationId: 'setContactPage',
  method: 'PUT',
  path: '/instellingen/hulppaginas/contact',
  roles: writers,
  summary: 'Replace the contact details on Contact en hulp',
  body: contactDetailsSchema,
  response: contactDetailsSchema,
  audit: 'write',
  example: {
    body: {
      phone: '14 0123',
      email: 'parkeren@example.org',
      openingHours: { nl: 'Maandag tot en met vrijdag 9 - 17 uur', en: 'Monday to Friday 9 am - 5 pm' },
      contactUrl: 'https://www.example.org/contact',
    },
  },
});

export const setAccessibilityPage = defineStaffRoute({
  operationId: 'setAccessibilityPage',
  method: 'PUT',
  path: '/instellingen/hulppaginas/toegankelijkheid',
  roles: writers,
  summary: 'Replace the accessibility statement (the national model)',
  body: accessibilityStatementSchema,
  response: accessibilityStatementSchema,
  audit: 'write',
  example: {
    body: {
      status: 'E',
      statementDate: '2026-01-15',
      lastReviewDate: '2026-01-15',
      approvedBy: { nl: 'Het college', en: 'The board' },
      feedbackEmail: 'toegankelijkheid@example.org',
      responseDays: 5,
      ombudsman: { name: { nl: 'Nationale ombudsman', en: 'National Ombudsman' }, url: 'https://www.example.org/o' },
    },
  },
});

export const setPaymentProvider = defineStaffRoute({
  operationId: 'setPaymentProvider',
  method: 'PUT',
  path: '/instellingen/betaalprovider',
  roles: writers,
  summary: "Choose the payment provider; Mollie's API key is write-only, never answered again",
  body: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('simulator') }).strict(),
    z.object({ provider: z.literal('mollie'), apiKey: z.string().trim().min(1).max(200) }).strict(),
  ]),
  response: paymentProviderInfo,
  audit: 'write',
  example: { body: { provider: 'simulator' } },
});

export const SETTINGS_ROUTES = [
  getStaffSettings,
  setStaffSignIn,
  getPortalSettings,
  setPortalSettings,
  listTextOverrides,
  setTextOverride,
  setTenantImage,
  setContactPage,
  setAccessibilityPage,
  setPaymentProvider,
] as const;
