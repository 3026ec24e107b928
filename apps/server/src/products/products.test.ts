import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../catalogue/index.js';
import { HANDLERS } from '../handlers.js';
import { createHistoryHandlers } from '../history/index.js';
import { createTerminationHandlers } from '../termination/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { importPermitsCatalogue, issuePermit, PERMITS_CATALOGUE } from '../test/test-permits.js';
import type { VehicleRegistry } from '../vehicles/index.js';
import { createProductsHandlers } from './products-handlers.js';

// "Today" is 10 March 2026 in Amsterdam for every call of this file.
const NOW = new Date('2026-03-10T10:00:00Z');
const now = () => NOW;
const registry: VehicleRegistry = {
  kind: 'simulator',
  async lookUp() {
    return { ownership: 'in_name', brand: 'VOLVO', colour: 'BLAUW' };
  },
};
const { app, db } = await testApp({
  handlers: [
    ...HANDLERS,
    ...createProductsHandlers({ now, vehicleRegistry: () => registry }),
    ...createTerminationHandlers({ now }),
    ...createHistoryHandlers({ now }),
  ],
});

async function resident(relationType = 'C') {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { relationType, name: 'Bakkerij BV' });
  const cookie = await relationSessionCookie(db, tenant, relationId);
  const call = (endpoint: string, params: Record<string, string> = {}) =>
    post(app, tenant.code, endpoint, params, { cookie });
  const issue = (input: Parameters<typeof issuePermit>[3]) => issuePermit(db, tenant, relationId, input);
  return { tenant, relationId, cookie, call, issue };
}

const YEAR = { type: 'MAAND', validFrom: '2026-01-31', validTo: '2027-01-30', priceCents: 12_000 };
const plates = (...list: string[]) => JSON.stringify(list.map((p) => ({ LICENSE_PLATE: p })));

describe('eloket/get_issued_permits', () => {
  it('gives a product the start and end time of its permit type (catalogue), and none to whole-day products', async () => {
    const { tenant, call, issue } = await resident();
    await importCatalogue(db, tenant.code, {
      ...PERMITS_CATALOGUE,
      permitTypes: PERMITS_CATALOGUE.permitTypes.map((type) =>
        type.code === 'MAAND' ? { ...type, validFromTime: '09:00', validToTime: '17:30' } : type,
      ),
    });
    await issue(YEAR);
    await issue({ type: 'KOSTEN', validFrom: '2026-03-01', validTo: '2026-03-31', priceCents: 3_100 });
    const listed = (await call('eloket/get_issued_permits')).json().result;
    expect(listed.map((p: Record<string, unknown>) => [p.DESCRIPTION, p.VALID_FROM_TIME, p.VALID_TO_TIME])).toEqual(
      expect.arrayContaining([
        ['Vergunning per maand', '09:00', '17:30'],
        ['Vergunning met wijzigkosten', null, null],
      ]),
    );
    expect(listed.find((p: Record<string, unknown>) => p.VALID_FROM_TIME)).toMatchObject({
      VALID_FROM: '2026-01-31',
      VALID_TO: '2027-01-30',
    });
  });

  it('answers nothing for a resident without permits', async () => {
    const { call } = await resident();
    const answer = await call('eloket/get_issued_permits');
    expect(answer.json()).toMatchObject({ statuscode: 'OK', result: [] });
  });

  it('lists the caller’s permits with validity, plates, cards and every flag computed on the server', async () => {
    const { call, issue } = await resident();
    const root = await issue({ ...YEAR, plates: ['AB12CD', 'XY99ZZ'] });
    const [product] = (await call('eloket/get_issued_permits')).json().result;
    expect(product).toMatchObject({
      ROOT_RQT_ID: root,
      REQUESTID: root,
      DESCRIPTION: 'Vergunning per maand',
      VALID_FROM: '2026-01-31',
      VALID_TO: '2027-01-30',
      PRICE: 120,
      LICENSE_PLATES: [{ LICENSE_PLATE: 'AB12CD' }, { LICENSE_PLATE: 'XY99ZZ' }],
      MIN_LICENSEPLATES: 1,
      MAX_LICENSEPLATES: 2,
      ALTER_LICENSEPLATE_COST: 0,
      CAN_ALTER_LICENSEPLATES: 'Y',
      CAN_TERMINATE: 'Y',
      CAN_FUTURE_TERMINATE: 'Y',
      // Month 2 of the permit started on 1 March: months 3 to 12 are unused, 10 × € 10.
      RESTITUTION_AMOUNT: 100,
      PLANNED_END_DATE: null,
      DOCUMENTS: null,
      CARDNUMBER: 'PK001',
      CARDNUMBERS: [{ CARDNUMBER: 'PK001' }],
      HAS_PERMITPLUS_ACCOUNT_YN: 'N',
      EXISTING_PAUSED_CHLI_YN: 'N',
      EXISTING_TOBEPAID_CHLI_YN: 'N',
    });
  });

  it('hands out the next card number of the range to the next permit of the type', async () => {
    const { call, issue } = await resident();
    await issue(YEAR);
    await issue(YEAR);
    const cards = (await call('eloket/get_issued_permits'))
      .json()
      .result.map((p: { CARDNUMBER: string }) => p.CARDNUMBER);
    expect(cards.sort()).toEqual(['PK001', 'PK002']);
  });

  it('says what a product that cannot be ended or changed allows', async () => {
    const { call, issue } = await resident();
    await issue({ type: 'VAST', validFrom: '2026-03-01', validTo: '2026-03-31', priceCents: 1_000, plates: [] });
    const [product] = (await call('eloket/get_issued_permits')).json().result;
    expect(product).toMatchObject({
      CAN_ALTER_LICENSEPLATES: 'N',
      CAN_TERMINATE: 'N',
      CAN_FUTURE_TERMINATE: 'N',
      RESTITUTION_AMOUNT: 0,
    });
  });

  it('counts on the home tile exactly what it lists', async () => {
    const { call, issue } = await resident();
    await issue(YEAR);
    await issue({ type: 'VAST', validFrom: '2026-03-01', validTo: '2026-03-31', priceCents: 1_000, plates: [] });
    const listed = (await call('eloket/get_issued_permits')).json().result.length;
    const counts = (await call('eloket/get_overview_counts')).json().result;
    expect(counts.find((c: { NAME: string }) => c.NAME === 'issued_permits_count').VALUE).toBe(listed);
    expect(listed).toBe(2);
  });
});

describe('eloket/request_license_change_for_rqt', () => {
  it('changes the plates at once when the change is free', async () => {
    const { call, issue } = await resident();
    const root = await issue(YEAR);
    const answer = await call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(root),
      p_licenseplates: plates('NEW001', 'NEW002'),
      p_price: '0',
    });
    expect(answer.json()).toMatchObject({ statuscode: 'OK', result: [{ STATUSCODE: 'PERMIT_CREATED' }] });
    const [product] = (await call('eloket/get_issued_permits')).json().result;
    expect(product.LICENSE_PLATES.map((p: { LICENSE_PLATE: string }) => p.LICENSE_PLATE)).toEqual(['NEW001', 'NEW002']);
    expect(product.CARDNUMBER).toBe('PK001');
  });

  it('charges the fee as an invoice first, blocks a second change until paid, and changes the plates once paid', async () => {
    const { tenant, call, issue } = await resident();
    const root = await issue({ type: 'KOSTEN', validFrom: '2026-03-01', validTo: '2026-03-31', priceCents: 3_100 });
    const first = (await call('eloket/get_issued_permits')).json().result[0];
    expect(first.ALTER_LICENSEPLATE_COST).toBe(7.5);

    const wrongPrice = await call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(root),
      p_licenseplates: plates('FEE001'),
      p_price: '0',
    });
    expect(wrongPrice.json().statuscode).toBe('PRICE_CHANGED');

    const answer = await call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(root),
      p_licenseplates: plates('FEE001'),
      p_price: '7.50',
    });
    const change = answer.json().result[0];
    expect(change).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT', PRICE: 7.5 });
    const invoice = await db
      .selectFrom('invoices')
      .select(['amount_cents', 'status'])
      .where('tenant_id', '=', tenant.id)
      .where('request_id', '=', change.REQUESTID)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ amount_cents: 750, status: 'OPEN' });

    const waiting = (await call('eloket/get_issued_permits')).json().result[0];
    expect(waiting).toMatchObject({ EXISTING_TOBEPAID_CHLI_YN: 'Y', LICENSE_PLATES: [{ LICENSE_PLATE: 'AB12CD' }] });
    const second = await call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(root),
      p_licenseplates: plates('FEE002'),
      p_price: '7.50',
    });
    expect(second.json().statuscode).toBe('PLATE_CHANGE_WAITING');

    const { applyRequestEvent } = await import('../requests/index.js');
    expect((await applyRequestEvent(db, tenant.id, change.REQUESTID, { type: 'PAID' })).ok).toBe(true);
    const paid = (await call('eloket/get_issued_permits')).json().result[0];
    expect(paid).toMatchObject({ EXISTING_TOBEPAID_CHLI_YN: 'N', LICENSE_PLATES: [{ LICENSE_PLATE: 'FEE001' }] });
  });

  it('refuses a plate count outside the product’s minimum and maximum, and a product without plates', async () => {
    const { call, issue } = await resident();
    const root = await issue(YEAR);
    const tooMany = await call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(root),
      p_licenseplates: plates('A1', 'A2', 'A3'),
      p_price: '0',
    });
    expect(tooMany.json()).toMatchObject({ statuscode: 'INVALID_PARAMETERS' });
    const none = await call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(root),
      p_licenseplates: '[]',
      p_price: '0',
    });
    expect(none.json().statuscode).toBe('INVALID_PARAMETERS');
    const fixed = await issue({
      type: 'VAST',
      validFrom: '2026-03-01',
      validTo: '2026-03-31',
      priceCents: 1_000,
      plates: [],
    });
    const noPlates = await call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(fixed),
      p_licenseplates: plates('A1'),
      p_price: '0',
    });
    expect(noPlates.json().statuscode).toBe('PERMIT_STATE');
  });

  it('checks a person’s Dutch plates at the vehicle registry', async () => {
    const { call, issue } = await resident('P');
    const root = await issue(YEAR);
    const answer = await call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(root),
      p_licenseplates: JSON.stringify([{ LICENSE_PLATE: 'GH12JK', LEASE: 'Y', RDW_CHECKED: 'N', COUNTRY: '' }]),
      p_price: '0',
    });
    expect(answer.json().result[0].STATUSCODE).toBe('PERMIT_CREATED');
    const [product] = (await call('eloket/get_issued_permits')).json().result;
    // The registry said the car is in the person's name: not leased, whatever the browser sent.
    expect(product.LICENSE_PLATES).toMatchObject([{ LICENSE_PLATE: 'GH12JK', LEASE: 'N', RDW_CHECKED: 'Y' }]);
  });
});
