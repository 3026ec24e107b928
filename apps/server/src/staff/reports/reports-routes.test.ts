/**
 * The reports through the staff API (issue 28): permits issued per product per month, revenue per
 * month, in the municipality's own figures only; other roles and another municipality refused.
 */
import { amsterdamDay } from '@parkeerloket/contract';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueIds } from '../../catalogue/index.js';
import { tenantWithRefundOrders } from '../../test/refund-fixtures.js';
import { reviewFixtures } from '../../test/review-fixtures.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, testApp } from '../../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../../test/test-permits.js';

const { app, db } = await testApp();
afterAll(() => app.close());

async function tenantWithFigures() {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { firstname: 'Rita', lastname: 'Rapport' });
  for (const type of ['MAAND', 'MAAND', 'KOSTEN']) {
    await issuePermit(db, tenant, relationId, {
      type,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      priceCents: 100,
    });
  }
  await sql`
    insert into payments (tenant_id, relation_id, reference, method, status, amount_cents, locale, paid_at)
    values (${tenant.id}, ${relationId}, 'report-reference-0000000001', 'paymentlink', 'PAID', 4200, 'nl_NL', now()),
           (${tenant.id}, ${relationId}, 'report-reference-0000000002', 'paymentlink', 'OPEN', 9900, 'nl_NL', null)`.execute(
    db,
  );
  return tenant;
}

describe('the reports', () => {
  it('counts this month’s permits per product and its revenue, for the twelve months up to now', async () => {
    const tenant = await tenantWithFigures();
    await tenantWithFigures();
    const staff = await signInStaff(app, tenant.code, ['financien'], 'Fenna', { db });
    const answer = await staffCall(app, tenant.code, 'GET', '/rapportages', { cookie: staff.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    const month = amsterdamDay(new Date()).slice(0, 7);
    expect(body.months).toHaveLength(12);
    expect(body.to).toBe(month);
    const issued = Object.fromEntries(
      body.permitsPerMonth
        .filter((r: { month: string }) => r.month === month)
        .map((r: { product: string; issued: number }) => [r.product, r.issued]),
    );
    expect(issued).toEqual({ 'Vergunning per maand': 2, 'Vergunning met wijzigkosten': 1 });
    expect(body.moneyPerMonth.find((r: { month: string }) => r.month === month)).toEqual({
      month,
      revenueCents: 4200,
      refundCents: 0,
    });
    expect(body.reviewLeadTime).toEqual([]);
  });

  it('refuses the other roles, another municipality, and a period the wrong way round', async () => {
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    for (const role of ['klantcontact', 'beoordelaar'] as const) {
      const staff = await signInStaff(app, tenant.code, [role], `Rol ${role}`, { db });
      expect((await staffCall(app, tenant.code, 'GET', '/rapportages', { cookie: staff.cookie })).statusCode).toBe(403);
    }
    const elsewhere = await signInStaff(app, other.code, ['beheerder'], 'Elders', { db });
    expect((await staffCall(app, tenant.code, 'GET', '/rapportages', { cookie: elsewhere.cookie })).statusCode).toBe(
      401,
    );
    const staff = await signInStaff(app, tenant.code, ['auditor'], 'Aart', { db });
    const bad = await staffCall(app, tenant.code, 'GET', '/rapportages', {
      cookie: staff.cookie,
      query: { from: '2026-05', to: '2026-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('query.from');
    // A month PostgreSQL has no day of (the year 0) and a month that is none: a 400 in the caller's language, not a 500.
    for (const [query, field] of [
      [{ from: '0000-01' }, 'query.from'],
      [{ to: '2026-13' }, 'query.to'],
      [{ from: '26-01' }, 'query.from'],
    ] as const) {
      const refused = await app.inject({
        method: 'GET',
        url: `/${tenant.code}/beheer/api/v1/rapportages?${new URLSearchParams(query).toString()}`,
        headers: { cookie: staff.cookie, 'accept-language': 'nl' },
      });
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
      expect(refused.json().invalidParams).toEqual([{ name: field, reason: 'De waarde is ongeldig' }]);
    }
  });
});

describe('the reports: waiting time and refunds', () => {
  it('averages the wait of entries offered a place per location, counts who waits now, and sums paid refunds', async () => {
    const tenant = await tenantWithRefundOrders(db, [{ amountCents: 1500, iban: 'NL91ABNA0417164300', owner: 'A' }]);
    await sql`update refund_orders set status = 'PAID', settled_at = now() where tenant_id = ${tenant.id}`.execute(db);
    // One live entry per resident and product: three residents.
    const [r1, r2, r3] = [
      await createRelation(db, tenant, { firstname: 'Wim', lastname: 'Wachter' }),
      await createRelation(db, tenant, { firstname: 'Wil', lastname: 'Wachter' }),
      await createRelation(db, tenant, { firstname: 'Wies', lastname: 'Wachter' }),
    ];
    const ids = await catalogueIds(db, tenant.id);
    const permitTypeId = ids.permitType('MAAND');
    const areaId = ids.area('CENTRUM');
    const locationId = ids.location('MAAND', 'CENTRUM', 'ZONE');
    await sql`
      insert into waiting_list_entries (tenant_id, relation_id, permit_type_id, area_id, location_id, status, created_at, offered_at)
      values (${tenant.id}, ${r1}, ${permitTypeId}, ${areaId}, ${locationId}, 'AWAIT_CONTINUE_WAITING', now() - interval '10 days', now()),
             (${tenant.id}, ${r2}, ${permitTypeId}, ${areaId}, ${locationId}, 'REQUESTED', now() - interval '20 days', now()),
             (${tenant.id}, ${r3}, ${permitTypeId}, ${areaId}, ${locationId}, 'WAITING', now() - interval '3 days', null)`.execute(
      db,
    );
    const staff = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const answer = await staffCall(app, tenant.code, 'GET', '/rapportages', { cookie: staff.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.waitingTime).toEqual([{ locationId, location: 'Zone', offered: 2, averageDays: 15, waiting: 1 }]);
    const month = amsterdamDay(new Date()).slice(0, 7);
    expect(body.moneyPerMonth.find((r: { month: string }) => r.month === month)?.refundCents).toBe(1500);
  });
});

describe('the reports: document review lead time', () => {
  it('counts the documents reviewed this month with the average and median hours from upload to review', async () => {
    const { tenant } = await reviewFixtures(app, db).awaitingReview();
    await sql`
      update documents set status_level = 2, status_code = 'ACCEPTED',
             reviewed_at = now(), created_at = now() - (case when id = (select min(id) from documents where tenant_id = ${tenant.id}) then interval '2 hours' else interval '6 hours' end)
       where tenant_id = ${tenant.id}`.execute(db);
    const staff = await signInStaff(app, tenant.code, ['auditor'], 'Aart', { db });
    const answer = await staffCall(app, tenant.code, 'GET', '/rapportages', { cookie: staff.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    const month = amsterdamDay(new Date()).slice(0, 7);
    expect(answer.json().reviewLeadTime).toEqual([{ month, reviewed: 2, averageHours: 4, medianHours: 4 }]);
  });
});

describe('the reports: months are Amsterdam months', () => {
  it('counts a moment a second before midnight in Amsterdam in the month it ends, and one at midnight in the next', async () => {
    // Summer time (UTC+2): 1 April 2026 starts at 2026-03-31T22:00:00Z. Two permits, each with its refund order.
    const tenant = await tenantWithRefundOrders(db, [
      { amountCents: 700, iban: 'NL91ABNA0417164300', owner: 'A' },
      { amountCents: 900, iban: 'NL91ABNA0417164300', owner: 'B' },
    ]);
    const permits = await db
      .selectFrom('permits')
      .select(['id', 'relation_id'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('id')
      .execute();
    const [march, april] = permits as [{ id: number; relation_id: number }, { id: number; relation_id: number }];
    const before = '2026-03-31T21:59:59Z';
    const midnight = '2026-03-31T22:00:00Z';
    await sql`update permits set created_at = ${before}::timestamptz, status = 'ENDED', ended_on = '2026-03-31',
              end_reason = 'TERMINATED' where tenant_id = ${tenant.id} and id = ${march.id}`.execute(db);
    await sql`update permits set created_at = ${midnight}::timestamptz, status = 'ENDED', ended_on = '2026-04-01',
              end_reason = 'TERMINATED' where tenant_id = ${tenant.id} and id = ${april.id}`.execute(db);
    await sql`update refund_orders set status = 'PAID', settled_at = case when permit_id = ${march.id}
              then ${before}::timestamptz else ${midnight}::timestamptz end where tenant_id = ${tenant.id}`.execute(db);
    for (const [i, at] of [before, midnight, midnight].entries()) {
      await db
        .insertInto('payments')
        .values({
          tenant_id: tenant.id,
          relation_id: march.relation_id,
          reference: `report-month-boundary-${i}-padding`,
          method: 'paymentlink',
          status: 'PAID',
          amount_cents: 1000 * (i + 1),
          locale: 'nl_NL',
          paid_at: new Date(at),
        })
        .execute();
    }
    // A month outside the period counts nowhere.
    await sql`update payments set paid_at = '2026-02-28T22:59:59Z' where tenant_id = ${tenant.id}
              and reference = 'report-month-boundary-2-padding'`.execute(db);
    const staff = await signInStaff(app, tenant.code, ['financien'], 'Fenna', { db });
    const answer = await staffCall(app, tenant.code, 'GET', '/rapportages', {
      cookie: staff.cookie,
      query: { from: '2026-03', to: '2026-04' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.months).toEqual(['2026-03', '2026-04']);
    expect(
      body.permitsPerMonth.map((r: { month: string; issued: number; ended: number }) => [r.month, r.issued, r.ended]),
    ).toEqual([
      ['2026-03', 1, 1],
      ['2026-04', 1, 1],
    ]);
    expect(body.moneyPerMonth).toEqual([
      { month: '2026-03', revenueCents: 1000, refundCents: 700 },
      { month: '2026-04', revenueCents: 2000, refundCents: 900 },
    ]);
  });
});
