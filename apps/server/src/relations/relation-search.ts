/**
 * Finding relations for the back office (issue 27, decision 035): by an identity's subject (a BSN is the
 * DigiD subject, a KvK number the eHerkenning one: the identities' primary key), by e-mail or by the start
 * of a name (indexes of migration 0034). Every query is the tenant's; a search never lists more than `limit`.
 */
import { sql } from 'kysely';
import type { Database, Subquery } from '../db/database.js';

/** What a search result and the head of a file show of a relation. */
export interface RelationSummary {
  id: number;
  relation_type: string;
  name: string;
  firstname: string;
  lastname: string;
  email: string | null;
  street: string;
  nr: string;
  house_letter: string;
  addition: string;
  zipcode: string;
  zipcode_letters: string;
  city: string;
}

const SUMMARY_COLUMNS = [
  'id',
  'relation_type',
  'name',
  'firstname',
  'lastname',
  'email',
  'street',
  'nr',
  'house_letter',
  'addition',
  'zipcode',
  'zipcode_letters',
  'city',
] as const;

export async function relationIdsByIdentity(
  db: Database,
  tenantId: number,
  service: string,
  subject: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('relation_identities')
    .select('relation_id')
    .where('tenant_id', '=', tenantId)
    .where('service', '=', service)
    .where('subject', '=', subject)
    .execute();
  return rows.map((row) => row.relation_id);
}

export async function relationIdsByEmail(db: Database, tenantId: number, email: string, limit: number) {
  const rows = await db
    .selectFrom('relations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email', 'is not', null)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Relations whose last name or (company) name starts with `prefix`, case-insensitive. */
export async function relationIdsByNamePrefix(db: Database, tenantId: number, prefix: string, limit: number) {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`;
  const rows = await db
    .selectFrom('relations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([eb(sql<string>`lower(lastname)`, 'like', pattern), eb(sql<string>`lower(name)`, 'like', pattern)]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function relationSummaries(
  db: Database,
  tenantId: number,
  relationIds: readonly number[],
): Promise<RelationSummary[]> {
  if (relationIds.length === 0) return [];
  return db
    .selectFrom('relations')
    .select(SUMMARY_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', relationIds)
    .orderBy('id')
    .execute();
}

/** The identities a relation logs in with (service and subject: a BSN, a KvK number, an EU identifier). */
export async function identitiesOf(db: Database, tenantId: number, relationId: number) {
  return db
    .selectFrom('relation_identities')
    .select(['service', 'subject'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .orderBy('service')
    .execute();
}

/**
 * The relations with a Dutch address whose postcode's four digits are among `postcodes`, as a query to embed (one
 * `relation_id` column): the residents of a zone by address, as home reads it (announcements). One statement for
 * the whole tenant, however many residents.
 */
export function relationsWithPostcodeQuery(db: Database, tenantId: number, postcodes: Subquery<{ postcode: string }>) {
  return db
    .selectFrom('relations')
    .select('id as relation_id')
    .where('tenant_id', '=', tenantId)
    .where('foreign_yn', '<>', 'Y')
    .where(sql<boolean>`substr(zipcode, 1, 4) in ${postcodes}`);
}

/**
 * Whom a message to these relations goes to, as a query to embed: each relation with an e-mail address, its
 * address and language (`relation_id`, `email`, `language`); the mail area writes their messages in one statement.
 */
export function mailContactsQuery(db: Database, tenantId: number, relationIds: Subquery<{ relation_id: number }>) {
  return db
    .selectFrom('relations')
    .select(['id as relation_id', 'email', 'language'])
    .where('tenant_id', '=', tenantId)
    .where('email', 'is not', null)
    .where('email', '<>', '')
    .where(sql<boolean>`id in ${relationIds}`);
}
