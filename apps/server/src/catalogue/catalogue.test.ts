import type { RequestableProduct } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../invoices/index.js';
import type { RelationAttributes } from '../relations/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { importCatalogue } from './catalogue-file.js';
import { eligibilityFor, loadProduct } from './catalogue-service.js';
import { type CatalogueIds, catalogueIds, TEST_CATALOGUE } from './test-catalogue.js';

const { app, db } = await testApp();

const JAN: Partial<RelationAttributes> = {
  relationType: 'P',
  firstname: 'Jan',
  lastname: 'Jansen',
  street: 'Kerkstraat',
  nr: '12',
  zipcode: '1234',
  zipcodeLetters: 'AB',
  city: 'Voorbeeld',
};
const BAKERY: Partial<RelationAttributes> = {
  relationType: 'B',
  name: 'Bakkerij Van Dam',
  street: 'Kerkstraat',
  nr: '5',
  zipcode: '1234',
  zipcodeLetters: 'AB',
  city: 'Voorbeeld',
};

interface World {
  tenant: Tenant;
  ids: CatalogueIds;
}

async function world(): Promise<World> {
  const tenant = await createTenant(db);
  await importCatalogue(db, tenant.code, TEST_CATALOGUE);
  return { tenant, ids: await catalogueIds(db, tenant.id) };
}

async function login(w: World, attributes: Partial<RelationAttributes>) {
  const relationId = await createRelation(db, w.tenant, attributes);
  return { relationId, cookie: await relationSessionCookie(db, w.tenant, relationId) };
}

async function listing(w: World, cookie: string, language = 'nl'): Promise<RequestableProduct[]> {
  const res = await post(
    app,
    w.tenant.code,
    'eloket/get_requestable_permits',
    {},
    { cookie, 'accept-language': language },
  );
  expect(res.statusCode).toBe(200);
  expect(res.json().statuscode).toBe('OK');
  return res.json().result;
}

function product(list: RequestableProduct[], w: World, permitType: string, area: string): RequestableProduct {
  const found = list.find((p) => p.PERMITTYPEID === w.ids.permitType(permitType) && p.AREAID === w.ids.area(area));
  if (!found) throw new Error(`${permitType} in ${area} not listed`);
  return found;
}

/** A request (and, with `permit`, the permit it became) of a relation: a holding that counts against maxima. */
async function holding(
  w: World,
  relationId: number,
  permitType: string,
  area: string,
  options: {
    status?: string;
    permit?: boolean;
    locationId?: number;
    addressId?: number;
    kind?: 'LICENSE_CHANGE' | 'PROLONGATION';
  } = {},
) {
  const values = {
    tenant_id: w.tenant.id,
    relation_id: relationId,
    permit_type_id: w.ids.permitType(permitType),
    area_id: w.ids.area(area),
    location_id: options.locationId ?? null,
    address_id: options.addressId ?? null,
    valid_from: '2026-01-01',
  };
  const request = await db
    .insertInto('requests')
    .values({
      ...values,
      ...(options.kind ? { kind: options.kind } : {}),
      status: options.permit ? 'PERMIT_CREATED' : (options.status ?? 'AWAIT_PAYMENT'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.permit) {
    await db
      .insertInto('permits')
      .values({ ...values, request_id: request.id, status: 'ACTIVE' })
      .execute();
  }
  return request.id;
}

async function checkedAddress(w: World, relationId: number, zipcode: string, nr: string, addition = '') {
  const row = await db
    .insertInto('checked_addresses')
    .values({ tenant_id: w.tenant.id, relation_id: relationId, zipcode, nr, addition, street: 'Kerkstraat', city: 'X' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('eloket/get_requestable_permits', () => {
  it('lists every product a resident may request in category and product order, judged at their own address', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    const list = await listing(w, jan.cookie, 'nl');
    expect(list.map((p) => [p.PERMITTYPEID, p.AREAID])).toEqual([
      [w.ids.permitType('BEWONER'), w.ids.area('CENTRUM')],
      [w.ids.permitType('BEWONER'), w.ids.area('NOORD')],
      [w.ids.permitType('BEZOEK'), w.ids.area('CENTRUM')],
      [w.ids.permitType('GARAGE'), w.ids.area('GARAGES')],
      [w.ids.permitType('GARAGE'), w.ids.area('CENTRUM')],
      [w.ids.permitType('STALLING'), w.ids.area('GARAGES')],
    ]);
    expect(product(list, w, 'BEWONER', 'CENTRUM')).toEqual({
      PERMITTYPEID: w.ids.permitType('BEWONER'),
      AREAID: w.ids.area('CENTRUM'),
      AREADESCRIPTION: 'Centrum',
      DESCRIPTION: 'Bewonersvergunning',
      LONG_DESCRIPTION: 'Parkeren bij uw woning',
      STAFFEL: 1,
      HAS_STAFFEL_YN: 'N',
      WAITINGLISTID: null,
      REQUESTABLE: 'Y',
      NOT_REQ_REASON: null,
      LOCATIONS: [
        {
          LOCATIONID: w.ids.location('BEWONER', 'CENTRUM', 'CENTRUM'),
          LOCATIONDESCRIPTION: 'Vergunninggebied Centrum',
          AVAILABLE: 'Y',
          NOT_AVAILABLE_REASON: null,
        },
      ],
      MULTI_LOCATIONS_YN: 'N',
      HAS_ADDITIONAL_INFO_YN: 'Y',
      EXISTING_WL_YN: 'N',
      EXISTING_VREX_YN: 'N',
      EXISTING_TO_BE_PAID_YN: 'N',
      PERMITPLUS_PRODUCT_YN: 'N',
      PRICE: 10,
      PRICE_UNIT: 'M',
      PRICE_PERIOD_COUNT: 1,
      LICENSE_PLATES: [],
    });
    expect(product(list, w, 'BEWONER', 'NOORD')).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'Uw adres ligt niet in dit gebied.',
    });
    // A business permit is for companies only: a resident never sees it (issue 24).
    expect(list.some((p) => p.PERMITTYPEID === w.ids.permitType('BEDRIJF'))).toBe(false);
    expect(product(list, w, 'BEZOEK', 'CENTRUM')).toMatchObject({ REQUESTABLE: 'Y', PRICE: 0 });
  });

  it('shows full locations as WL on products with a waiting list, and N (full) without', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    const list = await listing(w, jan.cookie, 'en');
    const garage = w.ids.permitType('GARAGE');
    expect(product(list, w, 'GARAGE', 'GARAGES')).toMatchObject({
      DESCRIPTION: 'Garage subscription',
      AREADESCRIPTION: 'Car parks',
      WAITINGLISTID: garage,
      REQUESTABLE: 'Y',
      MULTI_LOCATIONS_YN: 'Y',
      PRICE: 65.5,
      LOCATIONS: [
        {
          LOCATIONID: w.ids.location('GARAGE', 'GARAGES', 'VOL'),
          AVAILABLE: 'WL',
          NOT_AVAILABLE_REASON: 'Full, you can join the waiting list',
        },
        { LOCATIONID: w.ids.location('GARAGE', 'GARAGES', 'VRIJ'), AVAILABLE: 'Y', NOT_AVAILABLE_REASON: null },
      ],
    });
    expect(product(list, w, 'GARAGE', 'CENTRUM')).toMatchObject({
      WAITINGLISTID: garage,
      REQUESTABLE: 'WL',
      NOT_REQ_REASON: null,
      MULTI_LOCATIONS_YN: 'N',
      LOCATIONS: [{ AVAILABLE: 'WL' }],
    });
    expect(product(list, w, 'STALLING', 'GARAGES')).toMatchObject({
      WAITINGLISTID: null,
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'There are no places left.',
      LOCATIONS: [{ AVAILABLE: 'N', NOT_AVAILABLE_REASON: 'Full' }],
    });
  });

  it('counts places taken by permits and open requests, not by ended or cancelled ones', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    const other = await login(w, { ...JAN, firstname: 'Piet' });
    const free = w.ids.location('GARAGE', 'GARAGES', 'VRIJ');
    for (let i = 0; i < 9; i++) await holding(w, other.relationId, 'GARAGE', 'GARAGES', { locationId: free });
    await holding(w, other.relationId, 'GARAGE', 'GARAGES', { locationId: free, status: 'CANCELLED' });
    expect(product(await listing(w, jan.cookie), w, 'GARAGE', 'GARAGES').REQUESTABLE).toBe('Y');
    await holding(w, other.relationId, 'GARAGE', 'GARAGES', { locationId: free, permit: true });
    expect(product(await listing(w, jan.cookie), w, 'GARAGE', 'GARAGES')).toMatchObject({
      REQUESTABLE: 'WL',
      LOCATIONS: [{ AVAILABLE: 'WL' }, { AVAILABLE: 'WL' }],
    });
  });

  it('counts no second place or holding for an open prolongation or plate change of a permit', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    const other = await login(w, { ...JAN, firstname: 'Piet' });
    const free = w.ids.location('GARAGE', 'GARAGES', 'VRIJ');
    for (let i = 0; i < 8; i++) await holding(w, other.relationId, 'GARAGE', 'GARAGES', { locationId: free });
    await holding(w, other.relationId, 'GARAGE', 'GARAGES', { locationId: free, permit: true });
    for (const kind of ['PROLONGATION', 'LICENSE_CHANGE'] as const) {
      await holding(w, other.relationId, 'GARAGE', 'GARAGES', { locationId: free, kind });
      await holding(w, jan.relationId, 'BEWONER', 'CENTRUM', { kind, status: 'AWAIT_CONFIRMATION' });
    }
    const list = await listing(w, jan.cookie);
    expect(product(list, w, 'GARAGE', 'GARAGES').LOCATIONS?.map((l) => l.AVAILABLE)).toEqual(['WL', 'Y']);
    expect(product(list, w, 'BEWONER', 'CENTRUM').REQUESTABLE).toBe('Y');
  });

  it('refuses at the maximum per relation, counting active permits and open requests', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    await holding(w, jan.relationId, 'BEWONER', 'CENTRUM', { status: 'CANCELLED' });
    await holding(w, jan.relationId, 'BEWONER', 'CENTRUM', { status: 'MAX_CHECK_FAILED' });
    expect(product(await listing(w, jan.cookie), w, 'BEWONER', 'CENTRUM').REQUESTABLE).toBe('Y');
    await holding(w, jan.relationId, 'BEWONER', 'CENTRUM', { status: 'DOCS_UPLOAD' });
    expect(product(await listing(w, jan.cookie, 'en'), w, 'BEWONER', 'CENTRUM')).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'You already have the maximum number (1) of this product.',
    });
  });

  it('refuses at the maximum per address, wherever the holders are registered', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    // A housemate holds one at the relation's own address; someone else had this address checked in a request.
    const housemate = await login(w, { ...JAN, firstname: 'Els' });
    await holding(w, housemate.relationId, 'BEWONER', 'CENTRUM', { permit: true });
    expect(product(await listing(w, jan.cookie), w, 'BEWONER', 'CENTRUM').REQUESTABLE).toBe('Y');
    const elsewhere = await login(w, { ...JAN, firstname: 'Kees', zipcode: '9999', zipcodeLetters: 'ZZ' });
    // Another house number or addition is another address.
    await holding(w, elsewhere.relationId, 'BEWONER', 'CENTRUM', {
      addressId: await checkedAddress(w, elsewhere.relationId, '1234AB', '12', 'A'),
    });
    expect(product(await listing(w, jan.cookie), w, 'BEWONER', 'CENTRUM').REQUESTABLE).toBe('Y');
    await holding(w, elsewhere.relationId, 'BEWONER', 'CENTRUM', {
      addressId: await checkedAddress(w, elsewhere.relationId, '1234AB', '12'),
    });
    expect(product(await listing(w, jan.cookie, 'en'), w, 'BEWONER', 'CENTRUM')).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'The maximum number (2) of this product has already been issued for your address.',
    });
  });

  it('shows a maximum on a product with a waiting list as requestable, saying the request can wait', async () => {
    const w = await world();
    const file = structuredClone(TEST_CATALOGUE);
    file.permitTypes![2]!.maxPerRelation = 1;
    await importCatalogue(db, w.tenant.code, file);
    const jan = await login(w, JAN);
    await holding(w, jan.relationId, 'GARAGE', 'GARAGES', {
      permit: true,
      locationId: w.ids.location('GARAGE', 'GARAGES', 'VRIJ'),
    });
    expect(product(await listing(w, jan.cookie, 'en'), w, 'GARAGE', 'GARAGES')).toMatchObject({
      REQUESTABLE: 'Y',
      NOT_REQ_REASON:
        'You already have the maximum number (1) of this product. If you request it anyway, you can be placed on the waiting list.',
    });
  });

  it('limits a company by its FTE count, saying how many it may hold', async () => {
    const w = await world();
    const bakery = await login(w, BAKERY);
    const setFte = (fte: number | null) =>
      db.updateTable('relations').set({ number_of_fte: fte }).where('id', '=', bakery.relationId).execute();
    const business = async () => product(await listing(w, bakery.cookie, 'en'), w, 'BEDRIJF', 'CENTRUM');
    expect(await business()).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: "Please first enter your company's number of FTE in your profile.",
    });
    await setFte(4);
    expect(await business()).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'With 4 FTE your company may hold 0 of this product, and that number has been reached.',
    });
    await setFte(10);
    expect((await business()).REQUESTABLE).toBe('Y');
    await holding(w, bakery.relationId, 'BEDRIJF', 'CENTRUM', { permit: true });
    await holding(w, bakery.relationId, 'BEDRIJF', 'CENTRUM', { status: 'AWAIT_CONFIRMATION' });
    expect(await business()).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'With 10 FTE your company may hold 2 of this product, and that number has been reached.',
    });
    const forBakery = await listing(w, bakery.cookie);
    expect(
      forBakery.some((p) => p.PERMITTYPEID === w.ids.permitType('BEWONER')),
      'no resident permit',
    ).toBe(false);
  });

  it('shows a company acting for a branch the company’s own catalogue', async () => {
    const w = await world();
    const relationId = await createRelation(db, w.tenant, { ...BAKERY, name: 'Filialen BV' });
    await db.updateTable('relations').set({ number_of_fte: 5 }).where('id', '=', relationId).execute();
    const whole = await relationSessionCookie(db, w.tenant, relationId);
    const { insertSession } = await import('../sessions/index.js');
    const { SESSION_COOKIE } = await import('../sessions/index.js');
    const { token } = await insertSession(
      db,
      w.tenant.id,
      { relationId, state: 'authorized', locale: null, branchNumber: '000012345671' },
      { idleMinutes: 20, maxHours: 12 },
    );
    const branch = `${SESSION_COOKIE}=${token}`;
    expect(await listing(w, branch)).toEqual(await listing(w, whole));
    await holding(w, relationId, 'BEDRIJF', 'CENTRUM', { permit: true });
    expect(product(await listing(w, branch), w, 'BEDRIJF', 'CENTRUM').REQUESTABLE).toBe('N');
  });

  it('asks for a Dutch address for products located by address', async () => {
    const w = await world();
    const eu = await login(w, { relationType: 'P', firstname: 'Anna', lastname: 'Schmidt' });
    const list = await listing(w, eu.cookie, 'en');
    expect(product(list, w, 'BEWONER', 'CENTRUM')).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'This product needs a Dutch address, and we have no Dutch address for you.',
    });
    // Products that need no address stay requestable.
    expect(product(list, w, 'GARAGE', 'GARAGES').REQUESTABLE).toBe('Y');
    await db.updateTable('relations').set({ foreign_yn: 'Y' }).where('id', '=', eu.relationId).execute();
    expect(product(await listing(w, eu.cookie), w, 'BEWONER', 'NOORD').REQUESTABLE).toBe('N');
  });

  it('flags a live waiting-list entry, an open invoice and the plate brought in at entry', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    await db
      .insertInto('waiting_list_entries')
      .values({
        tenant_id: w.tenant.id,
        relation_id: jan.relationId,
        permit_type_id: w.ids.permitType('GARAGE'),
        area_id: w.ids.area('CENTRUM'),
        location_id: w.ids.location('GARAGE', 'CENTRUM', 'MARKT'),
      })
      .execute();
    const requestId = await holding(w, jan.relationId, 'BEWONER', 'CENTRUM');
    await createInvoice(db, w.tenant.id, {
      kind: 'REQUEST',
      subjectId: requestId,
      requestId,
      relationId: jan.relationId,
      amountCents: 1000,
    });
    await db
      .updateTable('relations')
      .set({ deeplink_license_plate: '12ABC3' })
      .where('id', '=', jan.relationId)
      .execute();
    const list = await listing(w, jan.cookie);
    expect(product(list, w, 'GARAGE', 'CENTRUM')).toMatchObject({ EXISTING_WL_YN: 'Y', EXISTING_TO_BE_PAID_YN: 'N' });
    expect(product(list, w, 'GARAGE', 'GARAGES').EXISTING_WL_YN).toBe('N');
    expect(product(list, w, 'BEWONER', 'CENTRUM')).toMatchObject({
      EXISTING_WL_YN: 'N',
      EXISTING_TO_BE_PAID_YN: 'Y',
      LICENSE_PLATES: [{ LICENSE_PLATE: '12ABC3' }],
    });
    // Withdrawn entries and paid invoices no longer count.
    await db
      .updateTable('waiting_list_entries')
      .set({ status: 'WITHDRAWN' })
      .where('relation_id', '=', jan.relationId)
      .execute();
    await db.updateTable('invoices').set({ status: 'PAID' }).where('request_id', '=', requestId).execute();
    const after = await listing(w, jan.cookie);
    expect(product(after, w, 'GARAGE', 'CENTRUM').EXISTING_WL_YN).toBe('N');
    expect(product(after, w, 'BEWONER', 'CENTRUM').EXISTING_TO_BE_PAID_YN).toBe('N');
  });

  it('flags an open prolongation (to confirm or to pay) of the product as EXISTING_VREX_YN', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    const other = await login(w, JAN);
    const prolongation = (relationId: number, status: string) =>
      db
        .insertInto('requests')
        .values({
          tenant_id: w.tenant.id,
          relation_id: relationId,
          kind: 'PROLONGATION',
          permit_type_id: w.ids.permitType('BEWONER'),
          area_id: w.ids.area('CENTRUM'),
          valid_from: '2027-01-01',
          status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const vrex = async (cookie: string) =>
      (await listing(w, cookie)).filter((p) => p.EXISTING_VREX_YN === 'Y').map((p) => [p.PERMITTYPEID, p.AREAID]);
    expect(await vrex(jan.cookie)).toEqual([]);
    const { id } = await prolongation(jan.relationId, 'AWAIT_CONFIRMATION');
    await prolongation(other.relationId, 'AWAIT_PAYMENT');
    const bewonerCentrum = [w.ids.permitType('BEWONER'), w.ids.area('CENTRUM')];
    expect(await vrex(jan.cookie)).toEqual([bewonerCentrum]);
    await db.updateTable('requests').set({ status: 'AWAIT_PAYMENT' }).where('id', '=', id).execute();
    expect(await vrex(jan.cookie)).toEqual([bewonerCentrum]);
    // Withdrawn or paid, the prolongation is no longer open; an ordinary request is no prolongation.
    await db.updateTable('requests').set({ status: 'WITHDRAWN' }).where('id', '=', id).execute();
    await holding(w, jan.relationId, 'BEWONER', 'CENTRUM', { status: 'AWAIT_CONFIRMATION' });
    expect(await vrex(jan.cookie)).toEqual([]);
    expect(await vrex(other.cookie)).toEqual([bewonerCentrum]);
  });

  it('is empty for a tenant without a catalogue, and needs a session', async () => {
    const tenant = await createTenant(db);
    const relationId = await createRelation(db, tenant, JAN);
    const cookie = await relationSessionCookie(db, tenant, relationId);
    expect((await post(app, tenant.code, 'eloket/get_requestable_permits', {}, { cookie })).json().result).toEqual([]);
    for (const endpoint of ['eloket/get_requestable_permits', 'eloket/get_categories']) {
      const res = await post(app, tenant.code, endpoint);
      expect(res.json().statuscode, endpoint).toBe('SESSION_TIMEOUT');
    }
    const half = await relationSessionCookie(db, tenant, relationId, 'login', 'otp');
    expect(
      (await post(app, tenant.code, 'eloket/get_requestable_permits', {}, { cookie: half })).json().statuscode,
    ).toBe('SESSION_TIMEOUT');
    const info = await post(app, tenant.code, 'eloket/get_additional_pte_info', { p_pte_id: '1' });
    expect(info.json().statuscode).toBe('SESSION_TIMEOUT');
  });
});

describe('products a relation can never request', () => {
  it('are left out of the listing for the other relation type; the home count agrees with what is listed', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    const bakery = await login(w, BAKERY);
    const typesOf = (list: RequestableProduct[]) => new Set(list.map((p) => p.PERMITTYPEID));
    const forJan = typesOf(await listing(w, jan.cookie));
    const forBakery = typesOf(await listing(w, bakery.cookie));
    // BEWONER and BEZOEK are for persons only, BEDRIJF for companies only; GARAGE and STALLING for both.
    expect(forJan.has(w.ids.permitType('BEDRIJF'))).toBe(false);
    expect(forJan.has(w.ids.permitType('BEWONER'))).toBe(true);
    expect(forBakery.has(w.ids.permitType('BEWONER'))).toBe(false);
    expect(forBakery.has(w.ids.permitType('BEZOEK'))).toBe(false);
    expect(forBakery.has(w.ids.permitType('BEDRIJF'))).toBe(true);
    for (const both of ['GARAGE', 'STALLING']) {
      expect(forJan.has(w.ids.permitType(both))).toBe(true);
      expect(forBakery.has(w.ids.permitType(both))).toBe(true);
    }
    // What cannot be requested now is still listed, with why (here: the address outside the area).
    const noord = (await listing(w, jan.cookie)).find(
      (p) => p.PERMITTYPEID === w.ids.permitType('BEWONER') && p.AREAID === w.ids.area('NOORD'),
    );
    expect(noord).toMatchObject({ REQUESTABLE: 'N', NOT_REQ_REASON: 'Uw adres ligt niet in dit gebied.' });
    for (const who of [jan, bakery]) {
      const listed = (await listing(w, who.cookie)).filter((p) => p.REQUESTABLE !== 'N').length;
      const counts = (await post(app, w.tenant.code, 'eloket/get_overview_counts', {}, { cookie: who.cookie })).json();
      expect(counts.result).toContainEqual(
        expect.objectContaining({ NAME: 'requestable_permits_count', VALUE: listed }),
      );
    }
  });
});

describe('the home tile count of requestable products', () => {
  it('counts the products listed as requestable or joinable through the waiting list', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    const counts = async () =>
      (await post(app, w.tenant.code, 'eloket/get_overview_counts', {}, { cookie: jan.cookie })).json().result;
    // BEWONER in Centrum, BEZOEK, GARAGE in GARAGES (Y) and GARAGE in Centrum (WL).
    expect(await counts()).toContainEqual(expect.objectContaining({ NAME: 'requestable_permits_count', VALUE: 4 }));
    await holding(w, jan.relationId, 'BEWONER', 'CENTRUM', { permit: true });
    expect(await counts()).toContainEqual(expect.objectContaining({ NAME: 'requestable_permits_count', VALUE: 3 }));
  });
});

describe('eloket/get_categories', () => {
  it('lists the categories that hold products, in order, with their products as PTE_ID and ARA_ID', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    const res = await post(
      app,
      w.tenant.code,
      'eloket/get_categories',
      {},
      { cookie: jan.cookie, 'accept-language': 'en' },
    );
    const pair = (type: string, area: string) => ({ PTE_ID: w.ids.permitType(type), ARA_ID: w.ids.area(area) });
    expect(res.json().result).toEqual([
      {
        CATEGORYID: w.ids.category('BEWONERS'),
        NAME: 'Residents',
        DESCRIPTION: 'For residents',
        PERMITTYPEIDS: [pair('BEWONER', 'CENTRUM'), pair('BEWONER', 'NOORD'), pair('BEZOEK', 'CENTRUM')],
      },
      {
        CATEGORYID: w.ids.category('BEDRIJVEN'),
        NAME: 'Companies',
        DESCRIPTION: 'For companies',
        PERMITTYPEIDS: [pair('BEDRIJF', 'CENTRUM')],
      },
      {
        CATEGORYID: w.ids.category('GARAGES'),
        NAME: 'Car parks',
        DESCRIPTION: 'Subscriptions',
        PERMITTYPEIDS: [pair('GARAGE', 'GARAGES'), pair('GARAGE', 'CENTRUM'), pair('STALLING', 'GARAGES')],
      },
    ]);
    const nl = await post(
      app,
      w.tenant.code,
      'eloket/get_categories',
      {},
      { cookie: jan.cookie, 'accept-language': 'nl' },
    );
    expect(nl.json().result[0].NAME).toBe('Bewoners');
  });
});

describe('eloket/get_additional_pte_info', () => {
  it('gives the information in the user’s language; none, unknown or another tenant’s: NOT_FOUND', async () => {
    const w = await world();
    const jan = await login(w, JAN);
    const info = (pte: number, language: string) =>
      post(
        app,
        w.tenant.code,
        'eloket/get_additional_pte_info',
        { p_pte_id: String(pte) },
        { cookie: jan.cookie, 'accept-language': language },
      );
    const resident = w.ids.permitType('BEWONER');
    expect((await info(resident, 'nl')).json().result).toEqual([{ INFO: 'Eén vergunning per bewoner' }]);
    expect((await info(resident, 'en')).json().result).toEqual([{ INFO: 'One permit per resident' }]);
    for (const pte of [w.ids.permitType('BEDRIJF'), 999999]) {
      const res = await info(pte, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json().statuscode).toBe('NOT_FOUND');
    }
    const other = await world();
    const res = await info(other.ids.permitType('BEWONER'), 'en');
    expect(res.json().statuscode).toBe('NOT_FOUND');
    expect((await info(resident, 'en')).json().statuscode).toBe('OK');
  });
});

describe('loadProduct and eligibilityFor', () => {
  it('load a product of this tenant only, with its rows in order', async () => {
    const w = await world();
    const other = await world();
    const pte = w.ids.permitType('BEWONER');
    const area = w.ids.area('CENTRUM');
    const product = await loadProduct(db, w.tenant.id, pte, area);
    expect(product?.permitType.code).toBe('BEWONER');
    expect(product?.area.code).toBe('CENTRUM');
    expect(product?.locations.map((l) => l.code)).toEqual(['CENTRUM']);
    expect(product?.priceLines.map((l) => [l.period_type, l.price_cents])).toEqual([
      ['Y', 10000],
      ['M', 1000],
    ]);
    expect(product?.documentRequirements.map((d) => d.doc_type_code)).toEqual(['LEASE']);
    expect(await loadProduct(db, other.tenant.id, pte, area)).toBeNull();
    expect(await loadProduct(db, w.tenant.id, pte, w.ids.area('GARAGES'))).toBeNull();
  });

  it('judge the address entered in the flow instead of the relation’s own', async () => {
    const w = await world();
    const janId = await createRelation(db, w.tenant, JAN);
    const jan = (await db
      .selectFrom('relations')
      .selectAll()
      .where('id', '=', janId)
      .executeTakeFirstOrThrow()) as never;
    const north = (await loadProduct(db, w.tenant.id, w.ids.permitType('BEWONER'), w.ids.area('NOORD')))!;
    expect((await eligibilityFor(db, w.tenant.id, jan, north)).reason).toBe('outside_area');
    expect((await eligibilityFor(db, w.tenant.id, jan, north, { zipcode: '1236 EF', nr: '80' })).requestable).toBe('Y');
    const other = await createRelation(db, w.tenant, { ...JAN, firstname: 'Kees' });
    for (let i = 0; i < 2; i++) {
      await holding(w, other, 'BEWONER', 'NOORD', { addressId: await checkedAddress(w, other, '1236EF', '80', 'b') });
    }
    expect(
      await eligibilityFor(db, w.tenant.id, jan, north, { zipcode: '1236EF', nr: '80', addition: 'B' }),
    ).toMatchObject({
      requestable: 'N',
      reason: 'max_address',
      maxCheck: 'MAX_CHECK_FAILED',
    });
    // Without a house number the address maximum is not judged.
    expect((await eligibilityFor(db, w.tenant.id, jan, north, { zipcode: '1236EF' })).requestable).toBe('Y');
  });
});
