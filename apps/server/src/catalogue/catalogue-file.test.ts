import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCatalogueFile } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../operator/index.js';
import { TenantAdminError } from '../tenants/index.js';
import { createRelation, createTenant, testDatabase } from '../test/support.js';
import {
  CATALOGUE_FORMAT,
  CatalogueError,
  type CatalogueFileInput,
  exportCatalogue,
  importCatalogue,
  parseCatalogueFile,
} from './catalogue-file.js';
import { loadProduct } from './catalogue-service.js';
import { catalogueIds, TEST_CATALOGUE } from './test-catalogue.js';

const { db } = await testDatabase();
const dir = await mkdtemp(join(tmpdir(), 'pl-catalogue-'));

/** The smallest valid PDF header is enough for the content check. */
const PDF = Buffer.from('%PDF-1.4\n% test\n');

const clone = <T>(value: T): T => structuredClone(value);

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as Error).message;
  }
  throw new Error('expected a CatalogueError');
}

/** Refusals are TenantAdminErrors (CatalogueError is one), which the operator tool prints as they are. */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TenantAdminError);
    return (error as Error).message;
  }
  throw new Error('expected a CatalogueError');
}

async function request(tenantId: number, permitTypeId: number, areaId: number, extra: Record<string, unknown> = {}) {
  const relationId = await createRelation(db, { id: tenantId } as never);
  return db
    .insertInto('requests')
    .values({
      tenant_id: tenantId,
      relation_id: relationId,
      permit_type_id: permitTypeId,
      area_id: areaId,
      valid_from: '2026-01-01',
      status: 'AWAIT_PAYMENT',
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('the catalogue file', () => {
  it('is checked whole, every problem named with its place in the file', () => {
    const file = clone(TEST_CATALOGUE) as Record<string, unknown> & CatalogueFileInput;
    const types = file.permitTypes as Record<string, unknown>[];
    (types[2]!.priceLines as Record<string, unknown>[])[0]!.periodType = 'Q';
    types[0]!.maxPlates = 0;
    (file.areas as Record<string, unknown>[])[0]!.postcodes = ['1234AB'];
    (file.products as Record<string, unknown>[])[1]!.area = 'ZUID';
    (file.categories as Record<string, unknown>[])[1]!.name = { nl: 'Bedrijven' };
    file.colour = 'blue';
    const message = errorOf(() => parseCatalogueFile(file));
    expect(message).toContain('Invalid catalogue file:');
    expect(message).toContain(
      'permitTypes[2] (GARAGE).priceLines[0].periodType: the period type is M (month), W (week), D (day) or Y (year)',
    );
    expect(message).toContain('permitTypes[0] (BEWONER).maxPlates: must not be below minPlates');
    expect(message).toContain('areas[0] (CENTRUM).postcodes[0]: a postcode here is its four digits, e.g. "1234"');
    expect(message).toContain('categories[1] (BEDRIJVEN).name.en:');
    expect(message).toContain('(file): unknown key(s): "colour"');
    // Each problem is a code with its values; the English line above is that code's text.
    const checked = checkCatalogueFile(file);
    expect(checked.ok ? [] : checked.problems.map(({ where, code, values }) => ({ where, code, values }))).toEqual([
      { where: 'areas[0] (CENTRUM).postcodes[0]', code: 'postcode_format', values: {} },
      { where: 'categories[1] (BEDRIJVEN).name.en', code: 'expected_text', values: {} },
      { where: 'permitTypes[0] (BEWONER).maxPlates', code: 'max_plates_below_min', values: {} },
      {
        where: 'permitTypes[2] (GARAGE).priceLines[0].periodType',
        code: 'period_type',
        values: { options: 'M, W, D, Y' },
      },
      { where: '(file)', code: 'unknown_keys', values: { keys: '"colour"' } },
    ]);
    // Cross-references are checked once every item is well-formed.
    const refs = clone(TEST_CATALOGUE) as CatalogueFileInput;
    refs.products![1]!.area = 'ZUID';
    refs.products!.push({ permitType: 'BEWONER', area: 'CENTRUM', category: 'BEWONERS', locations: [] });
    refs.permitTypes![0]!.priceLines = [];
    const refsMessage = errorOf(() => parseCatalogueFile(refs));
    expect(refsMessage).toContain('products[1] (BEWONER in ZUID).area: no area ZUID in areas');
    expect(refsMessage).toContain('products[7] (BEWONER in CENTRUM): BEWONER in CENTRUM is listed twice');
    expect(refsMessage).toContain('products[7] (BEWONER in CENTRUM).locations: a product located by address needs');
    expect(refsMessage).toContain('permitTypes[0] (BEWONER).priceLines: at least one price line');
    const refsChecked = checkCatalogueFile(refs);
    expect(refsChecked.ok ? [] : refsChecked.problems.map(({ code, values }) => ({ code, values }))).toEqual(
      expect.arrayContaining([
        { code: 'unknown_area', values: { code: 'ZUID' } },
        { code: 'listed_twice', values: { value: 'BEWONER in CENTRUM' } },
        { code: 'locations_required', values: {} },
        { code: 'price_lines_required', values: { min: 1 } },
      ]),
    );
    expect(errorOf(() => parseCatalogueFile('not an object'))).toContain('(file):');
  });

  it('checks day selection, dates and templates', () => {
    const file = clone(TEST_CATALOGUE) as CatalogueFileInput;
    const visitor = file.permitTypes![4]!;
    visitor.priceLines = [
      { periodType: 'W', periodCount: 1, priceCents: 0, daySelection: true, allowedDays: [] },
      { periodType: 'W', periodCount: 1, priceCents: 0, allowedDays: ['MONDAY'], permitEndDate: '2027-02-30' },
    ];
    visitor.documents = [
      {
        docTypeCode: 'FORM',
        description: { nl: 'Formulier', en: 'Form' },
        instruction: { nl: 'Vul in', en: 'Fill in' },
        scope: 'ADDITIONAL',
        template: { filename: 'form.txt', base64: 'AAAA', path: 'x.pdf' },
      },
    ];
    const message = errorOf(() => parseCatalogueFile(file));
    expect(message).toContain('permitTypes[4] (BEZOEK).priceLines[0].allowedDays: with daySelection, list the days');
    expect(message).toContain('priceLines[1].allowedDays: days are allowed only with "daySelection": true');
    expect(message).toContain('priceLines[1].permitEndDate: not a calendar date');
    expect(message).toContain('documents[0] (FORM).template: give the file either as "path" or as "base64"');
    expect(message).toContain('documents[0] (FORM).template: give "contentType", or a file name ending in .pdf');
    const checked = checkCatalogueFile(file);
    expect(checked.ok ? [] : checked.problems.map((p) => p.code)).toEqual([
      'days_required',
      'not_calendar_date',
      'days_without_selection',
      'template_source',
      'template_content_type',
    ]);
  });

  it('names too long texts, too small and too large numbers and a wrong format with the limit in the values', () => {
    const file = clone(TEST_CATALOGUE) as CatalogueFileInput;
    file.format = 'other/1' as typeof CATALOGUE_FORMAT;
    file.permitTypes![0]!.description = { nl: 'x'.repeat(201), en: 'x' };
    file.permitTypes![0]!.maxPlates = 6;
    file.permitTypes![0]!.staffel = 0;
    const checked = checkCatalogueFile(file);
    expect(checked.ok ? [] : checked.problems.map(({ code, values }) => ({ code, values }))).toEqual([
      { code: 'format', values: { format: CATALOGUE_FORMAT, options: CATALOGUE_FORMAT } },
      { code: 'too_long', values: { max: 200 } },
      { code: 'too_small', values: { min: 1 } },
      { code: 'too_large', values: { max: 5 } },
    ]);
    const message = errorOf(() => parseCatalogueFile(file));
    expect(message).toContain(`format: the format is "${CATALOGUE_FORMAT}"`);
    expect(message).toContain('permitTypes[0] (BEWONER).description.nl: at most 200 characters');
    expect(message).toContain('permitTypes[0] (BEWONER).staffel: must be 1 or more');
    expect(message).toContain('permitTypes[0] (BEWONER).maxPlates: at most 5');
  });

  it('is imported in one go, twice without a change, and exported in the same form', async () => {
    const tenant = await createTenant(db);
    const first = await importCatalogue(db, tenant.code, TEST_CATALOGUE);
    expect(first.created).toContain('permit type BEWONER');
    expect(first.created).toContain('product GARAGE in GARAGES');
    expect(first.created).toContain('location VOL of GARAGE in GARAGES');
    expect(first.created).toContain('price line BEWONER #1');
    expect(first.created).toContain('document LEASE of BEWONER');
    expect(first.updated).toEqual([]);
    expect(first.removed).toEqual([]);
    const ids = await catalogueIds(db, tenant.id);

    const again = await importCatalogue(db, tenant.code, TEST_CATALOGUE);
    expect(again).toEqual({ created: [], updated: [], removed: [], problems: [] });
    expect(await catalogueIds(db, tenant.id)).toBeDefined();
    expect((await catalogueIds(db, tenant.id)).permitType('BEWONER')).toBe(ids.permitType('BEWONER'));

    const exported = await exportCatalogue(db, tenant.code);
    expect(exported.format).toBe(CATALOGUE_FORMAT);
    expect(exported.permitTypes.map((t) => t.code)).toEqual(['BEWONER', 'BEDRIJF', 'GARAGE', 'STALLING', 'BEZOEK']);
    expect(exported.permitTypes[0]).toMatchObject({
      code: 'BEWONER',
      relationTypes: 'P',
      locationByAddress: true,
      maxPerRelation: 1,
      maxPerAddress: 2,
      leaseAllowed: true,
      priceLines: [
        { position: 0, periodType: 'Y', periodCount: 1, priceCents: 10000, permitEndDate: null, daySelection: false },
        { position: 1, periodType: 'M', periodCount: 1, priceCents: 1000 },
      ],
      documents: [{ docTypeCode: 'LEASE', scope: 'LEASE_PLATE', maxDocuments: 3, minStatusLevel: 1, template: null }],
    });
    expect(exported.permitTypes[4]?.priceLines[0]).toMatchObject({
      permitEndDate: '2027-12-31',
      daySelection: true,
      allowedDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
    });
    // Unchanged by a round trip, and identical when applied to another tenant.
    expect(await importCatalogue(db, tenant.code, exported)).toMatchObject({ created: [], updated: [], removed: [] });
    const copy = await createTenant(db);
    await importCatalogue(db, copy.code, exported);
    expect(await exportCatalogue(db, copy.code)).toEqual(exported);
  });

  it('updates rows in place, keeping their ids, and removes what the file leaves out', async () => {
    const tenant = await createTenant(db);
    await importCatalogue(db, tenant.code, TEST_CATALOGUE);
    const before = await catalogueIds(db, tenant.id);
    const file = clone(TEST_CATALOGUE) as CatalogueFileInput;
    file.permitTypes![0]!.priceLines[1]!.priceCents = 1100;
    file.permitTypes![0]!.description = { nl: 'Bewonersvergunning', en: 'Residents’ permit' };
    file.areas![0]!.postcodes = ['1234', '1235'];
    file.products![4]!.locations![0]!.capacity = 5;
    file.products = file.products!.filter((p) => p.permitType !== 'STALLING');
    file.permitTypes = file.permitTypes!.filter((t) => t.code !== 'STALLING');
    const report = await importCatalogue(db, tenant.code, file);
    expect(report.created).toEqual([]);
    expect(report.updated.sort()).toEqual(
      ['area CENTRUM', 'location VOL of GARAGE in GARAGES', 'permit type BEWONER', 'price line BEWONER #1'].sort(),
    );
    expect(report.removed).toEqual([
      'price line STALLING #0',
      'location STATION of STALLING in GARAGES',
      'product STALLING in GARAGES',
      'permit type STALLING',
    ]);
    const after = await catalogueIds(db, tenant.id);
    expect(after.permitType('BEWONER')).toBe(before.permitType('BEWONER'));
    expect(after.location('GARAGE', 'GARAGES', 'VOL')).toBe(before.location('GARAGE', 'GARAGES', 'VOL'));
    expect(() => after.permitType('STALLING')).toThrow();
    const product = await loadProduct(db, tenant.id, after.permitType('BEWONER'), after.area('CENTRUM'));
    expect(product?.priceLines.map((l) => l.price_cents)).toEqual([10000, 1100]);
    expect(product?.permitType.description).toEqual({ nl: 'Bewonersvergunning', en: 'Residents’ permit' });
  });

  it('refuses to drop what requests, waiting-list entries or permits refer to, changing nothing', async () => {
    const tenant = await createTenant(db);
    await importCatalogue(db, tenant.code, TEST_CATALOGUE);
    const ids = await catalogueIds(db, tenant.id);
    const garage = ids.permitType('GARAGE');
    const garages = ids.area('GARAGES');
    await request(tenant.id, garage, garages, {
      location_id: ids.location('GARAGE', 'GARAGES', 'VRIJ'),
    });
    const resident = await request(tenant.id, ids.permitType('BEWONER'), ids.area('CENTRUM'));
    const line = await db
      .selectFrom('price_lines')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('permit_type_id', '=', ids.permitType('BEWONER'))
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    await db.updateTable('requests').set({ price_line_id: line.id }).where('id', '=', resident.id).execute();

    const file = clone(TEST_CATALOGUE) as CatalogueFileInput;
    file.products = file.products!.filter((p) => !(p.permitType === 'GARAGE' && p.area === 'GARAGES'));
    file.permitTypes![0]!.priceLines = [file.permitTypes![0]!.priceLines[0]!];
    file.categories = file.categories!.filter((c) => c.code !== 'LEEG');
    const message = await rejection(importCatalogue(db, tenant.code, file));
    expect(message).toContain('The catalogue was not imported; nothing changed:');
    expect(message).toContain('product GARAGE in GARAGES is left out, but 1 request refer to it; keep it in the file');
    expect(message).toContain('location VRIJ of GARAGE in GARAGES is left out, but 1 request refer to it');
    expect(message).toContain('price line #1 of BEWONER is left out, but 1 request refer to it');
    // Nothing changed: the empty category is still there.
    expect((await catalogueIds(db, tenant.id)).category('LEEG')).toBe(ids.category('LEEG'));
  });

  it('reads a template from a path next to the file, and checks its content', async () => {
    const tenant = await createTenant(db);
    await writeFile(join(dir, 'form.pdf'), PDF);
    await writeFile(join(dir, 'fake.pdf'), 'not a pdf');
    const file = clone(TEST_CATALOGUE) as CatalogueFileInput;
    const doc = {
      docTypeCode: 'FORM',
      description: { nl: 'Formulier', en: 'Form' },
      instruction: { nl: 'Vul in', en: 'Fill in' },
      scope: 'ADDITIONAL' as const,
      template: { filename: 'aanvraag.pdf', path: 'fake.pdf' },
    };
    file.permitTypes![1]!.documents = [doc];
    expect(await rejection(importCatalogue(db, tenant.code, file, { baseDir: dir }))).toContain(
      'permitTypes[1] (BEDRIJF).documents[0] (FORM).template: the content is not application/pdf',
    );
    doc.template.path = 'missing.pdf';
    expect(await rejection(importCatalogue(db, tenant.code, file, { baseDir: dir }))).toContain('cannot read');
    doc.template.path = 'form.pdf';
    await importCatalogue(db, tenant.code, file, { baseDir: dir });
    const ids = await catalogueIds(db, tenant.id);
    const product = await loadProduct(db, tenant.id, ids.permitType('BEDRIJF'), ids.area('CENTRUM'));
    const requirement = product?.documentRequirements[0];
    expect(requirement).toMatchObject({
      doc_type_code: 'FORM',
      template_filename: 'aanvraag.pdf',
      template_content_type: 'application/pdf',
      min_status_level: 1,
    });
    expect(Buffer.from(requirement!.template_data!).equals(PDF)).toBe(true);
    const exported = await exportCatalogue(db, tenant.code);
    expect(exported.permitTypes[1]?.documents[0]?.template).toEqual({
      filename: 'aanvraag.pdf',
      contentType: 'application/pdf',
      base64: PDF.toString('base64'),
    });
    // The exported base64 is the same file: importing it changes nothing.
    expect((await importCatalogue(db, tenant.code, exported)).updated).toEqual([]);
  });

  it('is refused for an unknown tenant', async () => {
    expect(await rejection(importCatalogue(db, 'nosuchtown', TEST_CATALOGUE))).toBe('No tenant with code "nosuchtown"');
  });
});

describe('the operator’s catalogue commands', () => {
  async function run(command: string, args: string[]) {
    let out = '';
    await runCommand(db, command, args, {}, (text) => {
      out += text;
    });
    return out;
  }

  it('import a file, report what changed, and export it back', async () => {
    const tenant = await createTenant(db);
    const file = join(dir, 'catalogue.json');
    await writeFile(file, JSON.stringify(TEST_CATALOGUE));
    const first = await run('import-catalogue', [tenant.code, file]);
    expect(first).toContain('created  permit type BEWONER');
    expect(first).toMatch(/Catalogue of \w+ imported: \d+ created, 0 updated, 0 removed\./);
    expect(await run('import-catalogue', [tenant.code, file])).toBe(
      `Catalogue of ${tenant.code} is already up to date; nothing changed.\n`,
    );
    const printed = JSON.parse(await run('export-catalogue', [tenant.code]));
    expect(printed).toEqual(await exportCatalogue(db, tenant.code));
    const out = join(dir, 'out.json');
    expect(await run('export-catalogue', [tenant.code, out])).toContain(`written to ${out}`);
    await writeFile(file, '{ "areas": [ }');
    await expect(run('import-catalogue', [tenant.code, file])).rejects.toThrow('is not valid JSON');
    await expect(run('import-catalogue', [tenant.code])).rejects.toThrow('Missing catalogue file');
    await expect(run('import-catalogue', [tenant.code, join(dir, 'none.json')])).rejects.toThrow('Cannot read');
  });

  it('are in the help text', async () => {
    const { HELP } = await import('../operator/index.js');
    expect(HELP).toContain('import-catalogue <code> <file.json>');
    expect(HELP).toContain('export-catalogue <code> [file.json]');
  });
});
