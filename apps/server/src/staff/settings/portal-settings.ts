/**
 * What the back office's settings screen shows of the portal, read through the areas that own it:
 * the settings map and images (tenants), the help pages (settings), the payment provider (payments,
 * never its key), the staff sign-in (staff-settings, never its secret), and the texts (the bundled
 * catalogue with the municipality's overrides). Changes go through the operator tool's services in
 * settings-handlers.ts; nothing here writes.
 */
import {
  isStaffRole,
  type LOCALES,
  type Locale,
  MESSAGE_KIND_NAMES,
  MESSAGE_KINDS,
  messageSettingName,
  municipalitySends,
  PORTAL_SETTING_NAMES,
  PORTAL_SETTINGS,
  type PortalSettings,
  type StaffSettingsAnswer,
  type TenantImageInfo,
  type TextOverrideItem,
} from '@parkeerloket/contract';
import { bundledCatalogue } from '@parkeerloket/translations';
import type { Database } from '../../db/database.js';
import { describePaymentProvider } from '../../payments/index.js';
import { tenantHelpPages } from '../../settings/index.js';
import { describeStaffSignIn } from '../../staff-settings/index.js';
import { type ImageKind, readImage, readSettings, readTranslations } from '../../tenants/index.js';
import { imageSize } from './image-size.js';

export async function readStaffSignInAnswer(db: Database, tenantId: number): Promise<StaffSettingsAnswer> {
  const s = await describeStaffSignIn(db, tenantId);
  return {
    signIn: {
      mode: s.mode,
      issuer: s.issuer,
      clientId: s.clientId,
      hasClientSecret: s.hasClientSecret,
      clientAuthMethod: s.clientAuthMethod,
      groupClaim: s.groupClaim,
      requireMfa: s.requireMfa,
      mfaAcrValues: s.mfaAcrValues,
    },
    roleMapping: Object.entries(s.roleMapping)
      .map(([group, roles]) => ({ group, roles: roles.filter(isStaffRole) }))
      .sort((a, b) => a.group.localeCompare(b.group)),
    auditRetentionDays: s.auditRetentionDays,
  };
}

export async function readImageInfo(db: Database, tenantId: number, kind: ImageKind): Promise<TenantImageInfo | null> {
  const image = await readImage(db, tenantId, kind);
  if (!image) return null;
  const size = imageSize(image.data);
  return {
    contentType: image.contentType,
    bytes: image.data.byteLength,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

export async function readPaymentProviderInfo(db: Database, tenantId: number) {
  const p = await describePaymentProvider(db, tenantId);
  return { provider: p.provider, hasKey: p.apiKeyStored, updatedAt: p.updatedAt ? p.updatedAt.toISOString() : null };
}

export async function readPortalSettings(db: Database, tenantId: number): Promise<PortalSettings> {
  const stored = await readSettings(db, tenantId);
  const known = new Set(PORTAL_SETTING_NAMES);
  const [logo, background, helpPages, paymentProvider] = await Promise.all([
    readImageInfo(db, tenantId, 'logo'),
    readImageInfo(db, tenantId, 'background'),
    tenantHelpPages(db, tenantId),
    readPaymentProviderInfo(db, tenantId),
  ]);
  return {
    settings: PORTAL_SETTINGS.map((s) => ({ ...s, value: stored[s.name] ?? null })),
    messages: MESSAGE_KIND_NAMES.map((kind) => {
      const value = stored[messageSettingName(kind)];
      return {
        kind,
        setting: messageSettingName(kind),
        optional: MESSAGE_KINDS[kind].optional,
        sends: municipalitySends(kind, stored),
        value: value === 'Y' || value === 'N' ? value : null,
      };
    }),
    other: Object.entries(stored)
      .filter(([name]) => !known.has(name))
      .map(([name, value]) => ({ name, value })),
    images: { logo, background },
    helpPages,
    paymentProvider,
  };
}

const NL: Locale = 'nl_NL';
const EN: Locale = 'en_EN';

/** The bundled catalogues never change while the server runs: made once (bundledCatalogue builds a new one each call). */
const bundledCatalogues = new Map<'nl' | 'en', Record<string, string>>();
function bundledOf(language: 'nl' | 'en'): Record<string, string> {
  let catalogue = bundledCatalogues.get(language);
  if (!catalogue) {
    catalogue = bundledCatalogue(language === 'nl' ? NL : EN);
    bundledCatalogues.set(language, catalogue);
  }
  return catalogue;
}

/** The portal's texts a municipality may reword: the bundled catalogue without the back office's own (`staff.`). */
export function isPortalTextKey(key: string): boolean {
  return !key.startsWith('staff.') && Object.hasOwn(bundledOf('nl'), key);
}

export async function readOverrides(db: Database, tenantId: number) {
  const [nl, en] = await Promise.all([readTranslations(db, tenantId, NL), readTranslations(db, tenantId, EN)]);
  return { nl, en };
}

export function textItem(
  key: string,
  overrides: { nl: Record<string, string>; en: Record<string, string> },
): TextOverrideItem {
  return {
    key,
    bundled: { nl: bundledOf('nl')[key] ?? '', en: bundledOf('en')[key] ?? '' },
    override: { nl: overrides.nl[key] ?? null, en: overrides.en[key] ?? null },
  };
}

/** The texts matching `search` (in the key or either wording, either the bundled or the own), by key. */
export function findTexts(
  overrides: { nl: Record<string, string>; en: Record<string, string> },
  search: string | undefined,
  onlyOverridden: boolean,
): TextOverrideItem[] {
  const keys = new Set(Object.keys(bundledOf('nl')).filter((key) => !key.startsWith('staff.')));
  for (const key of [...Object.keys(overrides.nl), ...Object.keys(overrides.en)]) keys.add(key);
  const needle = search?.toLocaleLowerCase('nl');
  return [...keys]
    .sort()
    .map((key) => textItem(key, overrides))
    .filter((item) => !onlyOverridden || item.override.nl !== null || item.override.en !== null)
    .filter(
      (item) =>
        !needle ||
        [item.key, item.bundled.nl, item.bundled.en, item.override.nl ?? '', item.override.en ?? ''].some((text) =>
          text.toLocaleLowerCase('nl').includes(needle),
        ),
    );
}

export const TEXT_LOCALES = { nl: NL, en: EN } as const satisfies Record<string, (typeof LOCALES)[number]>;
