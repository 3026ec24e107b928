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
  /** Days an offered waiting-list place is held before it passes to the next (migration 0015). */
  waiting_offer_days: Defaulted<number>;
  /** Refunds a staff member ordered need another's approval (migration 0033). */
  refund_four_eyes: Defaulted<boolean>;
  /** The reasons a reviewer picks from when rejecting a document (migration 0033). */
  rejection_reasons: ColumnType<string[], string | undefined, string>;
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

/** A municipality's help pages, as the contract's schemas checked them (migration 0031). */
export interface TenantHelpPagesTable {
  tenant_id: number;
  page: 'contact' | 'accessibility';
  content: ColumnType<unknown, string, string>;
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
  /** The last register lookup at login (migration 0013); null: no register asked. */
  register_status: 'found' | 'not_found' | 'unavailable' | null;
  /** When the register last answered for this relation. */
  register_fetched_at: Date | null;
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
  /** From the trade register (migration 0013); empty when the list came from the identity broker. */
  trade_name: Generated<string>;
  street: Generated<string>;
  nr: Generated<string>;
  house_letter: Generated<string>;
  addition: Generated<string>;
  zipcode: Generated<string>;
  zipcode_letters: Generated<string>;
  city: Generated<string>;
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
  /** A message kind of the contract's MESSAGE_KINDS and its event: unique per tenant (migration 0029). */
  kind: string | null;
  event_key: string | null;
  /** `[{filename, contentType, content}]`, the content as text (a calendar .ics). */
  attachments: Json<MailAttachment[]> | null;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The optional message kinds a resident turned off (mail area, migration 0029). */
export interface MessageOptOutsTable {
  tenant_id: number;
  relation_id: number;
  kind: string;
  created_at: CreatedAt;
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
  tenant_help_pages: TenantHelpPagesTable;
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
  message_opt_outs: MessageOptOutsTable;
  audit_log: AuditLogTable;
  tenant_identity_providers: TenantIdentityProvidersTable;
  identity_simulator_codes: IdentitySimulatorCodesTable;
  relation_addresses: RelationAddressesTable;
  areas: AreasTable;
  area_postcodes: AreaPostcodesTable;
  categories: CategoriesTable;
  permit_types: PermitTypesTable;
  products: ProductsTable;
  locations: LocationsTable;
  price_lines: PriceLinesTable;
  document_requirements: DocumentRequirementsTable;
  checked_addresses: CheckedAddressesTable;
  requests: RequestsTable;
  request_plates: RequestPlatesTable;
  request_transitions: RequestTransitionsTable;
  waiting_list_entries: WaitingListEntriesTable;
  invoices: InvoicesTable;
  permits: PermitsTable;
  documents: DocumentsTable;
  payments: PaymentsTable;
  payment_invoices: PaymentInvoicesTable;
  payment_transitions: PaymentTransitionsTable;
  tenant_payment_providers: TenantPaymentProvidersTable;
  payment_simulator_payments: PaymentSimulatorPaymentsTable;
  job_state: JobStateTable;
  permit_cards: PermitCardsTable;
  refund_orders: RefundOrdersTable;
  refund_exports: RefundExportsTable;
  document_review_claims: DocumentReviewClaimsTable;
  permitplus_links: PermitplusLinksTable;
  freed_capacity: FreedCapacityTable;
  tenant_registers: TenantRegistersTable;
  login_failures: LoginFailuresTable;
  tenant_parking_registers: TenantParkingRegistersTable;
  parking_rights: ParkingRightsTable;
  npr_simulator_rights: NprSimulatorRightsTable;
  npr_simulator_messages: NprSimulatorMessagesTable;
  tenant_staff_settings: TenantStaffSettingsTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  announcements: AnnouncementsTable;
  catalogue_versions: CatalogueVersionsTable;
}

/** How a tenant reaches a national register (migration 0013). */
export interface TenantRegistersTable {
  tenant_id: number;
  register: 'brp' | 'kvk';
  mode: 'simulator' | 'api' | 'off';
  base_url: string | null;
  /** Sealed with IDENTITY_SECRET_KEY; never stored or shown in clear. */
  api_key: string | null;
  /** PEM; public. */
  client_certificate: string | null;
  /** PEM private key, sealed. */
  client_key: string | null;
  /** PEM; public. The CA of the gateway's server certificate when it is not publicly trusted. */
  server_ca_certificate: string | null;
  timeout_ms: Generated<number>;
  updated_at: UpdatedAt;
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

// ---- Catalogue (migration 0007). Texts a resident reads are per locale: {"nl": "...", "en": "..."}.

export type LocalizedText = Record<string, string>;
type Json<T> = ColumnType<T, string, string>;
type YN = 'Y' | 'N';
type Flag = ColumnType<YN, YN | undefined, YN>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AreasTable {
  tenant_id: number;
  id: Generated<number>;
  code: string;
  description: Json<LocalizedText>;
  /** The NPR area it gives a right in (migration 0026): both or neither. */
  npr_area_manager_id: string | null;
  npr_area_id: string | null;
}

/** The four-digit postcodes inside an area: an address is in the area when its postcode is listed. */
export interface AreaPostcodesTable {
  tenant_id: number;
  area_id: number;
  postcode: string;
}

export interface CategoriesTable {
  tenant_id: number;
  id: Generated<number>;
  code: string;
  position: Defaulted<number>;
  name: Json<LocalizedText>;
  description: Json<LocalizedText>;
}

export interface PermitTypesTable {
  tenant_id: number;
  id: Generated<number>;
  code: string;
  description: Json<LocalizedText>;
  long_description: Json<LocalizedText>;
  additional_info: ColumnType<LocalizedText | null, string | null | undefined, string | null>;
  /** Who may request it: P persons, C companies, or both. */
  relation_types: Defaulted<'P' | 'C' | 'P,C'>;
  location_by_address_yn: Flag;
  need_specific_location_yn: Flag;
  /** MIN_STARTDATE is today plus this many days; MAX_STARTDATE today plus max (none when null). */
  min_start_offset_days: Defaulted<number>;
  max_start_offset_days: number | null;
  staffel: Defaulted<number>;
  permitplus_yn: Flag;
  waiting_list_yn: Flag;
  max_per_relation: number | null;
  max_per_address: number | null;
  /** Companies: one product of this type per so many FTE (rounded down); null when FTE does not limit it. */
  fte_per_permit: number | null;
  min_plates: Defaulted<number>;
  max_plates: Defaulted<number>;
  register_brand_yn: Flag;
  register_colour_yn: Flag;
  /** Whether a plate not registered in the user's name may be used (with a proof document). */
  lease_allowed_yn: Flag;
  /** Whether the resident confirms the request (AWAIT_CONFIRMATION) before it goes on. */
  confirmation_required_yn: Flag;
  /** What is paid back on termination: nothing, the unused whole months, or the unused days (migration 0012). */
  refund_rule: Defaulted<'NONE' | 'UNUSED_MONTHS' | 'UNUSED_DAYS'>;
  terminable_yn: Flag;
  future_termination_yn: Flag;
  /** ALTER_LICENSEPLATE_COST in cents; 0 is free. */
  plate_change_cost_cents: Defaulted<number>;
  /** The range card numbers are handed out from at issue; none when both are null. */
  card_number_from: number | null;
  card_number_to: number | null;
  card_prefix: Defaulted<string>;
  /** How many days before a permit's end its prolongation is offered; none when null (migration 0017). */
  prolongation_offer_days: ColumnType<number | null, number | null | undefined, number | null>;
  /** The time of day ('HH:mm') a permit starts on its first day and ends on its last; null: whole days (migration 0025). */
  valid_from_time: ColumnType<string | null, string | null | undefined, string | null>;
  valid_to_time: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A permit type offered in an area, under a category: the (PTE_ID, ARA_ID) pair of the catalogue. */
export interface ProductsTable {
  tenant_id: number;
  permit_type_id: number;
  area_id: number;
  category_id: number;
  position: Defaulted<number>;
}

export interface LocationsTable {
  tenant_id: number;
  id: Generated<number>;
  permit_type_id: number;
  area_id: number;
  code: string;
  description: Json<LocalizedText>;
  /** Places in total; null means no limit. */
  capacity: number | null;
  position: Defaulted<number>;
  /** The NPR area it gives a right in, instead of its area's (migration 0026): both or neither. */
  npr_area_manager_id: string | null;
  npr_area_id: string | null;
}

export interface PriceLinesTable {
  tenant_id: number;
  id: Generated<number>;
  permit_type_id: number;
  staffel: Defaulted<number>;
  period_type: 'M' | 'W' | 'D' | 'Y';
  period_count: number;
  price_cents: number;
  /** A fixed end date (YYYY-MM-DD) that overrides the period. */
  permit_enddate: ColumnType<string | null, string | null | undefined, string | null>;
  day_selection_yn: Flag;
  /** Comma-separated DAYS allowed when day selection applies. */
  allowed_days: Defaulted<string>;
  position: Defaulted<number>;
  /** Migration 0036: the first and last start date (YYYY-MM-DD, inclusive) the line prices; null: open. */
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DocumentRequirementsTable {
  tenant_id: number;
  id: Generated<number>;
  permit_type_id: number;
  doc_type_code: string;
  description: Json<LocalizedText>;
  instruction: Json<LocalizedText>;
  /** ADDITIONAL once per request; PLATE for every plate; LEASE_PLATE for every plate not in the user's name. */
  scope: 'ADDITIONAL' | 'PLATE' | 'LEASE_PLATE';
  max_documents: Defaulted<number>;
  min_status_level: Defaulted<number>;
  template_filename: string | null;
  template_content_type: string | null;
  template_data: Uint8Array | null;
  position: Defaulted<number>;
}

// ---- Requests (migration 0008).

export interface CheckedAddressesTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number;
  zipcode: string;
  nr: string;
  addition: Defaulted<string>;
  street: string;
  city: string;
  created_at: CreatedAt;
}

/** A new product, one requested from the waiting list, a plate change, or a permit's next period. */
export type RequestKind = 'NEW' | 'WAITING_LIST' | 'LICENSE_CHANGE' | 'PROLONGATION';

export interface RequestsTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number;
  branch_number: string | null;
  kind: Defaulted<RequestKind>;
  /** The permit a LICENSE_CHANGE request changes, or a PROLONGATION prolongs (migration 0017). */
  permit_id: ColumnType<number | null, number | null | undefined, number | null>;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  address_id: number | null;
  staffel: Defaulted<number>;
  price_line_id: number | null;
  valid_from: ColumnType<string, string, string>;
  valid_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** Comma-separated DAYS chosen; empty without day selection. */
  valid_days: Defaulted<string>;
  specific_location: Defaulted<string>;
  price_cents: Defaulted<number>;
  /** A REQUEST_STATUSCODES value. */
  status: string;
  /** Why, for MAX_CHECK_FAILED and the like, in the user's language at the moment it was decided. */
  status_text: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Migration 0039: the staff member who requested it for the resident at the counter; null when the resident did. */
  acted_by_staff_id: ColumnType<string | null, string | null | undefined, never>;
  acted_by_staff_name: ColumnType<string | null, string | null | undefined, never>;
}

export interface RequestPlatesTable {
  tenant_id: number;
  request_id: number;
  position: number;
  license_plate: string;
  lease_yn: Flag;
  rdw_checked_yn: Flag;
  brand: Defaulted<string>;
  colour: Defaulted<string>;
  country: Defaulted<string>;
}

export interface RequestTransitionsTable {
  tenant_id: number;
  request_id: number;
  id: Generated<number>;
  event: string;
  from_status: string | null;
  to_status: string;
  at: CreatedAt;
}

export interface WaitingListEntriesTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  request_id: number | null;
  status: Defaulted<'WAITING' | 'AWAIT_CONTINUE_WAITING' | 'REQUESTED' | 'WITHDRAWN' | 'DISCONTINUED'>;
  created_at: CreatedAt;
  /** When the entry was offered a place (AWAIT_CONTINUE_WAITING); the average waiting time is made of these (migration 0015). */
  offered_at: Date | string | null;
  /** When the entry left the list: withdrawn, requested or passed on (migration 0015). */
  closed_at: Date | string | null;
  /** Until when an offered place is held; the pass-on job passes it on after (migration 0018). */
  offer_expires_at: Date | string | null;
}

export interface InvoicesTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number;
  request_id: number;
  amount_cents: number;
  status: Defaulted<'OPEN' | 'PAID' | 'CANCELLED'>;
  created_at: CreatedAt;
  paid_at: Date | null;
  /** What is charged for (migration 0011): a request, a plate change or a prolongation. */
  kind: Defaulted<InvoiceKind>;
  /** The thing charged for: the request, the plate change or the prolongation request. */
  subject_id: number;
  /** 128 random bits (base64url): the invoice's handle on the public payment portal (?invoice=). */
  reference: string | null;
  /** The payment that paid it. */
  payment_id: number | null;
}

export type InvoiceKind = 'REQUEST' | 'PLATE_CHANGE' | 'PROLONGATION';

// ---- Payments (migration 0011).

export type PaymentRowStatus = 'OPEN' | 'PAID' | 'CANCELLED' | 'EXPIRED' | 'FAILED' | 'PROBLEM';

/** One transaction at the payment provider for one or more invoices of one relation. */
export interface PaymentsTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number;
  reference: string;
  method: 'directpayment' | 'paymentlink';
  status: Defaulted<PaymentRowStatus>;
  amount_cents: number;
  locale: string;
  provider: string | null;
  provider_payment_id: string | null;
  checkout_url: string | null;
  /** The short reference shown to the payer ('PL-7K3F-9Q2M'), unique per tenant; null before migration 0025. */
  display_reference: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: Date | null;
  checked_at: Date | null;
  paid_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentInvoicesTable {
  tenant_id: number;
  payment_id: number;
  invoice_id: number;
  /** The invoice id while the payment is OPEN, null afterwards: an invoice is in one open payment at most. */
  live_key: number | null;
}

export interface PaymentTransitionsTable {
  tenant_id: number;
  payment_id: number;
  id: Generated<number>;
  event: string;
  from_status: string;
  to_status: string;
  at: CreatedAt;
}

export interface TenantPaymentProvidersTable {
  tenant_id: number;
  provider: 'simulator' | 'mollie';
  /** Encrypted with IDENTITY_SECRET_KEY; the clear key is never stored. */
  api_key: string | null;
  updated_at: UpdatedAt;
}

/** The built-in payment simulator's own record of a checkout (not the portal's payment). */
export interface PaymentSimulatorPaymentsTable {
  tenant_id: number;
  id: string;
  amount_cents: number;
  description: string;
  redirect_url: string;
  webhook_url: string;
  status: Defaulted<'open' | 'paid' | 'canceled' | 'expired' | 'failed'>;
  /** What the payer paid, when another amount than asked (migration 0021); null: the amount asked. */
  paid_cents: number | null;
  /** The account the payer paid from, as Mollie's details.consumerAccount; null: not reported. */
  payer_iban: string | null;
  created_at: CreatedAt;
}

export interface PermitsTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number;
  request_id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  address_id: number | null;
  valid_from: ColumnType<string, string, string>;
  valid_to: ColumnType<string | null, string | null | undefined, string | null>;
  status: Defaulted<'ACTIVE' | 'ENDED'>;
  created_at: CreatedAt;
  /** The request whose plates the permit carries: its own, or its latest applied plate change. */
  plates_request_id: number | null;
  /** A planned termination: the last day it is valid (DECISIONS 1, Termination date). */
  planned_end_date: ColumnType<string | null, string | null | undefined, string | null>;
  ended_on: ColumnType<string | null, string | null | undefined, string | null>;
  end_reason: 'EXPIRED' | 'TERMINATED' | null;
  price_cents: Defaulted<number>;
  /** Read out by a person: 10 random signs, unique per municipality (migration 0028). */
  permit_number: Defaulted<string>;
  /** What the proof's QR code and the public verification page answer to: 12 random signs (migration 0028). */
  proof_code: Defaulted<string>;
}

// ---- Documents (migration 0009).

/**
 * A file a resident uploaded for a request's document requirement. status_level: 1 uploaded and
 * awaiting review, 2 accepted, 0 rejected (status_reason_code 'NVT' with the employee's reason).
 */
export interface DocumentsTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number;
  request_id: number;
  requirement_id: number;
  /** The plate a plate document is for; '' for an additional document. */
  license_plate: Defaulted<string>;
  /** Sanitized, with the extension of the detected type. */
  filename: string;
  /** Detected from the content, never taken from the browser. */
  content_type: string;
  size: number;
  data: Uint8Array;
  /** Hex SHA-256 of data. */
  sha256: string;
  status_level: Defaulted<0 | 1 | 2>;
  status_code: Defaulted<'UPLOADED' | 'ACCEPTED' | 'REJECTED'>;
  status_reason_code: string | null;
  status_reason_text: string | null;
  created_at: CreatedAt;
  reviewed_at: Date | null;
  /** Migration 0041: the staff member who uploaded it for the resident at the counter; null when the resident did. */
  uploaded_by_staff_id: ColumnType<string | null, string | null | undefined, never>;
  uploaded_by_staff_name: ColumnType<string | null, string | null | undefined, never>;
}

// ---- Issued permits and the job runner (migration 0012).

/** One row per scheduled job: when it runs next, who holds it, and what its last run did. Not tenant data. */
export interface JobStateTable {
  name: string;
  every_seconds: number;
  next_run_at: Date | string;
  lease_until: Date | string | null;
  running_instance: string | null;
  last_started_at: Date | string | null;
  last_finished_at: Date | string | null;
  last_acted: number | null;
  last_note: string | null;
  last_error: string | null;
  runs: Defaulted<number>;
  total_acted: Defaulted<number>;
}

export interface PermitCardsTable {
  tenant_id: number;
  permit_id: number;
  card_number: string;
  /** The number taken from the permit type's range; null for a card the operator set. */
  sequence: number | null;
  assigned_by: Defaulted<'ISSUE' | 'OPERATOR'>;
  created_at: CreatedAt;
}

/** PLANNED until the termination takes effect, then OPEN until exported in a SEPA file. */
export interface RefundOrdersTable {
  tenant_id: number;
  id: Generated<number>;
  relation_id: number;
  /** The terminated permit refunded; null for a payment's refund (migration 0021). */
  permit_id: number | null;
  /** The payment whose money could not be delivered against; null for a termination's refund. */
  payment_id: number | null;
  amount_cents: number;
  /** Empty when neither the provider nor the resident gave an account: listed, not exported. */
  iban: string;
  owner: string;
  /** The permit's last valid day; null for a payment's refund. */
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  status: 'PLANNED' | 'OPEN' | 'APPROVED' | 'EXPORTED' | 'PAID' | 'FAILED' | 'CANCELLED';
  export_id: number | null;
  created_at: CreatedAt;
  /** The staff member who ordered it (or gave its account); null: the resident or the portal (migration 0033). */
  ordered_by: Defaulted<string | null>;
  approved_by: Defaulted<string | null>;
  approved_at: Defaulted<Date | null>;
  /** When the bank paid it (PAID) or returned it (FAILED). */
  settled_at: Defaulted<Date | null>;
  /** The bank's reason for a FAILED order. */
  failure_reason: Defaulted<string | null>;
}

export interface RefundExportsTable {
  tenant_id: number;
  id: Generated<number>;
  message_id: string;
  order_count: number;
  total_cents: number;
  created_at: CreatedAt;
  /** The pain.001 file as exported (migration 0033); null for exports made before. */
  xml: Defaulted<string | null>;
}

/** A reviewer's claim on a request awaiting document review, until the lease runs out (migration 0033). */
export interface DocumentReviewClaimsTable {
  tenant_id: number;
  request_id: number;
  staff_id: string;
  staff_name: string;
  claimed_until: Date;
}

export interface PermitplusLinksTable {
  tenant_id: number;
  permit_id: number;
  /** SHA-256 of the e-mailed link's token. */
  token_hash: string | null;
  email_address: string | null;
  email_sent_at: Date | string | null;
  link_valid_until: Date | string | null;
  linked_email: string | null;
  linked_at: Date | string | null;
}

/** A place an ended permit gave back; the waiting-list area offers it and sets offered_at. */
export interface FreedCapacityTable {
  tenant_id: number;
  id: Generated<number>;
  permit_id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  freed_on: ColumnType<string, string, string>;
  offered_at: Date | string | null;
  /** The entry the place was offered to; null when nobody was waiting (migration 0015). */
  offered_entry_id: number | null;
}

// ---- Login failures (migration 0016).

/**
 * Recent wrong passwords per key (`client:<ip>`, `name:<login name>`, `pair:<ip>:<login name>`), from
 * which the permit login computes how long a client must wait (login/permit/login-throttle.ts).
 */
export interface LoginFailuresTable {
  tenant_id: number;
  key: string;
  failures: number;
  last_failure_at: Date;
}

/** How a tenant reaches the national parking register (migration 0027). */
export interface TenantParkingRegistersTable {
  tenant_id: number;
  mode: 'simulator' | 'rdw';
  endpoint: string | null;
  area_manager_id: string | null;
  /** PEM; public. */
  client_certificate: string | null;
  /** PEM private key, sealed with IDENTITY_SECRET_KEY. */
  client_key: string | null;
  server_ca_certificate: string | null;
  simulator_behaviour: Defaulted<'normal' | 'fail' | 'slow'>;
  updated_at: UpdatedAt;
}

/** A right the register should hold: a plate in an NPR area for a stretch of a permit (migration 0027). */
export interface ParkingRightsTable {
  tenant_id: number;
  id: Generated<number>;
  permit_id: number;
  license_plate: string;
  npr_area_manager_id: string;
  npr_area_id: string;
  starts_at: Date;
  /** Null: until further notice. Not after starts_at: withdrawn before it began. */
  ends_at: Date | null;
  /** The days of the week it holds on (requests.valid_days); empty: every day. */
  valid_days: Defaulted<string>;
  /** Y: ended by a plate change; its end no longer follows the permit's. */
  closed_yn: Defaulted<'Y' | 'N'>;
  version: Defaulted<number>;
  sent_version: Defaulted<number>;
  attempts: Defaulted<number>;
  next_attempt_at: Defaulted<Date>;
  claimed_until: Date | null;
  last_error: string | null;
  acknowledged_at: Date | null;
  created_at: CreatedAt;
}

/** The NPR simulator's register (migration 0027). */
export interface NprSimulatorRightsTable {
  tenant_id: number;
  reference: string;
  version: number;
  license_plate: string;
  area_manager_id: string;
  area_id: string;
  starts_at: Date;
  ends_at: Date | null;
  valid_days: Defaulted<string>;
}

export interface NprSimulatorMessagesTable {
  tenant_id: number;
  id: Generated<number>;
  reference: string;
  version: number;
  operation: string;
  applied_yn: 'Y' | 'N';
  received_at: CreatedAt;
}

/** How a municipality's staff sign in and how long its staff audit is kept (migration 0032). */
export interface TenantStaffSettingsTable {
  tenant_id: number;
  audit_retention_days: Defaulted<number>;
  mode: Defaulted<'simulator' | 'oidc'>;
  issuer: string | null;
  client_id: string | null;
  /** Sealed with IDENTITY_SECRET_KEY; never stored or shown in clear. */
  client_secret: string | null;
  group_claim: Defaulted<string>;
  /** { group: role[] }: which roles a group of the provider's group claim gives. */
  role_mapping: ColumnType<Record<string, string[]>, string | undefined, string>;
  /** Migration 0035: MFA required at sign-in (always in production), and the provider's acr values that mean MFA. */
  require_mfa: Defaulted<boolean>;
  mfa_acr_values: ColumnType<string[], string | undefined, string>;
  client_auth_method: Defaulted<'client_secret_basic' | 'client_secret_post'>;
  updated_at: UpdatedAt;
}

/** A staff member's session (migration 0032); `id` is the SHA-256 of the cookie's token. */
export interface StaffSessionsTable {
  tenant_id: number;
  id: string;
  staff_id: string;
  name: string;
  roles: string[];
  locale: string | null;
  sign_in_method: string;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  expires_at: UpdatedAt;
  absolute_expires_at: ColumnType<Date, Date | string, never>;
}

/** The staff audit (migration 0032): append-only, the database refuses UPDATE and (within retention) DELETE. */
export interface StaffAuditTable {
  tenant_id: number;
  id: ColumnType<string, never, never>;
  at: ColumnType<Date, never, never>;
  staff_id: string;
  staff_name: string;
  roles: string[];
  action: string;
  object_type: string;
  object_id: string;
  relation_id: number | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
  client_ip: string | null;
}

/** Announcements for residents (migration 0038, the announcements area). */
export interface AnnouncementsTable {
  tenant_id: number;
  id: Generated<number>;
  title_nl: string;
  title_en: string;
  body_nl: string;
  body_en: string;
  permit_type_ids: ColumnType<number[], string, string>;
  area_ids: ColumnType<number[], string, string>;
  from_date: ColumnType<string, string, string>;
  until_date: ColumnType<string, string, string>;
  send_email: boolean;
  created_by: string;
  created_at: CreatedAt;
  withdrawn_by: string | null;
  withdrawn_at: Date | null;
}

/** A saved catalogue (migration 0036): the whole catalogue file, numbered per municipality from 1. */
export interface CatalogueVersionsTable {
  tenant_id: number;
  number: number;
  created_at: CreatedAt;
  created_by: string;
  created_by_name: string;
  summary: string;
  file: ColumnType<unknown, string, never>;
}
