/**
 * The parking-app simulator's page (docs/adapters/parking-app.md): the e-mailed link opens it, it
 * shows the product and links it to an app account on a button, as the real app would, and then
 * reports back through `confirmPermitplusLink`. Served only while the simulators are on.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.js';
import { escapeHtml, notFoundPage } from '../http/pages.js';
import type { TenantResolver } from '../tenants/index.js';
import { confirmPermitplusLink, permitplusLinkOf } from './permitplus-service.js';

export interface ParkingAppPageOptions {
  db: Database;
  resolveTenant: TenantResolver;
  enabled: boolean;
}

function page(reply: FastifyReply, body: string) {
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parkeerapp (testomgeving) | Parking app (test environment)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a;background:#fff;line-height:1.5}
.banner{background:#fff3cd;border:2px solid #7a5900;padding:.5rem 1rem}label{display:block;font-weight:bold;margin-top:1rem}
input{font:inherit;padding:.25rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin-top:1rem}</style>
</head><body><main>
<p class="banner"><strong>Testomgeving</strong> · <span lang="en">Test environment</span>: deze pagina speelt de parkeerapp na.</p>
${body}
</main></body></html>`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

export async function parkingAppPagePlugin(app: FastifyInstance, options: ParkingAppPageOptions): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const tenantOf = async (params: unknown) =>
    options.enabled ? options.resolveTenant((params as { tenant: string }).tenant) : undefined;

  app.get('/:tenant/simulator/parking-app/link', async (request, reply) => {
    const tenant = await tenantOf(request.params);
    const token = (request.query as { token?: unknown }).token;
    const link =
      tenant && typeof token === 'string'
        ? await permitplusLinkOf(options.db, tenant.id, token, new Date(), 'nl_NL')
        : null;
    if (!tenant || !link) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    if (link.linkedEmail) {
      return page(
        reply,
        `<h1>Parkeerapp <span lang="en">(parking app)</span></h1><p>${escapeHtml(link.product)} is gekoppeld aan account <strong>${escapeHtml(link.linkedEmail)}</strong>. <span lang="en">Linked.</span></p>`,
      );
    }
    return page(
      reply,
      `<h1>Product koppelen <span lang="en">(link product)</span></h1>
<p>${escapeHtml(link.product)}</p>
<form method="post">
<input type="hidden" name="token" value="${escapeHtml(token as string)}">
<label for="email">E-mailadres van uw app-account <span lang="en">(e-mail address of your app account)</span></label>
<input id="email" name="email" type="email" required value="${escapeHtml(link.emailAddress)}">
<button type="submit">Koppel account <span lang="en">(link account)</span></button>
</form>`,
    );
  });

  app.post('/:tenant/simulator/parking-app/link', async (request, reply) => {
    const tenant = await tenantOf(request.params);
    const body = (request.body ?? {}) as { token?: unknown; email?: unknown };
    const token = typeof body.token === 'string' ? body.token : '';
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : '';
    const ok =
      tenant && email.includes('@') && (await confirmPermitplusLink(options.db, tenant.id, token, email, new Date()));
    if (!ok || !tenant) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    return reply.redirect(`/${tenant.code}/simulator/parking-app/link?token=${encodeURIComponent(token)}`, 303);
  });
}
