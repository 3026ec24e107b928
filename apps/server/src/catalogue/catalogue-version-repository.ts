/** All SQL of the catalogue's versions (migration 0036): every query filters on the tenant. */
import type { Database } from '../db/database.js';

export interface CatalogueVersionRow {
  number: number;
  createdAt: Date;
  createdBy: string;
  createdByName: string;
  summary: string;
}

export interface NewCatalogueVersion {
  createdBy: string;
  createdByName: string;
  summary: string;
  file: unknown;
}

const LISTED = ['number', 'created_at', 'created_by', 'created_by_name', 'summary'] as const;

function listed(row: {
  number: number;
  created_at: Date;
  created_by: string;
  created_by_name: string;
  summary: string;
}): CatalogueVersionRow {
  return {
    number: row.number,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    summary: row.summary,
  };
}

/** The newest version with its file; undefined before the first save. */
export async function latestCatalogueVersion(
  db: Database,
  tenantId: number,
): Promise<(CatalogueVersionRow & { file: unknown }) | undefined> {
  const row = await db
    .selectFrom('catalogue_versions')
    .select([...LISTED, 'file'])
    .where('tenant_id', '=', tenantId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...listed(row), file: row.file } : undefined;
}

export async function findCatalogueVersion(
  db: Database,
  tenantId: number,
  number: number,
): Promise<(CatalogueVersionRow & { file: unknown }) | undefined> {
  const row = await db
    .selectFrom('catalogue_versions')
    .select([...LISTED, 'file'])
    .where('tenant_id', '=', tenantId)
    .where('number', '=', number)
    .executeTakeFirst();
  return row ? { ...listed(row), file: row.file } : undefined;
}

/** A page of versions, newest first, without their files. */
export async function listCatalogueVersions(
  db: Database,
  tenantId: number,
  page: { offset: number; limit: number },
): Promise<{ items: CatalogueVersionRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('catalogue_versions')
      .select(LISTED)
      .where('tenant_id', '=', tenantId)
      .orderBy('number', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('catalogue_versions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst(),
  ]);
  return { items: rows.map(listed), total: Number(count?.n ?? 0) };
}

/** Appends the next version (the caller holds the catalogue's lock, so numbers never collide). */
export async function insertCatalogueVersion(
  trx: Database,
  tenantId: number,
  version: NewCatalogueVersion,
): Promise<CatalogueVersionRow> {
  const last = await trx
    .selectFrom('catalogue_versions')
    .select((eb) => eb.fn.max<number>('number').as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  const row = await trx
    .insertInto('catalogue_versions')
    .values({
      tenant_id: tenantId,
      number: Number(last?.n ?? 0) + 1,
      created_by: version.createdBy,
      created_by_name: version.createdByName,
      summary: version.summary,
      file: JSON.stringify(version.file),
    })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
  return listed(row);
}
