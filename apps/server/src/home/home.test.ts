import { OVERVIEW_COUNT_NAMES } from '@parkeerloket/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { catalogueIds, importCatalogue, TEST_CATALOGUE } from '../catalogue/index.js';
import { createInvoice } from '../invoices/index.js';
import { createRelation, createTenant, post, relationSessionCookie, sessionCookie, testApp } from '../test/support.js';
import { computeOverviewCounts, fixedCountSource, presentCount } from './overview-counts.js';

const { app, db } = await testApp();

describe('eloket/get_overview_counts', () => {
  it('answers the seven counts of the core document for a logged-in user', async () => {
    const town = await createTenant(db);
    const res = await post(app, town.code, 'eloket/get_overview_counts', {}, { cookie: await sessionCookie(db, town) });
    expect(res.statusCode).toBe(200);
    const names = res.json().result.map((c: { NAME: string }) => c.NAME);
    expect(names).toEqual([...OVERVIEW_COUNT_NAMES]);
    for (const count of res.json().result)
      expect(count).toMatchObject({ VALUE: 0, ALERT_LEVEL: 1, COLOR_CODE: 'neutral' });
  });

  it("never counts another resident's requests or invoices in mine", async () => {
    const town = await createTenant(db);
    await importCatalogue(db, town.code, TEST_CATALOGUE);
    const ids = await catalogueIds(db, town.id);
    const me = await createRelation(db, town);
    const neighbour = await createRelation(db, town);
    // The neighbour has two pending requests (documents to upload, awaiting payment) and the second's open invoice.
    for (const status of ['DOCS_UPLOAD', 'AWAIT_PAYMENT']) {
      const { id } = await db
        .insertInto('requests')
        .values({
          tenant_id: town.id,
          relation_id: neighbour,
          branch_number: null,
          permit_type_id: ids.permitType('BEWONER'),
          area_id: ids.area('CENTRUM'),
          valid_from: '2026-01-01',
          price_cents: 1000,
          status,
          status_text: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (status === 'AWAIT_PAYMENT') {
        await createInvoice(db, town.id, {
          kind: 'REQUEST',
          subjectId: id,
          requestId: id,
          relationId: neighbour,
          amountCents: 1000,
        });
      }
    }
    const countsOf = async (relationId: number) => {
      const cookie = await relationSessionCookie(db, town, relationId);
      const res = await post(app, town.code, 'eloket/get_overview_counts', {}, { cookie });
      const result: { NAME: string; VALUE: number }[] = res.json().result;
      return Object.fromEntries(result.map((c) => [c.NAME, c.VALUE]));
    };
    // The neighbour sees them, so the counts do count these rows...
    expect(await countsOf(neighbour)).toMatchObject({ pending_permits_count: 2, shopping_cart_count: 1 });
    // ...and I, in the same municipality, see none of them.
    expect(await countsOf(me)).toMatchObject({ pending_permits_count: 0, shopping_cart_count: 0 });
  });

  it('counts the waiting lists the catalogue says I am on: live entries only, mine only', async () => {
    const town = await createTenant(db);
    await importCatalogue(db, town.code, TEST_CATALOGUE);
    const ids = await catalogueIds(db, town.id);
    const me = await createRelation(db, town);
    const neighbour = await createRelation(db, town);
    const entry = (relationId: number, areaCode: string, status: string) =>
      db
        .insertInto('waiting_list_entries')
        .values({
          tenant_id: town.id,
          relation_id: relationId,
          permit_type_id: ids.permitType('BEWONER'),
          area_id: ids.area(areaCode),
          location_id: null,
          request_id: null,
          status,
        })
        .execute();
    await entry(me, 'CENTRUM', 'WAITING');
    await entry(me, 'NOORD', 'AWAIT_CONTINUE_WAITING');
    await entry(me, 'NOORD', 'WITHDRAWN');
    await entry(neighbour, 'CENTRUM', 'WAITING');
    const cookie = await relationSessionCookie(db, town, me);
    const counts: { NAME: string; VALUE: number }[] = (
      await post(app, town.code, 'eloket/get_overview_counts', {}, { cookie })
    ).json().result;
    expect(counts.find((c) => c.NAME === 'waitinglist_request_count')?.VALUE).toBe(2);
    const listing = await post(app, town.code, 'eloket/get_requestable_permits', {}, { cookie });
    const onList = (listing.json().result as { EXISTING_WL_YN: string }[]).filter((p) => p.EXISTING_WL_YN === 'Y');
    expect(onList, 'the catalogue says the same two products').toHaveLength(2);
  });

  it('refuses a session of another tenant', async () => {
    const mine = await createTenant(db);
    const theirs = await createTenant(db);
    const res = await post(
      app,
      mine.code,
      'eloket/get_overview_counts',
      {},
      { cookie: await sessionCookie(db, theirs) },
    );
    expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
  });
});

describe('overview counts', () => {
  it('raises counts that ask the user to act, and only those', () => {
    expect(presentCount('shopping_cart_count', 2)).toEqual({
      NAME: 'shopping_cart_count',
      VALUE: 2,
      ALERT_LEVEL: 2,
      COLOR_CODE: 'warning',
    });
    expect(presentCount('issued_permits_count', 4).ALERT_LEVEL).toBe(1);
    expect(presentCount('shopping_cart_count', 0).ALERT_LEVEL).toBe(1);
  });

  it('takes each count from its area’s source, scoped to the tenant and relation', async () => {
    const seen: unknown[] = [];
    const counts = await computeOverviewCounts(
      { db: {} as never, tenantId: 7, relationId: 9 },
      {
        issued_permits_count: async (scope) => {
          seen.push([scope.tenantId, scope.relationId]);
          return 3;
        },
      },
    );
    expect(counts.find((c) => c.NAME === 'issued_permits_count')?.VALUE).toBe(3);
    expect(counts.find((c) => c.NAME === 'payments_count')?.VALUE).toBe(0);
    expect(seen).toEqual([[7, 9]]);
  });
});

describe('fixedCountSource', () => {
  // The tenant's relations up to this one: 1 for the first made, 2 for the second.
  const countOf = (tenantId: number, relationId: number) =>
    db
      .selectFrom('relations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('id', '<=', relationId);

  it('compiles once and fills in each call’s tenant and relation', async () => {
    const town = await createTenant(db);
    const me = await createRelation(db, town);
    const neighbour = await createRelation(db, town);
    let builds = 0;
    const source = fixedCountSource(({ tenantId, relationId }) => {
      builds += 1;
      return relationId === null ? 0 : { select: countOf(tenantId, relationId) };
    });
    const counts = async (relationId: number) =>
      (await computeOverviewCounts({ db, tenantId: town.id, relationId }, { payments_count: source })).find(
        (c) => c.NAME === 'payments_count',
      )?.VALUE;
    expect(await counts(neighbour)).toBe(2);
    expect(await counts(me)).toBe(1);
    expect(await counts(neighbour)).toBe(2);
    // Built twice to find where the ids go, never again.
    expect(builds).toBe(2);
  });

  it('asks per call a source that uses the relation otherwise than as a value', async () => {
    const town = await createTenant(db);
    const me = await createRelation(db, town);
    let builds = 0;
    const source = fixedCountSource(({ tenantId, relationId }) => {
      builds += 1;
      // The relation's id in the SQL text itself: the probes give two texts.
      return relationId === null ? 0 : { select: countOf(tenantId, relationId).where(sql.lit(relationId), '>', 0) };
    });
    const counts = await computeOverviewCounts({ db, tenantId: town.id, relationId: me }, { payments_count: source });
    expect(counts.find((c) => c.NAME === 'payments_count')?.VALUE).toBe(1);
    expect(builds).toBe(3);
  });

  it('asks per call a source that uses a date: the same in both probes, but the clock moves on', async () => {
    const town = await createTenant(db);
    const me = await createRelation(db, town);
    let builds = 0;
    const source = fixedCountSource(({ tenantId, relationId }) => {
      builds += 1;
      const today = new Date().toISOString().slice(0, 10);
      return relationId === null
        ? 0
        : { select: countOf(tenantId, relationId).where(sql<boolean>`${today}::date is not null`) };
    });
    const counts = async () =>
      (await computeOverviewCounts({ db, tenantId: town.id, relationId: me }, { payments_count: source })).find(
        (c) => c.NAME === 'payments_count',
      )?.VALUE;
    expect(await counts()).toBe(1);
    expect(await counts()).toBe(1);
    // Two probes, then a build for each call: never a date frozen at the first call.
    expect(builds).toBe(4);
  });
});
