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
  /** However active the user, the session ends then (SESSION_MAX_HOURS). */
  absolute_expires_at: ColumnType<Date, Date | string | undefined, Date | string>;
  branch_number: string | null;
  /** The step a login waits for: the e-mailed one-time code, or the choice of a branch. */
  pending: 'otp' | 'branch' | null;
  login_service: string | null;
  branch_page: Generated<number>;
}

/**
 * The columns of an address: Dutch (street and city as the address register gave them, never as
 * the browser sent them) or foreign (two free lines and an ISO 3166-1 alpha-2 country code).
 * Shared by a relation's own address and its invoice and mailing addresses.
 */
export interface AddressColumns {
  street: Generated<string>;
  nr: Generated<string>;
  house_letter: Generated<string>;
  addition: Generated<string>;
  indication: Generated<string>;
  zipcode: Generated<string>;
  zipcode_letters: Generated<string>;
  city: Generated<string>;
  address1: Generated<string>;
  address2: Generated<string>;
  country: Generated<string>;
}

export interface RelationsTable extends AddressColumns {
  tenant_id: number;
  id: Generated<number>;
  /** 'P' a private person; any other value a company. */
  relation_type: string;
  firstname: Generated<string>;
  lastname: Generated<string>;
  name: Generated<string>;
  foreign_yn: Generated<string>;
  nr_of_poet: Generated<number>;
  email: string | null;
  email_validation_status: Generated<'NONE' | 'SEND' | 'VALIDATED'>;
  number_of_fte: number | null;
  bankaccount_nr: string | null;
  bankaccount_owner: string | null;
  language: string | null;
  deeplink_license_plate: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RelationIdentitiesTable {
  tenant_id: number;
  /** digid, eidas, eherkenning or email (permit login). */
  service: string;
  /** BSN, EU identifier, KvK number, or the permit account's id. */
  subject: string;
  relation_id: number;
  created_at: CreatedAt;
}

export interface BranchesTable {
  tenant_id: number;
  relation_id: number;
  branch_number: string;
  description: string;
  position: number;
}

export interface PermitAccountsTable {
  tenant_id: number;
  relation_id: number;
  username: string;
  email: string;
  /** scrypt hash with its parameters and salt; null until the holder registers a password. */
  password_hash: string | null;
  created_at: CreatedAt;
  password_changed_at: Date | null;
}

export interface OneTimeCodesTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number;
  purpose: 'login' | 'email';
  code_hash: string;
  email: string;
  tries: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: Date | null;
}

export interface PasswordKeysTable {
  tenant_id: number;
  key_hash: string;
  relation_id: number;
  purpose: 'reset' | 'register' | 'change';
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: Date | null;
}

export interface LoginRequestsTable {
  tenant_id: number;
  state: string;
  /** The hashed id of the browser session that started the login: the return must come to the same browser. */
  session_id: string;
  service: string;
  nonce: string;
  code_verifier: string;
  created_at: CreatedAt;
  expires_at: Date | string;
}

export interface OutboxTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number | null;
  to_address: string;
  locale: string;
  template: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** Not before this moment is the message (re)tried; while a sender holds it, the end of its lease. */
  next_attempt_at: Date | string | null;
}

export interface AuditLogTable {
  tenant_id: number;
  id: Generated<number>;
  at: CreatedAt;
  event: string;
  outcome: 'success' | 'failure' | 'refused';
  relation_id: number | null;
  service: string | null;
  detail: Generated<string>;
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
  relations: RelationsTable;
  relation_identities: RelationIdentitiesTable;
  branches: BranchesTable;
  permit_accounts: PermitAccountsTable;
  one_time_codes: OneTimeCodesTable;
  password_keys: PasswordKeysTable;
  login_requests: LoginRequestsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  tenant_identity_providers: TenantIdentityProvidersTable;
  identity_simulator_codes: IdentitySimulatorCodesTable;
  relation_addresses: RelationAddressesTable;
}

/** How a tenant reaches one external identity service: the built-in simulator or an OpenID Connect broker. */
export interface TenantIdentityProvidersTable {
  tenant_id: number;
  service: 'digid' | 'eidas' | 'eherkenning';
  mode: 'simulator' | 'oidc';
  issuer: string | null;
  client_id: string | null;
  /** Encrypted with IDENTITY_SECRET_KEY; the clear secret is never stored. */
  client_secret: string | null;
  client_auth_method: ColumnType<
    'client_secret_basic' | 'client_secret_post' | 'none',
    'client_secret_basic' | 'client_secret_post' | 'none' | undefined,
    'client_secret_basic' | 'client_secret_post' | 'none'
  >;
  scopes: ColumnType<string, string | undefined, string>;
  subject_claim: string;
  acr_claim: ColumnType<string, string | undefined, string>;
  minimum_level: string | null;
  branches_claim: string | null;
  updated_at: UpdatedAt;
}

/** A simulator's one-time code, handed to the callback like a real broker's authorization code. */
export interface IdentitySimulatorCodesTable {
  tenant_id: number;
  /** SHA-256 of the code; the code itself travels only in the browser's redirect. */
  code_hash: string;
  state: string;
  service: string;
  /** The persona the tester chose, as JSON. */
  identity: string;
  created_at: CreatedAt;
  expires_at: Date | string;
}

/** A relation's invoice (FACT) or mailing (POST) address, Dutch or foreign (migration 0006). */
export interface RelationAddressesTable extends AddressColumns {
  tenant_id: number;
  relation_id: number;
  address_type: 'FACT' | 'POST';
  foreign_yn: 'Y' | 'N';
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
