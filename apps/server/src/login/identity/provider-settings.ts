/**
 * Per tenant and per service: the built-in simulator (the default) or a real OpenID Connect
 * broker. The operator sets it (configureIdentityProvider); a login reads it
 * (resolveIdentityProvider). Client secrets are sealed before they are stored and are never
 * returned by anything here except the resolver, which hands them to the OIDC client only.
 */
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { isAllowedServiceUrl } from '../../http/outgoing-url.js';
import { openSecret, sealSecret } from '../../http/secret-box.js';
import { effectiveMinimum, isAllowedMinimum, levelNames } from './assurance-levels.js';
import type { IdentityService } from './identifiers.js';
import type { IdentityEnv } from './identity-env.js';
import {
  type ClientAuthMethod,
  deleteProvider,
  findProvider,
  listProviders,
  upsertProvider,
} from './provider-repository.js';

/** Where each service's identifier is found when the operator names no claim. */
export const DEFAULT_SUBJECT_CLAIMS: Record<IdentityService, string> = {
  digid: 'bsn',
  eherkenning: 'kvk',
  eidas: 'sub',
};

/** Brokers are reached over HTTPS; plain HTTP only on this machine (development, tests). */
export const isAllowedIssuer = isAllowedServiceUrl;

const claimName = z.string().trim().min(1).max(200);
// RFC 6749 scope tokens: printable ASCII without space, quote or backslash, separated by single spaces.
const scopeList = z
  .string()
  .trim()
  .regex(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, 'scopes are separated by single spaces')
  .refine((value) => value.split(' ').includes('openid'), 'the scopes must include openid');

/** What the operator provides for one service of one tenant. */
export const identityProviderInput = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('simulator') }).strict(),
  z
    .object({
      mode: z.literal('oidc'),
      issuer: z.string().refine(isAllowedIssuer, 'the issuer must be an https URL (http only for localhost)'),
      clientId: z.string().trim().min(1).max(500),
      /** Omitted: the stored secret (if any) is kept, so a configuration file need not carry it. */
      clientSecret: z.string().min(1).max(4000).optional(),
      clientAuthMethod: z.enum(['client_secret_basic', 'client_secret_post', 'none']).default('client_secret_basic'),
      scopes: scopeList.default('openid'),
      subjectClaim: claimName.optional(),
      acrClaim: claimName.default('acr'),
      minimumLevel: z.string().optional(),
      branchesClaim: claimName.optional(),
    })
    .strict(),
]);
export type IdentityProviderInput = z.input<typeof identityProviderInput>;

export class IdentityProviderConfigError extends Error {}

export async function configureIdentityProvider(
  db: Database,
  env: IdentityEnv,
  tenantId: number,
  service: IdentityService,
  raw: IdentityProviderInput,
): Promise<void> {
  const parsed = identityProviderInput.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || service}: ${issue.message}`);
    throw new IdentityProviderConfigError(lines.join('\n'));
  }
  const input = parsed.data;
  if (input.mode === 'simulator') {
    await upsertProvider(db, tenantId, {
      service,
      mode: 'simulator',
      issuer: null,
      clientId: null,
      sealedSecret: null,
      clientAuthMethod: 'client_secret_basic',
      scopes: 'openid',
      subjectClaim: DEFAULT_SUBJECT_CLAIMS[service],
      acrClaim: 'acr',
      minimumLevel: null,
      branchesClaim: null,
    });
    return;
  }
  if (input.minimumLevel !== undefined && !isAllowedMinimum(service, input.minimumLevel)) {
    throw new IdentityProviderConfigError(
      `minimumLevel: ${service} accepts ${levelNames(service).join(', ')}${service === 'eherkenning' ? ' (EH2 or higher)' : ''}`,
    );
  }
  if (input.branchesClaim !== undefined && service !== 'eherkenning') {
    throw new IdentityProviderConfigError('branchesClaim: only the business identity service reports branches');
  }
  let sealedSecret: string | null = null;
  if (input.clientAuthMethod !== 'none') {
    if (input.clientSecret !== undefined) {
      if (!env.secretKey) {
        throw new IdentityProviderConfigError(
          'clientSecret: set IDENTITY_SECRET_KEY so the secret can be stored encrypted',
        );
      }
      sealedSecret = sealSecret(env.secretKey, tenantId, service, input.clientSecret);
    } else {
      sealedSecret = (await findProvider(db, tenantId, service))?.sealedSecret ?? null;
      if (sealedSecret === null) {
        throw new IdentityProviderConfigError(`clientSecret: required for ${input.clientAuthMethod}`);
      }
    }
  }
  await upsertProvider(db, tenantId, {
    service,
    mode: 'oidc',
    issuer: input.issuer,
    clientId: input.clientId,
    sealedSecret,
    clientAuthMethod: input.clientAuthMethod,
    scopes: input.scopes,
    subjectClaim: input.subjectClaim ?? DEFAULT_SUBJECT_CLAIMS[service],
    acrClaim: input.acrClaim,
    minimumLevel: input.minimumLevel ?? null,
    branchesClaim: input.branchesClaim ?? null,
  });
}

/** Back to the default: the simulator where simulators are allowed, otherwise unavailable. */
export async function removeIdentityProvider(db: Database, tenantId: number, service: IdentityService): Promise<void> {
  await deleteProvider(db, tenantId, service);
}

/** For the operator's eyes: everything but the secret, of which only its presence is told. */
export async function describeIdentityProviders(db: Database, tenantId: number) {
  const rows = await listProviders(db, tenantId);
  return rows.map(({ sealedSecret, ...rest }) => ({
    ...rest,
    minimumLevel: effectiveMinimum(rest.service, rest.mode === 'oidc' ? rest.minimumLevel : null),
    hasClientSecret: sealedSecret !== null,
  }));
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  clientAuthMethod: ClientAuthMethod;
  scopes: string;
  subjectClaim: string;
  acrClaim: string;
  /** The minimum that applies (for the business service never below EH2); null: not checked. */
  minimumLevel: string | null;
  branchesClaim: string | null;
  /** Changes whenever the operator changes the settings; keys the client cache. */
  version: string;
}

export type IdentityProvider = { mode: 'simulator' } | { mode: 'oidc'; settings: OidcSettings };

/** True when this tenant's service runs on the built-in simulator now (and simulators are allowed). */
export async function usesSimulator(
  db: Database,
  env: IdentityEnv,
  tenantId: number,
  service: IdentityService,
): Promise<boolean> {
  if (!env.simulatorsAllowed) return false;
  const row = await findProvider(db, tenantId, service);
  return !row || row.mode === 'simulator';
}

/** How this tenant reaches this service now; undefined when it cannot (simulators off, nothing configured). */
export async function resolveIdentityProvider(
  db: Database,
  env: IdentityEnv,
  tenantId: number,
  service: IdentityService,
): Promise<IdentityProvider | undefined> {
  const row = await findProvider(db, tenantId, service);
  if (!row || row.mode === 'simulator') return env.simulatorsAllowed ? { mode: 'simulator' } : undefined;
  if (!row.issuer || !row.clientId || !isAllowedIssuer(row.issuer)) {
    throw new Error(`identity provider ${service} of tenant ${tenantId} has an incomplete or invalid issuer`);
  }
  let clientSecret: string | undefined;
  if (row.clientAuthMethod !== 'none') {
    if (!row.sealedSecret) throw new Error(`identity provider ${service} of tenant ${tenantId} has no client secret`);
    if (!env.secretKey) throw new Error('IDENTITY_SECRET_KEY is not set; client secrets cannot be read');
    clientSecret = openSecret(env.secretKey, tenantId, service, row.sealedSecret);
  }
  return {
    mode: 'oidc',
    settings: {
      issuer: row.issuer,
      clientId: row.clientId,
      clientSecret,
      clientAuthMethod: row.clientAuthMethod,
      scopes: row.scopes,
      subjectClaim: row.subjectClaim,
      acrClaim: row.acrClaim,
      minimumLevel: effectiveMinimum(service, row.minimumLevel),
      branchesClaim: row.branchesClaim,
      version: `${tenantId}:${service}:${row.updatedAt.toISOString()}`,
    },
  };
}
