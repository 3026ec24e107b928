/**
 * Refund orders to export (termination's SEPA export and the operator's refund commands): a tenant
 * with the permits catalogue and one company relation, and per order an issued monthly permit with
 * the refund order on it.
 */
import type { Database } from '../db/database.js';
import type { Tenant } from '../tenants/index.js';
import { insertRefundOrder } from '../termination/index.js';
import { createRelation, createTenant } from './support.js';
import { importPermitsCatalogue, issuePermit } from './test-permits.js';

export interface RefundOrderFixture {
  amountCents: number;
  iban: string;
  owner: string;
}

export async function tenantWithRefundOrders(
  db: Database,
  orders: RefundOrderFixture[],
  status: 'OPEN' | 'PLANNED' = 'OPEN',
): Promise<Tenant> {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { relationType: 'C', name: 'Bakkerij BV' });
  // An address to write to: the refund's messages (issue 26) need one.
  await db
    .updateTable('relations')
    .set({ email: 'bakkerij@example.nl' })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', relationId)
    .execute();
  for (const order of orders) {
    const root = await issuePermit(db, tenant, relationId, {
      type: 'MAAND',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      priceCents: 12_000,
    });
    const permit = await db
      .selectFrom('permits')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('request_id', '=', root)
      .executeTakeFirstOrThrow();
    await insertRefundOrder(db, tenant.id, {
      relationId,
      permitId: permit.id,
      amountCents: order.amountCents,
      iban: order.iban,
      owner: order.owner,
      endDate: '2026-03-10',
      status,
    });
  }
  return tenant;
}
