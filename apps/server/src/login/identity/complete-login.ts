/**
 * Completing an external login (the callback): the return must belong to a login this
 * browser started here, not yet used and not expired; the adapter proves the identity; the
 * relation is found or created and a fresh session starts for it. Every outcome is audited.
 */
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../audit/audit-log.js';
import type { Config } from '../../config.js';
import { enforceLimit } from '../../http/limits.js';
import { ServiceError } from '../../http/service-error.js';
import { consultRegisters } from '../../registers/index.js';
import { relationForIdentity } from '../../relations/index.js';
import { beginLogin, type SessionScope, touchSession } from '../../sessions/index.js';
import type { Tenant } from '../../tenants/index.js';
import { isIdentityService } from './identifiers.js';
import { IdentityRefusal, type PendingLogin } from './identity-adapter.js';
import { type AdapterDeps, adapterFor } from './identity-adapters.js';
import { consumeLoginRequest, loginRequestExists } from './login-request-repository.js';
import { usesSimulator } from './provider-settings.js';

/** Callbacks per client address and tenant per minute. */
const CALLBACK_LIMIT = { max: 30, windowMs: 60_000 };

export interface CompleteLoginDeps extends AdapterDeps {
  config: Config;
  log: FastifyBaseLogger;
}

export interface CompleteLoginInput {
  tenant: Tenant;
  service: string;
  /** The callback's query; null when it was malformed (a parameter given twice). */
  query: Readonly<Record<string, string>> | null;
  sessionToken: string | undefined;
  ip: string;
}

export type CompleteLoginOutcome = { ok: true } | { ok: false; cancelled: boolean };

export async function completeLogin(
  deps: CompleteLoginDeps,
  scope: SessionScope,
  input: CompleteLoginInput,
): Promise<CompleteLoginOutcome> {
  const { db, log } = deps;
  const { tenant, query } = input;
  const service = isIdentityService(input.service) ? input.service : null;

  const fail = async (outcome: 'refused' | 'failure', detail: string, cancelled = false) => {
    log.info({ tenant: tenant.code, service, outcome, reason: detail }, 'external login not completed');
    await recordAudit(db, tenant.id, { event: 'login_callback', outcome, service, detail });
    return { ok: false as const, cancelled };
  };

  try {
    await enforceLimit(db, `login-callback:${tenant.id}:${input.ip}`, CALLBACK_LIMIT.max, CALLBACK_LIMIT.windowMs);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    log.warn({ tenant: tenant.code }, 'login callbacks rate limited');
    return { ok: false, cancelled: false };
  }

  if (!service) return fail('refused', 'unknown service');
  if (!query) return fail('refused', 'malformed callback');
  const state = query.state;
  if (!state || state.length > 200) return fail('refused', 'state missing');

  const current = input.sessionToken
    ? await touchSession(db, tenant.id, input.sessionToken, deps.config.SESSION_IDLE_MINUTES)
    : undefined;
  const request = await consumeLoginRequest(db, tenant.id, state, current?.id ?? '');
  if (!request) {
    if (!(await loginRequestExists(db, tenant.id, state))) return fail('refused', 'state unknown or already used');
    return fail('refused', current ? 'state of another browser session' : 'no live session in this browser');
  }
  if (request.expired) return fail('refused', 'login request expired');
  if (request.service !== service) return fail('refused', 'state of another service');

  if (query.error !== undefined) {
    const cancelled = query.error === 'access_denied';
    return fail(
      'failure',
      cancelled ? 'cancelled at the identity service' : 'identity service answered an error',
      cancelled,
    );
  }

  const adapter = await adapterFor(deps, tenant.id, service);
  if (!adapter) return fail('failure', 'identity service not available');
  const login: PendingLogin = {
    tenantId: tenant.id,
    tenantCode: tenant.code,
    service,
    state: request.state,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
  };
  let identity: Awaited<ReturnType<typeof adapter.complete>>;
  try {
    identity = await adapter.complete(query, login);
  } catch (error) {
    if (error instanceof IdentityRefusal) return fail('failure', error.reason);
    throw error;
  }
  if (identity.service !== service) return fail('failure', 'identity of another service');

  // Outside the transaction: a register may take seconds, and it never makes the login fail.
  const simulated = await usesSimulator(db, deps.env, tenant.id, service);
  const consulted = await consultRegisters({ db, env: deps.env, log }, tenant.id, identity, simulated);

  // The cookie is set only once the new session is committed; a rollback must not leave the browser a dead token.
  let token: string | undefined;
  const relationId = await db.transaction().execute(async (trx) => {
    const id = await relationForIdentity(trx, tenant.id, consulted.identity, consulted.register?.status);
    if (consulted.register) {
      // Who, when (the row's time) and which register; never what it answered.
      await recordAudit(trx, tenant.id, {
        event: 'register_lookup',
        outcome: consulted.register.status === 'unavailable' ? 'failure' : 'success',
        relationId: id,
        service: consulted.register.register,
        detail: `${consulted.register.kind}: ${consulted.register.status.replace('_', ' ')}`,
      });
    }
    await beginLogin(
      { ...scope, db: trx, cookies: { setSessionToken: (value) => (token = value), clearSessionToken: () => {} } },
      current ?? null,
      { relationId: id, service, pending: null, locale: null },
    );
    await recordAudit(trx, tenant.id, { event: 'login_callback', outcome: 'success', relationId: id, service });
    return id;
  });
  if (token) scope.cookies.setSessionToken(token);
  log.info({ tenant: tenant.code, service, relationId }, 'external login completed');
  return { ok: true };
}
