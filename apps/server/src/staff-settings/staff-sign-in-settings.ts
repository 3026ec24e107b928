/**
 * How a municipality's staff sign in (decision 032): the built-in simulator (development) or the
 * municipality's own OpenID Connect provider (Entra ID, Keycloak, ADFS), the claim that carries the
 * groups, which group gives which roles, and whether MFA is required. The operator sets it
 * (configureStaffSignIn); the staff sign-in reads it (resolveStaffOidc). The client secret is sealed
 * before it is stored and is opened only for the OpenID Connect client.
 */
import { STAFF_ROLES, type StaffRole } from '@parkeerloket/contract';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { isAllowedServiceUrl } from '../http/outgoing-url.js';
import { openSecret, sealSecret } from '../http/secret-box.js';
import { readStaffSettings, writeStaffSettings } from './staff-settings-repository.js';

/** The secret box's purpose for a staff client secret (one key, purpose-bound seals). */
const SEAL_PURPOSE = 'staff-oidc';
const MAX_GROUPS = 200;

const claimName = z.string().trim().min(1).max(200);

/** What the operator provides (a JSON file; docs/adapters/staff-sign-in.md). */
export const staffSignInInput = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('simulator') }).strict(),
  z
    .object({
      mode: z.literal('oidc'),
      issuer: z.string().refine(isAllowedServiceUrl, 'the issuer must be an https URL (http only for localhost)'),
      clientId: z.string().trim().min(1).max(500),
      /** Omitted: the stored secret is kept, so a configuration file need not carry it. */
      clientSecret: z.string().min(1).max(4000).optional(),
      clientAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
      groupClaim: claimName.default('groups'),
      /** Group (as the provider names it: an Entra object id, a Keycloak group path, an AD group) to roles. */
      roleMapping: z
        .record(z.string().trim().min(1).max(500), z.array(z.enum(STAFF_ROLES)).min(1))
        .refine((m) => Object.keys(m).length >= 1, 'map at least one group to roles')
        .refine((m) => Object.keys(m).length <= MAX_GROUPS, `at most ${MAX_GROUPS} groups`),
      requireMfa: z.boolean().default(true),
      mfaAcrValues: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
    })
    .strict(),
]);
export type StaffSignInInput = z.input<typeof staffSignInInput>;

export class StaffSignInConfigError extends Error {}

export interface StaffSignInEnv {
  /** IDENTITY_SECRET_KEY: seals the client secret. */
  secretKey: Buffer | undefined;
  production: boolean;
}

export async function configureStaffSignIn(
  db: Database,
  env: StaffSignInEnv,
  tenantId: number,
  raw: unknown,
): Promise<void> {
  const parsed = staffSignInInput.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'staff sign-in'}: ${issue.message}`);
    throw new StaffSignInConfigError(lines.join('\n'));
  }
  const input = parsed.data;
  const current = await readStaffSettings(db, tenantId);
  if (input.mode === 'simulator') {
    if (env.production) throw new StaffSignInConfigError('mode: the simulator is not for production');
    await writeStaffSettings(db, tenantId, { ...current, mode: 'simulator' });
    return;
  }
  if (env.production && !input.requireMfa) {
    throw new StaffSignInConfigError('requireMfa: MFA is always required in production');
  }
  let sealedClientSecret: string | null;
  if (input.clientSecret !== undefined) {
    if (!env.secretKey) {
      throw new StaffSignInConfigError('clientSecret: set IDENTITY_SECRET_KEY so the secret can be stored encrypted');
    }
    sealedClientSecret = sealSecret(env.secretKey, tenantId, SEAL_PURPOSE, input.clientSecret);
  } else {
    sealedClientSecret = current.sealedClientSecret;
    if (sealedClientSecret === null) throw new StaffSignInConfigError('clientSecret: required');
  }
  await writeStaffSettings(db, tenantId, {
    ...current,
    mode: 'oidc',
    issuer: input.issuer,
    clientId: input.clientId,
    sealedClientSecret,
    clientAuthMethod: input.clientAuthMethod,
    groupClaim: input.groupClaim,
    roleMapping: input.roleMapping,
    requireMfa: input.requireMfa,
    mfaAcrValues: input.mfaAcrValues,
  });
}

/** For the operator's eyes: everything but the secret, of which only its presence is told. */
export async function describeStaffSignIn(db: Database, tenantId: number) {
  const { sealedClientSecret, updatedAt: _updatedAt, ...rest } = await readStaffSettings(db, tenantId);
  return { ...rest, hasClientSecret: sealedClientSecret !== null };
}

export interface StaffOidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  clientAuthMethod: 'client_secret_basic' | 'client_secret_post';
  groupClaim: string;
  roleMapping: Record<string, string[]>;
  mfaRequired: boolean;
  mfaAcrValues: string[];
  /** Keys the client cache; changes whenever the operator changes the settings. */
  version: string;
}

/** The provider's settings when this municipality signs its staff in through it; undefined for the simulator. */
export async function resolveStaffOidc(
  db: Database,
  env: StaffSignInEnv,
  tenantId: number,
): Promise<StaffOidcSettings | undefined> {
  const s = await readStaffSettings(db, tenantId);
  if (s.mode !== 'oidc') return undefined;
  if (!s.issuer || !s.clientId || !isAllowedServiceUrl(s.issuer) || !s.sealedClientSecret) {
    throw new Error(`staff sign-in of tenant ${tenantId} is incomplete`);
  }
  if (!env.secretKey) throw new Error('IDENTITY_SECRET_KEY is not set; client secrets cannot be read');
  return {
    issuer: s.issuer,
    clientId: s.clientId,
    clientSecret: openSecret(env.secretKey, tenantId, SEAL_PURPOSE, s.sealedClientSecret),
    clientAuthMethod: s.clientAuthMethod,
    groupClaim: s.groupClaim,
    roleMapping: s.roleMapping,
    mfaRequired: s.requireMfa || env.production,
    mfaAcrValues: s.mfaAcrValues,
    version: `staff:${tenantId}:${s.updatedAt?.toISOString() ?? ''}`,
  };
}

/**
 * The roles a member's groups give: the union over every mapped group in the claim. A claim that is
 * no list of strings (or a single string) gives none. Unknown role names in the mapping are ignored.
 */
export function rolesFromGroups(claim: unknown, mapping: Record<string, string[]>): StaffRole[] {
  const groups = typeof claim === 'string' ? [claim] : Array.isArray(claim) ? claim : [];
  const given = new Set<string>();
  for (const group of groups) {
    if (typeof group !== 'string' || !Object.hasOwn(mapping, group)) continue;
    for (const role of mapping[group] ?? []) given.add(role);
  }
  return STAFF_ROLES.filter((role) => given.has(role));
}

/** RFC 8176 `amr` values that are a second factor (Entra ID sends `mfa`), and ADFS's value after MFA. */
const SECOND_FACTORS = new Set([
  'mfa',
  'otp',
  'hwk',
  'swk',
  'sms',
  'tel',
  'fido',
  'face',
  'fpt',
  'iris',
  'retina',
  'vbm',
  // ADFS after MFA.
  'http://schemas.microsoft.com/claims/multipleauthn',
]);

/** True when the signed ID token shows MFA: an `amr` naming a second factor, or an `acr` the municipality named. */
export function mfaShown(claims: Record<string, unknown>, mfaAcrValues: readonly string[]): boolean {
  const amr = claims.amr;
  if (Array.isArray(amr) && amr.some((method) => typeof method === 'string' && SECOND_FACTORS.has(method))) {
    return true;
  }
  return typeof claims.acr === 'string' && mfaAcrValues.includes(claims.acr);
}

/** The audit's retention floor and ceiling in days (decision 033): at least a year, at most a century. */
export const AUDIT_RETENTION_DAYS = { min: 365, max: 36500 } as const;

/**
 * Sets how long the municipality's staff audit is kept (the retention job deletes rows older than it,
 * and the database's trigger refuses to delete younger ones). Keeps the other settings as they are.
 */
export async function setAuditRetentionDays(db: Database, tenantId: number, days: number): Promise<void> {
  if (!Number.isInteger(days) || days < AUDIT_RETENTION_DAYS.min || days > AUDIT_RETENTION_DAYS.max) {
    throw new StaffSignInConfigError(
      `auditRetentionDays: a whole number of days from ${AUDIT_RETENTION_DAYS.min} to ${AUDIT_RETENTION_DAYS.max}`,
    );
  }
  const current = await readStaffSettings(db, tenantId);
  await writeStaffSettings(db, tenantId, { ...current, auditRetentionDays: days });
}
