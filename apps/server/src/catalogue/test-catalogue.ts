/**
 * A small catalogue for tests, one of each kind of product: a resident permit located by address
 * in two areas (maxima per relation and address, two price lines, additional info, a lease-plate
 * document), a business permit limited by FTE (confirmation required), a garage subscription
 * with a waiting list (two locations, one full; and a product whose only location is full), a
 * bicycle storage without a waiting list that is full, and a free visitor day product with day
 * selection and a fixed end date. Import it with `importCatalogue(db, tenant.code, TEST_CATALOGUE)`
 * and find ids with `catalogueIds`.
 */
import type { Database } from '../db/database.js';
import { defineCatalogue } from './catalogue-file.js';

const t = (nl: string, en: string) => ({ nl, en });

export const TEST_CATALOGUE = defineCatalogue({
  areas: [
    { code: 'CENTRUM', description: t('Centrum', 'City centre'), postcodes: ['1234'] },
    { code: 'NOORD', description: t('Noord', 'North'), postcodes: ['1236'] },
    { code: 'GARAGES', description: t('Parkeergarages', 'Car parks') },
  ],
  categories: [
    { code: 'BEWONERS', name: t('Bewoners', 'Residents'), description: t('Voor bewoners', 'For residents') },
    { code: 'BEDRIJVEN', name: t('Bedrijven', 'Companies'), description: t('Voor bedrijven', 'For companies') },
    { code: 'GARAGES', name: t('Garages', 'Car parks'), description: t('Abonnementen', 'Subscriptions') },
    { code: 'LEEG', name: t('Leeg', 'Empty'), description: t('Zonder producten', 'Without products') },
  ],
  permitTypes: [
    {
      code: 'BEWONER',
      description: t('Bewonersvergunning', 'Resident permit'),
      longDescription: t('Parkeren bij uw woning', 'Parking near your home'),
      additionalInfo: t('Eén vergunning per bewoner', 'One permit per resident'),
      relationTypes: 'P',
      locationByAddress: true,
      maxPerRelation: 1,
      maxPerAddress: 2,
      minPlates: 1,
      maxPlates: 2,
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
      code: 'BEDRIJF',
      description: t('Bedrijfsvergunning', 'Business permit'),
      longDescription: t('Voor bedrijven', 'For companies'),
      relationTypes: 'C',
      locationByAddress: true,
      ftePerPermit: 5,
      maxPlates: 3,
      confirmationRequired: true,
      priceLines: [{ periodType: 'M', periodCount: 1, priceCents: 2500 }],
    },
    {
      code: 'GARAGE',
      description: t('Garageabonnement', 'Garage subscription'),
      longDescription: t('Een vaste plek', 'A place of your own'),
      relationTypes: 'P,C',
      waitingList: true,
      priceLines: [{ periodType: 'M', periodCount: 1, priceCents: 6550 }],
    },
    {
      code: 'STALLING',
      description: t('Fietsenstalling', 'Bicycle storage'),
      longDescription: t('Overdekt', 'Covered'),
      relationTypes: 'P,C',
      minPlates: 0,
      maxPlates: 0,
      priceLines: [{ periodType: 'Y', periodCount: 1, priceCents: 500 }],
    },
    {
      code: 'BEZOEK',
      description: t('Bezoekersdag', 'Visitor day'),
      longDescription: t('Gratis voor uw bezoek', 'Free for your visitors'),
      relationTypes: 'P',
      minPlates: 0,
      maxPlates: 1,
      priceLines: [
        {
          periodType: 'W',
          periodCount: 1,
          priceCents: 0,
          permitEndDate: '2027-12-31',
          daySelection: true,
          allowedDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
        },
      ],
    },
  ],
  products: [
    {
      permitType: 'BEWONER',
      area: 'CENTRUM',
      category: 'BEWONERS',
      locations: [{ code: 'CENTRUM', description: t('Vergunninggebied Centrum', 'Permit zone City centre') }],
    },
    {
      permitType: 'BEWONER',
      area: 'NOORD',
      category: 'BEWONERS',
      locations: [{ code: 'NOORD', description: t('Vergunninggebied Noord', 'Permit zone North') }],
    },
    {
      permitType: 'BEZOEK',
      area: 'CENTRUM',
      category: 'BEWONERS',
      locations: [{ code: 'CENTRUM', description: t('Centrum', 'City centre') }],
    },
    {
      permitType: 'BEDRIJF',
      area: 'CENTRUM',
      category: 'BEDRIJVEN',
      locations: [{ code: 'CENTRUM', description: t('Centrum', 'City centre') }],
    },
    {
      permitType: 'GARAGE',
      area: 'GARAGES',
      category: 'GARAGES',
      locations: [
        { code: 'VOL', description: t('Garage Vol', 'Garage Full'), capacity: 0 },
        { code: 'VRIJ', description: t('Garage Vrij', 'Garage Free'), capacity: 10 },
      ],
    },
    {
      permitType: 'GARAGE',
      area: 'CENTRUM',
      category: 'GARAGES',
      locations: [{ code: 'MARKT', description: t('Garage Markt', 'Market garage'), capacity: 0 }],
    },
    {
      permitType: 'STALLING',
      area: 'GARAGES',
      category: 'GARAGES',
      locations: [{ code: 'STATION', description: t('Stalling Station', 'Station storage'), capacity: 0 }],
    },
  ],
});

export interface CatalogueIds {
  permitType(code: string): number;
  area(code: string): number;
  category(code: string): number;
  /** A location by its product's permit type and area codes and its own code. */
  location(permitType: string, area: string, code: string): number;
}

/** The ids the import gave the tenant's catalogue rows, by code; throws for a code it does not know. */
export async function catalogueIds(db: Database, tenantId: number): Promise<CatalogueIds> {
  const types = await db.selectFrom('permit_types').select(['id', 'code']).where('tenant_id', '=', tenantId).execute();
  const areas = await db.selectFrom('areas').select(['id', 'code']).where('tenant_id', '=', tenantId).execute();
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'code'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'code', 'permit_type_id', 'area_id'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const find = (rows: readonly { id: number; code: string }[], code: string, what: string) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`no ${what} ${code}`);
    return row.id;
  };
  const ids: CatalogueIds = {
    permitType: (code) => find(types, code, 'permit type'),
    area: (code) => find(areas, code, 'area'),
    category: (code) => find(categories, code, 'category'),
    location: (permitType, area, code) =>
      find(
        locations.filter((l) => l.permit_type_id === ids.permitType(permitType) && l.area_id === ids.area(area)),
        code,
        `location of ${permitType} in ${area}`,
      ),
  };
  return ids;
}
