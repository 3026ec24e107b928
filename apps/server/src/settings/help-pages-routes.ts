/**
 * `GET /{tenant}/help-pages`: the municipality's contact details and accessibility statement for the web
 * app's public *Contact en hulp* and accessibility screens (decision 031). Beside the services, as the
 * permit proof (decision 028): the contract lists exactly the specification's calls, and these pages are
 * none of them. Public and the same for everyone, so no session is read; the answer is kept briefly per
 * instance like the settings map (tenants/tenant-answers-cache.ts).
 */
import {
  accessibilityStatementSchema,
  contactDetailsSchema,
  HELP_PAGES_PATH,
  type HelpPages,
} from '@parkeerloket/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { cachedTenantAnswer, readHelpPages, type TenantResolver } from '../tenants/index.js';

export interface HelpPagesRoutesOptions {
  db: Database;
  resolveTenant: TenantResolver;
}

/**
 * The stored pages, each checked again by the contract's schema: a page stored under an older form of
 * the schema is answered as not written (null, the web app says so) rather than as something it cannot show.
 */
export async function tenantHelpPages(db: Database, tenantId: number): Promise<HelpPages> {
  return cachedTenantAnswer(db, tenantId, 'help-pages', async () => {
    const stored = await readHelpPages(db, tenantId);
    const contact = contactDetailsSchema.safeParse(stored.contact);
    const accessibility = accessibilityStatementSchema.safeParse(stored.accessibility);
    return {
      contact: contact.success ? contact.data : null,
      accessibility: accessibility.success ? accessibility.data : null,
    };
  });
}

export async function helpPagesRoutesPlugin(app: FastifyInstance, options: HelpPagesRoutesOptions): Promise<void> {
  const { db, resolveTenant } = options;
  app.get(`/:tenant/${HELP_PAGES_PATH}`, async (request, reply) => {
    const tenant = await resolveTenant((request.params as { tenant: string }).tenant);
    if (!tenant) return reply.code(404).header('cache-control', 'no-store').send({ error: 'UNKNOWN_TENANT' });
    // no-cache: the browser asks again each time, so an operator's change shows on the next visit.
    return reply.header('cache-control', 'no-cache').send(await tenantHelpPages(db, tenant.id));
  });
}
