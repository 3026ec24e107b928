/**
 * Test support for issued permits: a catalogue with what termination, refunds, plate changes and
 * cards need, and a permit issued through the real path (a request paid: applyRequestEvent PAID
 * creates the permit and its card). Plates are foreign, so no vehicle registry is asked.
 */

import { catalogueIds, defineCatalogue, importCatalogue } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { applyRequestEvent } from '../requests/index.js';
import type { Tenant } from '../tenants/index.js';

const t = (nl: string, en: string) => ({ nl, en });

export const PERMITS_CATALOGUE = defineCatalogue({
  areas: [{ code: 'CENTRUM', description: t('Centrum', 'City centre'), postcodes: ['1234'] }],
  categories: [{ code: 'ALLES', name: t('Alles', 'All'), description: t('Alles', 'All') }],
  permitTypes: [
    {
      code: 'MAAND',
      description: t('Vergunning per maand', 'Permit by the month'),
      longDescription: t('Terug per ongebruikte maand', 'Refund per unused month'),
      relationTypes: 'P,C',
      minPlates: 1,
      maxPlates: 2,
      refundRule: 'UNUSED_MONTHS',
      cards: { prefix: 'PK', from: 1, to: 999 },
      priceLines: [{ periodType: 'Y', periodCount: 1, priceCents: 12_000 }],
    },
    {
      code: 'KOSTEN',
      description: t('Vergunning met wijzigkosten', 'Permit with a change fee'),
      longDescription: t('Kenteken wijzigen kost geld', 'Changing plates costs money'),
      relationTypes: 'P,C',
      minPlates: 1,
      maxPlates: 1,
      refundRule: 'UNUSED_DAYS',
      plateChangeCostCents: 750,
      priceLines: [{ periodType: 'M', periodCount: 1, priceCents: 3_100 }],
    },
    {
      code: 'VAST',
      description: t('Niet op te zeggen', 'Cannot be terminated'),
      longDescription: t('Loopt af', 'Runs out'),
      relationTypes: 'P,C',
      terminable: false,
      futureTermination: false,
      minPlates: 0,
      maxPlates: 0,
      priceLines: [{ periodType: 'M', periodCount: 1, priceCents: 1_000 }],
    },
    {
      code: 'NU',
      description: t('Alleen nu op te zeggen', 'Ends now only'),
      longDescription: t('Geen datum', 'No date'),
      relationTypes: 'P,C',
      futureTermination: false,
      refundRule: 'UNUSED_DAYS',
      priceLines: [{ periodType: 'M', periodCount: 1, priceCents: 3_100 }],
    },
    {
      code: 'PLUS',
      description: t('Vergunning plus', 'Permit plus'),
      longDescription: t('Met parkeerapp', 'With the parking app'),
      relationTypes: 'P,C',
      permitPlus: true,
      priceLines: [{ periodType: 'M', periodCount: 1, priceCents: 2_000 }],
    },
  ],
  products: ['MAAND', 'KOSTEN', 'VAST', 'NU', 'PLUS'].map((code) => ({
    permitType: code,
    area: 'CENTRUM',
    category: 'ALLES',
    locations: [{ code: 'ZONE', description: t('Zone', 'Zone'), capacity: 50 }],
  })),
});

export async function importPermitsCatalogue(db: Database, tenant: Tenant) {
  await importCatalogue(db, tenant.code, PERMITS_CATALOGUE);
  return catalogueIds(db, tenant.id);
}

/** Issues a permit of `type` to the relation through a paid request; answers its ROOT_RQT_ID. */
export async function issuePermit(
  db: Database,
  tenant: Tenant,
  relationId: number,
  input: { type: string; validFrom: string; validTo: string; priceCents: number; plates?: string[] },
): Promise<number> {
  const ids = await catalogueIds(db, tenant.id);
  const permitTypeId = ids.permitType(input.type);
  const areaId = ids.area('CENTRUM');
  const line = await db
    .selectFrom('price_lines')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('permit_type_id', '=', permitTypeId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('requests')
    .values({
      tenant_id: tenant.id,
      relation_id: relationId,
      permit_type_id: permitTypeId,
      area_id: areaId,
      location_id: ids.location(input.type, 'CENTRUM', 'ZONE'),
      price_line_id: line.id,
      valid_from: input.validFrom,
      valid_to: input.validTo,
      price_cents: input.priceCents,
      status: 'AWAIT_PAYMENT',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plates = input.plates ?? ['AB12CD'];
  if (plates.length > 0) {
    await db
      .insertInto('request_plates')
      .values(
        plates.map((plate, i) => ({
          tenant_id: tenant.id,
          request_id: id,
          position: i + 1,
          license_plate: plate,
          lease_yn: 'Y' as const,
          rdw_checked_yn: 'Y' as const,
          country: 'DE',
        })),
      )
      .execute();
  }
  const paid = await applyRequestEvent(db, tenant.id, id, { type: 'PAID' });
  if (!paid.ok) throw new Error(`permit not issued: ${paid.refusal}`);
  return id;
}
