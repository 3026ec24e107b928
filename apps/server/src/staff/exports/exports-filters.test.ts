/**
 * Every filter of every export narrows the rows as it says (issue 28, decision 042): status, kind, permit type,
 * location and the period, each alone and some together, in a municipality of each test's own. A period is
 * of Amsterdam days: rows made a second before and at midnight in Amsterdam, in winter (UTC+1) and in summer
 * (UTC+2), fall on the days Amsterdam's calendar gives them (a permit's period is on its first valid day, a
 * date, both ends included). A bad filter value is a 400 problem naming the field, its reason in the caller's
 * language, and no audit row; never a 500.
 */
import { bundledCatalogue } from '@parkeerloket/translations';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../tenants/index.js';
import { tenantWithRefundOrders } from '../../test/refund-fixtures.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, testApp } from '../../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../../test/test-permits.js';

const { app, db } = await testApp();

afterAll(() => app.close());

type Kind = 'vergunningen' | 'aanvragen' | 'betalingen' | 'terugbetalingen' | 'wachtlijsten';

/** The rows of an export as objects by column, read through the staff API as Financiën. */
async function exported(tenant: Tenant, kind: Kind, query: Record<string, string> = {}) {
  const { cookie } = await signInStaff(app, tenant.code, ['financien'], 'Fenna', { db });
  const answer = await staffCall(app, tenant.code, 'GET', `/exporten/${kind}`, { cookie, query });
  expect(answer.statusCode, answer.body).toBe(200);
  const lines = answer.body.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  const [header, ...rows] = lines.map((l) => l.split(','));
  return rows.map((row) => Object.fromEntries((header ?? []).map((column, i) => [column, row[i] ?? ''])));
}

async function exportedIds(tenant: Tenant, kind: Kind, query: Record<string, string> = {}) {
  return (await exported(tenant, kind, query)).map((row) => Number(row.id));
}

/**
 * Four moments around Amsterdam's midnight: A a second before 10 March (CET, UTC+1), B at its start; C a second
 * before 1 July (CEST, UTC+2), D at its start.
 */
const MOMENTS = {
  A: '2026-03-09T22:59:59Z',
  B: '2026-03-09T23:00:00Z',
  C: '2026-06-30T21:59:59Z',
  D: '2026-06-30T22:00:00Z',
} as const;
type Moment = keyof typeof MOMENTS;
/** Amsterdam's wall-clock time of each, as the CSV writes it. */
const WALL_CLOCK: Record<Moment, string> = {
  A: '2026-03-09 23:59:59',
  B: '2026-03-10 00:00:00',
  C: '2026-06-30 23:59:59',
  D: '2026-07-01 00:00:00',
};
/** Periods of Amsterdam days, and the moments within each. */
const PERIODS: [Record<string, string>, Moment[]][] = [
  [{ from: '2026-03-10' }, ['B', 'C', 'D']],
  [{ to: '2026-03-09' }, ['A']],
  [{ from: '2026-03-10', to: '2026-06-30' }, ['B', 'C']],
  [{ from: '2026-07-01', to: '2026-07-01' }, ['D']],
  [{ from: '2026-03-09', to: '2026-03-09' }, ['A']],
  [{ to: '2026-06-30' }, ['A', 'B', 'C']],
];

/** Stamps rows' `created_at` with the moments (ids in the order A, B, C, D) and checks every period on them. */
async function checkPeriods(
  tenant: Tenant,
  kind: Kind,
  table: 'requests' | 'payments' | 'refund_orders' | 'waiting_list_entries',
  ids: number[],
) {
  const byMoment = Object.fromEntries(
    (Object.keys(MOMENTS) as Moment[]).map((moment, i) => [moment, ids[i] as number]),
  ) as Record<Moment, number>;
  for (const moment of Object.keys(MOMENTS) as Moment[]) {
    await sql`update ${sql.table(table)} set created_at = ${MOMENTS[moment]}::timestamptz
              where tenant_id = ${tenant.id} and id = ${byMoment[moment]}`.execute(db);
  }
  const rows = await exported(tenant, kind);
  for (const moment of Object.keys(MOMENTS) as Moment[]) {
    expect(rows.find((row) => Number(row.id) === byMoment[moment])?.created_at, `${kind} ${moment}`).toBe(
      WALL_CLOCK[moment],
    );
  }
  for (const [period, moments] of PERIODS) {
    expect(await exportedIds(tenant, kind, period), `${kind} ${JSON.stringify(period)}`).toEqual(
      moments.map((moment) => byMoment[moment]),
    );
  }
}

/** A municipality with the test catalogue, a resident, and four permits: MAAND, KOSTEN, MAAND, KOSTEN. */
async function tenantWithFourPermits() {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { firstname: 'Fien', lastname: 'Filter' });
  const permits = [
    { type: 'MAAND', validFrom: '2026-01-31', validTo: '2026-12-31' },
    { type: 'KOSTEN', validFrom: '2026-02-01', validTo: '2026-02-28' },
    { type: 'MAAND', validFrom: '2026-02-28', validTo: '2027-02-27' },
    { type: 'KOSTEN', validFrom: '2026-03-01', validTo: '2026-03-31' },
  ];
  const requestIds: number[] = [];
  for (const permit of permits)
    requestIds.push(await issuePermit(db, tenant, relationId, { ...permit, priceCents: 100 }));
  const rows = await db
    .selectFrom('permits')
    .select(['id', 'request_id', 'permit_type_id', 'location_id'])
    .where('tenant_id', '=', tenant.id)
    .orderBy('id')
    .execute();
  expect(rows.map((r) => r.request_id)).toEqual(requestIds);
  return { tenant, relationId, requestIds, permits: rows };
}

describe('the permits export', () => {
  it('narrows by status, permit type and first valid day (both ends included), alone and together', async () => {
    const { tenant, permits } = await tenantWithFourPermits();
    const [p1, p2, p3, p4] = permits.map((p) => p.id) as [number, number, number, number];
    const maand = permits[0]?.permit_type_id as number;
    const kosten = permits[1]?.permit_type_id as number;
    await sql`update permits set status = 'ENDED', ended_on = '2026-02-15', end_reason = 'TERMINATED'
              where tenant_id = ${tenant.id} and id = ${p2}`.execute(db);
    expect(await exportedIds(tenant, 'vergunningen')).toEqual([p1, p2, p3, p4]);
    expect(await exportedIds(tenant, 'vergunningen', { status: 'ENDED' })).toEqual([p2]);
    expect(await exportedIds(tenant, 'vergunningen', { status: 'ACTIVE' })).toEqual([p1, p3, p4]);
    expect(await exportedIds(tenant, 'vergunningen', { permitTypeId: String(kosten) })).toEqual([p2, p4]);
    expect(await exportedIds(tenant, 'vergunningen', { permitTypeId: String(maand), status: 'ACTIVE' })).toEqual([
      p1,
      p3,
    ]);
    expect(await exportedIds(tenant, 'vergunningen', { from: '2026-02-01' })).toEqual([p2, p3, p4]);
    expect(await exportedIds(tenant, 'vergunningen', { to: '2026-02-28' })).toEqual([p1, p2, p3]);
    expect(await exportedIds(tenant, 'vergunningen', { from: '2026-02-01', to: '2026-02-28' })).toEqual([p2, p3]);
    expect(await exportedIds(tenant, 'vergunningen', { from: '2026-02-28', to: '2026-02-28' })).toEqual([p3]);
    expect(
      await exportedIds(tenant, 'vergunningen', { from: '2026-02-01', to: '2026-03-01', permitTypeId: String(kosten) }),
    ).toEqual([p2, p4]);
    expect(await exportedIds(tenant, 'vergunningen', { from: '2026-03-02' })).toEqual([]);
  });
});

describe('the requests export', () => {
  it('narrows by status, kind and permit type, alone and together', async () => {
    const { tenant, requestIds, permits } = await tenantWithFourPermits();
    const [r1, r2, r3, r4] = requestIds as [number, number, number, number];
    const kosten = permits[1]?.permit_type_id as number;
    await sql`update requests set status = 'AWAIT_PAYMENT' where tenant_id = ${tenant.id} and id = ${r2}`.execute(db);
    await sql`update requests set kind = 'WAITING_LIST' where tenant_id = ${tenant.id} and id = ${r3}`.execute(db);
    expect(await exportedIds(tenant, 'aanvragen')).toEqual([r1, r2, r3, r4]);
    expect(await exportedIds(tenant, 'aanvragen', { status: 'AWAIT_PAYMENT' })).toEqual([r2]);
    expect(await exportedIds(tenant, 'aanvragen', { status: 'PERMIT_CREATED' })).toEqual([r1, r3, r4]);
    expect(await exportedIds(tenant, 'aanvragen', { status: 'WITHDRAWN' })).toEqual([]);
    expect(await exportedIds(tenant, 'aanvragen', { kind: 'WAITING_LIST' })).toEqual([r3]);
    expect(await exportedIds(tenant, 'aanvragen', { kind: 'NEW' })).toEqual([r1, r2, r4]);
    expect(await exportedIds(tenant, 'aanvragen', { permitTypeId: String(kosten) })).toEqual([r2, r4]);
    expect(
      await exportedIds(tenant, 'aanvragen', { permitTypeId: String(kosten), status: 'PERMIT_CREATED', kind: 'NEW' }),
    ).toEqual([r4]);
  });

  it('narrows by the Amsterdam day it was made, across midnight in winter and summer time', async () => {
    const { tenant, requestIds } = await tenantWithFourPermits();
    await checkPeriods(tenant, 'aanvragen', 'requests', requestIds);
  });
});

/** A municipality with four payments of a resident, one in each of OPEN, PAID, PAID, PROBLEM. */
async function tenantWithPayments() {
  const tenant = await createTenant(db);
  const relationId = await createRelation(db, tenant, { firstname: 'Bert', lastname: 'Betaling' });
  const ids: number[] = [];
  for (const [i, status] of (['OPEN', 'PAID', 'PAID', 'PROBLEM'] as const).entries()) {
    const { id } = await db
      .insertInto('payments')
      .values({
        tenant_id: tenant.id,
        relation_id: relationId,
        reference: `filter-reference-padding-${i}`,
        method: 'paymentlink',
        status,
        amount_cents: 1000 + i,
        locale: 'nl_NL',
        paid_at: status === 'PAID' ? new Date('2026-05-01T10:00:00Z') : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return { tenant, ids };
}

describe('the payments export', () => {
  it('narrows by status', async () => {
    const { tenant, ids } = await tenantWithPayments();
    const [o, p1, p2, problem] = ids as [number, number, number, number];
    expect(await exportedIds(tenant, 'betalingen')).toEqual([o, p1, p2, problem]);
    expect(await exportedIds(tenant, 'betalingen', { status: 'PAID' })).toEqual([p1, p2]);
    expect(await exportedIds(tenant, 'betalingen', { status: 'PROBLEM' })).toEqual([problem]);
    expect(await exportedIds(tenant, 'betalingen', { status: 'OPEN' })).toEqual([o]);
    expect(await exportedIds(tenant, 'betalingen', { status: 'EXPIRED' })).toEqual([]);
    const paid = await exported(tenant, 'betalingen', { status: 'PAID' });
    expect(paid.map((row) => row.paid_at)).toEqual(['2026-05-01 12:00:00', '2026-05-01 12:00:00']);
  });

  it('narrows by the Amsterdam day it was started, across midnight in winter and summer time', async () => {
    const { tenant, ids } = await tenantWithPayments();
    await checkPeriods(tenant, 'betalingen', 'payments', ids);
    await sql`update payments set status = 'PAID' where tenant_id = ${tenant.id}`.execute(db);
    expect(await exportedIds(tenant, 'betalingen', { status: 'PAID', from: '2026-07-01' })).toEqual([ids[3]]);
  });
});

describe('the refunds export', () => {
  async function tenantWithFourOrders() {
    const tenant = await tenantWithRefundOrders(
      db,
      [2500, 2600, 2700, 2800].map((amountCents) => ({ amountCents, iban: 'NL91ABNA0417164300', owner: 'A' })),
    );
    const ids = (
      await db.selectFrom('refund_orders').select('id').where('tenant_id', '=', tenant.id).orderBy('id').execute()
    ).map((r) => r.id);
    expect(ids).toHaveLength(4);
    return { tenant, ids };
  }

  it('narrows by status', async () => {
    const { tenant, ids } = await tenantWithFourOrders();
    const [o1, o2, o3, o4] = ids as [number, number, number, number];
    await sql`update refund_orders set status = 'APPROVED' where tenant_id = ${tenant.id} and id in (${o2}, ${o4})`.execute(
      db,
    );
    await sql`update refund_orders set status = 'PAID', settled_at = now() where tenant_id = ${tenant.id} and id = ${o3}`.execute(
      db,
    );
    expect(await exportedIds(tenant, 'terugbetalingen', { status: 'OPEN' })).toEqual([o1]);
    expect(await exportedIds(tenant, 'terugbetalingen', { status: 'APPROVED' })).toEqual([o2, o4]);
    expect(await exportedIds(tenant, 'terugbetalingen', { status: 'PAID' })).toEqual([o3]);
    expect(await exportedIds(tenant, 'terugbetalingen', { status: 'CANCELLED' })).toEqual([]);
  });

  it('narrows by the Amsterdam day it was ordered, across midnight in winter and summer time', async () => {
    const { tenant, ids } = await tenantWithFourOrders();
    await checkPeriods(tenant, 'terugbetalingen', 'refund_orders', ids);
  });
});

describe('the waiting lists export', () => {
  /** Four entries of the resident: at the MAAND product's location (WAITING, REQUESTED), at KOSTEN's (WAITING, WITHDRAWN). */
  async function tenantWithEntries() {
    const { tenant, relationId, permits } = await tenantWithFourPermits();
    const maand = permits[0] as { permit_type_id: number; location_id: number | null };
    const kosten = permits[1] as { permit_type_id: number; location_id: number | null };
    expect(maand.location_id).not.toBeNull();
    expect(kosten.location_id).not.toBe(maand.location_id);
    const area = await db
      .selectFrom('permits')
      .select('area_id')
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const [of, status] of [
      [maand, 'WAITING'],
      [maand, 'REQUESTED'],
      [kosten, 'WAITING'],
      [kosten, 'WITHDRAWN'],
    ] as const) {
      const { id } = await db
        .insertInto('waiting_list_entries')
        .values({
          tenant_id: tenant.id,
          relation_id: relationId,
          permit_type_id: of.permit_type_id,
          area_id: area.area_id,
          location_id: of.location_id,
          status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    return { tenant, ids, maand: maand.location_id as number, kosten: kosten.location_id as number };
  }

  it('narrows by status and location, alone and together', async () => {
    const { tenant, ids, maand, kosten } = await tenantWithEntries();
    const [w1, r, w2, gone] = ids as [number, number, number, number];
    expect(await exportedIds(tenant, 'wachtlijsten')).toEqual([w1, r, w2, gone]);
    expect(await exportedIds(tenant, 'wachtlijsten', { status: 'WAITING' })).toEqual([w1, w2]);
    expect(await exportedIds(tenant, 'wachtlijsten', { status: 'WITHDRAWN' })).toEqual([gone]);
    expect(await exportedIds(tenant, 'wachtlijsten', { status: 'DISCONTINUED' })).toEqual([]);
    expect(await exportedIds(tenant, 'wachtlijsten', { locationId: String(maand) })).toEqual([w1, r]);
    expect(await exportedIds(tenant, 'wachtlijsten', { locationId: String(kosten), status: 'WAITING' })).toEqual([w2]);
  });

  it('narrows by the Amsterdam day it was put on the list, across midnight in winter and summer time', async () => {
    const { tenant, ids } = await tenantWithEntries();
    await checkPeriods(tenant, 'wachtlijsten', 'waiting_list_entries', ids);
  });
});

describe('a bad filter value', () => {
  /** Each export's bad values: the field the problem must name for each. */
  const BAD: [Kind, Record<string, string>, string[]][] = [
    ['vergunningen', { status: 'WAITING' }, ['query.status']],
    ['vergunningen', { permitTypeId: 'abc' }, ['query.permitTypeId']],
    ['vergunningen', { permitTypeId: '0' }, ['query.permitTypeId']],
    ['vergunningen', { permitTypeId: '2147483648' }, ['query.permitTypeId']],
    ['vergunningen', { from: '2026-02-30' }, ['query.from']],
    ['vergunningen', { to: '0000-01-01' }, ['query.to']],
    ['vergunningen', { from: '2026-03-02', to: '2026-03-01' }, ['query.to']],
    ['aanvragen', { status: 'ACTIVE' }, ['query.status']],
    ['aanvragen', { kind: 'OTHER' }, ['query.kind']],
    ['aanvragen', { permitTypeId: '1.5' }, ['query.permitTypeId']],
    ['aanvragen', { from: '10-03-2026' }, ['query.from']],
    ['betalingen', { status: 'paid' }, ['query.status']],
    ['betalingen', { to: '2026-13-01' }, ['query.to']],
    ['betalingen', { separator: 'tab' }, ['query.separator']],
    ['terugbetalingen', { status: 'GONE', from: '1 januari' }, ['query.from', 'query.status']],
    ['terugbetalingen', { from: '2026-07-01', to: '2026-06-30' }, ['query.to']],
    ['wachtlijsten', { status: 'ENDED' }, ['query.status']],
    ['wachtlijsten', { locationId: '-1' }, ['query.locationId']],
    ['wachtlijsten', { to: '2026-02-29' }, ['query.to']],
  ];

  it('is a 400 problem naming the field, its reason in the caller’s language, and writes no audit row', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const texts = { nl: bundledCatalogue('nl_NL'), en: bundledCatalogue('en_EN') };
    for (const [kind, query, fields] of BAD) {
      const reasons: Record<string, string[]> = {};
      for (const language of ['nl', 'en'] as const) {
        const answer = await app.inject({
          method: 'GET',
          url: `/${tenant.code}/beheer/api/v1/exporten/${kind}?${new URLSearchParams(query).toString()}`,
          headers: { cookie, 'accept-language': language === 'nl' ? 'nl-NL,nl;q=0.9' : 'en-GB,en;q=0.9' },
        });
        const label = `${kind} ${JSON.stringify(query)} (${language})`;
        expect(answer.statusCode, `${label}: ${answer.body}`).toBe(400);
        expect(answer.headers['content-type'], label).toMatch(/^application\/problem\+json/);
        const problem = answer.json();
        expect(problem.title, label).toBe(texts[language]['staff.problem.400']);
        const params = problem.invalidParams as { name: string; reason: string }[];
        expect(params.map((p) => p.name).sort(), label).toEqual(fields);
        // Each reason is one of the portal's own texts in that language, not a library's English message.
        const own = new Set(
          Object.entries(texts[language])
            .filter(([key]) => key.startsWith('validation.') || key === 'staff.problem.field_required')
            .map(([, text]) => text),
        );
        for (const param of params) expect(own.has(param.reason), `${label}: ${param.reason}`).toBe(true);
        reasons[language] = params.map((p) => p.reason);
      }
      expect(reasons.nl, `${kind} ${JSON.stringify(query)}: Dutch and English differ`).not.toEqual(reasons.en);
    }
    const audit = await db.selectFrom('staff_audit').select('id').where('tenant_id', '=', tenant.id).execute();
    expect(audit).toHaveLength(0);
  });

  it('names a date that is not on the calendar as a date', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await signInStaff(app, tenant.code, ['auditor'], 'Aart', { db });
    const answer = await app.inject({
      method: 'GET',
      url: `/${tenant.code}/beheer/api/v1/exporten/aanvragen?from=2026-02-30`,
      headers: { cookie, 'accept-language': 'nl' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().invalidParams).toEqual([
      { name: 'query.from', reason: bundledCatalogue('nl_NL')['validation.date_invalid'] },
    ]);
  });
});
