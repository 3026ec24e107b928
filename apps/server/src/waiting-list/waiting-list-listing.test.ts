import { describe, expect, it } from 'vitest';
import { type CatalogueIds, catalogueIds, importCatalogue, TEST_CATALOGUE } from '../catalogue/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';

const { app, db } = await testApp();

interface World {
  tenant: Tenant;
  ids: CatalogueIds;
}

async function world(): Promise<World> {
  const tenant = await createTenant(db);
  await importCatalogue(db, tenant.code, TEST_CATALOGUE);
  return { tenant, ids: await catalogueIds(db, tenant.id) };
}

async function login(w: World) {
  const relationId = await createRelation(db, w.tenant, {
    street: 'Kerkstraat',
    nr: '12',
    zipcode: '1234',
    zipcodeLetters: 'AB',
  });
  return { relationId, cookie: await relationSessionCookie(db, w.tenant, relationId) };
}

type Resident = Awaited<ReturnType<typeof login>>;

const garage = (w: World) =>
  [w.ids.permitType('GARAGE'), w.ids.area('GARAGES'), w.ids.location('GARAGE', 'GARAGES', 'VOL')] as const;

function join(w: World, who: Resident) {
  const [pte, ara, lcn] = garage(w);
  return post(
    app,
    w.tenant.code,
    'eloket/add_on_waitinglist',
    { p_pte_id: String(pte), p_ara_id: String(ara), p_lcn_id: String(lcn) },
    { cookie: who.cookie, 'accept-language': 'en' },
  );
}

async function list(w: World, who: Resident, language = 'en') {
  const res = await post(
    app,
    w.tenant.code,
    'eloket/get_waitinglist',
    {},
    { cookie: who.cookie, 'accept-language': language },
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}

function withdraw(w: World, who: Resident, wltId: number, tenantCode = w.tenant.code) {
  return post(
    app,
    tenantCode,
    'eloket/cancel_waitinglist_position',
    { p_wlt_id: String(wltId) },
    { cookie: who.cookie, 'accept-language': 'en' },
  );
}

async function positionOf(w: World, who: Resident): Promise<number> {
  const answer = await list(w, who);
  expect(answer.result).toHaveLength(1);
  return answer.result[0].WAIT_POSITION;
}

describe('eloket/get_waitinglist', () => {
  it('lists the own entries with position, from-date and status, and the overview counts the same', async () => {
    const w = await world();
    const first = await login(w);
    const second = await login(w);
    expect((await join(w, first)).json().statuscode).toBe('OK');
    expect((await join(w, second)).json().statuscode).toBe('OK');

    const answer = await list(w, second);
    expect(answer.statuscode).toBe('OK');
    expect(answer.result).toEqual([
      {
        WAITINGLISTID: expect.any(Number),
        PERMITTYPEID: garage(w)[0],
        AREAID: garage(w)[1],
        LOCATIONID: garage(w)[2],
        CREATION_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        OFFER_END_DATE: null,
        LICENSE_PLATES: [],
        AVERAGE_WAIT_DAYS: null,
        WAIT_POSITION: 2,
        CAN_CWL: 'Y',
        DOCUMENTS: [],
        STATUSCODE: 'MAX_CHECK_FAILED_WL',
        STATUS: 'Not yet requestable, but possible through the waiting list',
        DESCRIPTION: expect.any(String),
        STAFFEL: 1,
        LOCATIONDESCRIPTION: expect.any(String),
      },
    ]);
    expect(answer.result[0].DESCRIPTION).not.toBe('');
    expect(await positionOf(w, first)).toBe(1);

    const counts = await post(app, w.tenant.code, 'eloket/get_overview_counts', {}, { cookie: second.cookie });
    const count = counts.json().result.find((c: { NAME: string }) => c.NAME === 'waitinglist_request_count');
    expect(count?.VALUE).toBe(answer.result.length);
  });

  it('gives each entry its STAFFEL (lifecycle 6): the quantity of the product waited for', async () => {
    const w = await world();
    const me = await login(w);
    const [pte] = garage(w);
    await db
      .updateTable('permit_types')
      .set({ staffel: 3 })
      .where('tenant_id', '=', w.tenant.id)
      .where('id', '=', pte)
      .execute();
    expect((await join(w, me)).json().statuscode).toBe('OK');
    const answer = await list(w, me);
    expect(answer.result).toHaveLength(1);
    expect(answer.result[0].STAFFEL).toBe(3);
  });

  it('gives the average waiting time in whole days, rounded down, from this tenant only', async () => {
    const w = await world();
    const other = await world();
    const jan = await login(w);
    expect((await join(w, jan)).json().statuscode).toBe('OK');
    const relationId = jan.relationId;
    const [pte, ara, lcn] = garage(w);
    const history = async (tenant: World, days: number) => {
      const created = new Date('2026-01-01T10:00:00Z');
      await db
        .insertInto('waiting_list_entries')
        .values({
          tenant_id: tenant.tenant.id,
          relation_id: tenant === w ? relationId : (await login(tenant)).relationId,
          permit_type_id: tenant === w ? pte : garage(tenant)[0],
          area_id: tenant === w ? ara : garage(tenant)[1],
          location_id: tenant === w ? lcn : garage(tenant)[2],
          request_id: null,
          status: 'REQUESTED',
          created_at: created,
          offered_at: new Date(created.getTime() + days * 86_400_000),
          closed_at: new Date(created.getTime() + days * 86_400_000),
        })
        .execute();
    };
    // 10, 11 and 13.9 days average 11.63: shown as 11. The other tenant's 100 days do not count.
    await history(w, 10);
    await history(w, 11);
    await history(w, 13.9);
    await history(other, 100);
    expect((await list(w, jan)).result[0].AVERAGE_WAIT_DAYS).toBe(11);
  });
});

describe('eloket/cancel_waitinglist_position', () => {
  it('withdraws the own entry, the next moves up, and a second withdrawal says it has ended', async () => {
    const w = await world();
    const first = await login(w);
    const second = await login(w);
    await join(w, first);
    await join(w, second);
    const wltId = (await list(w, first)).result[0].WAITINGLISTID;

    const res = await withdraw(w, first, wltId);
    expect(res.json()).toEqual({
      statuscode: 'OK',
      statusmessage: 'Your request has been withdrawn.',
      messagetype: 'I',
      result: [],
    });
    expect((await list(w, first)).result).toEqual([]);
    expect(await positionOf(w, second)).toBe(1);

    const again = (await withdraw(w, first, wltId)).json();
    expect(again).toMatchObject({ statuscode: 'WAITING_LIST_ENDED', messagetype: 'E' });
    expect(again.statusmessage).toBe('This place on the waiting list has already ended.');
  });

  it("refuses another resident's and another municipality's entry, changing nothing", async () => {
    const w = await world();
    const owner = await login(w);
    const neighbour = await login(w);
    await join(w, owner);
    const wltId = (await list(w, owner)).result[0].WAITINGLISTID;

    expect((await withdraw(w, neighbour, wltId)).json().statuscode).toBe('NOT_FOUND');
    expect((await list(w, neighbour)).result).toEqual([]);

    const elsewhere = await world();
    const stranger = await login(elsewhere);
    expect((await withdraw(elsewhere, stranger, wltId)).json().statuscode).toBe('NOT_FOUND');
    expect((await list(elsewhere, stranger)).result).toEqual([]);
    // The owner's session is not valid at another municipality either.
    expect((await withdraw(w, owner, wltId, elsewhere.tenant.code)).json().statuscode).toBe('SESSION_TIMEOUT');

    expect(await positionOf(w, owner)).toBe(1);
  });

  it('refuses without a session', async () => {
    const w = await world();
    const res = await post(app, w.tenant.code, 'eloket/get_waitinglist', {}, {});
    expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
  });
});

describe('an offered place', () => {
  /** Makes the resident's entry offered until the given moment, as the offer job does. */
  async function offer(w: World, who: Resident, until: Date) {
    const wltId = (await list(w, who)).result[0].WAITINGLISTID;
    await db
      .updateTable('waiting_list_entries')
      .set({ status: 'AWAIT_CONTINUE_WAITING', offered_at: new Date(), offer_expires_at: until })
      .where('tenant_id', '=', w.tenant.id)
      .where('id', '=', wltId)
      .execute();
    return wltId;
  }

  it('shows as now requestable with its last day, and passes to the next in line, e-mailed, when withdrawn', async () => {
    const w = await world();
    const first = await login(w);
    const second = await login(w);
    await db
      .updateTable('relations')
      .set({ email: 'tweede@example.nl' })
      .where('tenant_id', '=', w.tenant.id)
      .where('id', '=', second.relationId)
      .execute();
    await join(w, first);
    await join(w, second);
    const wltId = await offer(w, first, new Date('2026-06-30T10:00:00Z'));
    expect((await list(w, first)).result[0]).toMatchObject({
      STATUSCODE: 'AWAIT_CONTINUE_WAITING',
      STATUS: 'Now requestable!',
      OFFER_END_DATE: '2026-06-30',
      WAIT_POSITION: 1,
    });

    expect((await withdraw(w, first, wltId)).json().statuscode).toBe('OK');
    expect((await list(w, second)).result[0]).toMatchObject({ STATUSCODE: 'AWAIT_CONTINUE_WAITING', WAIT_POSITION: 1 });
    // Besides the message that the second took a place on the list (issue 26): the offer, to the second.
    const mails = await db
      .selectFrom('outbox')
      .selectAll()
      .where('tenant_id', '=', w.tenant.id)
      .where('template', '!=', 'waiting_list_joined')
      .execute();
    expect(mails).toMatchObject([{ template: 'waiting_list_offer', relation_id: second.relationId }]);
  });

  it('opens the request flow only for its own holder: another resident or municipality sees the location full', async () => {
    const w = await world();
    const owner = await login(w);
    await join(w, owner);
    const wltId = await offer(w, owner, new Date(Date.now() + 86_400_000));
    const [pte, ara, lcn] = garage(w);
    const parms = (who: Resident, tenant = w) =>
      post(
        app,
        tenant.tenant.code,
        'eloket/get_product_rqt_parms',
        {
          p_pte_id: String(tenant === w ? pte : garage(tenant)[0]),
          p_ara_id: String(tenant === w ? ara : garage(tenant)[1]),
          p_staffel: '1',
          p_wlt_id: String(wltId),
        },
        { cookie: who.cookie },
      );
    const availability = async (res: Awaited<ReturnType<typeof parms>>, locationId: number) =>
      res.json().result[0].LOCATIONS.find((l: { LOCATIONID: number }) => l.LOCATIONID === locationId)?.AVAILABLE;
    expect(await availability(await parms(owner), lcn)).toBe('Y');
    expect(await availability(await parms(await login(w)), lcn)).toBe('WL');
    const elsewhere = await world();
    expect(await availability(await parms(await login(elsewhere), elsewhere), garage(elsewhere)[2])).toBe('WL');
  });
});

describe('positions under concurrent joins and withdrawals', () => {
  it('stay unique and without gaps (60 joins and 20 withdrawals at once)', async () => {
    const w = await world();
    const early = await Promise.all(Array.from({ length: 20 }, () => login(w)));
    for (const who of early) expect((await join(w, who)).json().statuscode).toBe('OK');
    const earlyIds = await Promise.all(early.map(async (who) => (await list(w, who)).result[0].WAITINGLISTID));
    const late = await Promise.all(Array.from({ length: 60 }, () => login(w)));

    const answers = await Promise.all([
      ...late.map((who) => join(w, who)),
      ...early.map((who, i) => withdraw(w, who, earlyIds[i])),
    ]);
    expect(answers.map((a) => a.json().statuscode)).toEqual(Array(80).fill('OK'));

    const positions = await Promise.all(late.map((who) => positionOf(w, who)));
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // First come, first served: the order of the positions is the order of joining (the entry ids).
    const ids = await Promise.all(late.map(async (who) => (await list(w, who)).result[0].WAITINGLISTID));
    const byId = late.map((_, i) => i).sort((a, b) => ids[a] - ids[b]);
    expect(byId.map((i) => positions[i])).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });
});
