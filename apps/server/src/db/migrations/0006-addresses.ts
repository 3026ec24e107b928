import { type Kysely, sql } from 'kysely';

/**
 * A relation's own invoice address (FACT) and mailing address (POST), besides the address the
 * identity service reports on the relation itself. At most one of each type per relation.
 *
 * The check constraint makes a half address impossible whatever the code does: a Dutch one has
 * postal code, letters, house number, and the street and city the address register gave; a
 * foreign one has both lines and a country, and nothing of the Dutch fields.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('relation_addresses')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('address_type', 'text', (c) => c.notNull().check(sql`address_type in ('FACT', 'POST')`))
    .addColumn('foreign_yn', 'text', (c) => c.notNull().check(sql`foreign_yn in ('Y', 'N')`))
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('house_letter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('addition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('indication', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zipcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zipcode_letters', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('relation_addresses_pk', ['tenant_id', 'relation_id', 'address_type'])
    .addForeignKeyConstraint(
      'relation_addresses_relation_fk',
      ['tenant_id', 'relation_id'],
      'relations',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint(
      'relation_addresses_whole',
      sql`(
        foreign_yn = 'N'
        and zipcode ~ '^[0-9]{4}$' and zipcode_letters ~ '^[A-Z]{2}$' and nr ~ '^[0-9]{1,10}$'
        and street <> '' and city <> ''
        and address1 = '' and address2 = '' and country = ''
      ) or (
        foreign_yn = 'Y'
        and address1 <> '' and address2 <> '' and country ~ '^[A-Z]{2}$' and country <> 'NL'
        and zipcode = '' and zipcode_letters = '' and nr = '' and house_letter = ''
        and addition = '' and indication = '' and street = '' and city = ''
      )`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('relation_addresses').execute();
}
