import type { RequestableProduct } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../login/index.js';
import {
  DEMO_CATALOGUES,
  DEMO_TENANTS,
  PROEFDORP_CATALOGUE,
  simplePdf,
  VOORBEELD_CATALOGUE,
} from '../operator/index.js';
import { todayInAmsterdam } from '../requests/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { importCatalogue, parseCatalogueFile } from './catalogue-file.js';
import { catalogueIds } from './test-catalogue.js';

const { app, db } = await testApp();

/** A fresh tenant with a demo catalogue (never the demo codes themselves: other test files seed those). */
async function demoTenant(catalogue = VOORBEELD_CATALOGUE) {
  const tenant = await createTenant(db);
  const report = await importCatalogue(db, tenant.code, catalogue);
  expect(report.problems).toEqual([]);
  return { tenant, ids: await catalogueIds(db, tenant.id) };
}

function persona(service: 'digid' | 'eherkenning', subject: string) {
  const found = PERSONAS[service].find((p) => p.subject === subject);
  if (!found) throw new Error(`no persona ${subject}`);
  return found;
}

async function listingOf(tenant: Tenant, relationId: number): Promise<RequestableProduct[]> {
  const cookie = await relationSessionCookie(db, tenant, relationId);
  const res = await post(app, tenant.code, 'eloket/get_requestable_permits', {}, { cookie, 'accept-language': 'en' });
  expect(res.json().statuscode).toBe('OK');
  return res.json().result;
}

describe('the demo catalogues', () => {
  it('exist for every demo municipality, are valid, and import twice without a change', async () => {
    expect(Object.keys(DEMO_CATALOGUES).sort()).toEqual(DEMO_TENANTS.map((t) => t.code).sort());
    for (const catalogue of [VOORBEELD_CATALOGUE, PROEFDORP_CATALOGUE]) {
      parseCatalogueFile(catalogue);
      const { tenant } = await demoTenant(catalogue);
      expect(await importCatalogue(db, tenant.code, catalogue)).toEqual({
        created: [],
        updated: [],
        removed: [],
        problems: [],
      });
    }
  });

  it('let Jan Jansen request the resident permit in Centrum with several price lines, the visitor permit by day and a free carer permit', async () => {
    const { tenant, ids } = await demoTenant();
    const jan = await createRelation(db, tenant, persona('digid', '999990007').attributes);
    const list = await listingOf(tenant, jan);
    const find = (type: string, area: string) =>
      list.find((p) => p.PERMITTYPEID === ids.permitType(type) && p.AREAID === ids.area(area))!;
    expect(find('BEWONER', 'CENTRUM')).toMatchObject({ REQUESTABLE: 'Y', PRICE: 9.5, DESCRIPTION: 'Resident permit' });
    expect(find('BEWONER', 'STATION')).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'Your address is not in this area.',
    });
    expect(find('TWEEDE_AUTO', 'STATION').REQUESTABLE).toBe('N');
    expect(find('BEZOEKER', 'GEMEENTE')).toMatchObject({ REQUESTABLE: 'Y', PRICE: 3.5, HAS_ADDITIONAL_INFO_YN: 'Y' });
    expect(find('MANTELZORG', 'GEMEENTE')).toMatchObject({ REQUESTABLE: 'Y', PRICE: 0 });
    expect(find('GEHANDICAPT', 'GEMEENTE')).toMatchObject({ REQUESTABLE: 'Y', PRICE: 75 });
    expect(find('DEELAUTO', 'GEMEENTE')).toMatchObject({ REQUESTABLE: 'Y', PRICE: 120 });
    // The business permit is for companies only: a resident does not see it at all (issue 24).
    expect(list.some((p) => p.PERMITTYPEID === ids.permitType('BEDRIJF'))).toBe(false);
    // The garages: one full place in Centrum next to one with room, and Stationsgebied full altogether.
    expect(find('GARAGE', 'CENTRUM')).toMatchObject({
      REQUESTABLE: 'Y',
      MULTI_LOCATIONS_YN: 'Y',
      WAITINGLISTID: ids.permitType('GARAGE'),
      LOCATIONS: [
        { LOCATIONID: ids.location('GARAGE', 'CENTRUM', 'MARKTPLEIN'), AVAILABLE: 'WL' },
        { LOCATIONID: ids.location('GARAGE', 'CENTRUM', 'STADHUIS'), AVAILABLE: 'Y' },
      ],
    });
    expect(find('GARAGE', 'STATION')).toMatchObject({ REQUESTABLE: 'WL', MULTI_LOCATIONS_YN: 'N' });
    const joined = await post(
      app,
      tenant.code,
      'eloket/add_on_waitinglist',
      {
        p_pte_id: String(ids.permitType('GARAGE')),
        p_ara_id: String(ids.area('STATION')),
        p_lcn_id: String(ids.location('GARAGE', 'STATION', 'STATIONSPLEIN')),
      },
      { cookie: await relationSessionCookie(db, tenant, jan) },
    );
    expect(joined.json().statuscode).toBe('OK');
  });

  it('let Pieter de Vries (Stationsgebied) request a second-car permit', async () => {
    const { tenant, ids } = await demoTenant();
    const pieter = await createRelation(db, tenant, persona('digid', '999991474').attributes);
    const list = await listingOf(tenant, pieter);
    const second = list.find(
      (p) => p.PERMITTYPEID === ids.permitType('TWEEDE_AUTO') && p.AREAID === ids.area('STATION'),
    );
    expect(second).toMatchObject({ REQUESTABLE: 'Y', PRICE: 189 });
  });

  it('refuse Bakkerij Van Dam a business permit until its FTE allow one', async () => {
    const { tenant, ids } = await demoTenant();
    const bakery = await createRelation(db, tenant, persona('eherkenning', '90000001').attributes);
    const business = async () =>
      (await listingOf(tenant, bakery)).find(
        (p) => p.PERMITTYPEID === ids.permitType('BEDRIJF') && p.AREAID === ids.area('CENTRUM'),
      )!;
    expect((await business()).NOT_REQ_REASON).toBe("Please first enter your company's number of FTE in your profile.");
    await db.updateTable('relations').set({ number_of_fte: 4 }).where('id', '=', bakery).execute();
    expect(await business()).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'With 4 FTE your company may hold 0 of this product, and that number has been reached.',
    });
    await db.updateTable('relations').set({ number_of_fte: 12 }).where('id', '=', bakery).execute();
    expect(await business()).toMatchObject({ REQUESTABLE: 'Y', PRICE: 35 });
  });

  it('let any resident request the care provider permit: a lease contract for a leased plate and a statement', async () => {
    const { tenant, ids } = await demoTenant();
    // Someone from elsewhere (the simulator's generic persona): the permit is not located by address.
    const resident = await createRelation(db, tenant, persona('digid', '999990007').attributes);
    const stranger = await createRelation(db, tenant, {
      relationType: 'P',
      street: 'Teststraat',
      nr: '1',
      zipcode: '9999',
      zipcodeLetters: 'ZZ',
      city: 'Testdorp',
    });
    for (const who of [resident, stranger]) {
      const care = (await listingOf(tenant, who)).find(
        (p) => p.PERMITTYPEID === ids.permitType('ZORGVERLENER') && p.AREAID === ids.area('GEMEENTE'),
      );
      expect(care).toMatchObject({ REQUESTABLE: 'Y', PRICE: 45, DESCRIPTION: 'Care provider permit' });
    }
    const cookie = await relationSessionCookie(db, tenant, stranger);
    const lines = await post(
      app,
      tenant.code,
      'eloket/get_price_lines',
      { p_pte_id: String(ids.permitType('ZORGVERLENER')), p_staffel: '1', p_startdate: todayInAmsterdam() },
      { cookie },
    );
    const line = lines.json().result[0];
    const submitted = await post(
      app,
      tenant.code,
      'eloket/request_permit',
      {
        p_pte_id: String(ids.permitType('ZORGVERLENER')),
        p_ara_id: String(ids.area('GEMEENTE')),
        p_lcn_id: String(ids.location('ZORGVERLENER', 'GEMEENTE', 'GEMEENTE')),
        p_priceline_id: String(line.PRICELINE_ID),
        p_staffel: '1',
        p_valid_from: todayInAmsterdam(),
        p_remarks: '',
        p_email: '',
        p_phone: '',
        p_mobile_phone: '',
        p_reference: '',
        // The simulator's lease car: in a lease company's name.
        p_licenseplates: JSON.stringify([
          { LICENSE_PLATE: 'SXR41P', LEASE: 'Y', RDW_CHECKED: 'Y', BRAND: '', COLOR: '', COUNTRY: '' },
        ]),
        p_valid_days: '[]',
        p_price: '45.00',
      },
      { cookie, 'accept-language': 'en' },
    );
    expect(submitted.json().statuscode, submitted.body).toBe('OK');
    const answer = submitted.json().result[0];
    expect(answer.STATUSCODE).toBe('DOCS_UPLOAD');
    expect(
      answer.DOCUMENTS_TO_UPLOAD.map((d: { DOC_TYPE_CODE: string; DISPLAY_DVE: string | null }) => [
        d.DOC_TYPE_CODE,
        d.DISPLAY_DVE,
      ]),
    ).toEqual([
      ['LEASECONTRACT', 'SXR-41-P'],
      ['ZORGVERKLARING', null],
    ]);
    expect(answer.DOCUMENTS_TO_UPLOAD[1].DOWNLOAD_DOC).toMatchObject({ FILENAME: 'verklaring-zorgorganisatie.pdf' });
  });

  it('give Proefdorp’s residents their own products', async () => {
    const { tenant, ids } = await demoTenant(PROEFDORP_CATALOGUE);
    const anouk = await createRelation(db, tenant, persona('digid', '999992211').attributes);
    const list = await listingOf(tenant, anouk);
    expect(
      list.find((p) => p.PERMITTYPEID === ids.permitType('BEWONER') && p.AREAID === ids.area('DORPSKERN')),
    ).toMatchObject({
      REQUESTABLE: 'Y',
    });
    expect(list.find((p) => p.PERMITTYPEID === ids.permitType('GARAGE'))?.LOCATIONS).toMatchObject([
      { AVAILABLE: 'Y' },
      { AVAILABLE: 'WL' },
    ]);
  });
});

describe('simplePdf', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = Buffer.from(simplePdf('Titel (test)', ['Regel een', 'Regel \\ twee'])).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(6);
    entries.forEach((offset, i) => {
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const stream = pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream'));
    expect(stream.length).toBe(length);
    expect(pdf).toContain('(Titel \\(test\\)) Tj');
    expect(pdf).toContain('(Regel \\\\ twee) Tj');
  });
});
