import { type Kysely, sql } from 'kysely';

/**
 * A municipality's help pages (issue 26, decision 031): its contact details and its accessibility statement,
 * one row each, the content as the operator wrote it after the contract's check (packages/contract/src/help-pages.ts).
 * One table for both: the server only stores and serves them, and the schema with its rules lives in the contract.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_help_pages')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('page', 'text', (c) => c.notNull().check(sql`page in ('contact', 'accessibility')`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_help_pages_pk', ['tenant_id', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_help_pages').execute();
}
