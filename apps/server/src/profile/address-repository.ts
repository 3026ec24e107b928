/** All SQL on a relation's invoice and mailing addresses. Every function takes the tenant and the relation. */
import type { AddressType } from '@parkeerloket/contract';
import { CompiledQuery, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { RelationRow } from '../relations/index.js';

export interface DutchAddress {
  foreign: false;
  zipcode: string;
  zipcodeLetters: string;
  nr: string;
  houseLetter: string;
  addition: string;
  indication: string;
  /** From the address register. */
  street: string;
  city: string;
}

export interface ForeignAddress {
  foreign: true;
  address1: string;
  address2: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export type StoredAddress = { addressType: AddressType } & (DutchAddress | ForeignAddress);

const COLUMNS = [
  'address_type',
  'foreign_yn',
  'street',
  'nr',
  'house_letter',
  'addition',
  'indication',
  'zipcode',
  'zipcode_letters',
  'city',
  'address1',
  'address2',
  'country',
] as const;

/** One row holds one kind: the other kind's columns are empty (the table's check constraint insists). */
function toColumns(address: DutchAddress | ForeignAddress) {
  return address.foreign
    ? {
        foreign_yn: 'Y' as const,
        address1: address.address1,
        address2: address.address2,
        country: address.country,
        street: '',
        nr: '',
        house_letter: '',
        addition: '',
        indication: '',
        zipcode: '',
        zipcode_letters: '',
        city: '',
      }
    : {
        foreign_yn: 'N' as const,
        street: address.street,
        nr: address.nr,
        house_letter: address.houseLetter,
        addition: address.addition,
        indication: address.indication,
        zipcode: address.zipcode,
        zipcode_letters: address.zipcodeLetters,
        city: address.city,
        address1: '',
        address2: '',
        country: '',
      };
}

type AddressRow = { [K in (typeof COLUMNS)[number]]: string };

function toStoredAddress(row: AddressRow): StoredAddress {
  return row.foreign_yn === 'Y'
    ? {
        addressType: row.address_type as AddressType,
        foreign: true,
        address1: row.address1,
        address2: row.address2,
        country: row.country,
      }
    : {
        addressType: row.address_type as AddressType,
        foreign: false,
        zipcode: row.zipcode,
        zipcodeLetters: row.zipcode_letters,
        nr: row.nr,
        houseLetter: row.house_letter,
        addition: row.addition,
        indication: row.indication,
        street: row.street,
        city: row.city,
      };
}

export async function readAddresses(db: Database, tenantId: number, relationId: number): Promise<StoredAddress[]> {
  const rows = await db
    .selectFrom('relation_addresses')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .orderBy('address_type')
    .execute();
  return rows.map((row) => toStoredAddress(row as AddressRow));
}

// The relation and its addresses (as readAddresses orders them) in one statement: the user record
// of a session without a branch, which would otherwise read them one after the other (issue 15).
const RELATION_WITH_ADDRESSES = `select r.*, coalesce((
    select json_agg(a order by a.address_type) from (
      select ${COLUMNS.join(', ')} from relation_addresses
      where tenant_id = r.tenant_id and relation_id = r.id
    ) a
  ), '[]'::json) as pl_addresses
  from relations r where r.tenant_id = $1 and r.id = $2`;

/** The relation with its addresses; undefined when there is no such relation. */
export async function readRelationWithAddresses(
  db: Database,
  tenantId: number,
  relationId: number,
): Promise<{ relation: RelationRow; addresses: StoredAddress[] } | undefined> {
  const row = (
    await db.executeQuery<RelationRow & { pl_addresses: AddressRow[] }>(
      CompiledQuery.raw(RELATION_WITH_ADDRESSES, [tenantId, relationId]),
    )
  ).rows[0];
  if (!row) return undefined;
  const { pl_addresses, ...relation } = row;
  return { relation, addresses: pl_addresses.map(toStoredAddress) };
}

/** Adds the address of this type, or replaces it whole. */
export async function saveAddress(
  db: Database,
  tenantId: number,
  relationId: number,
  addressType: AddressType,
  address: DutchAddress | ForeignAddress,
): Promise<void> {
  const columns = toColumns(address);
  await db
    .insertInto('relation_addresses')
    .values({ tenant_id: tenantId, relation_id: relationId, address_type: addressType, ...columns })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'relation_id', 'address_type']).doUpdateSet({ ...columns, updated_at: sql`now()` }),
    )
    .execute();
}

export async function deleteAddress(
  db: Database,
  tenantId: number,
  relationId: number,
  addressType: AddressType,
): Promise<void> {
  await db
    .deleteFrom('relation_addresses')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('address_type', '=', addressType)
    .execute();
}
