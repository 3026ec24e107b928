import { describe, expect, it } from 'vitest';
import { type CatalogueIds, catalogueIds, importCatalogue, TEST_CATALOGUE } from '../catalogue/index.js';
import { BusinessFailure } from '../http/business-failure.js';
import { setWaitingOfferDays, type Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { insertEntry } from './waiting-list-repository.js';
import { insertOnce } from './waiting-list-service.js';

const { app, db } = await testApp();

/** A new tenant holds an offered place 14 days (migration 0015). */
const OFFER_DAYS = 14;
const HELD_EN = (days: number) =>
  `When a place becomes available, you will receive an e-mail. You then have ${days} ${days === 1 ? 'day' : 'days'} to request it; after that the place goes to the next person on the list. You can see your position under Waiting list.`;

interface World {
  tenant: Tenant;
  ids: CatalogueIds;
}

async function world(): Promise<World> {
  const tenant = await createTenant(db);
  await importCatalogue(db, tenant.code, TEST_CATALOGUE);
  return { tenant, ids: await catalogueIds(db, tenant.id) };
}

async function login(w: World, relationType = 'P') {
  const relationId = await createRelation(db, w.tenant, {
    relationType,
    name: 'Bedrijf',
    street: 'Kerkstraat',
    nr: '12',
    zipcode: '1234',
    zipcodeLetters: 'AB',
  });
  return { relationId, cookie: await relationSessionCookie(db, w.tenant, relationId) };
}

function join(w: World, cookie: string, pte: number, area: number, location: number, language = 'en') {
  return post(
    app,
    w.tenant.code,
    'eloket/add_on_waitinglist',
    { p_pte_id: String(pte), p_ara_id: String(area), p_lcn_id: String(location) },
    { cookie, 'accept-language': language },
  );
}

async function entries(w: World, relationId: number) {
  return db
    .selectFrom('waiting_list_entries')
    .selectAll()
    .where('tenant_id', '=', w.tenant.id)
    .where('relation_id', '=', relationId)
    .orderBy('id')
    .execute();
}

async function request(w: World, relationId: number, status: string, permitType = 'GARAGE', area = 'GARAGES') {
  const row = await db
    .insertInto('requests')
    .values({
      tenant_id: w.tenant.id,
      relation_id: relationId,
      permit_type_id: w.ids.permitType(permitType),
      area_id: w.ids.area(area),
      location_id: permitType === 'GARAGE' && area === 'GARAGES' ? w.ids.location('GARAGE', 'GARAGES', 'VRIJ') : null,
      valid_from: '2026-01-01',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('eloket/add_on_waitinglist', () => {
  it('puts the relation on the waiting list of a full location, once', async () => {
    const w = await world();
    const jan = await login(w);
    const garage = w.ids.permitType('GARAGE');
    const full = w.ids.location('GARAGE', 'GARAGES', 'VOL');
    const res = await join(w, jan.cookie, garage, w.ids.area('GARAGES'), full);
    expect(res.json()).toEqual({
      statuscode: 'OK',
      // What happens next (issue 24): the position, the e-mail, how long an offered place is held.
      statusmessage: `You have been placed on the waiting list, in position 1. ${HELD_EN(OFFER_DAYS)}`,
      messagetype: 'I',
      result: [{ RESULT: 'OK' }],
    });
    expect(await entries(w, jan.relationId)).toMatchObject([
      {
        permit_type_id: garage,
        area_id: w.ids.area('GARAGES'),
        location_id: full,
        request_id: null,
        status: 'WAITING',
      },
    ]);
    const again = await join(w, jan.cookie, garage, w.ids.area('GARAGES'), full, 'nl');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      statuscode: 'WAITING_LIST_EXISTS',
      statusmessage: 'U staat al op de wachtlijst voor dit product.',
      messagetype: 'E',
    });
    expect(await entries(w, jan.relationId)).toHaveLength(1);
    // The catalogue now says so.
    const list = (await post(app, w.tenant.code, 'eloket/get_requestable_permits', {}, { cookie: jan.cookie })).json();
    const listed = list.result.find(
      (p: { PERMITTYPEID: number; AREAID: number }) => p.PERMITTYPEID === garage && p.AREAID === w.ids.area('GARAGES'),
    );
    expect(listed.EXISTING_WL_YN).toBe('Y');
  });

  it('joins a product whose only location is full, and again after withdrawing', async () => {
    const w = await world();
    const jan = await login(w);
    const args = [
      w.ids.permitType('GARAGE'),
      w.ids.area('CENTRUM'),
      w.ids.location('GARAGE', 'CENTRUM', 'MARKT'),
    ] as const;
    expect((await join(w, jan.cookie, ...args)).json().statuscode).toBe('OK');
    await db
      .updateTable('waiting_list_entries')
      .set({ status: 'WITHDRAWN' })
      .where('relation_id', '=', jan.relationId)
      .execute();
    expect((await join(w, jan.cookie, ...args)).json().statuscode).toBe('OK');
    expect((await entries(w, jan.relationId)).map((e) => e.status)).toEqual(['WITHDRAWN', 'WAITING']);
  });

  it('refuses two simultaneous joins but one', async () => {
    const w = await world();
    const jan = await login(w);
    const args = [
      w.ids.permitType('GARAGE'),
      w.ids.area('GARAGES'),
      w.ids.location('GARAGE', 'GARAGES', 'VOL'),
    ] as const;
    const answers = await Promise.all([
      join(w, jan.cookie, ...args),
      join(w, jan.cookie, ...args),
      join(w, jan.cookie, ...args),
    ]);
    expect(answers.map((a) => a.json().statuscode).sort()).toEqual([
      'OK',
      'WAITING_LIST_EXISTS',
      'WAITING_LIST_EXISTS',
    ]);
    expect(await entries(w, jan.relationId)).toHaveLength(1);
  });

  it('turns the database’s refusal of a second live entry (a lost race) into WAITING_LIST_EXISTS', async () => {
    const w = await world();
    const jan = await login(w);
    const entry = {
      relationId: jan.relationId,
      permitTypeId: w.ids.permitType('GARAGE'),
      areaId: w.ids.area('GARAGES'),
      locationId: w.ids.location('GARAGE', 'GARAGES', 'VOL'),
      requestId: null,
    };
    await insertOnce(() => insertEntry(db, w.tenant.id, entry));
    const lost = insertOnce(() => insertEntry(db, w.tenant.id, entry));
    await expect(lost).rejects.toBeInstanceOf(BusinessFailure);
    await expect(lost).rejects.toMatchObject({ code: 'WAITING_LIST_EXISTS' });
    // Another location is another queue.
    await insertOnce(() =>
      insertEntry(db, w.tenant.id, { ...entry, locationId: w.ids.location('GARAGE', 'GARAGES', 'VRIJ') }),
    );
    expect(await entries(w, jan.relationId)).toHaveLength(2);
  });

  it('is NO_WAITING_LIST where places are left, without a waiting list, or for another product’s location', async () => {
    const w = await world();
    const jan = await login(w);
    const garage = w.ids.permitType('GARAGE');
    const cases = [
      [garage, w.ids.area('GARAGES'), w.ids.location('GARAGE', 'GARAGES', 'VRIJ')],
      [w.ids.permitType('STALLING'), w.ids.area('GARAGES'), w.ids.location('STALLING', 'GARAGES', 'STATION')],
      [garage, w.ids.area('GARAGES'), w.ids.location('GARAGE', 'CENTRUM', 'MARKT')],
      [garage, w.ids.area('GARAGES'), 999999],
    ] as const;
    for (const [pte, area, location] of cases) {
      const res = await join(w, jan.cookie, pte, area, location);
      expect(res.json(), `${pte}/${area}/${location}`).toMatchObject({
        statuscode: 'NO_WAITING_LIST',
        statusmessage: 'This product has no waiting list, or there is a place free. You can simply request it.',
      });
    }
    expect(await entries(w, jan.relationId)).toEqual([]);
  });

  it('is NOT_FOUND for a product this tenant does not offer, and NOT_REQUESTABLE for one the relation may not have', async () => {
    const w = await world();
    const other = await world();
    const jan = await login(w);
    const foreign = await join(
      w,
      jan.cookie,
      other.ids.permitType('GARAGE'),
      other.ids.area('GARAGES'),
      other.ids.location('GARAGE', 'GARAGES', 'VOL'),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().statuscode).toBe('NOT_FOUND');

    const file = structuredClone(TEST_CATALOGUE);
    file.permitTypes![2]!.relationTypes = 'C';
    await importCatalogue(db, w.tenant.code, file);
    const res = await join(
      w,
      jan.cookie,
      w.ids.permitType('GARAGE'),
      w.ids.area('GARAGES'),
      w.ids.location('GARAGE', 'GARAGES', 'VOL'),
    );
    expect(res.json().statuscode).toBe('NOT_REQUESTABLE');
    const company = await login(w, 'B');
    const ok = await join(
      w,
      company.cookie,
      w.ids.permitType('GARAGE'),
      w.ids.area('GARAGES'),
      w.ids.location('GARAGE', 'GARAGES', 'VOL'),
    );
    expect(ok.json().statuscode).toBe('OK');
  });

  it('needs a session', async () => {
    const w = await world();
    const res = await post(app, w.tenant.code, 'eloket/add_on_waitinglist', {
      p_pte_id: '1',
      p_ara_id: '1',
      p_lcn_id: '1',
    });
    expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
  });
});

describe('joining tells what happens next (issue 24)', () => {
  it('names the position in the queue and the days this municipality holds an offered place', async () => {
    const w = await world();
    const garage = w.ids.permitType('GARAGE');
    const full = w.ids.location('GARAGE', 'GARAGES', 'VOL');
    const first = await login(w);
    const second = await login(w);
    await join(w, first.cookie, garage, w.ids.area('GARAGES'), full);
    await setWaitingOfferDays(db, w.tenant.id, 1);
    const res = await join(w, second.cookie, garage, w.ids.area('GARAGES'), full);
    expect(res.json().statusmessage).toBe(`You have been placed on the waiting list, in position 2. ${HELD_EN(1)}`);
    const nl = await join(w, (await login(w)).cookie, garage, w.ids.area('GARAGES'), full, 'nl');
    expect(nl.json().statusmessage).toBe(
      'U staat nu op de wachtlijst, op plaats 3. Komt er een plaats vrij, dan krijgt u een e-mail. U heeft dan 1 dag om de plaats aan te vragen; daarna gaat de plaats naar de volgende op de wachtlijst. Uw plaats ziet u onder Wachtlijst.',
    );
  });
});

describe('eloket/add_to_waitinglist', () => {
  function add(w: World, cookie: string, requestId: number, language = 'en') {
    return post(
      app,
      w.tenant.code,
      'eloket/add_to_waitinglist',
      { p_rqt_id: String(requestId) },
      { cookie, 'accept-language': language },
    );
  }

  it('puts a request whose maximum check failed on the waiting list, ending the request (WITHDRAWN) and recording the step', async () => {
    const w = await world();
    const jan = await login(w);
    const requestId = await request(w, jan.relationId, 'MAX_CHECK_FAILED_WL');
    const res = await add(w, jan.cookie, requestId);
    expect(res.json()).toEqual({
      statuscode: 'OK',
      statusmessage: `Your request has been placed on the waiting list, in position 1. ${HELD_EN(OFFER_DAYS)}`,
      messagetype: 'I',
      result: [],
    });
    expect(await entries(w, jan.relationId)).toMatchObject([
      {
        permit_type_id: w.ids.permitType('GARAGE'),
        area_id: w.ids.area('GARAGES'),
        location_id: w.ids.location('GARAGE', 'GARAGES', 'VRIJ'),
        request_id: requestId,
        status: 'WAITING',
      },
    ]);
    const request_ = await db
      .selectFrom('requests')
      .select('status')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request_.status).toBe('WITHDRAWN');
    const transitions = await db
      .selectFrom('request_transitions')
      .selectAll()
      .where('tenant_id', '=', w.tenant.id)
      .where('request_id', '=', requestId)
      .execute();
    expect(transitions).toMatchObject([
      { event: 'ADDED_TO_WAITING_LIST', from_status: 'MAX_CHECK_FAILED_WL', to_status: 'WITHDRAWN' },
    ]);
    const again = await add(w, jan.cookie, requestId);
    expect(again.json().statuscode).toBe('WAITING_LIST_EXISTS');
    expect(await entries(w, jan.relationId)).toHaveLength(1);
  });

  it('lists the entry with the plates of the request it was made from, to carry into the request from the list', async () => {
    const w = await world();
    const jan = await login(w);
    const requestId = await request(w, jan.relationId, 'MAX_CHECK_FAILED_WL');
    await db
      .insertInto('request_plates')
      .values(
        ['XX99YY', 'AB12CD'].map((plate, position) => ({
          tenant_id: w.tenant.id,
          request_id: requestId,
          position,
          license_plate: plate,
          lease_yn: 'N' as const,
          rdw_checked_yn: 'Y' as const,
        })),
      )
      .execute();
    expect((await add(w, jan.cookie, requestId)).json().statuscode).toBe('OK');
    const listed = await post(app, w.tenant.code, 'eloket/get_waitinglist', {}, { cookie: jan.cookie });
    expect(listed.json().result).toMatchObject([
      {
        PERMITTYPEID: w.ids.permitType('GARAGE'),
        LOCATIONID: w.ids.location('GARAGE', 'GARAGES', 'VRIJ'),
        LICENSE_PLATES: [{ LICENSE_PLATE: 'XX99YY' }, { LICENSE_PLATE: 'AB12CD' }],
        DOCUMENTS: [],
      },
    ]);
  });

  it('is NOT_FOUND for another relation’s or another tenant’s request, and REQUEST_STATE for one that moved on', async () => {
    const w = await world();
    const jan = await login(w);
    const piet = await login(w);
    const pietsRequest = await request(w, piet.relationId, 'MAX_CHECK_FAILED_WL');
    const res = await add(w, jan.cookie, pietsRequest);
    expect(res.statusCode).toBe(404);
    expect(res.json().statuscode).toBe('NOT_FOUND');
    expect(await entries(w, piet.relationId)).toEqual([]);

    const other = await world();
    const stranger = await login(other);
    const strangersRequest = await request(other, stranger.relationId, 'MAX_CHECK_FAILED_WL');
    expect((await add(w, jan.cookie, strangersRequest)).json().statuscode).toBe('NOT_FOUND');
    expect((await add(w, jan.cookie, 999999)).json().statuscode).toBe('NOT_FOUND');

    for (const status of ['AWAIT_PAYMENT', 'MAX_CHECK_FAILED', 'CANCELLED']) {
      const moved = await request(w, jan.relationId, status);
      const answer = await add(w, jan.cookie, moved, 'nl');
      expect(answer.json(), status).toMatchObject({
        statuscode: 'REQUEST_STATE',
        statusmessage: 'Deze aanvraag is al verder of is beëindigd. Bekijk uw lopende aanvragen.',
      });
    }
    expect(await entries(w, jan.relationId)).toEqual([]);
  });

  it('is WAITING_LIST_EXISTS when the relation already waits at that place, and NO_WAITING_LIST without a list', async () => {
    const w = await world();
    const jan = await login(w);
    const first = await request(w, jan.relationId, 'MAX_CHECK_FAILED_WL');
    const second = await request(w, jan.relationId, 'MAX_CHECK_FAILED_WL');
    expect((await add(w, jan.cookie, first)).json().statuscode).toBe('OK');
    expect((await add(w, jan.cookie, second)).json().statuscode).toBe('WAITING_LIST_EXISTS');
    const noList = await request(w, jan.relationId, 'MAX_CHECK_FAILED_WL', 'BEWONER', 'CENTRUM');
    expect((await add(w, jan.cookie, noList)).json().statuscode).toBe('NO_WAITING_LIST');
  });
});

describe('the message that the place on the waiting list is taken (issue 26)', () => {
  const joinedMails = (w: World) =>
    db
      .selectFrom('outbox')
      .selectAll()
      .where('tenant_id', '=', w.tenant.id)
      .where('kind', '=', 'waiting_list_joined')
      .orderBy('id')
      .execute();
  const withEmail = async (w: World, relationId: number, language: string) =>
    db
      .updateTable('relations')
      .set({ email: `r${relationId}@example.nl`, language })
      .where('tenant_id', '=', w.tenant.id)
      .where('id', '=', relationId)
      .execute();

  it('is written once per entry, in the resident’s language, with the position and the link to the waiting list', async () => {
    const w = await world();
    const [jan, piet] = [await login(w), await login(w)];
    await withEmail(w, jan.relationId, 'nl_NL');
    await withEmail(w, piet.relationId, 'en_EN');
    const [garage, area, full] = [
      w.ids.permitType('GARAGE'),
      w.ids.area('GARAGES'),
      w.ids.location('GARAGE', 'GARAGES', 'VOL'),
    ];
    expect((await join(w, jan.cookie, garage, area, full)).json().statuscode).toBe('OK');
    expect((await join(w, piet.cookie, garage, area, full, 'nl')).json().statuscode).toBe('OK');
    expect((await join(w, jan.cookie, garage, area, full)).json().statuscode).toBe('WAITING_LIST_EXISTS');
    const [janEntry] = await entries(w, jan.relationId);
    const [pietEntry] = await entries(w, piet.relationId);
    const mails = await joinedMails(w);
    expect(mails.map((m) => [m.relation_id, m.event_key])).toEqual([
      [jan.relationId, `entry:${janEntry?.id}`],
      [piet.relationId, `entry:${pietEntry?.id}`],
    ]);
    expect(mails[0]?.subject).toMatch(/^U staat op de wachtlijst: /);
    expect(mails[0]?.body).toContain('op plaats 1.');
    expect(mails[1]?.subject).toMatch(/^You are on the waiting list: /);
    expect(mails[1]?.body).toContain('in position 2.');
    expect(mails[1]?.body).toMatch(new RegExp(`/${w.tenant.code}/waiting-list\\b`));
  });

  it('is not written when the municipality switched it off, and the resident still joins', async () => {
    const w = await world();
    await createTenant(db, { code: w.tenant.code, settings: { MESSAGE_WAITING_LIST_JOINED: 'N' } });
    const jan = await login(w);
    await withEmail(w, jan.relationId, 'nl_NL');
    const full = w.ids.location('GARAGE', 'GARAGES', 'VOL');
    expect((await join(w, jan.cookie, w.ids.permitType('GARAGE'), w.ids.area('GARAGES'), full)).json().statuscode).toBe(
      'OK',
    );
    expect(await entries(w, jan.relationId)).toHaveLength(1);
    expect(await joinedMails(w)).toEqual([]);
  });
});

describe('the position message when someone ahead withdraws (issue 26, waiting_list_position)', () => {
  it('tells those behind who moved up to a multiple of the step, once, in their language; nobody ahead', async () => {
    const w = await world();
    await createTenant(db, { code: w.tenant.code, settings: { WAITING_LIST_POSITION_STEP: '1' } });
    const people = [await login(w), await login(w), await login(w), await login(w)];
    const languages = ['nl_NL', 'nl_NL', 'en_EN', 'nl_NL'];
    for (const [i, who] of people.entries()) {
      await db
        .updateTable('relations')
        .set({ email: `p${who.relationId}@example.nl`, language: languages[i] })
        .where('tenant_id', '=', w.tenant.id)
        .where('id', '=', who.relationId)
        .execute();
    }
    const full = w.ids.location('GARAGE', 'GARAGES', 'VOL');
    for (const who of people) {
      expect(
        (await join(w, who.cookie, w.ids.permitType('GARAGE'), w.ids.area('GARAGES'), full)).json().statuscode,
      ).toBe('OK');
    }
    const ids = await Promise.all(people.map(async (who) => (await entries(w, who.relationId))[0]?.id));
    const positionMails = () =>
      db
        .selectFrom('outbox')
        .selectAll()
        .where('tenant_id', '=', w.tenant.id)
        .where('kind', '=', 'waiting_list_position')
        .orderBy('id')
        .execute();
    expect(await positionMails()).toEqual([]);

    // The second withdraws: the third and fourth move up to 2 and 3; the first stays where it was.
    const withdraw = await post(
      app,
      w.tenant.code,
      'eloket/cancel_waitinglist_position',
      { p_wlt_id: String(ids[1]) },
      { cookie: people[1]?.cookie ?? '' },
    );
    expect(withdraw.json().statuscode).toBe('OK');
    const sent = await positionMails();
    expect(sent.map((m) => [m.relation_id, m.event_key])).toEqual([
      [people[2]?.relationId, `entry:${ids[2]}:pos:2`],
      [people[3]?.relationId, `entry:${ids[3]}:pos:3`],
    ]);
    expect(sent[0]?.subject).toMatch(/^You are now in position 2 on the waiting list: /);
    expect(sent[1]?.subject).toMatch(/^U staat nu op plaats 3 van de wachtlijst: /);
    expect(sent[1]?.body).toMatch(new RegExp(`/${w.tenant.code}/waiting-list\\b`));
  });
});
