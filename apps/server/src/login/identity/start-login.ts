/**
 * Starting an external login (the forward): bind it to this browser's session, remember what
 * the return must prove (state, nonce, PKCE verifier), and tell the browser where to go.
 */
import { randomBytes } from 'node:crypto';
import { recordAudit } from '../../audit/audit-log.js';
import { enforceLimit } from '../../http/limits.js';
import { forbidden } from '../../http/service-error.js';
import type { Session } from '../../sessions/index.js';
import { ensureSession, type SessionScope } from '../../sessions/index.js';
import type { Tenant } from '../../tenants/index.js';
import { readLoginOptions } from '../../tenants/index.js';
import type { IdentityService } from './identifiers.js';
import type { LoginForward } from './identity-adapter.js';
import { type AdapterDeps, adapterFor } from './identity-adapters.js';
import { deleteExpiredLoginRequests, insertLoginRequest } from './login-request-repository.js';

/** Minutes a user has at the identity service before the login must start again. */
export const LOGIN_REQUEST_MINUTES = 10;
/** Forwards per client address and tenant per minute; each one stores a row. */
const FORWARD_LIMIT = { max: 30, windowMs: 60_000 };

/** 256 random bits, URL-safe: state, nonce and the PKCE verifier (43 characters, within RFC 7636's 43–128). */
function randomValue(): string {
  return randomBytes(32).toString('base64url');
}

export async function startLogin(
  deps: AdapterDeps,
  scope: SessionScope,
  input: { tenant: Tenant; service: IdentityService; session: Session | null; locale: string; ip: string },
): Promise<LoginForward> {
  const { db } = deps;
  const { tenant, service } = input;
  await enforceLimit(db, `login-forward:${tenant.id}:${input.ip}`, FORWARD_LIMIT.max, FORWARD_LIMIT.windowMs);

  const options = await readLoginOptions(db, tenant.id);
  if (!options.includes(service)) {
    await recordAudit(db, tenant.id, {
      event: 'login_forward',
      outcome: 'refused',
      service,
      detail: 'login option not enabled',
    });
    throw forbidden(`login option ${service} not enabled`);
  }

  const adapter = await adapterFor(deps, tenant.id, service);
  if (!adapter) {
    await recordAudit(db, tenant.id, { event: 'login_forward', outcome: 'failure', service, detail: 'not configured' });
    // An enabled option without a broker (and simulators off) is the operator's mistake: the log must say so.
    throw new Error(`identity service ${service} of tenant ${tenant.code} is enabled but not configured`);
  }

  const session = await ensureSession(scope, input.session, input.locale);
  const login = {
    tenantId: tenant.id,
    tenantCode: tenant.code,
    service,
    state: randomValue(),
    nonce: randomValue(),
    codeVerifier: randomValue(),
  };
  let forward: LoginForward;
  try {
    forward = await adapter.start(login);
  } catch (error) {
    await recordAudit(db, tenant.id, {
      event: 'login_forward',
      outcome: 'failure',
      service,
      detail: 'identity service unreachable or misconfigured',
    });
    throw error;
  }
  await deleteExpiredLoginRequests(db, tenant.id);
  await insertLoginRequest(
    db,
    tenant.id,
    { state: login.state, sessionId: session.id, service, nonce: login.nonce, codeVerifier: login.codeVerifier },
    LOGIN_REQUEST_MINUTES,
  );
  await recordAudit(db, tenant.id, { event: 'login_forward', outcome: 'success', service });
  return forward;
}
