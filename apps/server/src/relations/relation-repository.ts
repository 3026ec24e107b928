/** All SQL on relations, their identities and branches. Every function takes the tenant. */
import { CompiledQuery, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { RelationsTable } from '../db/schema.js';
import type { DutchAddress } from '../registers/index.js';

export type RelationRow = {
  [K in keyof RelationsTable]: RelationsTable[K] extends import('kysely').ColumnType<infer S, unknown, unknown>
    ? S
    : RelationsTable[K];
};

/** The attributes an identity service (or its simulator) gives about a person or company. */
export interface RelationAttributes {
  relationType: string;
  firstname?: string;
  lastname?: string;
  name?: string;
  street?: string;
  nr?: string;
  houseLetter?: string;
  addition?: string;
  zipcode?: string;
  zipcodeLetters?: string;
  city?: string;
}

function attributeColumns(attributes: RelationAttributes) {
  const columns: Record<string, string> = { relation_type: attributes.relationType };
  const map: [keyof RelationAttributes, string][] = [
    ['firstname', 'firstname'],
    ['lastname', 'lastname'],
    ['name', 'name'],
    ['street', 'street'],
    ['nr', 'nr'],
    ['houseLetter', 'house_letter'],
    ['addition', 'addition'],
    ['zipcode', 'zipcode'],
    ['zipcodeLetters', 'zipcode_letters'],
    ['city', 'city'],
  ];
  for (const [key, column] of map) {
    const value = attributes[key];
    if (value !== undefined) columns[column] = value;
  }
  return columns;
}

// Every logged-in call that judges its caller reads this row (sessions/caller-relation.ts): written
// once rather than built and compiled by Kysely per call (issue 15).
const FIND_RELATION = 'select * from relations where tenant_id = $1 and id = $2';

export async function findRelation(
  db: Database,
  tenantId: number,
  relationId: number,
): Promise<RelationRow | undefined> {
  return (await db.executeQuery<RelationRow>(CompiledQuery.raw(FIND_RELATION, [tenantId, relationId]))).rows[0];
}

export async function findRelationIdByIdentity(
  db: Database,
  tenantId: number,
  service: string,
  subject: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('relation_identities')
    .select('relation_id')
    .where('tenant_id', '=', tenantId)
    .where('service', '=', service)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.relation_id;
}

export async function insertRelation(db: Database, tenantId: number, attributes: RelationAttributes): Promise<number> {
  const row = await db
    .insertInto('relations')
    .values({ tenant_id: tenantId, ...attributeColumns(attributes) } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRelationAttributes(
  db: Database,
  tenantId: number,
  relationId: number,
  attributes: RelationAttributes,
): Promise<void> {
  await db
    .updateTable('relations')
    .set({ ...attributeColumns(attributes), updated_at: sql`now()` } as never)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', relationId)
    .execute();
}

/** The relation's first identity at a service (its subject), or null when it has none there. */
export async function findIdentitySubject(
  db: Database,
  tenantId: number,
  relationId: number,
  service: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('relation_identities')
    .select('subject')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('service', '=', service)
    .orderBy('created_at')
    .orderBy('subject')
    .executeTakeFirst();
  return row?.subject ?? null;
}

export async function insertIdentity(
  db: Database,
  tenantId: number,
  service: string,
  subject: string,
  relationId: number,
): Promise<void> {
  await db
    .insertInto('relation_identities')
    .values({ tenant_id: tenantId, service, subject, relation_id: relationId })
    .execute();
}

export async function updateRelation(
  db: Database,
  tenantId: number,
  relationId: number,
  values: Partial<
    Pick<
      RelationRow,
      | 'email'
      | 'email_validation_status'
      | 'number_of_fte'
      | 'bankaccount_nr'
      | 'bankaccount_owner'
      | 'language'
      | 'deeplink_license_plate'
    >
  >,
): Promise<void> {
  await db
    .updateTable('relations')
    .set({ ...values, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', relationId)
    .execute();
}

export interface Branch {
  branchNumber: string;
  description: string;
  /** From the trade register; absent when the branch list came from the identity broker. */
  tradeName?: string;
  /** The visiting address from the trade register; null or absent when unknown. */
  address?: BranchAddress | null;
}

/** A branch's Dutch visiting address, in the relation's own address fields. */
export type BranchAddress = DutchAddress;

/** A Dutch address in the column names relations and branches share. */
export function addressColumns(address: BranchAddress) {
  return {
    street: address.street,
    nr: address.nr,
    house_letter: address.houseLetter,
    addition: address.addition,
    zipcode: address.zipcode,
    zipcode_letters: address.zipcodeLetters,
    city: address.city,
  };
}

const NO_BRANCH_ADDRESS: BranchAddress = {
  street: '',
  nr: '',
  houseLetter: '',
  addition: '',
  zipcode: '',
  zipcodeLetters: '',
  city: '',
};

/** Replaces the company's branches with those the identity service reports now. */
export async function replaceBranches(
  db: Database,
  tenantId: number,
  relationId: number,
  branches: readonly Branch[],
): Promise<void> {
  await db.deleteFrom('branches').where('tenant_id', '=', tenantId).where('relation_id', '=', relationId).execute();
  if (branches.length === 0) return;
  await db
    .insertInto('branches')
    .values(
      branches.map((b, position) => ({
        tenant_id: tenantId,
        relation_id: relationId,
        branch_number: b.branchNumber,
        description: b.description,
        position,
        trade_name: b.tradeName ?? '',
        ...addressColumns(b.address ?? NO_BRANCH_ADDRESS),
      })),
    )
    .execute();
}

export async function countBranches(db: Database, tenantId: number, relationId: number): Promise<number> {
  const row = await db
    .selectFrom('branches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function readBranches(
  db: Database,
  tenantId: number,
  relationId: number,
  offset: number,
  limit: number,
): Promise<Branch[]> {
  const rows = await db
    .selectFrom('branches')
    .select(['branch_number', 'description'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .orderBy('position')
    .orderBy('branch_number')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => ({ branchNumber: r.branch_number, description: r.description }));
}

export async function findBranch(
  db: Database,
  tenantId: number,
  relationId: number,
  branchNumber: string,
): Promise<Branch | undefined> {
  const row = await db
    .selectFrom('branches')
    .select([
      'branch_number',
      'description',
      'trade_name',
      'street',
      'nr',
      'house_letter',
      'addition',
      'zipcode',
      'zipcode_letters',
      'city',
    ])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('branch_number', '=', branchNumber)
    .executeTakeFirst();
  if (!row) return undefined;
  const address =
    row.zipcode === ''
      ? null
      : {
          street: row.street,
          nr: row.nr,
          houseLetter: row.house_letter,
          addition: row.addition,
          zipcode: row.zipcode,
          zipcodeLetters: row.zipcode_letters,
          city: row.city,
        };
  return { branchNumber: row.branch_number, description: row.description, tradeName: row.trade_name, address };
}

/** What the last register lookup said, and when the register last answered (only when it did). */
export async function recordRegisterLookup(
  db: Database,
  tenantId: number,
  relationId: number,
  status: 'found' | 'not_found' | 'unavailable',
): Promise<void> {
  await db
    .updateTable('relations')
    .set({
      register_status: status,
      ...(status === 'found' ? { register_fetched_at: sql<Date>`now()` } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', relationId)
    .execute();
}

/** Serializes a relation's requests: two submits of one relation never both pass the maximum check. */
export async function lockRelation(trx: Database, tenantId: number, relationId: number): Promise<void> {
  await trx
    .selectFrom('relations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', relationId)
    .forUpdate()
    .execute();
}
