/**
 * The NPR simulator's scan page: it plays the scan car. Plate, NPR area (area-manager id and area
 * id) and moment in; "right registered" or "no right" out, from the simulator's own register.
 * A plain form with GET (the answer is bookmarkable, nothing changes), marked as a test
 * environment, and served only where the NPR simulator is allowed.
 */
import { amsterdamDateTime } from '@parkeerloket/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { escapeHtml, notFoundPage } from '../http/pages.js';
import type { TenantResolver } from '../tenants/index.js';
import { amsterdamMidnight } from './right-plan.js';
import { scanPlate } from './simulator-register.js';

export interface ScanPageOptions {
  db: Database;
  resolveTenant: TenantResolver;
  enabled: boolean;
}

const field = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * A wall-clock moment in Amsterdam (YYYY-MM-DDTHH:mm[:ss], as a datetime-local field sends it) as an instant; an
 * ISO instant with Z (to the millisecond) as itself, for tests that ask about the moment right after an event.
 */
function momentOf(text: string, now: Date): Date | null {
  if (text === '') return now;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [, day, hours, minutes, seconds] = match;
  const midnight = amsterdamMidnight(day as string);
  return new Date(midnight.getTime() + ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0)) * 1000);
}

export async function scanPagePlugin(app: FastifyInstance, options: ScanPageOptions): Promise<void> {
  app.get('/:tenant/simulator/npr/scan', async (request, reply) => {
    const tenant = options.enabled
      ? await options.resolveTenant((request.params as { tenant: string }).tenant)
      : undefined;
    if (!tenant) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    const query = request.query as Record<string, unknown>;
    const plate = field(query.plate, 20)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
    const manager = field(query.manager, 40);
    const area = field(query.area, 40);
    const momentText = field(query.moment, 25);
    const asked = plate !== '' && manager !== '' && area !== '';
    const at = momentOf(momentText, new Date());
    let outcome = '';
    if (asked && at === null) {
      outcome = '<p role="status" id="outcome">Ongeldig moment <span lang="en">(invalid moment)</span></p>';
    } else if (asked && at) {
      const found = await scanPlate(options.db, tenant.id, {
        licensePlate: plate,
        areaManagerId: manager,
        areaId: area,
        at,
      });
      outcome = `<p role="status" id="outcome"><strong>${
        found
          ? 'Recht geregistreerd <span lang="en">(right registered)</span>'
          : 'Geen recht <span lang="en">(no right)</span>'
      }</strong>: ${escapeHtml(plate)} · ${escapeHtml(manager)}/${escapeHtml(area)} · ${escapeHtml(amsterdamDateTime(at))}</p>`;
    }
    const input = (id: string, labelNl: string, labelEn: string, value: string, type = 'text') =>
      `<label for="${id}">${labelNl} <span lang="en">(${labelEn})</span></label><input id="${id}" name="${id}" type="${type}" value="${escapeHtml(value)}">`;
    const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scanauto (testomgeving) | Scan car (test environment)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a;background:#fff;line-height:1.5}
.banner{background:#fff3cd;border:2px solid #7a5900;padding:.5rem 1rem}label{display:block;font-weight:bold;margin-top:1rem}
input{font:inherit;padding:.25rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin-top:1rem}</style>
</head><body><main>
<p class="banner"><strong>Testomgeving</strong> · <span lang="en">Test environment</span>: deze pagina speelt de scanauto van het Nationaal Parkeer Register na.</p>
<h1>Scanauto <span lang="en">(scan car)</span></h1>
<form method="get">
${input('plate', 'Kenteken', 'licence plate', plate)}
${input('manager', 'Gebiedsbeheerder (id)', 'area manager id', manager)}
${input('area', 'Gebied (id)', 'area id', area)}
${input('moment', 'Moment (leeg: nu)', 'moment, empty: now', momentText)}
<button type="submit">Scan <span lang="en">(scan)</span></button>
</form>
${outcome}
</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
