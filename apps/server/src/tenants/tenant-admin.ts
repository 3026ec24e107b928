/**
 * The operator's use cases on tenants: create one, apply a configuration file, set images,
 * import and export translations. Everything is checked before anything is written, and a
 * configuration is applied in one transaction: it lands whole or not at all.
 */
import {
  accessibilityStatementSchema,
  contactDetailsSchema,
  isHttpAddress,
  isPlaceValue,
  LOCALES,
  LOGIN_OPTION_CODES,
  MAX_TENANT_IMAGE_BYTES,
  MESSAGE_KIND_NAMES,
  messageSettingName,
  PAYMENT_SERVICES,
  PORTAL_SETTING_NAMES,
  parseEuroCents,
  parseMaxUploadMb,
  portalSettingKind,
  RESERVED_TENANT_CODES,
  TENANT_CODE_PATTERN,
} from '@parkeerloket/contract';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import {
  findTenantByCode,
  type ImageKind,
  insertTenant,
  replaceLoginOptions,
  replacePaymentServices,
  type Tenant,
  updateTenantName,
  writeHelpPage,
  writeImage,
  writeSettings,
  writeThemeTokens,
  writeTranslations,
} from './tenant-repository.js';
import { themeTokenProblem } from './theme.js';

/** `issues`: each failed check of a configuration by its path ('settings.MAX_UPLOAD_MB'), for callers that name fields. */
export class TenantAdminError extends Error {
  constructor(
    message: string,
    readonly issues: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/**
 * Setting names of the core document (3.7) and the portal's own, with the message switches: the contract's
 * list (PORTAL_SETTING_NAMES), which the back office's settings screen shows. Others are accepted with a
 * warning, for forward compatibility.
 */
export const KNOWN_SETTINGS: ReadonlySet<string> = new Set(PORTAL_SETTING_NAMES);

const MESSAGE_SETTINGS = new Set(MESSAGE_KIND_NAMES.map(messageSettingName));

const settingValue = z.union([z.string(), z.number(), z.boolean()]).transform(String);

export const tenantConfigSchema = z
  .object({
    code: z
      .string()
      .regex(
        TENANT_CODE_PATTERN,
        'a tenant code is 2 to 40 lowercase letters, digits or dashes, starting with a letter',
      )
      .refine((code) => !RESERVED_TENANT_CODES.has(code), 'this code is reserved by the server'),
    name: z.string().trim().min(1).max(200),
    defaultLocale: z.enum(LOCALES).default('nl_NL'),
    settings: z
      .record(z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'setting names are UPPER_SNAKE_CASE'), settingValue)
      .default({}),
    loginOptions: z.array(z.enum(LOGIN_OPTION_CODES)).optional(),
    paymentServices: z.array(z.enum(PAYMENT_SERVICES)).optional(),
    theme: z.record(z.string(), z.string()).default({}),
    translations: z.partialRecord(z.enum(LOCALES), z.record(z.string(), z.string())).default({}),
    // The help pages (issue 26, decision 031): replaced whole when given, kept when left out.
    contact: contactDetailsSchema.optional(),
    accessibilityStatement: accessibilityStatementSchema.optional(),
  })
  .superRefine((config, ctx) => {
    const maxUpload = config.settings.MAX_UPLOAD_MB;
    if (maxUpload !== undefined && parseMaxUploadMb(maxUpload) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['settings', 'MAX_UPLOAD_MB'],
        message: `MAX_UPLOAD_MB is a positive number of megabytes, e.g. 3, 2.5 or 2,5 (got "${maxUpload}")`,
      });
    }
    // The plate change fee the server charges (products/plate-change-fee.ts): refused here, so it is never guessed.
    const plateChangeCost = config.settings.ALTER_LICENSEPLATE_COST;
    if (plateChangeCost !== undefined && parseEuroCents(plateChangeCost) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['settings', 'ALTER_LICENSEPLATE_COST'],
        message: `ALTER_LICENSEPLATE_COST is an amount in euro, 0 or more with at most two decimals, e.g. 5, 7.50 or 7,50 (got "${plateChangeCost}")`,
      });
    }
    // Followed as a link on the welcome screen: refused here unless it is a web address (never javascript: or relative).
    const conditionsUrl = config.settings.CONDITIONS_URL;
    if (conditionsUrl !== undefined && conditionsUrl.trim() !== '' && !isHttpAddress(conditionsUrl.trim())) {
      ctx.addIssue({
        code: 'custom',
        path: ['settings', 'CONDITIONS_URL'],
        message: `CONDITIONS_URL is an absolute http(s) address, e.g. https://www.gemeente.nl/parkeren/voorwaarden (got "${conditionsUrl}")`,
      });
    }
    for (const [name, value] of Object.entries(config.settings)) {
      // A place in the menu or on home: the portal reads anything but a number (a "Y" among them) as 0 and hides it.
      if (portalSettingKind(name) === 'position' && value.trim() !== '' && !isPlaceValue(value.trim())) {
        ctx.addIssue({
          code: 'custom',
          path: ['settings', name],
          message: `${name} is a place, not a switch: 0 hides it, 1, 2, 3 and so on give its order (got "${value}"${
            value === 'Y' || value === 'N' ? '; Y or N would hide it' : ''
          })`,
        });
      }
      if (MESSAGE_SETTINGS.has(name) && value !== 'Y' && value !== 'N') {
        ctx.addIssue({
          code: 'custom',
          path: ['settings', name],
          message: `${name} switches a message kind on (Y) or off (N) (got "${value}")`,
        });
      }
    }
    for (const [token, value] of Object.entries(config.theme)) {
      const problem = themeTokenProblem(token, value);
      if (problem) ctx.addIssue({ code: 'custom', path: ['theme', token], message: problem });
    }
  });

export type TenantConfigInput = z.input<typeof tenantConfigSchema>;

export function parseTenantConfig(input: unknown) {
  const parsed = tenantConfigSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`);
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new TenantAdminError(`Invalid tenant configuration:\n${lines.join('\n')}`, issues);
  }
  const unknownSettings = Object.keys(parsed.data.settings).filter((name) => !KNOWN_SETTINGS.has(name));
  return { config: parsed.data, warnings: unknownSettings.map((name) => `unknown setting ${name} (kept)`) };
}

/**
 * Creates the tenant when it does not exist, then applies everything the configuration holds. With
 * `inTransaction`, `db` is the caller's open transaction (the back office writes its audit row in it);
 * otherwise the configuration gets a transaction of its own.
 */
export async function applyTenantConfig(
  db: Database,
  input: unknown,
  options: { inTransaction?: boolean } = {},
): Promise<{ tenant: Tenant; warnings: string[] }> {
  const { config, warnings } = parseTenantConfig(input);
  const apply = async (trx: Database) => {
    const existing = await findTenantByCode(trx, config.code);
    const tenant = existing ?? (await insertTenant(trx, config.code, config.name, config.defaultLocale));
    if (existing && existing.name !== config.name) await updateTenantName(trx, tenant.id, config.name);
    await writeSettings(trx, tenant.id, config.settings);
    if (config.loginOptions) await replaceLoginOptions(trx, tenant.id, config.loginOptions);
    if (config.paymentServices) await replacePaymentServices(trx, tenant.id, config.paymentServices);
    await writeThemeTokens(trx, tenant.id, config.theme);
    for (const [locale, texts] of Object.entries(config.translations)) {
      if (texts) await writeTranslations(trx, tenant.id, locale, texts);
    }
    if (config.contact) await writeHelpPage(trx, tenant.id, 'contact', config.contact);
    if (config.accessibilityStatement) {
      await writeHelpPage(trx, tenant.id, 'accessibility', config.accessibilityStatement);
    }
    return tenant;
  };
  const tenant = options.inTransaction ? await apply(db) : await db.transaction().execute(apply);
  return { tenant, warnings };
}

export async function requireTenant(db: Database, code: string): Promise<Tenant> {
  const tenant = await findTenantByCode(db, code);
  if (!tenant) throw new TenantAdminError(`No tenant with code "${code}"`);
  return tenant;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const MAX_IMAGE_BYTES = MAX_TENANT_IMAGE_BYTES;

function startsWith(data: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => data[i] === byte);
}

export type TenantImageProblem = 'too_large' | 'not_png' | 'not_jpeg';

/** Why an image cannot be the logo (served as {tenant}.png) or the background ({tenant}-bg.jpg); undefined when it can. */
export function tenantImageProblem(kind: ImageKind, data: Uint8Array): TenantImageProblem | undefined {
  if (data.byteLength > MAX_IMAGE_BYTES) return 'too_large';
  if (kind === 'logo' && !startsWith(data, PNG_SIGNATURE)) return 'not_png';
  if (kind === 'background' && !startsWith(data, JPEG_SIGNATURE)) return 'not_jpeg';
  return undefined;
}

const IMAGE_PROBLEM_MESSAGES: Record<TenantImageProblem, string> = {
  too_large: 'Image is larger than 2 MB',
  not_png: 'The logo must be a PNG file',
  not_jpeg: 'The background must be a JPEG file',
};

/** The logo is served as {tenant}.png and the background as {tenant}-bg.jpg, so the content must be that. */
export async function setTenantImage(db: Database, code: string, kind: ImageKind, data: Uint8Array): Promise<void> {
  const tenant = await requireTenant(db, code);
  const problem = tenantImageProblem(kind, data);
  if (problem) throw new TenantAdminError(IMAGE_PROBLEM_MESSAGES[problem]);
  await writeImage(db, tenant.id, kind, kind === 'logo' ? 'image/png' : 'image/jpeg', data);
}
