/**
 * The outbox as a page, for test environments: with the simulators on, whoever runs the demo
 * or the browser tests reads the e-mails (codes, links) the portal "sent". Never served when
 * the simulators are off, because the bodies hold live codes and links. In production, where
 * the simulators can only be forced on, the bodies are just as live and the page is anyone's
 * way into anyone's login: there it is served only when OUTBOX_PAGE_TOKEN is set, and only to
 * whoever presents it (HTTP Basic, the token as the password, so a browser can ask for it).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { escapeHtml, notFoundPage, simplePage } from '../http/pages.js';
import type { TenantResolver } from '../tenants/index.js';
import { readOutbox } from './outbox-repository.js';

export interface OutboxPageOptions {
  db: Database;
  resolveTenant: TenantResolver;
  enabled: boolean;
  production: boolean;
  /** The operator's credential (OUTBOX_PAGE_TOKEN); asked for whenever it is set. */
  token: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the token as the password of HTTP Basic, compared in constant time. */
function presentsToken(request: FastifyRequest, token: string): boolean {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  const decoded = basic?.[1] ? Buffer.from(basic[1], 'base64').toString('utf8') : '';
  const password = decoded.slice(decoded.indexOf(':') + 1);
  // Digests of equal length, so neither the comparison nor a length check tells how much was right.
  return basic !== null && decoded.includes(':') && timingSafeEqual(digest(password), digest(token));
}

export async function outboxPagePlugin(app: FastifyInstance, options: OutboxPageOptions): Promise<void> {
  const served = options.enabled && (!options.production || options.token !== undefined);
  app.get('/:tenant/simulator/outbox', async (request, reply) => {
    if (served && options.token !== undefined && !presentsToken(request, options.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Basic realm="outbox", charset="UTF-8"')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          simplePage(
            'Aanmelden nodig',
            'Sign-in required',
            'Deze pagina van de testomgeving opent alleen met het token van de beheerder (OUTBOX_PAGE_TOKEN) als wachtwoord.',
            'This test-environment page opens only with the operator’s token (OUTBOX_PAGE_TOKEN) as the password.',
          ),
        );
    }
    const tenant = served ? await options.resolveTenant((request.params as { tenant: string }).tenant) : undefined;
    if (!tenant) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    const to = (request.query as { to?: unknown }).to;
    const messages = await readOutbox(options.db, tenant.id, {
      to: typeof to === 'string' && to !== '' ? to : undefined,
      limit: 20,
    });
    const items = messages
      .map(
        (m) => `<article aria-labelledby="m${m.id}">
<h2 id="m${m.id}">${escapeHtml(m.subject)}</h2>
<p>Aan / To: <span class="to">${escapeHtml(m.to)}</span> · ${escapeHtml(m.createdAt.toISOString())} · ${escapeHtml(m.template)}</p>
<pre>${escapeHtml(m.body)}</pre>
${m.attachments.length > 0 ? `<p>Bijlagen / Attachments: ${m.attachments.map((a) => `<span class="attachment">${escapeHtml(a.filename)}</span>`).join(', ')}</p>` : ''}
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Testomgeving: verzonden e-mail | Test environment: sent e-mail</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a;background:#fff;line-height:1.5}
.banner{background:#fff3cd;border:2px solid #7a5900;padding:.5rem 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.75rem;border:1px solid #666}
article{border-top:1px solid #666;margin-top:1rem}label{display:block;font-weight:bold}input{font:inherit;padding:.25rem}button{font:inherit;padding:.25rem .75rem}</style>
</head><body><main>
<p class="banner"><strong>Testomgeving</strong> · <span lang="en">Test environment</span>: e-mail van ${escapeHtml(tenant.name)} wordt hier getoond in plaats van verstuurd.</p>
<h1>Verzonden e-mail <span lang="en">(sent e-mail)</span></h1>
<form method="get"><label for="to">Aan / To</label><input id="to" name="to" type="email" value="${escapeHtml(typeof to === 'string' ? to : '')}"> <button type="submit">Filter</button></form>
${items || '<p>Geen berichten. <span lang="en">No messages.</span></p>'}
</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
