/**
 * Staff sign-in through the municipality's own OpenID Connect provider (decision 032):
 * - GET /{tenant}/beheer/aanmelden/start: authorization code flow with PKCE (S256); state, nonce and
 *   the code verifier travel in a sealed, HttpOnly cookie on the sign-in path only, so the answer is
 *   accepted only in the browser that started it, once, within ten minutes.
 * - GET /{tenant}/beheer/aanmelden/terug: the provider's answer. The ID token's signature, issuer,
 *   audience, expiry, state, nonce and PKCE are checked by openid-client (the residents' client
 *   configuration, login area); MFA from the ID token's `amr`/`acr` when required (always in
 *   production); the roles from the group claim through the municipality's mapping. No mapped group:
 *   no session.
 * Failures go back to the sign-in page (`?fout=provider | no-mfa | no-roles`), which explains them.
 * A refusal of someone the provider did identify (no MFA, no mapped group) is also an audit row
 * (`sign-in-refused`, with the reason), so a beheerder or auditor sees who tried; failures without an
 * identity (a tampered, replayed or expired answer) are only logged: anyone can make those, and strangers
 * must not be able to fill an append-only table. An unknown municipality has no audit to write to (404).
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { resolveLocale } from '../../http/locale.js';
import { openSecret, sealSecret } from '../../http/secret-box.js';
import { LANGUAGE_COOKIE } from '../../http/services-plugin.js';
import { oidcClientConfiguration, oidcFailureReason, readIdentityEnv } from '../../login/index.js';
import { isSecureRequest } from '../../sessions/index.js';
import { mfaShown, resolveStaffOidc, rolesFromGroups, type StaffSignInEnv } from '../../staff-settings/index.js';
import type { Tenant, TenantResolver } from '../../tenants/index.js';
import { insertStaffAudit } from '../audit/staff-audit-repository.js';
import { setStaffCookie } from '../sessions/staff-cookie.js';
import { insertStaffSession } from '../sessions/staff-session-repository.js';
import { type SignInFailure, signInPage } from './sign-in-routes.js';

export const STAFF_LOGIN_COOKIE = 'pl_staff_login';
const LOGIN_SEAL_PURPOSE = 'staff-oidc-login';
const PENDING_MS = 10 * 60_000;

interface Pending {
  state: string;
  nonce: string;
  verifier: string;
  at: number;
}

export interface StaffOidcOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
}

const signInPath = (tenantCode: string) => `/${tenantCode}/beheer/aanmelden`;

export function staffCallbackUrl(publicUrl: string, tenantCode: string): string {
  return new URL(`${signInPath(tenantCode)}/terug`, publicUrl).toString();
}

function textClaim(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : undefined;
}

/** The group claim as the audit keeps it: texts only, at most 50 of 200 characters. */
function groupsForAudit(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list
    .filter((group): group is string => typeof group === 'string')
    .slice(0, 50)
    .map((group) => group.slice(0, 200));
}

/** The audit row of a refused sign-in of someone the provider identified: no session, no roles. */
async function recordRefusedSignIn(
  db: Database,
  tenantId: number,
  refusal: { failure: SignInFailure; reason: string; claims: Record<string, unknown>; groupClaim: string },
  clientIp: string,
): Promise<void> {
  const subject = String(refusal.claims.sub ?? '').slice(0, 290);
  await insertStaffAudit(db, tenantId, {
    staffId: `oidc:${subject}`,
    staffName: textClaim(refusal.claims, 'name') ?? textClaim(refusal.claims, 'preferred_username') ?? subject,
    roles: [],
    action: 'sign-in-refused',
    objectType: 'staff-sign-in',
    objectId: subject || '-',
    relationId: null,
    before: undefined,
    after: { failure: refusal.failure, groups: groupsForAudit(refusal.claims[refusal.groupClaim]) },
    reason: `${refusal.failure}: ${refusal.reason}`.slice(0, 500),
    clientIp,
  });
}

export async function staffOidcRoutes(app: FastifyInstance, options: StaffOidcOptions): Promise<void> {
  const { config, db, resolveTenant } = options;
  // Read per request, as the residents' sign-in does: the key may be set after the app is built (tests).
  const signInEnv = (): StaffSignInEnv => ({
    secretKey: readIdentityEnv(config.NODE_ENV).secretKey,
    production: config.NODE_ENV === 'production',
  });
  const lifetime = { idleMinutes: config.STAFF_SESSION_IDLE_MINUTES, maxHours: config.STAFF_SESSION_MAX_HOURS };

  const back = (reply: FastifyReply, tenant: Tenant, failure: SignInFailure) =>
    reply.header('cache-control', 'no-store').redirect(signInPage(tenant.code, failure), 303);

  async function tenantOf(request: FastifyRequest): Promise<Tenant | undefined> {
    return resolveTenant((request.params as { tenant: string }).tenant);
  }

  app.get('/:tenant/beheer/aanmelden/start', async (request, reply) => {
    const tenant = await tenantOf(request);
    if (!tenant) return reply.code(404).send();
    const env = signInEnv();
    const settings = await resolveStaffOidc(db, env, tenant.id);
    if (!settings || !env.secretKey || !config.PUBLIC_URL) return back(reply, tenant, 'provider');
    try {
      const configuration = await oidcClientConfiguration(settings);
      const pending: Pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        at: Date.now(),
      };
      const parameters: Record<string, string> = {
        redirect_uri: staffCallbackUrl(config.PUBLIC_URL, tenant.code),
        scope: 'openid profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
      };
      if (settings.mfaRequired) {
        // Ask for amr and acr in the ID token (OpenID Connect Core 5.5); Entra ID sends amr anyway.
        parameters.claims = JSON.stringify({ id_token: { amr: null, acr: null } });
        if (settings.mfaAcrValues.length > 0) parameters.acr_values = settings.mfaAcrValues.join(' ');
      }
      const url = oidc.buildAuthorizationUrl(configuration, parameters);
      // Lax, not Strict: the provider sends the browser back by a cross-site top-level GET.
      reply.setCookie(
        STAFF_LOGIN_COOKIE,
        sealSecret(env.secretKey, tenant.id, LOGIN_SEAL_PURPOSE, JSON.stringify(pending)),
        {
          path: signInPath(tenant.code),
          httpOnly: true,
          sameSite: 'lax',
          secure: isSecureRequest(reply, config),
          maxAge: PENDING_MS / 1000,
        },
      );
      return reply.header('cache-control', 'no-store').redirect(url.toString(), 303);
    } catch (error) {
      request.log.warn({ tenant: tenant.code, reason: oidcFailureReason(error) }, 'staff sign-in could not start');
      return back(reply, tenant, 'provider');
    }
  });

  app.get('/:tenant/beheer/aanmelden/terug', async (request, reply) => {
    const tenant = await tenantOf(request);
    if (!tenant) return reply.code(404).send();
    const sealed = request.cookies?.[STAFF_LOGIN_COOKIE];
    // One answer per start: the pending sign-in is gone whatever happens next.
    reply.clearCookie(STAFF_LOGIN_COOKIE, { path: signInPath(tenant.code) });
    const env = signInEnv();
    const settings = await resolveStaffOidc(db, env, tenant.id);
    const refuse = async (failure: SignInFailure, reason: string, identified?: Record<string, unknown>) => {
      request.log.warn({ tenant: tenant.code, reason }, 'staff sign-in refused');
      if (identified && settings) {
        const refusal = { failure, reason, claims: identified, groupClaim: settings.groupClaim };
        await recordRefusedSignIn(db, tenant.id, refusal, request.ip);
      }
      return back(reply, tenant, failure);
    };
    if (!settings || !env.secretKey || !config.PUBLIC_URL) return refuse('provider', 'not configured');
    let pending: Pending;
    try {
      if (!sealed) throw new Error('no pending sign-in in this browser');
      pending = JSON.parse(openSecret(env.secretKey, tenant.id, LOGIN_SEAL_PURPOSE, sealed)) as Pending;
      if (!(Date.now() - pending.at < PENDING_MS)) throw new Error('pending sign-in expired');
    } catch (error) {
      return refuse('provider', error instanceof Error ? error.message : 'pending sign-in unreadable');
    }

    let claims: Record<string, unknown>;
    try {
      const configuration = await oidcClientConfiguration(settings);
      const currentUrl = new URL(staffCallbackUrl(config.PUBLIC_URL, tenant.code));
      for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
        if (typeof value === 'string') currentUrl.searchParams.set(name, value);
      }
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token');
      // MFA is read from the signed ID token only.
      if (settings.mfaRequired && !mfaShown(idClaims, settings.mfaAcrValues)) {
        const reason = `no MFA in acr/amr (acr ${String(idClaims.acr)}, amr ${JSON.stringify(idClaims.amr)})`;
        return await refuse('no-mfa', reason, { ...idClaims });
      }
      claims = { ...idClaims };
      if (!(settings.groupClaim in idClaims) && configuration.serverMetadata().userinfo_endpoint) {
        // Keycloak and ADFS often put groups in the user info answer rather than the ID token.
        const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
        claims = { ...userInfo, ...idClaims };
      }
    } catch (error) {
      return refuse('provider', oidcFailureReason(error));
    }

    const roles = rolesFromGroups(claims[settings.groupClaim], settings.roleMapping);
    if (roles.length === 0) return refuse('no-roles', `no mapped group in ${settings.groupClaim}`, claims);
    const subject = String(claims.sub);
    const name = textClaim(claims, 'name') ?? textClaim(claims, 'preferred_username') ?? subject;
    const locale = resolveLocale({
      cookieLocale: request.cookies?.[LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
      tenantDefault: tenant.defaultLocale,
    });
    const { token } = await insertStaffSession(
      db,
      tenant.id,
      { staffId: `oidc:${subject}`.slice(0, 300), name, roles, locale, signInMethod: 'oidc' },
      lifetime,
    );
    setStaffCookie(reply, config, tenant.code, token);
    request.log.info({ tenant: tenant.code, staff: subject, roles }, 'staff signed in (provider)');
    return reply.header('cache-control', 'no-store').redirect(`/${tenant.code}/beheer/`, 303);
  });
}
