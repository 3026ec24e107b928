/**
 * The NPR area (national parking register) a product gives a right in (issue 30): its location's
 * pair when the location names one, else its area's. For the parking-rights area above, which owns
 * no catalogue table.
 */
import type { Database } from '../db/database.js';

export interface NprArea {
  areaManagerId: string;
  areaId: string;
}

export async function nprAreaOf(
  db: Database,
  tenantId: number,
  areaId: number,
  locationId: number | null,
): Promise<NprArea | null> {
  const area = await db
    .selectFrom('areas as a')
    .leftJoin('locations as l', (join) =>
      join.onRef('l.tenant_id', '=', 'a.tenant_id').on('l.id', '=', locationId ?? -1),
    )
    .select([
      'a.npr_area_manager_id as area_manager',
      'a.npr_area_id as area_id',
      'l.npr_area_manager_id as location_manager',
      'l.npr_area_id as location_area',
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', '=', areaId)
    .executeTakeFirst();
  if (!area) return null;
  if (area.location_manager && area.location_area)
    return { areaManagerId: area.location_manager, areaId: area.location_area };
  if (area.area_manager && area.area_id) return { areaManagerId: area.area_manager, areaId: area.area_id };
  return null;
}

/** The products (permit type in area) and their locations that name no NPR area: their permits register nothing. */
export async function productsWithoutNprArea(db: Database, tenantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('permit_types as t', (join) =>
      join.onRef('t.tenant_id', '=', 'p.tenant_id').onRef('t.id', '=', 'p.permit_type_id'),
    )
    .innerJoin('areas as a', (join) => join.onRef('a.tenant_id', '=', 'p.tenant_id').onRef('a.id', '=', 'p.area_id'))
    .leftJoin('locations as l', (join) =>
      join
        .onRef('l.tenant_id', '=', 'p.tenant_id')
        .onRef('l.permit_type_id', '=', 'p.permit_type_id')
        .onRef('l.area_id', '=', 'p.area_id'),
    )
    .select(['t.code as type', 'a.code as area', 'l.code as location'])
    .where('p.tenant_id', '=', tenantId)
    .where('a.npr_area_id', 'is', null)
    .where('l.npr_area_id', 'is', null)
    .orderBy('t.code')
    .orderBy('a.code')
    .orderBy('l.code')
    .execute();
  return rows.map((r) => `${r.type} in ${r.area}${r.location ? ` (${r.location})` : ''}`);
}
