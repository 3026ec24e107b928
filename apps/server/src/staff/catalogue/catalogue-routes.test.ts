/**
 * The catalogue screen's routes (issue 28, decision 038): a price change from a date with its preview,
 * the resident priced by the line of the start date, versions with their diff and restore, the file's
 * validator on every save, one audit row per change, and another municipality and the auditor refused.
 */
import { addDays, amsterdamDay } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { catalogueIds, importCatalogue } from '../../catalogue/index.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../../test/support.js';
import { importPermitsCatalogue, issuePermit, PERMITS_CATALOGUE } from '../../test/test-permits.js';

const { app, db } = await testApp();
const today = amsterdamDay(new Date());
const fromDate = addDays(today, 10);

async function catalogueTenant() {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const resident = await createRelation(db, tenant, { firstname: 'Rita', lastname: 'Resident' });
  // Runs past the date: its renewal is priced after it. The second ends before the date: not reached.
  await issuePermit(db, tenant, resident, {
    type: 'MAAND',
    validFrom: addDays(today, -30),
    validTo: addDays(today, 334),
    priceCents: 12_000,
  });
  await issuePermit(db, tenant, resident, {
    type: 'MAAND',
    validFrom: addDays(today, -300),
    validTo: addDays(today, 5),
    priceCents: 12_000,
  });
  const beheerder = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
  return { tenant, resident, beheerder };
}

async function auditRows(tenantId: number) {
  return db
    .selectFrom('staff_audit')
    .select(['action', 'object_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
}

async function residentPrices(tenantCode: string, cookie: string, permitTypeId: number, startDate: string) {
  const res = await post(
    app,
    tenantCode,
    'eloket/get_price_lines',
    { p_pte_id: String(permitTypeId), p_staffel: '1', p_startdate: startDate },
    { cookie },
  );
  expect(res.json().statuscode, res.body).toBe('OK');
  return (res.json().result as { PRICE: number }[]).map((line) => line.PRICE);
}

describe('a price change from a date', () => {
  it('previews what it reaches, saves it as a version, prices residents by their start date, and is undone by a restore', async () => {
    const { tenant, resident, beheerder } = await catalogueTenant();
    const { cookie } = beheerder;
    const start = await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({ version: null, changedOutside: false });
    const { revision } = start.json();

    const change = { permitType: 'MAAND', position: 0, fromDate, priceCents: 15_000 };
    const preview = await staffCall(app, tenant.code, 'POST', '/catalogus/prijswijzigingen/voorbeelden', {
      cookie,
      body: change,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      revision,
      oldCents: 12_000,
      newCents: 15_000,
      affectedPermits: 1,
      pendingRenewals: 0,
      yearlyRevenueChangeCents: 3_000,
    });
    // A preview changes nothing and leaves no audit row.
    expect(await auditRows(tenant.id)).toEqual([]);

    const saved = await staffCall(app, tenant.code, 'POST', '/catalogus/prijswijzigingen', {
      cookie,
      body: { ...change, revision, summary: 'Tarief 2027' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // Version 1 keeps the catalogue as it was (imported outside the screen); version 2 is the change.
    expect(saved.json().version).toMatchObject({ number: 2, createdByName: 'Bea', summary: 'Tarief 2027' });
    expect(saved.json().changes.map((c: { kind: string; path: string[] }) => [c.kind, c.path.join('/')])).toEqual([
      ['changed', 'permitTypes/MAAND/priceLines/#0/validUntil'],
      ['added', 'permitTypes/MAAND/priceLines/#1'],
    ]);
    expect(await auditRows(tenant.id)).toEqual([{ action: 'schedule-price-change', object_id: '2' }]);

    const ids = await catalogueIds(db, tenant.id);
    const session = await relationSessionCookie(db, tenant, resident);
    expect(await residentPrices(tenant.code, session, ids.permitType('MAAND'), addDays(fromDate, -1))).toEqual([120]);
    expect(await residentPrices(tenant.code, session, ids.permitType('MAAND'), fromDate)).toEqual([150]);

    const versions = await staffCall(app, tenant.code, 'GET', '/catalogus/versies', { cookie });
    expect(versions.json()).toMatchObject({ total: 2, items: [{ number: 2 }, { number: 1, createdBy: '' }] });
    const diff = await staffCall(app, tenant.code, 'GET', '/catalogus/versies/2/verschillen', { cookie });
    expect(diff.statusCode).toBe(200);
    expect(diff.json().changes).toEqual(saved.json().changes);
    const first = await staffCall(app, tenant.code, 'GET', '/catalogus/versies/1/verschillen', { cookie });
    expect(first.json().changes).toEqual([]);

    // A save on the revision before the change is refused: it would undo the change unseen.
    const stale = await staffCall(app, tenant.code, 'POST', '/catalogus/versies/1/herstel', {
      cookie,
      body: { revision, summary: 'Oud' },
    });
    expect(stale.statusCode).toBe(409);

    const restored = await staffCall(app, tenant.code, 'POST', '/catalogus/versies/1/herstel', {
      cookie,
      body: { revision: saved.json().revision, summary: 'Terug' },
    });
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json().version.number).toBe(3);
    expect(restored.json().changes.map((c: { kind: string }) => c.kind)).toEqual(['changed', 'removed']);
    expect(await residentPrices(tenant.code, session, ids.permitType('MAAND'), fromDate)).toEqual([120]);
    const now = await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie });
    expect(now.json()).toMatchObject({ version: 3, revision: start.json().revision, changedOutside: false });
    expect((await auditRows(tenant.id)).map((r) => r.action)).toEqual([
      'schedule-price-change',
      'restore-catalogue-version',
    ]);
  });

  it('refuses a date that is not after today, or the price the line has, naming the field; a line that is not there is not found', async () => {
    const { tenant, beheerder } = await catalogueTenant();
    for (const [body, field] of [
      [{ fromDate: today, priceCents: 15_000 }, 'body.fromDate'],
      [{ fromDate, priceCents: 12_000 }, 'body.priceCents'],
    ] as const) {
      const res = await staffCall(app, tenant.code, 'POST', '/catalogus/prijswijzigingen/voorbeelden', {
        cookie: beheerder.cookie,
        body: { permitType: 'MAAND', position: 0, ...body },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().invalidParams[0].name).toBe(field);
    }
    const noLine = await staffCall(app, tenant.code, 'POST', '/catalogus/prijswijzigingen/voorbeelden', {
      cookie: beheerder.cookie,
      body: { permitType: 'MAAND', position: 7, fromDate, priceCents: 15_000 },
    });
    expect(noLine.statusCode).toBe(404);
    expect(noLine.json().title).toBe('Deze prijsregel bestaat niet.');
  });
});

describe('saving a catalogue file from the screen', () => {
  it("checks it with the catalogue file's validator and names each problem's place; nothing is written", async () => {
    const { tenant, beheerder } = await catalogueTenant();
    const { cookie } = beheerder;
    const { file, revision } = (await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie })).json();
    file.permitTypes[0].priceLines[0].periodType = 'Q';
    file.permitTypes[0].priceLines[0].validFrom = '2027-02-30';
    const res = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision, summary: 'Fout', file },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toEqual([
      'body.file.permitTypes[0] (MAAND).priceLines[0].periodType',
      'body.file.permitTypes[0] (MAAND).priceLines[0].validFrom',
    ]);
    expect(await auditRows(tenant.id)).toEqual([]);
  });

  it("names each problem's reason in the caller's language, Dutch or English", async () => {
    const { tenant, beheerder } = await catalogueTenant();
    const { cookie } = beheerder;
    const { file, revision } = (await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie })).json();
    file.permitTypes[0].priceLines[0].validFrom = '2027-02-30';
    file.permitTypes[0].description.nl = 'x'.repeat(201);
    file.products[0].area = 'NERGENS';
    const reasons = async (language: 'nl' | 'en') => {
      const res = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
        cookie,
        language,
        body: { revision, summary: 'Fout', file },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      return res.json().invalidParams as { name: string; reason: string }[];
    };
    const area = 'body.file.products[0] (MAAND in NERGENS).area';
    expect(await reasons('nl')).toEqual([
      { name: 'body.file.permitTypes[0] (MAAND).description.nl', reason: 'Hoogstens 200 tekens.' },
      { name: 'body.file.permitTypes[0] (MAAND).priceLines[0].validFrom', reason: 'Deze datum bestaat niet.' },
      { name: area, reason: 'Er is geen gebied NERGENS.' },
    ]);
    expect(await reasons('en')).toEqual([
      { name: 'body.file.permitTypes[0] (MAAND).description.nl', reason: 'at most 200 characters' },
      { name: 'body.file.permitTypes[0] (MAAND).priceLines[0].validFrom', reason: 'not a calendar date' },
      { name: area, reason: 'no area NERGENS in areas' },
    ]);
    expect(await auditRows(tenant.id)).toEqual([]);
  });

  it('refuses a template given by a path on the server, and leaving out what permits refer to', async () => {
    const { tenant, beheerder } = await catalogueTenant();
    const { cookie } = beheerder;
    const { file, revision } = (await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie })).json();
    const withPath = structuredClone(file);
    withPath.permitTypes[0].documents = [
      {
        docTypeCode: 'X',
        description: { nl: 'X', en: 'X' },
        instruction: { nl: 'X', en: 'X' },
        scope: 'ADDITIONAL',
        template: { filename: 'passwd.pdf', path: '/etc/passwd' },
      },
    ];
    const byPath = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision, summary: 'Pad', file: withPath },
    });
    expect(byPath.statusCode).toBe(409);
    expect(byPath.json().detail).toContain('template.path');

    const without = {
      ...file,
      products: file.products.filter((p: { permitType: string }) => p.permitType !== 'MAAND'),
    };
    const refused = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision, summary: 'Weg', file: without },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Product MAAND in CENTRUM is nog in gebruik');
    const versions = await staffCall(app, tenant.code, 'GET', '/catalogus/versies', { cookie });
    expect(versions.json().total).toBe(0);

    const unchanged = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision, summary: 'Niets', file },
    });
    expect(unchanged.statusCode).toBe(409);
    expect(await auditRows(tenant.id)).toEqual([]);
  });

  it('saves an edited file as the next version and serves the file to download', async () => {
    const { tenant, beheerder } = await catalogueTenant();
    const { cookie } = beheerder;
    const { file, revision } = (await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie })).json();
    file.products[0].locations[0].capacity = 75;
    file.permitTypes[0].cards = { prefix: 'PK', from: 1, to: 5000 };
    file.permitTypes[0].prolongationOfferDays = 30;
    const res = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision, summary: 'Meer plaatsen', file },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().changes.map((c: { path: string[] }) => c.path.join('/'))).toEqual([
      'permitTypes/MAAND/prolongationOfferDays',
      'permitTypes/MAAND/cards/to',
      'products/MAAND in CENTRUM/locations/ZONE/capacity',
    ]);
    expect(await auditRows(tenant.id)).toEqual([{ action: 'save-catalogue', object_id: '2' }]);
    const download = await staffCall(app, tenant.code, 'GET', '/catalogus/bestand', { cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="catalogus-/);
    expect(JSON.parse(download.body).products[0].locations[0].capacity).toBe(75);
    // A file written before the renewal days were in it leaves them as they are.
    await importCatalogue(db, tenant.code, PERMITS_CATALOGUE);
    const after = (await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie })).json();
    expect(after.file.permitTypes[0]).toMatchObject({ code: 'MAAND', prolongationOfferDays: 30 });
    expect(after.changedOutside).toBe(true);
  });
});

describe('who may', () => {
  it('lets the auditor read but not change, and refuses another municipality', async () => {
    const { tenant } = await catalogueTenant();
    const other = await catalogueTenant();
    const auditor = await signInStaff(app, tenant.code, ['auditor'], 'Aart', { db });
    const { revision } = (await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie: auditor.cookie })).json();
    const change = { permitType: 'MAAND', position: 0, fromDate, priceCents: 15_000, revision, summary: 'x' };
    const byAuditor = await staffCall(app, tenant.code, 'POST', '/catalogus/prijswijzigingen', {
      cookie: auditor.cookie,
      body: change,
    });
    expect(byAuditor.statusCode).toBe(403);
    // The other municipality's beheerder, with their own cookie, on this municipality's catalogue.
    const crossed = await staffCall(app, tenant.code, 'POST', '/catalogus/prijswijzigingen', {
      cookie: other.beheerder.cookie,
      body: change,
    });
    expect([401, 403]).toContain(crossed.statusCode);
    const ownVersion = await staffCall(app, other.tenant.code, 'POST', '/catalogus/prijswijzigingen', {
      cookie: other.beheerder.cookie,
      body: {
        ...change,
        revision: (
          await staffCall(app, other.tenant.code, 'GET', '/catalogus', { cookie: other.beheerder.cookie })
        ).json().revision,
      },
    });
    expect(ownVersion.statusCode).toBe(201);
    // Versions are the municipality's own: the other's version 2 is not found here.
    const here = await staffCall(app, tenant.code, 'GET', '/catalogus/versies/2/verschillen', {
      cookie: auditor.cookie,
    });
    expect(here.statusCode).toBe(404);
    expect(await auditRows(tenant.id)).toEqual([]);
  });
});

describe('adding and removing products and areas (issue 28)', () => {
  it('adds an area and a product as a version whose diff names them, and removes them again while unused', async () => {
    const { tenant, beheerder } = await catalogueTenant();
    const { cookie } = beheerder;
    const { file, revision } = (await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie })).json();
    file.areas.push({ code: 'NOORD', description: { nl: 'Noord', en: 'North' }, npr: null, postcodes: ['1235'] });
    file.products.push({
      permitType: 'KOSTEN',
      area: 'NOORD',
      category: 'ALLES',
      locations: [{ code: 'PLEIN', description: { nl: 'Plein', en: 'Square' }, capacity: 10, npr: null }],
    });
    const res = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision, summary: 'Noord erbij', file },
    });
    expect(res.statusCode, res.body).toBe(201);
    const changes = res.json().changes.map((c: { kind: string; path: string[] }) => [c.kind, c.path.join('/')]);
    expect(changes).toEqual([
      ['added', 'areas/NOORD'],
      ['added', 'products/KOSTEN in NOORD'],
    ]);
    const diff = await staffCall(
      app,
      tenant.code,
      'GET',
      `/catalogus/versies/${res.json().version.number}/verschillen`,
      {
        cookie,
      },
    );
    expect(diff.json().changes.map((c: { kind: string; path: string[] }) => [c.kind, c.path.join('/')])).toEqual(
      changes,
    );
    expect(await auditRows(tenant.id)).toEqual([{ action: 'save-catalogue', object_id: '2' }]);

    // Removing what nothing refers to is a version too.
    const removed = structuredClone(file);
    removed.products = removed.products.filter((p: { area: string }) => p.area !== 'NOORD');
    removed.areas = removed.areas.filter((a: { code: string }) => a.code !== 'NOORD');
    const gone = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision: res.json().revision, summary: 'Noord weg', file: removed },
    });
    expect(gone.statusCode, gone.body).toBe(201);
    expect(gone.json().changes.map((c: { kind: string; path: string[] }) => [c.kind, c.path.join('/')])).toEqual([
      ['removed', 'areas/NOORD'],
      ['removed', 'products/KOSTEN in NOORD'],
    ]);
  });

  it('refuses removing a product, location or area in use with a 409 naming why, in the user’s language; nothing is written', async () => {
    const { tenant, beheerder } = await catalogueTenant();
    const { cookie } = beheerder;
    const { file, revision } = (await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie })).json();
    // The two permits of catalogueTenant are MAAND in CENTRUM at location ZONE.
    const withoutProduct = {
      ...file,
      products: file.products.filter((p: { permitType: string }) => p.permitType !== 'MAAND'),
    };
    const refused = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision, summary: 'Weg', file: withoutProduct },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json().title).toBe('Dit kan niet weg: het is nog in gebruik. Er is niets gewijzigd.');
    // Each permit came from a request: both refer to the product and to its location.
    expect(refused.json().detail).toBe(
      'Product MAAND in CENTRUM is nog in gebruik (aanvragen: 2, vergunningen: 2); laat het staan. ' +
        'Locatie ZONE van MAAND in CENTRUM is nog in gebruik (aanvragen: 2, vergunningen: 2); laat het staan.',
    );

    const withoutLocation = structuredClone(file);
    withoutLocation.products[0].locations = [];
    const location = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision, summary: 'Locatie weg', file: withoutLocation },
    });
    expect(location.statusCode).toBe(409);
    expect(location.json().detail).toBe(
      'Locatie ZONE van MAAND in CENTRUM is nog in gebruik (aanvragen: 2, vergunningen: 2); laat het staan.',
    );

    // The area with every product in it: the products in use are named.
    const withoutArea = { ...file, areas: [], products: [] };
    const area = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', {
      cookie,
      body: { revision, summary: 'Gebied weg', file: withoutArea },
    });
    expect(area.statusCode).toBe(409);
    expect(area.json().detail).toContain('Product MAAND in CENTRUM is nog in gebruik (aanvragen: 2, vergunningen: 2)');

    expect((await staffCall(app, tenant.code, 'GET', '/catalogus/versies', { cookie })).json().total).toBe(0);
    expect(await auditRows(tenant.id)).toEqual([]);
  });
});

describe('importing a large catalogue file from the screen', () => {
  /** A catalogue with a PDF template of `bytes` bytes: its JSON is about 4/3 of that. */
  async function withTemplate(bytes: number) {
    const { tenant, beheerder } = await catalogueTenant();
    const { file, revision } = (
      await staffCall(app, tenant.code, 'GET', '/catalogus', { cookie: beheerder.cookie })
    ).json();
    const pdf = Buffer.alloc(bytes, 0x20);
    pdf.write('%PDF-1.4\n', 0, 'latin1');
    file.permitTypes[0].documents = [
      {
        docTypeCode: 'FORMULIER',
        description: { nl: 'Formulier', en: 'Form' },
        instruction: { nl: 'Vul het formulier in.', en: 'Fill in the form.' },
        scope: 'ADDITIONAL',
        maxDocuments: 3,
        minStatusLevel: 1,
        template: { filename: 'formulier.pdf', base64: pdf.toString('base64') },
      },
    ];
    return { tenant, beheerder, file, revision };
  }

  it('takes a file above the staff API’s 256 KB on its own route, as a version with one audit row', async () => {
    const { tenant, beheerder, file, revision } = await withTemplate(2 * 1024 * 1024);
    const body = { revision, summary: 'Groot bestand', file };
    expect(JSON.stringify(body).length).toBeGreaterThan(2.5 * 1024 * 1024);
    // The forms' save keeps the API's limit ...
    const small = await staffCall(app, tenant.code, 'POST', '/catalogus/versies', { cookie: beheerder.cookie, body });
    expect(small.statusCode).toBe(413);
    // ... the import takes it.
    const res = await staffCall(app, tenant.code, 'POST', '/catalogus/importen', { cookie: beheerder.cookie, body });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(201);
    expect(res.json().changes.map((c: { kind: string; path: string[] }) => [c.kind, c.path.join('/')])).toEqual([
      ['added', 'permitTypes/MAAND/documents/FORMULIER'],
    ]);
    expect(await auditRows(tenant.id)).toEqual([{ action: 'import-catalogue-file', object_id: '2' }]);
  });

  it('refuses a file above 8 MB with a 413 problem in the user’s language that says the limit', async () => {
    const { tenant, beheerder, file, revision } = await withTemplate(1024);
    // Past the limit whatever the file holds: a long summary-free padding key the validator never sees.
    const body = JSON.stringify({ revision, summary: 'Te groot', file, padding: 'x'.repeat(8 * 1024 * 1024) });
    for (const [language, title, detail] of [
      ['nl', 'De invoer is te groot.', 'Hier kan hoogstens 8 MB worden verstuurd.'],
      ['en', 'The input is too large.', 'At most 8 MB can be sent here.'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: `/${tenant.code}/beheer/api/v1/catalogus/importen`,
        headers: { cookie: beheerder.cookie, 'content-type': 'application/json', 'accept-language': language },
        payload: body,
      });
      expect(res.statusCode).toBe(413);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 413, title, detail });
    }
    expect(await auditRows(tenant.id)).toEqual([]);
  });
});
