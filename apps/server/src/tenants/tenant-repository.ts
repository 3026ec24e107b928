/** All SQL on tenants and their configuration. Every function is scoped to one tenant. */
import { createHash } from 'node:crypto';
import { isTenantCode } from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import { forgetTenantAnswers } from './tenant-answers-cache.js';

export interface Tenant {
  id: number;
  code: string;
  name: string;
  defaultLocale: string;
}

export async function findTenantByCode(db: Database, code: string): Promise<Tenant | undefined> {
  if (!isTenantCode(code)) return undefined;
  const row = await db
    .selectFrom('tenants')
    .select(['id', 'code', 'name', 'default_locale'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row && { id: row.id, code: row.code, name: row.name, defaultLocale: row.default_locale };
}

export async function findTenantById(db: Database, tenantId: number): Promise<Tenant | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select(['id', 'code', 'name', 'default_locale'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row && { id: row.id, code: row.code, name: row.name, defaultLocale: row.default_locale };
}

export async function listTenants(db: Database): Promise<Tenant[]> {
  const rows = await db
    .selectFrom('tenants')
    .select(['id', 'code', 'name', 'default_locale'])
    .orderBy('code')
    .execute();
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, defaultLocale: row.default_locale }));
}

export async function insertTenant(db: Database, code: string, name: string, defaultLocale: string): Promise<Tenant> {
  const row = await db
    .insertInto('tenants')
    .values({ code, name, default_locale: defaultLocale })
    .returning(['id', 'code', 'name', 'default_locale'])
    .executeTakeFirstOrThrow();
  return { id: row.id, code: row.code, name: row.name, defaultLocale: row.default_locale };
}

export async function updateTenantName(db: Database, tenantId: number, name: string): Promise<void> {
  await db.updateTable('tenants').set({ name }).where('id', '=', tenantId).execute();
}

export async function readSettings(db: Database, tenantId: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('tenant_settings')
    .select(['name', 'value'])
    .where('tenant_id', '=', tenantId)
    .orderBy('name')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export async function writeSettings(db: Database, tenantId: number, settings: Record<string, string>): Promise<void> {
  const entries = Object.entries(settings);
  if (entries.length === 0) return;
  await db
    .insertInto('tenant_settings')
    .values(entries.map(([name, value]) => ({ tenant_id: tenantId, name, value })))
    .onConflict((oc) => oc.columns(['tenant_id', 'name']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
  forgetTenantAnswers();
}

export async function deleteSetting(db: Database, tenantId: number, name: string): Promise<void> {
  await db.deleteFrom('tenant_settings').where('tenant_id', '=', tenantId).where('name', '=', name).execute();
  forgetTenantAnswers();
}

export async function readLoginOptions(db: Database, tenantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tenant_login_options')
    .select('code')
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.code);
}

export async function replaceLoginOptions(db: Database, tenantId: number, codes: readonly string[]): Promise<void> {
  await db.deleteFrom('tenant_login_options').where('tenant_id', '=', tenantId).execute();
  forgetTenantAnswers();
  if (codes.length === 0) return;
  await db
    .insertInto('tenant_login_options')
    .values(codes.map((code, position) => ({ tenant_id: tenantId, code, position })))
    .execute();
  forgetTenantAnswers();
}

export async function readPaymentServices(db: Database, tenantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tenant_payment_services')
    .select('service')
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.service);
}

export async function replacePaymentServices(
  db: Database,
  tenantId: number,
  services: readonly string[],
): Promise<void> {
  await db.deleteFrom('tenant_payment_services').where('tenant_id', '=', tenantId).execute();
  forgetTenantAnswers();
  if (services.length === 0) return;
  await db
    .insertInto('tenant_payment_services')
    .values(services.map((service, position) => ({ tenant_id: tenantId, service, position })))
    .execute();
  forgetTenantAnswers();
}

export type ImageKind = 'logo' | 'background';

export interface TenantImage {
  contentType: string;
  data: Uint8Array;
  etag: string;
}

export async function readImage(db: Database, tenantId: number, kind: ImageKind): Promise<TenantImage | undefined> {
  const row = await db
    .selectFrom('tenant_images')
    .select(['content_type', 'data', 'etag'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row && { contentType: row.content_type, data: row.data, etag: row.etag };
}

export async function writeImage(
  db: Database,
  tenantId: number,
  kind: ImageKind,
  contentType: string,
  data: Uint8Array,
): Promise<void> {
  const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
  await db
    .insertInto('tenant_images')
    .values({ tenant_id: tenantId, kind, content_type: contentType, data, etag })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'kind']).doUpdateSet({ content_type: contentType, data, etag, updated_at: new Date() }),
    )
    .execute();
}

export async function readTranslations(
  db: Database,
  tenantId: number,
  locale: string,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('tenant_translations')
    .select(['key', 'value'])
    .where('tenant_id', '=', tenantId)
    .where('locale', '=', locale)
    .orderBy('key')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function writeTranslations(
  db: Database,
  tenantId: number,
  locale: string,
  translations: Record<string, string>,
): Promise<void> {
  const entries = Object.entries(translations);
  if (entries.length === 0) return;
  await db
    .insertInto('tenant_translations')
    .values(entries.map(([key, value]) => ({ tenant_id: tenantId, locale, key, value })))
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'locale', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
  forgetTenantAnswers();
}

/** Removes the tenant's own wording of texts, so the bundled text shows again. */
export async function deleteTranslations(
  db: Database,
  tenantId: number,
  locale: string,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('tenant_translations')
    .where('tenant_id', '=', tenantId)
    .where('locale', '=', locale)
    .where('key', 'in', keys)
    .execute();
  forgetTenantAnswers();
}

export async function readThemeTokens(db: Database, tenantId: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('tenant_theme_tokens')
    .select(['token', 'value'])
    .where('tenant_id', '=', tenantId)
    .orderBy('token')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.token, r.value]));
}

export async function writeThemeTokens(db: Database, tenantId: number, tokens: Record<string, string>): Promise<void> {
  const entries = Object.entries(tokens);
  if (entries.length === 0) return;
  await db
    .insertInto('tenant_theme_tokens')
    .values(entries.map(([token, value]) => ({ tenant_id: tenantId, token, value })))
    .onConflict((oc) => oc.columns(['tenant_id', 'token']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
  forgetTenantAnswers();
}

/** How many days an offered waiting-list place is held in this tenant. */
export async function readWaitingOfferDays(db: Database, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('tenants')
    .select('waiting_offer_days')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.waiting_offer_days;
}

/** The operator's setting for the waiting list: how many days an offered place is held (new offers only). */
export async function setWaitingOfferDays(db: Database, tenantId: number, days: number): Promise<void> {
  await db.updateTable('tenants').set({ waiting_offer_days: days }).where('id', '=', tenantId).execute();
}

/** Whether the database has no tenant at all (the demo is seeded by itself only then). */
export async function hasNoTenant(db: Database): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Locks the tenant's row until the caller's transaction ends (no key update: inserts elsewhere that
 * refer to the tenant are not held up), so work that must take turns per tenant does.
 */
export async function lockTenantRow(trx: Database, tenantId: number): Promise<void> {
  await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forNoKeyUpdate().execute();
}

export type HelpPage = 'contact' | 'accessibility';

/** The municipality's help pages as stored (each checked by the contract's schema when written and when read). */
export async function readHelpPages(db: Database, tenantId: number): Promise<Partial<Record<HelpPage, unknown>>> {
  const rows = await db
    .selectFrom('tenant_help_pages')
    .select(['page', 'content'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.page, r.content]));
}

export async function writeHelpPage(db: Database, tenantId: number, page: HelpPage, content: unknown): Promise<void> {
  const json = JSON.stringify(content);
  await db
    .insertInto('tenant_help_pages')
    .values({ tenant_id: tenantId, page, content: json })
    .onConflict((oc) => oc.columns(['tenant_id', 'page']).doUpdateSet({ content: json, updated_at: new Date() }))
    .execute();
  forgetTenantAnswers();
}

/** What the back office's work queues follow per municipality (migration 0033, decision 034). */
export interface StaffQueueSettings {
  /** A refund a staff member ordered is approved by another, and only approved refunds are exported. */
  refundFourEyes: boolean;
  /** The reasons a reviewer picks from when rejecting a document; free text is added to them. */
  rejectionReasons: string[];
}

export async function readStaffQueueSettings(db: Database, tenantId: number): Promise<StaffQueueSettings> {
  const row = await db
    .selectFrom('tenants')
    .select(['refund_four_eyes', 'rejection_reasons'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const reasons: unknown =
    typeof row.rejection_reasons === 'string' ? JSON.parse(row.rejection_reasons) : row.rejection_reasons;
  return {
    refundFourEyes: row.refund_four_eyes,
    rejectionReasons: Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [],
  };
}

export async function setStaffQueueSettings(
  db: Database,
  tenantId: number,
  settings: Partial<StaffQueueSettings>,
): Promise<void> {
  const change: { refund_four_eyes?: boolean; rejection_reasons?: string } = {};
  if (settings.refundFourEyes !== undefined) change.refund_four_eyes = settings.refundFourEyes;
  if (settings.rejectionReasons !== undefined) change.rejection_reasons = JSON.stringify(settings.rejectionReasons);
  if (Object.keys(change).length === 0) return;
  await db.updateTable('tenants').set(change).where('id', '=', tenantId).execute();
}
