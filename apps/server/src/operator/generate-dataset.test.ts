import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/support.js';
import { generateDataset } from './generate-dataset.js';

const { db } = await testDatabase();

async function count(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return Number((await query.execute(db)).rows[0]?.n);
}

describe('the generated data set', () => {
  it('makes a small, valid data set: every permit with its request, plate and paid invoice, in its own municipality', async () => {
    const set = await generateDataset(db, { municipalities: 3, permits: 120, prefix: 'gentest', batch: 40 });
    expect(set.codes).toEqual(['gentest1', 'gentest2', 'gentest3']);
    const ids = sql.join(set.tenantIds);
    expect(await count(sql`select count(*)::int as n from permits where tenant_id in (${ids})`)).toBe(120);
    expect(await count(sql`select count(*)::int as n from requests where tenant_id in (${ids})`)).toBe(120);
    expect(await count(sql`select count(*)::int as n from request_plates where tenant_id in (${ids})`)).toBe(120);
    expect(
      await count(sql`select count(*)::int as n from invoices where tenant_id in (${ids}) and status = 'PAID'`),
    ).toBe(120);
    expect(await count(sql`select count(*)::int as n from documents where tenant_id in (${ids})`)).toBeGreaterThan(0);
    // Spread over every municipality.
    const perTenant = await sql<{ tenant_id: number; n: number }>`
      select tenant_id, count(*)::int as n from permits where tenant_id in (${ids}) group by tenant_id`.execute(db);
    expect(perTenant.rows).toHaveLength(3);
    // Each permit's request, invoice and resident belong to the same municipality and resident.
    expect(
      await count(sql`
        select count(*)::int as n from permits p
        join requests r on r.tenant_id = p.tenant_id and r.id = p.request_id and r.relation_id = p.relation_id
        join invoices i on i.tenant_id = p.tenant_id and i.request_id = r.id and i.relation_id = p.relation_id
        join relations rel on rel.tenant_id = p.tenant_id and rel.id = p.relation_id
        where p.tenant_id in (${ids})`),
    ).toBe(120);
    // The two residents of the statement count: one permit and fifty.
    expect(await count(sql`select count(*)::int as n from permits where relation_id = ${set.oneRelationId}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from permits where relation_id = ${set.fiftyRelationId}`)).toBe(
      50,
    );
  });

  it('can be added to a database that holds data, and the server numbers on after it', async () => {
    const set = await generateDataset(db, { municipalities: 1, permits: 60, prefix: 'genmore' });
    const tenantId = set.tenantIds[0] ?? 0;
    const relation = await db
      .insertInto('relations')
      .values({ tenant_id: tenantId, relation_type: 'P', email: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(relation.id).toBeGreaterThan(set.oneRelationId);
  });
});
