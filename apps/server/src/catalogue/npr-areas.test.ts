/**
 * The NPR areas of the catalogue file (issue 30): an area and a location name the area manager and area a right is
 * registered in; both ids or the file is refused; a location's pair wins over its area's; export gives them back.
 */
import { describe, expect, it } from 'vitest';
import { createTenant, testDatabase } from '../test/support.js';
import { exportCatalogue, importCatalogue, parseCatalogueFile } from './catalogue-file.js';
import { nprAreaOf, productsWithoutNprArea } from './npr-areas.js';
import { catalogueIds, TEST_CATALOGUE } from './test-catalogue.js';

const { db } = await testDatabase();
const clone = <T>(value: T): T => structuredClone(value);

function withNpr() {
  const file = clone(TEST_CATALOGUE) as unknown as {
    areas: { code: string; npr?: unknown }[];
    products: { permitType: string; area: string; locations?: { code: string; npr?: unknown }[] }[];
  };
  for (const area of file.areas) area.npr = { areaManagerId: '363', areaId: `A-${area.code}` };
  const located = file.products.find((p) => (p.locations ?? []).length > 0);
  const location = located?.locations?.[0];
  if (location) location.npr = { areaManagerId: '363', areaId: 'GARAGE-1' };
  return { file, located, location };
}

describe('NPR areas in the catalogue file', () => {
  it('refuses an NPR area with one id missing or a malformed id, naming where', () => {
    const { file } = withNpr();
    (file.areas[0] as { npr: unknown }).npr = { areaManagerId: '363' };
    expect(() => parseCatalogueFile(file)).toThrow(/areas.*npr.*areaId/s);
    (file.areas[0] as { npr: unknown }).npr = { areaManagerId: '3 63', areaId: 'X' };
    expect(() => parseCatalogueFile(file)).toThrow(/an NPR id is 1 to 40 letters/);
  });

  it('stores them, a location’s pair winning over its area’s, and exports them back', async () => {
    const tenant = await createTenant(db);
    const { file, located, location } = withNpr();
    await importCatalogue(db, tenant.code, file);
    const ids = await catalogueIds(db, tenant.id);
    const areaId = ids.area(located?.area as string);
    expect(await nprAreaOf(db, tenant.id, areaId, null)).toEqual({
      areaManagerId: '363',
      areaId: `A-${located?.area}`,
    });
    const locationId = ids.location(located?.permitType as string, located?.area as string, location?.code as string);
    expect(await nprAreaOf(db, tenant.id, areaId, locationId)).toEqual({ areaManagerId: '363', areaId: 'GARAGE-1' });
    const exported = await exportCatalogue(db, tenant.code);
    expect(exported.areas.every((a) => a.npr?.areaManagerId === '363')).toBe(true);
    expect(await productsWithoutNprArea(db, tenant.id)).toEqual([]);

    // Without them: nothing to register in, and the operator's list names the products.
    const plain = await createTenant(db);
    await importCatalogue(db, plain.code, TEST_CATALOGUE);
    const plainIds = await catalogueIds(db, plain.id);
    expect(await nprAreaOf(db, plain.id, plainIds.area(located?.area as string), null)).toBeNull();
    expect((await productsWithoutNprArea(db, plain.id)).length).toBeGreaterThan(0);
  });
});
