import { addDays, validTo } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import type { AddressLookup } from '../addresses/index.js';
import { catalogueIds, defineCatalogue, importCatalogue } from '../catalogue/index.js';
import { HANDLERS } from '../handlers.js';
import type { RelationAttributes } from '../relations/index.js';
import { applyRequestEvent, periodTerms, todayInAmsterdam } from '../requests/index.js';
import { insertSession, SESSION_COOKIE } from '../sessions/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { type VehicleFacts, type VehicleRegistry, VehicleRegistryUnavailable } from '../vehicles/index.js';
import { createRequestFlowHandlers } from './request-flow-handlers.js';

// ---- A fake vehicle registry: a handful of plates with known answers.

const REGISTRY: Record<string, VehicleFacts['ownership']> = {
  AA11BB: 'in_name',
  AA22BB: 'in_name',
  CC22DD: 'not_in_name',
  EE33FF: 'holder_unknown',
};
const DOWN_PLATE = 'GG44HH';
const lookups: string[] = [];
const fakeRegistry: VehicleRegistry = {
  kind: 'simulator',
  async lookUp(plate) {
    lookups.push(plate);
    if (plate === DOWN_PLATE) throw new VehicleRegistryUnavailable('fake registry down');
    const ownership = REGISTRY[plate];
    return ownership ? { ownership, brand: 'VOLVO', colour: 'BLAUW' } : null;
  },
};

// ADDRESS_LOOKUP is unset in tests: the built-in register answers (1234AB Kerkstraat, 1235CB Stationsweg).
const { app, db } = await testApp({
  handlers: [...HANDLERS, ...createRequestFlowHandlers({ vehicleRegistry: () => fakeRegistry })],
});
const unavailable: AddressLookup = {
  name: 'pdok',
  lookupAddress: async () => ({ outcome: 'unavailable', reason: 'no answer' }),
};
const broken = await testApp({
  handlers: [...HANDLERS, ...createRequestFlowHandlers({ addressLookup: () => unavailable })],
});
// Documents "uploaded" for every request: the documents area is not needed to test the machine's path.
const withDocuments = await testApp({
  handlers: [
    ...HANDLERS,
    ...createRequestFlowHandlers({
      vehicleRegistry: () => fakeRegistry,
      documentFacts: async () => ({ allRequiredUploaded: true, anyUploaded: true }),
    }),
  ],
});

const t = (nl: string, en: string) => ({ nl, en });
const daily = (priceCents: number) => [{ periodType: 'M' as const, periodCount: 1, priceCents }];

const CATALOGUE = defineCatalogue({
  areas: [
    { code: 'CENTRUM', description: t('Centrum', 'City centre'), postcodes: ['1234'] },
    { code: 'ELDERS', description: t('Elders', 'Elsewhere'), postcodes: ['1235'] },
    { code: 'GARAGES', description: t('Garages', 'Car parks') },
  ],
  categories: [{ code: 'ALLES', name: t('Alles', 'All'), description: t('Alles', 'All') }],
  permitTypes: [
    {
      code: 'BEWONER',
      description: t('Bewonersvergunning', 'Resident permit'),
      longDescription: t('Bij uw woning', 'Near your home'),
      relationTypes: 'P',
      locationByAddress: true,
      maxPerRelation: 1,
      minPlates: 1,
      maxPlates: 2,
      registerBrand: true,
      priceLines: [
        { periodType: 'Y', periodCount: 1, priceCents: 10000 },
        { periodType: 'M', periodCount: 1, priceCents: 1000 },
      ],
      documents: [
        {
          docTypeCode: 'LEASE',
          description: t('Leasecontract', 'Lease contract'),
          instruction: t('Upload het leasecontract', 'Upload the lease contract'),
          scope: 'LEASE_PLATE',
        },
      ],
    },
    {
      code: 'LAADPLEK',
      description: t('Laadplek bij de vestiging', 'Charging place at the branch'),
      longDescription: t('Bij uw vestiging', 'At your branch'),
      relationTypes: 'C',
      locationByAddress: true,
      minPlates: 0,
      maxPlates: 0,
      priceLines: daily(700),
    },
    {
      code: 'EIGEN',
      description: t('Alleen eigen auto', 'Own car only'),
      longDescription: t('Eigen auto', 'Own car'),
      relationTypes: 'P',
      leaseAllowed: false,
      priceLines: daily(500),
    },
    {
      code: 'BEDRIJF',
      description: t('Bedrijfsvergunning', 'Business permit'),
      longDescription: t('Voor bedrijven', 'For companies'),
      relationTypes: 'C',
      ftePerPermit: 5,
      maxPlates: 3,
      confirmationRequired: true,
      priceLines: daily(2500),
    },
    {
      code: 'GARAGE',
      description: t('Garageabonnement', 'Garage subscription'),
      longDescription: t('Een vaste plek', 'A place of your own'),
      relationTypes: 'P,C',
      waitingList: true,
      maxPerRelation: 1,
      minPlates: 0,
      maxPlates: 0,
      priceLines: daily(6550),
    },
    {
      code: 'STALLING',
      description: t('Fietsenstalling', 'Bicycle storage'),
      longDescription: t('Overdekt', 'Covered'),
      relationTypes: 'P,C',
      minPlates: 0,
      maxPlates: 0,
      priceLines: daily(500),
    },
    {
      code: 'DAGEN',
      description: t('Dagenkaart', 'Day card'),
      longDescription: t('Per dag', 'Per day'),
      relationTypes: 'P',
      minPlates: 0,
      maxPlates: 1,
      priceLines: [
        {
          position: 0,
          periodType: 'W',
          periodCount: 1,
          priceCents: 250,
          daySelection: true,
          allowedDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
        },
        { position: 1, periodType: 'M', periodCount: 1, priceCents: 1500, permitEndDate: '2099-12-31' },
        { position: 2, periodType: 'M', periodCount: 1, priceCents: 900, permitEndDate: '2020-12-31' },
        { position: 3, staffel: 2, periodType: 'M', periodCount: 1, priceCents: 2800 },
      ],
    },
    {
      code: 'GRATIS',
      description: t('Gratis', 'Free'),
      longDescription: t('Gratis', 'Free'),
      relationTypes: 'P,C',
      minPlates: 0,
      maxPlates: 0,
      priceLines: [{ periodType: 'Y', periodCount: 1, priceCents: 0 }],
    },
    {
      code: 'OPTIONEEL',
      description: t('Optionele documenten', 'Optional documents'),
      longDescription: t('Optioneel', 'Optional'),
      relationTypes: 'P',
      minPlates: 0,
      maxPlates: 0,
      priceLines: [{ periodType: 'D', periodCount: 7, priceCents: 0 }],
      documents: [
        {
          docTypeCode: 'FOTO',
          description: t('Foto', 'Photo'),
          instruction: t('Mag', 'May'),
          scope: 'ADDITIONAL',
          minStatusLevel: 0,
        },
      ],
    },
    {
      code: 'VERPLICHT',
      description: t('Verplichte documenten', 'Required documents'),
      longDescription: t('Verplicht', 'Required'),
      relationTypes: 'P',
      minPlates: 0,
      maxPlates: 0,
      priceLines: daily(1200),
      documents: [
        {
          docTypeCode: 'VERKLARING',
          description: t('Verklaring', 'Statement'),
          instruction: t('Moet', 'Must'),
          scope: 'ADDITIONAL',
        },
      ],
    },
    {
      code: 'BEVESTIG',
      description: t('Met bevestiging', 'With confirmation'),
      longDescription: t('Bevestig', 'Confirm'),
      relationTypes: 'P',
      confirmationRequired: true,
      minPlates: 0,
      maxPlates: 0,
      priceLines: [{ periodType: 'Y', periodCount: 1, priceCents: 0 }],
    },
    {
      code: 'SPECIFIEK',
      description: t('Specifieke plek', 'Specific place'),
      longDescription: t('Specifiek', 'Specific'),
      relationTypes: 'P',
      needSpecificLocation: true,
      minStartOffsetDays: 2,
      maxStartOffsetDays: 10,
      minPlates: 0,
      maxPlates: 0,
      priceLines: [{ periodType: 'Y', periodCount: 1, priceCents: 0 }],
    },
  ],
  products: [
    {
      permitType: 'BEWONER',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Vergunninggebied Centrum', 'Permit zone City centre') }],
    },
    {
      permitType: 'LAADPLEK',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Laadplekken Centrum', 'Charging places City centre') }],
    },
    {
      permitType: 'EIGEN',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Zone', 'Zone') }],
    },
    {
      permitType: 'BEDRIJF',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Zone', 'Zone') }],
    },
    {
      permitType: 'GARAGE',
      area: 'GARAGES',
      category: 'ALLES',
      locations: [
        { code: 'VOL', description: t('Garage Vol', 'Garage Full'), capacity: 0 },
        { code: 'VRIJ', description: t('Garage Vrij', 'Garage Free'), capacity: 10 },
      ],
    },
    {
      permitType: 'STALLING',
      area: 'GARAGES',
      category: 'ALLES',
      locations: [
        { code: 'VOL', description: t('Stalling Vol', 'Storage Full'), capacity: 0 },
        { code: 'LAATSTE', description: t('Stalling Laatste', 'Storage Last'), capacity: 1 },
      ],
    },
    {
      permitType: 'DAGEN',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Zone', 'Zone') }],
    },
    {
      permitType: 'GRATIS',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Zone', 'Zone') }],
    },
    {
      permitType: 'OPTIONEEL',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Zone', 'Zone') }],
    },
    {
      permitType: 'VERPLICHT',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Zone', 'Zone') }],
    },
    {
      permitType: 'BEVESTIG',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Zone', 'Zone') }],
    },
    {
      permitType: 'SPECIFIEK',
      area: 'CENTRUM',
      category: 'ALLES',
      locations: [{ code: 'ZONE', description: t('Zone', 'Zone') }],
    },
  ],
});

type Ids = Awaited<ReturnType<typeof catalogueIds>>;

/** A fresh tenant with the catalogue above. */
async function municipality(): Promise<{ tenant: Tenant; ids: Ids }> {
  const tenant = await createTenant(db);
  await importCatalogue(db, tenant.code, CATALOGUE);
  return { tenant, ids: await catalogueIds(db, tenant.id) };
}

/** Stationsweg 1, 1235CB: an address the register knows, outside CENTRUM. */
const STATIONSWEG_1 = { zipcode: '1235', zipcodeLetters: 'CB', nr: '1', street: 'Stationsweg', city: 'Voorbeeld' };
const KERKSTRAAT_12 = { zipcode: '1234', zipcodeLetters: 'AB', nr: '12', street: 'Kerkstraat', city: 'Voorbeeld' };

/** A resident living at Kerkstraat 12, 1234AB (inside CENTRUM) or the address given, or a company. */
async function relation(
  tenant: Tenant,
  kind: 'P' | 'C' = 'P',
  extra: { fte?: number; plate?: string; address?: Partial<RelationAttributes> } = {},
) {
  const relationId = await createRelation(
    db,
    tenant,
    kind === 'P'
      ? { relationType: 'P', ...(extra.address ?? KERKSTRAAT_12) }
      : { relationType: 'C', name: 'Bedrijf BV' },
  );
  if (extra.fte !== undefined || extra.plate !== undefined) {
    await db
      .updateTable('relations')
      .set({
        ...(extra.fte !== undefined ? { number_of_fte: extra.fte } : {}),
        ...(extra.plate !== undefined ? { deeplink_license_plate: extra.plate } : {}),
      })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', relationId)
      .execute();
  }
  return { relationId, cookie: await relationSessionCookie(db, tenant, relationId) };
}

type Caller = { cookie: string };

function call(tenant: Tenant, who: Caller, endpoint: string, params: Record<string, string> = {}, on = app) {
  return post(on, tenant.code, endpoint, params, { cookie: who.cookie });
}

const today = () => todayInAmsterdam();
const plusDays = (days: number) => addDays(today(), days);
const yearFromToday = () => validTo(today(), periodTerms({ period_type: 'Y', period_count: 1, permit_enddate: null }));

async function priceLineId(tenantId: number, permitTypeId: number, priceCents: number): Promise<number> {
  const row = await db
    .selectFrom('price_lines')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('permit_type_id', '=', permitTypeId)
    .where('price_cents', '=', priceCents)
    .executeTakeFirstOrThrow();
  return row.id;
}

interface RequestOptions {
  area?: string;
  location?: string;
  priceCents?: number;
  price?: string;
  plates?: object[];
  days?: string[];
  addressId?: number;
  validFrom?: string;
  staffel?: string;
  details?: object[];
  wltId?: number;
  endpoint?: string;
}

/** The parameters the browser sends for a request of `code`, with what the test changes. */
async function requestParams(tenant: Tenant, ids: Ids, code: string, options: RequestOptions = {}) {
  const area = options.area ?? 'CENTRUM';
  const pteId = ids.permitType(code);
  const lineCents = options.priceCents ?? (await firstLineCents(tenant.id, pteId));
  const params: Record<string, string> = {
    p_pte_id: String(pteId),
    p_ara_id: String(ids.area(area)),
    p_lcn_id: String(ids.location(code, area, options.location ?? 'ZONE')),
    p_priceline_id: String(await priceLineId(tenant.id, pteId, lineCents)),
    p_staffel: options.staffel ?? '1',
    p_valid_from: options.validFrom ?? today(),
    p_remarks: '',
    p_email: '',
    p_phone: '',
    p_mobile_phone: '',
    p_reference: '',
    p_licenseplates: JSON.stringify(options.plates ?? []),
    p_valid_days: JSON.stringify((options.days ?? []).map((DAY) => ({ DAY, VALID: 'Y' }))),
    p_price: options.price ?? (lineCents / 100).toFixed(2),
  };
  if (options.addressId !== undefined) params.p_addressid = String(options.addressId);
  if (options.wltId !== undefined) params.p_wlt_id = String(options.wltId);
  if (options.details) params.p_request_details = JSON.stringify(options.details);
  return params;
}

async function firstLineCents(tenantId: number, permitTypeId: number): Promise<number> {
  const row = await db
    .selectFrom('price_lines')
    .select('price_cents')
    .where('tenant_id', '=', tenantId)
    .where('permit_type_id', '=', permitTypeId)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.price_cents;
}

async function request(tenant: Tenant, ids: Ids, who: Caller, code: string, options: RequestOptions = {}, on = app) {
  const params = await requestParams(tenant, ids, code, options);
  return call(tenant, who, options.endpoint ?? 'eloket/request_permit', params, on);
}

/** The checked address of Kerkstraat 12 (inside CENTRUM), as get_locations gives it. */
async function checkedAddress(tenant: Tenant, ids: Ids, who: Caller, zipcode = '1234AB', nr = '12'): Promise<number> {
  const res = await call(tenant, who, 'eloket/get_locations', {
    p_pte_id: String(ids.permitType('BEWONER')),
    p_ara_id: String(ids.area('CENTRUM')),
    p_zipcode: zipcode,
    p_nr: nr,
    p_addition: '',
    p_startdate: today(),
  });
  expect(res.json().statuscode).toBe('OK');
  if (res.json().result.length > 0) return res.json().result[0].ADDRESSID;
  const row = await db
    .selectFrom('checked_addresses')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('zipcode', '=', zipcode)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

const own = { LICENSE_PLATE: 'AA11BB', LEASE: 'N', RDW_CHECKED: 'Y', BRAND: '', COLOR: '', COUNTRY: '' };
const leased = { LICENSE_PLATE: 'CC22DD', LEASE: 'Y', RDW_CHECKED: 'Y', BRAND: '', COLOR: '', COUNTRY: '' };

async function requestsOf(tenantId: number) {
  return db.selectFrom('requests').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

async function invoicesOf(tenantId: number, requestId: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .execute();
}

async function transitionsOf(tenantId: number, requestId: number) {
  return db
    .selectFrom('request_transitions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

function failure(res: { json(): { statuscode: string; messagetype: string; result: unknown[] }; statusCode: number }) {
  expect(res.statusCode).toBe(200);
  expect(res.json().messagetype).toBe('E');
  expect(res.json().result).toEqual([]);
  return res.json().statuscode;
}

describe('eloket/get_product_rqt_parms', () => {
  it('answers the product’s plates, price lines, locations, flags, start dates and the deep-link plate', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant, 'P', { plate: 'AA11BB' });
    const res = await call(tenant, resident, 'eloket/get_product_rqt_parms', {
      p_pte_id: String(ids.permitType('BEWONER')),
      p_ara_id: String(ids.area('CENTRUM')),
      p_staffel: '1',
      p_wlt_id: '',
    });
    expect(res.json().statuscode).toBe('OK');
    const [parms] = res.json().result;
    expect(parms).toMatchObject({
      LICENSEPLATE_REQUIREMENTS: [
        {
          MIN_LICENSEPLATES: 1,
          MAX_LICENSEPLATES: 2,
          REGISTER_BRAND: 'Y',
          REGISTER_COLOUR: 'N',
          REGISTER_LEASE: 'Y',
          // Its LEASE_PLATE requirement: a leased plate is promised, and then asked, a proof document.
          LEASE_PROOF_YN: 'Y',
        },
      ],
      LOCATIONS: [
        {
          LOCATIONID: ids.location('BEWONER', 'CENTRUM', 'ZONE'),
          LOCATIONDESCRIPTION: 'Vergunninggebied Centrum',
          AVAILABLE: 'Y',
          NOT_AVAILABLE_REASON: null,
        },
      ],
      LOCATION_BY_ADDRESS_YN: 'Y',
      NEED_SPECIFIC_LOCATION_YN: 'N',
      MIN_STARTDATE: today(),
      MAX_STARTDATE: null,
      LICENSE_PLATES: [{ LICENSE_PLATE: 'AA11BB' }],
      // Issue 24 (defect 7): a leased plate's proof can be asked after sending; no declaration.
      DOCUMENTS_YN: 'Y',
      CONFIRMATION_YN: 'N',
    });
    expect(parms.PRICELINES.map((l: { PRICE: number; PERIODTYPE: string }) => [l.PRICE, l.PERIODTYPE])).toEqual([
      [100, 'Y'],
      [10, 'M'],
    ]);
  });

  it('gives the start-date range from the permit type’s offsets and only the lines of the staffel', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const specific = await call(tenant, resident, 'eloket/get_product_rqt_parms', {
      p_pte_id: String(ids.permitType('SPECIFIEK')),
      p_ara_id: String(ids.area('CENTRUM')),
      p_staffel: '1',
    });
    expect(specific.json().result[0]).toMatchObject({
      LICENSEPLATE_REQUIREMENTS: [expect.objectContaining({ LEASE_PROOF_YN: 'N' })],
      NEED_SPECIFIC_LOCATION_YN: 'Y',
      MIN_STARTDATE: plusDays(2),
      MAX_STARTDATE: plusDays(10),
      LICENSE_PLATES: [],
      DOCUMENTS_YN: 'N',
    });
    const staffel2 = await call(tenant, resident, 'eloket/get_product_rqt_parms', {
      p_pte_id: String(ids.permitType('DAGEN')),
      p_ara_id: String(ids.area('CENTRUM')),
      p_staffel: '2',
    });
    expect(staffel2.json().result[0].PRICELINES.map((l: { PRICE: number }) => l.PRICE)).toEqual([28]);
  });

  it('refuses an unknown product and another municipality’s product with NOT_FOUND', async () => {
    const { tenant, ids } = await municipality();
    const other = await municipality();
    const resident = await relation(tenant);
    const theirs = await call(tenant, resident, 'eloket/get_product_rqt_parms', {
      p_pte_id: String(other.ids.permitType('GRATIS')),
      p_ara_id: String(other.ids.area('CENTRUM')),
      p_staffel: '1',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().statuscode).toBe('NOT_FOUND');
    const mismatched = await call(tenant, resident, 'eloket/get_product_rqt_parms', {
      p_pte_id: String(ids.permitType('BEWONER')),
      p_ara_id: String(ids.area('GARAGES')),
      p_staffel: '1',
    });
    expect(mismatched.json().statuscode).toBe('NOT_FOUND');
  });

  it('refuses a product the relation may not request, but not one whose maximum is reached', async () => {
    const { tenant, ids } = await municipality();
    const company = await relation(tenant, 'C', { fte: 10 });
    const parms = (code: string, area = 'CENTRUM', who: Caller = company) =>
      call(tenant, who, 'eloket/get_product_rqt_parms', {
        p_pte_id: String(ids.permitType(code)),
        p_ara_id: String(ids.area(area)),
        p_staffel: '1',
      });
    const refused = await parms('BEWONER');
    expect(failure(refused)).toBe('NOT_REQUESTABLE');
    // The reason itself, not only that it cannot be requested.
    expect(refused.json().statusmessage).toBe('Dit product is alleen voor inwoners.');

    const resident = await relation(tenant);
    expect(
      (await request(tenant, ids, resident, 'GARAGE', { area: 'GARAGES', location: 'VRIJ' })).json().statuscode,
    ).toBe('OK');
    expect((await parms('GARAGE', 'GARAGES', resident)).json().statuscode).toBe('OK');
  });
});

describe('eloket/get_locations', () => {
  it('looks the address up, keeps it for the relation and answers the locations inside the area', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const params = {
      p_pte_id: String(ids.permitType('BEWONER')),
      p_ara_id: String(ids.area('CENTRUM')),
      p_zipcode: '1234ab',
      p_nr: '12',
      p_addition: '',
      p_startdate: `${today()}T10:00:00`,
    };
    const res = await call(tenant, resident, 'eloket/get_locations', params);
    expect(res.json().statuscode).toBe('OK');
    const [location] = res.json().result;
    expect(location).toMatchObject({
      LOCATIONID: ids.location('BEWONER', 'CENTRUM', 'ZONE'),
      LOCATIONDESCRIPTION: 'Vergunninggebied Centrum',
      AVAILABLE: 'Y',
      NOT_AVAILABLE_REASON: null,
    });
    const stored = await db
      .selectFrom('checked_addresses')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', location.ADDRESSID)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      relation_id: resident.relationId,
      zipcode: '1234AB',
      nr: '12',
      street: 'Kerkstraat',
    });
    // The same address again: the same row.
    const again = await call(tenant, resident, 'eloket/get_locations', params);
    expect(again.json().result[0].ADDRESSID).toBe(location.ADDRESSID);
  });

  it('answers no locations for an address outside the area', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant, 'P', { address: STATIONSWEG_1 });
    const res = await call(tenant, resident, 'eloket/get_locations', {
      p_pte_id: String(ids.permitType('BEWONER')),
      p_ara_id: String(ids.area('CENTRUM')),
      p_zipcode: '1235CB',
      p_nr: '1',
      p_startdate: today(),
    });
    expect(res.json()).toMatchObject({ statuscode: 'OK', result: [] });
  });

  it('says when the registered address does not exist in the address register or the register cannot be asked', async () => {
    const { tenant, ids } = await municipality();
    // Registered at a number the address register does not know (Kerkstraat ends at 40 there).
    const resident = await relation(tenant, 'P', { address: { ...KERKSTRAAT_12, nr: '999' } });
    const params = {
      p_pte_id: String(ids.permitType('BEWONER')),
      p_ara_id: String(ids.area('CENTRUM')),
      p_zipcode: '1234AB',
      p_nr: '999',
      p_startdate: today(),
    };
    expect(failure(await call(tenant, resident, 'eloket/get_locations', params))).toBe('ADDRESS_NOT_FOUND');
    const kerkstraat = await relation(tenant);
    const down = await call(tenant, kerkstraat, 'eloket/get_locations', { ...params, p_nr: '12' }, broken.app);
    expect(failure(down)).toBe('ADDRESS_CHECK_UNAVAILABLE');
  });
});

/**
 * Issue 24, defect 1: logged in as one resident, another resident's postcode and house number were accepted, priced
 * and paid. A product located by address is requested only for an address the relation is registered at
 * (DECISIONS 3 "Where a permit is requested"), checked on the server at get_locations and again at the request.
 */
describe('only at an address the relation is registered at', () => {
  const MARKTPLEIN_3A = {
    zipcode: '1234',
    zipcodeLetters: 'AC',
    nr: '3',
    houseLetter: 'A',
    street: 'Marktplein',
    city: 'Voorbeeld',
  };
  const locationsAt = (
    tenant: Tenant,
    ids: Ids,
    who: Caller,
    zipcode: string,
    nr: string,
    addition = '',
    code = 'BEWONER',
  ) =>
    call(tenant, who, 'eloket/get_locations', {
      p_pte_id: String(ids.permitType(code)),
      p_ara_id: String(ids.area('CENTRUM')),
      p_zipcode: zipcode,
      p_nr: nr,
      p_addition: addition,
      p_startdate: today(),
    });
  const checkedAddressesOf = (tenantId: number, relationId: number) =>
    db
      .selectFrom('checked_addresses')
      .select(['zipcode', 'nr', 'addition'])
      .where('tenant_id', '=', tenantId)
      .where('relation_id', '=', relationId)
      .execute();

  it('offers a person the registered address with the parameters of a product located by address, and only there', async () => {
    const { tenant, ids } = await municipality();
    const fatima = await relation(tenant, 'P', { address: MARKTPLEIN_3A });
    const parms = (code: string) =>
      call(tenant, fatima, 'eloket/get_product_rqt_parms', {
        p_pte_id: String(ids.permitType(code)),
        p_ara_id: String(ids.area('CENTRUM')),
        p_staffel: '1',
      });
    expect((await parms('BEWONER')).json().result[0].REGISTERED_ADDRESSES).toEqual([
      { ZIPCODE: '1234AC', NR: '3', ADDITION: 'A', STREET: 'Marktplein', CITY: 'Voorbeeld' },
    ]);
    expect((await parms('EIGEN')).json().result[0].REGISTERED_ADDRESSES).toEqual([]);
  });

  it('refuses a person another resident’s address, a made-up one and another municipality’s, storing nothing', async () => {
    const { tenant, ids } = await municipality();
    const jan = await relation(tenant);
    await relation(tenant, 'P', { address: MARKTPLEIN_3A });
    for (const [what, zipcode, nr, addition] of [
      ['another resident’s', '1234AC', '3', 'A'],
      ['a made-up one the register knows', '1234AB', '13', ''],
      ['a made-up one nobody knows', '1234AB', '999', ''],
      ['another municipality’s', '9876ZX', '7', ''],
      ['the own number with another addition', '1234AB', '12', 'B'],
    ] as const) {
      const res = await locationsAt(tenant, ids, jan, zipcode, nr, addition);
      expect(failure(res), what).toBe('ADDRESS_NOT_REGISTERED');
      expect(res.json().statusmessage, what).toContain('waarop u staat ingeschreven');
    }
    expect(await checkedAddressesOf(tenant.id, jan.relationId)).toEqual([]);
    // The own address, however it is written, is accepted.
    const ownAnswer = await locationsAt(tenant, ids, jan, '1234 ab', '12');
    expect(ownAnswer.json().statuscode).toBe('OK');
    expect(await checkedAddressesOf(tenant.id, jan.relationId)).toHaveLength(1);
    // And in English.
    const english = await post(
      app,
      tenant.code,
      'eloket/get_locations',
      {
        p_pte_id: String(ids.permitType('BEWONER')),
        p_ara_id: String(ids.area('CENTRUM')),
        p_zipcode: '1234AC',
        p_nr: '3',
        p_addition: 'A',
        p_startdate: today(),
      },
      { cookie: jan.cookie, 'accept-language': 'en' },
    );
    expect(english.json().statusmessage).toContain('the address where you are registered');
  });

  it('refuses a request at an address checked before the resident moved, storing nothing', async () => {
    const { tenant, ids } = await municipality();
    const jan = await relation(tenant);
    const kerkstraat = await checkedAddress(tenant, ids, jan);
    // The population register gives another address at the next login: Kerkstraat 14.
    await db
      .updateTable('relations')
      .set({ nr: '14' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', jan.relationId)
      .execute();
    const res = await request(tenant, ids, jan, 'BEWONER', { plates: [own], addressId: kerkstraat });
    expect(failure(res)).toBe('ADDRESS_NOT_REGISTERED');
    expect(await requestsOf(tenant.id)).toEqual([]);
    // At the new address it goes through.
    const moved = await checkedAddress(tenant, ids, jan, '1234AB', '14');
    const accepted = await request(tenant, ids, jan, 'BEWONER', { plates: [own], addressId: moved });
    expect(accepted.json().statuscode).toBe('OK');
  });

  it('refuses a person whose register could not be asked at this login: the address is not judged now', async () => {
    const { tenant, ids } = await municipality();
    const jan = await relation(tenant);
    const kerkstraat = await checkedAddress(tenant, ids, jan);
    await db
      .updateTable('relations')
      .set({ register_status: 'unavailable' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', jan.relationId)
      .execute();
    expect(failure(await locationsAt(tenant, ids, jan, '1234AB', '12'))).toBe('NOT_REQUESTABLE');
    const res = await request(tenant, ids, jan, 'BEWONER', { plates: [own], addressId: kerkstraat });
    expect(failure(res)).toBe('NOT_REQUESTABLE');
    expect(await requestsOf(tenant.id)).toEqual([]);
  });

  it('gives a company the address of the branch it acts for, and refuses its other branch’s and its main address', async () => {
    const { tenant, ids } = await municipality();
    const at = (street: string, nr: string, zipcode: string, zipcodeLetters: string) => ({
      street,
      nr,
      houseLetter: '',
      addition: '',
      zipcode,
      zipcodeLetters,
      city: 'Voorbeeld',
    });
    const companyId = await createRelation(
      db,
      tenant,
      { relationType: 'C', name: 'Glansrijk', ...at('Industrieweg', '100', '1236', 'EF') },
      {
        service: 'eherkenning',
        branches: [
          { branchNumber: '100000000001', description: 'Kerkstraat 5', address: at('Kerkstraat', '5', '1234', 'AB') },
          { branchNumber: '100000000002', description: 'Marktplein 7', address: at('Marktplein', '7', '1234', 'AC') },
        ],
      },
    );
    const session = async (branchNumber: string) => {
      const { token } = await insertSession(
        db,
        tenant.id,
        { relationId: companyId, state: 'authorized', locale: null, loginService: 'eherkenning', branchNumber },
        { idleMinutes: 20, maxHours: 12 },
      );
      return { cookie: `${SESSION_COOKIE}=${token}` };
    };
    const kerkstraat = await session('100000000001');
    const marktplein = await session('100000000002');

    const parms = await call(tenant, kerkstraat, 'eloket/get_product_rqt_parms', {
      p_pte_id: String(ids.permitType('LAADPLEK')),
      p_ara_id: String(ids.area('CENTRUM')),
      p_staffel: '1',
    });
    expect(parms.json().result[0].REGISTERED_ADDRESSES).toEqual([
      { ZIPCODE: '1234AB', NR: '5', ADDITION: '', STREET: 'Kerkstraat', CITY: 'Voorbeeld' },
    ]);
    for (const [zipcode, nr] of [
      ['1234AC', '7'],
      ['1236EF', '100'],
      ['1234AB', '12'],
      ['9876ZX', '7'],
    ] as const) {
      expect(failure(await locationsAt(tenant, ids, kerkstraat, zipcode, nr, '', 'LAADPLEK')), zipcode).toBe(
        'ADDRESS_NOT_REGISTERED',
      );
    }
    const own = await locationsAt(tenant, ids, kerkstraat, '1234AB', '5', '', 'LAADPLEK');
    expect(own.json().statuscode).toBe('OK');
    const addressId = own.json().result[0].ADDRESSID as number;

    // The checked address belongs to the company: acting for its other branch, it is not that branch's address.
    expect(failure(await request(tenant, ids, marktplein, 'LAADPLEK', { addressId }))).toBe('ADDRESS_NOT_REGISTERED');
    expect(await requestsOf(tenant.id)).toEqual([]);
    const accepted = await request(tenant, ids, kerkstraat, 'LAADPLEK', { addressId });
    expect(accepted.json()).toMatchObject({ statuscode: 'OK', result: [{ STATUSCODE: 'AWAIT_PAYMENT' }] });
  });
});

describe('eloket/get_price_lines', () => {
  it('answers the lines of the staffel in euro with their days, leaving out lines ended before the start', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const res = await call(tenant, resident, 'eloket/get_price_lines', {
      p_pte_id: String(ids.permitType('DAGEN')),
      p_staffel: '1',
      p_startdate: `${today()}T09:00:00`,
    });
    const lines = res.json().result;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      PRICE: 2.5,
      PERIODCOUNT: 1,
      PERIODTYPE: 'W',
      PERMIT_ENDDATE: null,
      DAY_SELECTION_YN: 'Y',
      VALID_TO: plusDays(6),
    });
    expect(lines[0].ALLOWED_DAYS).toEqual([
      { DAY: 'MONDAY', VALID: 'Y' },
      { DAY: 'TUESDAY', VALID: 'Y' },
      { DAY: 'WEDNESDAY', VALID: 'Y' },
      { DAY: 'THURSDAY', VALID: 'Y' },
      { DAY: 'FRIDAY', VALID: 'Y' },
      { DAY: 'SATURDAY', VALID: 'N' },
      { DAY: 'SUNDAY', VALID: 'N' },
    ]);
    expect(lines[1]).toMatchObject({
      PRICE: 15,
      PERMIT_ENDDATE: '2099-12-31',
      DAY_SELECTION_YN: 'N',
      VALID_TO: '2099-12-31',
    });
  });

  it('refuses another municipality’s permit type', async () => {
    const { tenant } = await municipality();
    const other = await municipality();
    const resident = await relation(tenant);
    const res = await call(tenant, resident, 'eloket/get_price_lines', {
      p_pte_id: String(other.ids.permitType('DAGEN')),
      p_staffel: '1',
      p_startdate: today(),
    });
    expect(res.json().statuscode).toBe('NOT_FOUND');
  });
});

describe('eloket/request_permit', () => {
  it('stores a paid request as AWAIT_PAYMENT with one open invoice, its plates and its transition', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const addressId = await checkedAddress(tenant, ids, resident);
    const res = await request(tenant, ids, resident, 'BEWONER', {
      addressId,
      plates: [{ ...own, BRAND: 'Eigen merk' }],
    });
    expect(res.json().statuscode).toBe('OK');
    const [result] = res.json().result;
    expect(result).toMatchObject({
      STATUSCODE: 'AWAIT_PAYMENT',
      STATUS: 'In afwachting van betaling',
      PRICE: 100,
      DOCUMENTS_TO_UPLOAD: [],
      VALID_FROM: today(),
      VALID_TO: yearFromToday(),
    });
    const [stored] = await requestsOf(tenant.id);
    expect(stored).toMatchObject({
      id: result.REQUESTID,
      relation_id: resident.relationId,
      status: 'AWAIT_PAYMENT',
      price_cents: 10000,
      address_id: addressId,
      location_id: ids.location('BEWONER', 'CENTRUM', 'ZONE'),
      valid_from: today(),
      kind: 'NEW',
    });
    const plates = await db.selectFrom('request_plates').selectAll().where('tenant_id', '=', tenant.id).execute();
    expect(plates).toEqual([
      expect.objectContaining({
        position: 1,
        license_plate: 'AA11BB',
        lease_yn: 'N',
        rdw_checked_yn: 'Y',
        brand: 'Eigen merk',
        colour: 'BLAUW',
      }),
    ]);
    const invoices = await invoicesOf(tenant.id, result.REQUESTID);
    expect(invoices).toEqual([
      expect.objectContaining({ amount_cents: 10000, status: 'OPEN', relation_id: resident.relationId }),
    ]);
    const transitions = await transitionsOf(tenant.id, result.REQUESTID);
    expect(transitions).toEqual([
      expect.objectContaining({ event: 'SUBMITTED', from_status: null, to_status: 'AWAIT_PAYMENT' }),
    ]);
    expect(transitions[0]?.at).toBeInstanceOf(Date);

    const counts = await call(tenant, resident, 'eloket/get_overview_counts');
    const count = (name: string) =>
      counts.json().result.find((c: { NAME: string; VALUE: number }) => c.NAME === name)?.VALUE;
    expect(count('shopping_cart_count')).toBe(1);
    expect(count('pending_permits_count')).toBe(1);
  });

  it('stores a free request as PERMIT_CREATED with an active permit and no invoice', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const res = await request(tenant, ids, resident, 'GRATIS');
    const [result] = res.json().result;
    expect(result).toMatchObject({ STATUSCODE: 'PERMIT_CREATED', STATUS: 'Vergunning verleend', PRICE: 0 });
    const permits = await db.selectFrom('permits').selectAll().where('tenant_id', '=', tenant.id).execute();
    expect(permits).toEqual([
      expect.objectContaining({
        request_id: result.REQUESTID,
        relation_id: resident.relationId,
        status: 'ACTIVE',
        valid_from: today(),
        valid_to: yearFromToday(),
        permit_type_id: ids.permitType('GRATIS'),
      }),
    ]);
    expect(await invoicesOf(tenant.id, result.REQUESTID)).toEqual([]);
  });

  it('computes the price with day selection, and takes a fixed end date as the end', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const days = await request(tenant, ids, resident, 'DAGEN', {
      priceCents: 250,
      price: '7.50',
      days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
    });
    expect(days.json().result[0]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT', PRICE: 7.5 });
    const [stored] = await requestsOf(tenant.id);
    expect(stored).toMatchObject({ price_cents: 750, valid_days: 'MONDAY,WEDNESDAY,FRIDAY' });
    expect(await invoicesOf(tenant.id, stored!.id)).toEqual([expect.objectContaining({ amount_cents: 750 })]);
    expect(days.json().result[0].VALID_DAYS.filter((d: { VALID: string }) => d.VALID === 'Y')).toHaveLength(3);

    const fixed = await request(tenant, ids, resident, 'DAGEN', { priceCents: 1500 });
    expect(fixed.json().result[0]).toMatchObject({ PRICE: 15, VALID_TO: '2099-12-31' });
  });

  it('refuses days that do not fit the line, an ended line and a start outside the range', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const cases: RequestOptions[] = [
      { priceCents: 250, price: '2.50', days: ['SATURDAY'] },
      { priceCents: 250, price: '0.00', days: [] },
      { priceCents: 1500, days: ['MONDAY'] },
      { priceCents: 900 },
      { priceCents: 250, price: '2.50', days: ['MONDAY'], validFrom: plusDays(-1) },
      { priceCents: 250, price: '2.50', days: ['MONDAY'], staffel: '2' },
    ];
    for (const options of cases) {
      const res = await request(tenant, ids, resident, 'DAGEN', options);
      expect(failure(res), JSON.stringify(options)).toBe('REQUEST_INVALID');
    }
    const specific = (validFrom: string, details?: object[]) =>
      request(tenant, ids, resident, 'SPECIFIEK', { validFrom, ...(details ? { details } : {}) });
    const place = [{ CODE: 'LOCATI', VALUE: 'Vak 12' }];
    expect(failure(await specific(today(), place))).toBe('REQUEST_INVALID');
    expect(failure(await specific(plusDays(11), place))).toBe('REQUEST_INVALID');
    const missing = await specific(plusDays(3));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().result).toEqual([{ FIELD: 'p_request_details', CODE: 'required' }]);
    const ok = await specific(plusDays(3), place);
    expect(ok.json().result[0].STATUSCODE).toBe('PERMIT_CREATED');
    const stored = (await requestsOf(tenant.id)).at(-1);
    expect(stored).toMatchObject({ specific_location: 'Vak 12', valid_from: plusDays(3) });
    expect(await requestsOf(tenant.id)).toHaveLength(1);
  });

  it('refuses a tampered price with PRICE_CHANGED and stores nothing', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const res = await request(tenant, ids, resident, 'STALLING', {
      area: 'GARAGES',
      location: 'LAATSTE',
      price: '0.01',
    });
    expect(failure(res)).toBe('PRICE_CHANGED');
    const en = await call(
      tenant,
      { cookie: `${resident.cookie}; pl_lang=en_EN` },
      'eloket/request_permit',
      await requestParams(tenant, ids, 'STALLING', { area: 'GARAGES', location: 'LAATSTE', price: '4,99' }),
    );
    expect(en.json().statusmessage).toBe(
      'The price of this product has changed. Nothing has been requested. Please check the price and try again.',
    );
    expect(await requestsOf(tenant.id)).toEqual([]);
    expect(await db.selectFrom('request_transitions').selectAll().where('tenant_id', '=', tenant.id).execute()).toEqual(
      [],
    );
  });

  it('refuses another municipality’s product and a location of another product', async () => {
    const { tenant, ids } = await municipality();
    const other = await municipality();
    const resident = await relation(tenant);
    const params = await requestParams(other.tenant, other.ids, 'GRATIS');
    const res = await call(tenant, resident, 'eloket/request_permit', params);
    expect(res.statusCode).toBe(404);
    expect(res.json().statuscode).toBe('NOT_FOUND');
    const wrongLocation = await requestParams(tenant, ids, 'GRATIS');
    wrongLocation.p_lcn_id = String(ids.location('DAGEN', 'CENTRUM', 'ZONE'));
    expect(failure(await call(tenant, resident, 'eloket/request_permit', wrongLocation))).toBe('REQUEST_INVALID');
    expect(await requestsOf(tenant.id)).toEqual([]);
  });

  it('checks the address of a product located by address: required, own, inside the area', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const neighbour = await relation(tenant);
    const without = await request(tenant, ids, resident, 'BEWONER', { plates: [own] });
    expect(without.statusCode).toBe(400);
    expect(without.json().result).toEqual([{ FIELD: 'p_addressid', CODE: 'required' }]);
    const theirs = await checkedAddress(tenant, ids, neighbour);
    expect((await request(tenant, ids, resident, 'BEWONER', { plates: [own], addressId: theirs })).statusCode).toBe(
      404,
    );
    const outsider = await relation(tenant, 'P', { address: STATIONSWEG_1 });
    const outside = await checkedAddress(tenant, ids, outsider, '1235CB', '1');
    expect(failure(await request(tenant, ids, outsider, 'BEWONER', { plates: [own], addressId: outside }))).toBe(
      'ADDRESS_OUTSIDE_AREA',
    );
    expect(await requestsOf(tenant.id)).toEqual([]);
  });

  it('refuses a product for another kind of relation with NOT_REQUESTABLE', async () => {
    const { tenant, ids } = await municipality();
    const company = await relation(tenant, 'C', { fte: 10 });
    const res = await request(tenant, ids, company, 'EIGEN', { plates: [{ LICENSE_PLATE: 'AA11BB' }] });
    expect(failure(res)).toBe('NOT_REQUESTABLE');
  });

  it('refuses a plate count outside the product’s minimum and maximum', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const addressId = await checkedAddress(tenant, ids, resident);
    for (const plates of [[], [own, leased, { ...own, LICENSE_PLATE: 'AA22BB' }]]) {
      const res = await request(tenant, ids, resident, 'BEWONER', { addressId, plates });
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toEqual([{ FIELD: 'p_licenseplates', CODE: 'out_of_range' }]);
    }
    const twice = await request(tenant, ids, resident, 'BEWONER', { addressId, plates: [own, { ...own }] });
    expect(twice.json().statuscode).toBe('INVALID_PARAMETERS');
  });
});

describe('plates re-checked against the vehicle registry', () => {
  it('takes a plate in the person’s name as own, whatever LEASE the browser sent', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const res = await request(tenant, ids, resident, 'EIGEN', { plates: [{ ...own, LEASE: 'Y' }] });
    expect(res.json().result[0].STATUSCODE).toBe('AWAIT_PAYMENT');
    const plate = await db
      .selectFrom('request_plates')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirst();
    expect(plate).toMatchObject({ license_plate: 'AA11BB', lease_yn: 'N', rdw_checked_yn: 'Y' });
  });

  it('takes a plate not in the name as leased when lease is allowed: a lease document is asked', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const addressId = await checkedAddress(tenant, ids, resident);
    const res = await request(tenant, ids, resident, 'BEWONER', {
      addressId,
      plates: [{ ...leased, LEASE: 'N' }, own],
    });
    const [result] = res.json().result;
    expect(result.STATUSCODE).toBe('DOCS_UPLOAD');
    const leaseRequirement = await db
      .selectFrom('document_requirements')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('doc_type_code', '=', 'LEASE')
      .executeTakeFirstOrThrow();
    expect(result.DOCUMENTS_TO_UPLOAD).toEqual([
      {
        RPG_ID: leaseRequirement.id * 10 + 1,
        DOC_TYPE_CODE: 'LEASE',
        DOC_TYPE_DESCRIPTION: 'Leasecontract',
        INSTRUCTION: 'Upload het leasecontract',
        DISPLAY_DVE: 'CC-22-DD',
        DETAIL_VALUE: 'CC22DD',
        MAX_DOCUMENTS: 3,
        MIN_STATUS_LEVEL: 1,
        DOWNLOAD_DOC: null,
        UPLOADED_DOCUMENTS: [],
      },
    ]);
    const plates = await db
      .selectFrom('request_plates')
      .select(['license_plate', 'lease_yn'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('position')
      .execute();
    expect(plates).toEqual([
      { license_plate: 'CC22DD', lease_yn: 'Y' },
      { license_plate: 'AA11BB', lease_yn: 'N' },
    ]);
    expect(await invoicesOf(tenant.id, result.REQUESTID)).toEqual([]);
  });

  it('refuses plates that are not the person’s own when only own plates are allowed, and unknown ones', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const cases: [object, string][] = [
      [leased, 'PLATE_NOT_OWN'],
      [{ ...own, LICENSE_PLATE: 'EE33FF' }, 'PLATE_NOT_OWN'],
      [{ ...own, LICENSE_PLATE: 'ZZ99ZZ' }, 'REQUEST_INVALID'],
      [{ LICENSE_PLATE: 'BAB1234', LEASE: 'Y', RDW_CHECKED: 'Y', COUNTRY: 'DE' }, 'PLATE_NOT_OWN'],
      [{ ...own, LICENSE_PLATE: DOWN_PLATE }, 'RDW_UNAVAILABLE'],
    ];
    for (const [plate, code] of cases) {
      const res = await request(tenant, ids, resident, 'EIGEN', { plates: [plate] });
      expect(failure(res), JSON.stringify(plate)).toBe(code);
    }
    expect(await requestsOf(tenant.id)).toEqual([]);
  });

  it('never asks the registry about a company’s plates', async () => {
    const { tenant, ids } = await municipality();
    const company = await relation(tenant, 'C', { fte: 10 });
    lookups.length = 0;
    const res = await request(tenant, ids, company, 'BEDRIJF', { plates: [{ LICENSE_PLATE: 'ZZ99ZZ' }] });
    expect(res.json().result[0].STATUSCODE).toBe('AWAIT_CONFIRMATION');
    expect(lookups).toEqual([]);
  });
});

describe('maximum checks', () => {
  it('stores MAX_CHECK_FAILED with the reason when the relation holds the maximum', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const addressId = await checkedAddress(tenant, ids, resident);
    expect((await request(tenant, ids, resident, 'BEWONER', { addressId, plates: [own] })).json().statuscode).toBe(
      'OK',
    );
    const second = await request(tenant, ids, resident, 'BEWONER', { addressId, plates: [own] });
    expect(second.json().statuscode).toBe('OK');
    expect(second.json().result[0]).toMatchObject({
      STATUSCODE: 'MAX_CHECK_FAILED',
      STATUS: 'U heeft al het maximale aantal (1) van dit product.',
    });
    const stored = await requestsOf(tenant.id);
    expect(stored.map((r) => r.status)).toEqual(['AWAIT_PAYMENT', 'MAX_CHECK_FAILED']);
    expect(await invoicesOf(tenant.id, stored[1]!.id)).toEqual([]);
    // Finished: nothing moves it any more.
    const cancel = await call(tenant, resident, 'eloket/continue_pcs_by_rqt_id', {
      p_rqt_id: String(stored[1]!.id),
      p_cancel: 'Y',
      p_pcs_code: 'WEB_NEW',
    });
    expect(failure(cancel)).toBe('REQUEST_STATE');
  });

  it('stores MAX_CHECK_FAILED_WL for a product with a waiting list', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const garage = { area: 'GARAGES', location: 'VRIJ', endpoint: 'eloket/request_permit_from_wl' };
    expect((await request(tenant, ids, resident, 'GARAGE', garage)).json().result[0].STATUSCODE).toBe('AWAIT_PAYMENT');
    const second = await request(tenant, ids, resident, 'GARAGE', garage);
    expect(second.json().result[0].STATUSCODE).toBe('MAX_CHECK_FAILED_WL');
    const requestId = second.json().result[0].REQUESTID;
    const moved = await applyRequestEvent(db, tenant.id, requestId, { type: 'ADDED_TO_WAITING_LIST' });
    expect(moved).toMatchObject({ ok: true, from: 'MAX_CHECK_FAILED_WL', status: 'WITHDRAWN' });
  });

  it('limits a company by its FTE count, and refuses one without an FTE count', async () => {
    const { tenant, ids } = await municipality();
    const company = await relation(tenant, 'C', { fte: 7 });
    const plates = [{ LICENSE_PLATE: 'AB12CD' }];
    expect((await request(tenant, ids, company, 'BEDRIJF', { plates })).json().result[0].STATUSCODE).toBe(
      'AWAIT_CONFIRMATION',
    );
    const second = await request(tenant, ids, company, 'BEDRIJF', { plates });
    expect(second.json().result[0]).toMatchObject({
      STATUSCODE: 'MAX_CHECK_FAILED',
      STATUS: 'Met 7 FTE mag uw bedrijf 1 van dit product hebben, en dat aantal is bereikt.',
    });
    const without = await relation(tenant, 'C');
    expect(failure(await request(tenant, ids, without, 'BEDRIJF', { plates }))).toBe('NOT_REQUESTABLE');
  });
});

describe('capacity', () => {
  it('refuses a full location with LOCATION_FULL', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const res = await request(tenant, ids, resident, 'STALLING', { area: 'GARAGES', location: 'VOL' });
    expect(failure(res)).toBe('LOCATION_FULL');
    expect(await requestsOf(tenant.id)).toEqual([]);
  });

  it('gives the last place to exactly one of two racing requests', async () => {
    const { tenant, ids } = await municipality();
    const first = await relation(tenant);
    const second = await relation(tenant, 'C');
    const options = { area: 'GARAGES', location: 'LAATSTE' };
    const answers = await Promise.all([
      request(tenant, ids, first, 'STALLING', options),
      request(tenant, ids, second, 'STALLING', options),
    ]);
    const codes = answers.map((res) => res.json().statuscode).sort();
    expect(codes).toEqual(['LOCATION_FULL', 'OK']);
    expect(await requestsOf(tenant.id)).toHaveLength(1);
  });

  it('lets the holder of an offered waiting-list place request a full location', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const { id: entryId } = await db
      .insertInto('waiting_list_entries')
      .values({
        tenant_id: tenant.id,
        relation_id: resident.relationId,
        permit_type_id: ids.permitType('GARAGE'),
        area_id: ids.area('GARAGES'),
        location_id: ids.location('GARAGE', 'GARAGES', 'VOL'),
        status: 'AWAIT_CONTINUE_WAITING',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options = { area: 'GARAGES', location: 'VOL', endpoint: 'eloket/request_permit_from_wl' };
    const someoneElse = await relation(tenant);
    expect(failure(await request(tenant, ids, someoneElse, 'GARAGE', { ...options, wltId: entryId }))).toBe(
      'LOCATION_FULL',
    );
    expect(failure(await request(tenant, ids, resident, 'GARAGE', options))).toBe('LOCATION_FULL');
    // Another municipality's resident naming the entry gets an ordinary request, refused as full.
    const elsewhere = await municipality();
    const stranger = await relation(elsewhere.tenant);
    expect(
      failure(await request(elsewhere.tenant, elsewhere.ids, stranger, 'GARAGE', { ...options, wltId: entryId })),
    ).toBe('LOCATION_FULL');
    const parms = await call(tenant, resident, 'eloket/get_product_rqt_parms', {
      p_pte_id: String(ids.permitType('GARAGE')),
      p_ara_id: String(ids.area('GARAGES')),
      p_staffel: '1',
      p_wlt_id: String(entryId),
    });
    expect(parms.json().result[0].LOCATIONS.map((l: { AVAILABLE: string }) => l.AVAILABLE)).toEqual(['Y', 'Y']);
    const res = await request(tenant, ids, resident, 'GARAGE', { ...options, wltId: entryId });
    expect(res.json().result[0].STATUSCODE).toBe('AWAIT_PAYMENT');
    const entry = await db
      .selectFrom('waiting_list_entries')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ status: 'REQUESTED', request_id: res.json().result[0].REQUESTID });
    expect((await requestsOf(tenant.id))[0]).toMatchObject({ kind: 'WAITING_LIST' });
  });

  it('tells the one behind an offered place that they moved up when it is requested (issue 26, waiting_list_position)', async () => {
    const { tenant, ids } = await municipality();
    await db
      .insertInto('tenant_settings')
      .values({ tenant_id: tenant.id, name: 'WAITING_LIST_POSITION_STEP', value: '1' })
      .execute();
    const resident = await relation(tenant);
    const behind = await relation(tenant);
    await db
      .updateTable('relations')
      .set({ email: 'achter@example.nl', language: 'en_EN' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', behind.relationId)
      .execute();
    const queue = {
      tenant_id: tenant.id,
      permit_type_id: ids.permitType('GARAGE'),
      area_id: ids.area('GARAGES'),
      location_id: ids.location('GARAGE', 'GARAGES', 'VOL'),
    };
    const { id: offered } = await db
      .insertInto('waiting_list_entries')
      .values({ ...queue, relation_id: resident.relationId, status: 'AWAIT_CONTINUE_WAITING' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: waiting } = await db
      .insertInto('waiting_list_entries')
      .values({ ...queue, relation_id: behind.relationId, status: 'WAITING' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options = { area: 'GARAGES', location: 'VOL', endpoint: 'eloket/request_permit_from_wl', wltId: offered };
    expect((await request(tenant, ids, resident, 'GARAGE', options)).json().result[0].STATUSCODE).toBe('AWAIT_PAYMENT');
    const told = await db
      .selectFrom('outbox')
      .select(['relation_id', 'event_key', 'to_address', 'subject'])
      .where('tenant_id', '=', tenant.id)
      .where('kind', '=', 'waiting_list_position')
      .execute();
    expect(told).toEqual([
      {
        relation_id: behind.relationId,
        event_key: `entry:${waiting}:pos:1`,
        to_address: 'achter@example.nl',
        subject: expect.stringMatching(/^You are now in position 1 on the waiting list: /),
      },
    ]);
  });

  it('accepts an offered waiting-list place only at the location it was offered', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const { id: entryId } = await db
      .insertInto('waiting_list_entries')
      .values({
        tenant_id: tenant.id,
        relation_id: resident.relationId,
        permit_type_id: ids.permitType('GARAGE'),
        area_id: ids.area('GARAGES'),
        location_id: ids.location('GARAGE', 'GARAGES', 'VOL'),
        status: 'AWAIT_CONTINUE_WAITING',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const elsewhere = { area: 'GARAGES', location: 'VRIJ', endpoint: 'eloket/request_permit_from_wl', wltId: entryId };
    expect(failure(await request(tenant, ids, resident, 'GARAGE', elsewhere))).toBe('REQUEST_INVALID');
    expect(await requestsOf(tenant.id)).toEqual([]);
    const entry = () =>
      db
        .selectFrom('waiting_list_entries')
        .select(['status', 'request_id'])
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', entryId)
        .executeTakeFirstOrThrow();
    expect(await entry()).toEqual({ status: 'AWAIT_CONTINUE_WAITING', request_id: null });
    const offered = await request(tenant, ids, resident, 'GARAGE', { ...elsewhere, location: 'VOL' });
    expect(offered.json().result[0].STATUSCODE).toBe('AWAIT_PAYMENT');
    expect(await entry()).toMatchObject({ status: 'REQUESTED' });
  });
});

describe('continue, cancel, finalize, finish', () => {
  const move = (
    tenant: Tenant,
    who: Caller,
    endpoint: string,
    requestId: number,
    extra: Record<string, string> = {},
    on = app,
  ) => call(tenant, who, endpoint, { p_rqt_id: String(requestId), ...extra }, on);
  const continueIt = (tenant: Tenant, who: Caller, requestId: number, cancel: 'Y' | 'N', on = app) =>
    move(tenant, who, 'eloket/continue_pcs_by_rqt_id', requestId, { p_cancel: cancel, p_pcs_code: 'WEB_NEW' }, on);
  const finalize = (tenant: Tenant, who: Caller, requestId: number) =>
    move(tenant, who, 'eloket/finalize_request_by_rqt_id', requestId, {
      p_reference: '',
      p_price: '0',
      p_datetime: `${today()}T12:00:00`,
      p_cancel: 'N',
    });

  it('keeps a request at the upload stage until the required documents are there, and cancels it', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const submitted = await request(tenant, ids, resident, 'VERPLICHT');
    const requestId = submitted.json().result[0].REQUESTID;
    expect(submitted.json().result[0]).toMatchObject({
      STATUSCODE: 'DOCS_UPLOAD',
      STATUS: 'In afwachting van documenten',
    });

    const stays = await continueIt(tenant, resident, requestId, 'N');
    expect(stays.json()).toMatchObject({
      statuscode: 'OK',
      messagetype: 'W',
      statusmessage: 'Upload eerst alle verplichte documenten. Daarna kunt u verder.',
      result: [{ STATUSCODE: 'DOCS_UPLOAD', REQUESTID: requestId }],
    });

    const cancelled = await continueIt(tenant, resident, requestId, 'Y');
    expect(cancelled.json().result[0]).toMatchObject({ STATUSCODE: 'CANCELLED', STATUS: 'Aanvraag geannuleerd' });
    expect(failure(await continueIt(tenant, resident, requestId, 'Y'))).toBe('REQUEST_STATE');
    const transitions = await transitionsOf(tenant.id, requestId);
    expect(transitions.map((r) => [r.event, r.from_status, r.to_status])).toEqual([
      ['SUBMITTED', null, 'DOCS_UPLOAD'],
      ['CANCELLED_BY_USER', 'DOCS_UPLOAD', 'CANCELLED'],
    ]);
    for (const row of transitions) expect(row.at).toBeInstanceOf(Date);
  });

  it('moves a request with its documents to review, and on after an employee accepts them', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const requestId = (await request(tenant, ids, resident, 'VERPLICHT')).json().result[0].REQUESTID;
    const waiting = await continueIt(tenant, resident, requestId, 'N', withDocuments.app);
    expect(waiting.json().result[0]).toMatchObject({
      STATUSCODE: 'DOCS_AWAIT_APROVAL',
      STATUS: 'In afwachting van goedkeuring',
    });
    // Nothing more to do for the resident until the review.
    expect(failure(await continueIt(tenant, resident, requestId, 'N', withDocuments.app))).toBe('REQUEST_STATE');

    const reviewed = await applyRequestEvent(db, tenant.id, requestId, {
      type: 'DOCUMENTS_REVIEWED',
      outcome: 'accepted',
    });
    expect(reviewed).toMatchObject({ ok: true, status: 'DOCS_ACCEPTED' });
    const paid = await continueIt(tenant, resident, requestId, 'N');
    expect(paid.json().result[0]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT', PRICE: 12 });
    expect(await invoicesOf(tenant.id, requestId)).toEqual([
      expect.objectContaining({ amount_cents: 1200, status: 'OPEN' }),
    ]);

    // Paid (the payments area): the permit is created, once.
    expect(await applyRequestEvent(db, tenant.id, requestId, { type: 'PAID' })).toMatchObject({
      ok: true,
      status: 'PERMIT_CREATED',
    });
    expect(await applyRequestEvent(db, tenant.id, requestId, { type: 'PAID' })).toMatchObject({
      ok: false,
      refusal: 'final',
    });
    expect(
      await db
        .selectFrom('permits')
        .selectAll()
        .where('tenant_id', '=', tenant.id)
        .where('request_id', '=', requestId)
        .execute(),
    ).toHaveLength(1);
    expect((await transitionsOf(tenant.id, requestId)).map((r) => r.to_status)).toEqual([
      'DOCS_UPLOAD',
      'DOCS_AWAIT_APROVAL',
      'DOCS_ACCEPTED',
      'AWAIT_PAYMENT',
      'PERMIT_CREATED',
    ]);
  });

  it('moves a request with optional documents on when none are uploaded', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const submitted = await request(tenant, ids, resident, 'OPTIONEEL');
    expect(submitted.json().result[0].STATUSCODE).toBe('DOCS_OPTIONAL');
    expect(submitted.json().result[0].DOCUMENTS_TO_UPLOAD).toEqual([
      expect.objectContaining({ DOC_TYPE_CODE: 'FOTO', MIN_STATUS_LEVEL: 0, DETAIL_VALUE: null }),
    ]);
    const done = await continueIt(tenant, resident, submitted.json().result[0].REQUESTID, 'N');
    expect(done.json().result[0].STATUSCODE).toBe('PERMIT_CREATED');
  });

  it('cancels a request waiting for payment together with its invoice', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const requestId = (
      await request(tenant, ids, resident, 'STALLING', { area: 'GARAGES', location: 'LAATSTE' })
    ).json().result[0].REQUESTID;
    const cancelled = await continueIt(tenant, resident, requestId, 'Y');
    expect(cancelled.json().result[0].STATUSCODE).toBe('CANCELLED');
    expect(await invoicesOf(tenant.id, requestId)).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);
    // The place is free again.
    const other = await relation(tenant);
    expect(
      (await request(tenant, ids, other, 'STALLING', { area: 'GARAGES', location: 'LAATSTE' })).json().statuscode,
    ).toBe('OK');
  });

  it('finalizes a confirmed request: free becomes a permit, paid waits for payment with an invoice', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const free = (await request(tenant, ids, resident, 'BEVESTIG')).json().result[0];
    expect(free).toMatchObject({ STATUSCODE: 'AWAIT_CONFIRMATION', STATUS: 'In afwachting van uw bevestiging' });
    const finalized = await finalize(tenant, resident, free.REQUESTID);
    expect(finalized.json().result[0]).toMatchObject({ STATUSCODE: 'PERMIT_CREATED', VALID_FROM: today() });
    expect(failure(await finalize(tenant, resident, free.REQUESTID))).toBe('REQUEST_STATE');

    const company = await relation(tenant, 'C', { fte: 10 });
    const paid = (await request(tenant, ids, company, 'BEDRIJF', { plates: [{ LICENSE_PLATE: 'AB12CD' }] })).json()
      .result[0];
    const confirmed = await finalize(tenant, company, paid.REQUESTID);
    expect(confirmed.json().result[0]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT', PRICE: 25 });
    expect(await invoicesOf(tenant.id, paid.REQUESTID)).toEqual([expect.objectContaining({ amount_cents: 2500 })]);
  });

  it('reads where a request stands for the finish stage, in the user’s language', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const requestId = (await request(tenant, ids, resident, 'GRATIS')).json().result[0].REQUESTID;
    const nl = await move(tenant, resident, 'eloket/finish_request', requestId);
    expect(nl.json().result[0]).toMatchObject({
      STATUSCODE: 'PERMIT_CREATED',
      STATUS: 'Vergunning verleend',
      REQUESTID: requestId,
      PRICE: 0,
      VALID_FROM: today(),
    });
    const en = await move(tenant, { cookie: `${resident.cookie}; pl_lang=en_EN` }, 'eloket/finish_request', requestId);
    expect(en.json().result[0].STATUS).toBe('Permit issued');
  });

  it('answers NOT_FOUND for another user’s request and another municipality’s', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const stranger = await relation(tenant);
    const requestId = (await request(tenant, ids, resident, 'BEVESTIG')).json().result[0].REQUESTID;
    for (const res of [
      await move(tenant, stranger, 'eloket/finish_request', requestId),
      await continueIt(tenant, stranger, requestId, 'Y'),
      await continueIt(tenant, stranger, requestId, 'N'),
      await finalize(tenant, stranger, requestId),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().statuscode).toBe('NOT_FOUND');
    }
    const other = await municipality();
    const elsewhere = await relation(other.tenant);
    expect((await move(other.tenant, elsewhere, 'eloket/finish_request', requestId)).json().statuscode).toBe(
      'NOT_FOUND',
    );
    expect((await requestsOf(tenant.id))[0]?.status).toBe('AWAIT_CONFIRMATION');
  });

  it('says what a request is for (product, area, location, specific location), for a page that has only its id', async () => {
    const { tenant, ids } = await municipality();
    const resident = await relation(tenant);
    const place = [{ CODE: 'LOCATI', VALUE: 'Vak 12' }];
    const specific = (
      await request(tenant, ids, resident, 'SPECIFIEK', { validFrom: plusDays(3), details: place })
    ).json().result[0];
    expect(specific).toMatchObject({
      DESCRIPTION: 'Specifieke plek',
      AREADESCRIPTION: 'Centrum',
      LOCATIONDESCRIPTION: 'Zone',
      LOCATION_SPECIFICATION: 'Vak 12',
    });
    const requestId = (await request(tenant, ids, resident, 'VERPLICHT')).json().result[0].REQUESTID;
    const en = await move(tenant, { cookie: `${resident.cookie}; pl_lang=en_EN` }, 'eloket/finish_request', requestId);
    expect(en.json().result[0]).toMatchObject({
      STATUSCODE: 'DOCS_UPLOAD',
      DESCRIPTION: 'Required documents',
      AREADESCRIPTION: 'City centre',
      LOCATIONDESCRIPTION: 'Zone',
      LOCATION_SPECIFICATION: null,
      DOCUMENTS_TO_UPLOAD: [{ DOC_TYPE_CODE: 'VERKLARING', DOC_TYPE_DESCRIPTION: 'Statement', UPLOADED_DOCUMENTS: [] }],
    });
  });
});
