/**
 * Staff sign-in (decision 032), outside the JSON API: the browser is sent here and back.
 * - POST /{tenant}/beheer/aanmelden/simulator (form: `staff` = a demo member's key, optional `name`):
 *   the built-in simulator (development only; refused in production unless the simulators are switched
 *   on, and for a municipality that uses its provider).
 * A failed sign-in goes back to the sign-in page with `?fout=<reason>`, which the staff app explains.
 */
import formbody from '@fastify/formbody';
import { stripControlCharacters } from '@parkeerloket/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { resolveLocale } from '../../http/locale.js';
import { isCrossSite } from '../../http/security-headers.js';
import { LANGUAGE_COOKIE } from '../../http/services-plugin.js';
import { readIdentityEnv } from '../../login/index.js';
import { readStaffSettings } from '../../staff-settings/index.js';
import type { Tenant, TenantResolver } from '../../tenants/index.js';
import { setStaffCookie } from '../sessions/staff-cookie.js';
import { insertStaffSession } from '../sessions/staff-session-repository.js';
import { findDemoStaff } from './demo-staff.js';

export interface StaffSignInOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
}

export type SignInFailure = 'simulator-off' | 'unknown-staff' | 'cross-site' | 'provider' | 'no-roles' | 'no-mfa';

export function signInPage(tenantCode: string, failure?: SignInFailure): string {
  return `/${tenantCode}/beheer/aanmelden${failure ? `?fout=${failure}` : ''}`;
}

export async function staffSignInRoutes(app: FastifyInstance, options: StaffSignInOptions): Promise<void> {
  const { config, db, resolveTenant } = options;
  await app.register(formbody, { bodyLimit: 4096 });

  const lifetime = { idleMinutes: config.STAFF_SESSION_IDLE_MINUTES, maxHours: config.STAFF_SESSION_MAX_HOURS };

  async function simulatorAllowed(tenant: Tenant): Promise<boolean> {
    if (!readIdentityEnv(config.NODE_ENV).simulatorsAllowed) return false;
    return (await readStaffSettings(db, tenant.id)).mode === 'simulator';
  }

  const back = (reply: FastifyReply, tenant: Tenant, failure: SignInFailure) =>
    reply.header('cache-control', 'no-store').redirect(signInPage(tenant.code, failure), 303);

  app.post('/:tenant/beheer/aanmelden/simulator', async (request, reply) => {
    const tenant = await resolveTenant((request.params as { tenant: string }).tenant);
    if (!tenant) return reply.code(404).send();
    if (isCrossSite(request, config)) return back(reply, tenant, 'cross-site');
    if (!(await simulatorAllowed(tenant))) return back(reply, tenant, 'simulator-off');
    const body = request.body as { staff?: unknown; name?: unknown } | undefined;
    const member = typeof body?.staff === 'string' ? findDemoStaff(body.staff) : undefined;
    if (!member) return back(reply, tenant, 'unknown-staff');
    // Tests give a demo member a name of their own, so two tests' reviewers are two people (claims, four eyes).
    const ownName = typeof body?.name === 'string' ? stripControlCharacters(body.name).trim().slice(0, 80) : '';
    const locale = resolveLocale({
      cookieLocale: request.cookies?.[LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
      tenantDefault: tenant.defaultLocale,
    });
    const { token } = await insertStaffSession(
      db,
      tenant.id,
      {
        staffId: ownName ? `simulator:${member.key}:${ownName}` : `simulator:${member.key}`,
        name: ownName || member.name,
        roles: member.roles,
        locale,
        signInMethod: 'simulator',
      },
      lifetime,
    );
    setStaffCookie(reply, config, tenant.code, token);
    request.log.info({ tenant: tenant.code, staff: member.key }, 'staff signed in (simulator)');
    return reply.header('cache-control', 'no-store').redirect(`/${tenant.code}/beheer/`, 303);
  });
}
