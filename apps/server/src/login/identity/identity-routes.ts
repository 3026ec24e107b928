/**
 * The browser-facing routes of external logins, outside the services contract: the callback a
 * broker (or simulator) sends the browser back to, and the simulators' test pages. Whatever
 * goes wrong, the browser is sent back to the login screen with a flag, never shown an error
 * page or a stack trace; the reason is in the audit log and the server log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/audit-log.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { enforceLimit } from '../../http/limits.js';
import { notFoundPage, simplePage } from '../../http/pages.js';
import { isCrossSite } from '../../http/security-headers.js';
import { ServiceError } from '../../http/service-error.js';
import { SESSION_COOKIE, sessionScopeFor } from '../../sessions/index.js';
import type { Tenant, TenantResolver } from '../../tenants/index.js';
import { completeLogin } from './complete-login.js';
import { type IdentityService, isIdentityService } from './identifiers.js';
import { readIdentityEnv } from './identity-env.js';
import { isLoginRequestLive } from './login-request-repository.js';
import { usesSimulator } from './provider-settings.js';
import {
  chooseSimulatorIdentity,
  issueSimulatorCode,
  type SimulatorForm,
  simulatorForm,
  simulatorLevels,
} from './simulator/simulator-login.js';
import { renderSimulatorGonePage, renderSimulatorPage, type SimulatorProblem } from './simulator/simulator-page.js';

export interface IdentityRoutesOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
}

const FORM = 'application/x-www-form-urlencoded';
/** Simulator form posts per client address and tenant per minute. */
const SIMULATOR_LIMIT = { max: 30, windowMs: 60_000 };

/** One value per name; a name given twice makes the whole query suspect (parameter pollution). */
function singleValues(source: unknown): Record<string, string> | null {
  if (!source || typeof source !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (typeof value !== 'string') return null;
    out[name] = value;
  }
  return out;
}

const unavailablePage = () =>
  simplePage(
    'Inloggen lukt nu niet',
    'Login is not possible now',
    'Probeer het later opnieuw. Excuses voor het ongemak.',
    'Please try again later. Sorry for the inconvenience.',
  );

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export async function identityRoutesPlugin(app: FastifyInstance, options: IdentityRoutesOptions): Promise<void> {
  const { config, db, resolveTenant } = options;
  // Read once now so a bad value stops the server at start; read again per request so tests and operators see changes.
  readIdentityEnv(config.NODE_ENV);
  const identityEnv = () => readIdentityEnv(config.NODE_ENV);

  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    const params = new URLSearchParams(body as string);
    const grouped: Record<string, string | string[]> = {};
    for (const [name, value] of params) {
      const existing = grouped[name];
      grouped[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
    done(null, grouped);
  });

  // These routes answer browsers with pages: an unexpected error gets a plain page, its text only the log.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'identity route failed');
    return sendHtml(reply, status, status === 404 ? notFoundPage() : unavailablePage());
  });

  app.get('/:tenant/login/callback/:service', async (request, reply) => {
    const params = request.params as { tenant: string; service: string };
    const tenant = await resolveTenant(params.tenant);
    if (!tenant) return sendHtml(reply, 404, notFoundPage());
    const back = (path: string) => reply.header('cache-control', 'no-store').redirect(`/${tenant.code}${path}`, 303);
    try {
      const outcome = await completeLogin(
        { db, env: identityEnv(), publicUrl: config.PUBLIC_URL, config, log: request.log },
        sessionScopeFor(reply, db, config, tenant),
        {
          tenant,
          service: params.service,
          query: singleValues(request.query),
          sessionToken: request.cookies[SESSION_COOKIE],
          ip: request.ip,
        },
      );
      if (outcome.ok) return back('/process-login');
      return back(`/login?login_error=${outcome.cancelled ? 'cancelled' : '1'}`);
    } catch (error) {
      request.log.error({ err: error, tenant: tenant.code }, 'external login failed unexpectedly');
      await recordAudit(db, tenant.id, {
        event: 'login_callback',
        outcome: 'failure',
        service: isIdentityService(params.service) ? params.service : null,
        detail: 'unexpected error',
      }).catch(() => undefined);
      return back('/login?login_error=1');
    }
  });

  /** The tenant and service of a simulator request, or undefined after answering 404 (also when simulators are off). */
  async function simulatorTarget(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ tenant: Tenant; service: IdentityService } | undefined> {
    const params = request.params as { tenant: string; service: string };
    const tenant = await resolveTenant(params.tenant);
    const service = params.service;
    if (tenant && isIdentityService(service) && (await usesSimulator(db, identityEnv(), tenant.id, service))) {
      return { tenant, service };
    }
    sendHtml(reply, 404, notFoundPage());
    return undefined;
  }

  function page(
    reply: FastifyReply,
    status: number,
    target: { tenant: Tenant; service: IdentityService },
    state: string,
    problem?: SimulatorProblem,
    values?: SimulatorForm,
  ) {
    const html = renderSimulatorPage({
      tenantCode: target.tenant.code,
      tenantName: target.tenant.name,
      service: target.service,
      state,
      ...simulatorLevels(target.service),
      ...(problem ? { problem } : {}),
      ...(values ? { values } : {}),
    });
    return sendHtml(reply, status, html);
  }

  app.get('/:tenant/simulator/:service', async (request, reply) => {
    const target = await simulatorTarget(request, reply);
    if (!target) return reply;
    const state = singleValues(request.query)?.state ?? '';
    if (state === '' || !(await isLoginRequestLive(db, target.tenant.id, state, target.service))) {
      return sendHtml(reply, 400, renderSimulatorGonePage(target.tenant.code, target.service));
    }
    return page(reply, 200, target, state);
  });

  app.post('/:tenant/simulator/:service', async (request, reply) => {
    const target = await simulatorTarget(request, reply);
    if (!target) return reply;
    const { tenant, service } = target;
    if (isCrossSite(request, config)) return sendHtml(reply, 403, renderSimulatorGonePage(tenant.code, service));
    try {
      await enforceLimit(db, `simulator:${tenant.id}:${request.ip}`, SIMULATOR_LIMIT.max, SIMULATOR_LIMIT.windowMs);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return sendHtml(reply, 429, renderSimulatorGonePage(tenant.code, service));
    }
    const form = simulatorForm.safeParse(request.body ?? {});
    if (!form.success || !(await isLoginRequestLive(db, tenant.id, form.data.state, service))) {
      return sendHtml(reply, 400, renderSimulatorGonePage(tenant.code, service));
    }
    const { state } = form.data;
    const callback = `/${tenant.code}/login/callback/${service}`;
    if (form.data.action === 'cancel') {
      // As a broker does when the user cancels: back to the callback with an OAuth error.
      return reply.redirect(`${callback}?${new URLSearchParams({ error: 'access_denied', state })}`, 303);
    }
    const choice = chooseSimulatorIdentity(service, form.data);
    if ('problem' in choice) return page(reply, 400, target, state, choice.problem, form.data);
    const code = await issueSimulatorCode(db, tenant.id, { state, service }, choice.identity);
    return reply.redirect(`${callback}?${new URLSearchParams({ code, state })}`, 303);
  });
}
