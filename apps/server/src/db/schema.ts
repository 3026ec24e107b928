/**
 * Table types for Kysely. Every table holding a tenant's data has `tenant_id` as the first
 * column of its primary key, and every query on it filters by tenant (DECISIONS 2, Scale).
 */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TenantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  default_locale: string;
  created_at: CreatedAt;
}

export interface TenantSettingsTable {
  tenant_id: number;
  name: string;
  value: string;
}

export interface TenantLoginOptionsTable {
  tenant_id: number;
  code: string;
  position: number;
}

export interface TenantPaymentServicesTable {
  tenant_id: number;
  service: string;
  position: number;
}

export interface TenantImagesTable {
  tenant_id: number;
  kind: 'logo' | 'background';
  content_type: string;
  data: Uint8Array;
  etag: string;
  updated_at: UpdatedAt;
}

export interface TenantTranslationsTable {
  tenant_id: number;
  locale: string;
  key: string;
  value: string;
}

export interface TenantThemeTokensTable {
  tenant_id: number;
  token: string;
  value: string;
}

export interface SessionsTable {
  tenant_id: number;
  /** SHA-256 of the session token; the token itself is only in the browser's cookie. */
  id: string;
  relation_id: number | null;
  state: 'anonymous' | 'login' | 'authorized';
  locale: string | null;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  expires_at: UpdatedAt;
}

/** Counters of the rate limiter, shared by every server instance. Not tenant data. */
export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface DB {
  tenants: TenantsTable;
  tenant_settings: TenantSettingsTable;
  tenant_login_options: TenantLoginOptionsTable;
  tenant_payment_services: TenantPaymentServicesTable;
  tenant_images: TenantImagesTable;
  tenant_translations: TenantTranslationsTable;
  tenant_theme_tokens: TenantThemeTokensTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
}
