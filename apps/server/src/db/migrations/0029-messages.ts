import { type Kysely, sql } from 'kysely';

/**
 * Messages for every change (issue 26, docs/messages.md, decision 029).
 *
 * - The outbox learns which kind of message a row is and for which event (`kind`, `event_key`); one
 *   unique index over (tenant, kind, event key) makes "exactly once per event" a property of the table:
 *   a repeated job run, a repeated action or a second instance inserts nothing (`on conflict do nothing`).
 *   Rows written before (login codes, links) have no event key and are left out of the index.
 * - `attachments`: files sent with the message (a calendar `.ics`), as JSON `[{filename, contentType, content}]`
 *   with the content as text.
 * - `message_opt_outs`: the optional kinds a resident turned off in Mijn gegevens (owned by `mail`). The
 *   municipality's switches are tenant settings (`MESSAGE_<KIND>`), so they need no table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('kind', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('event_key', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('attachments', 'jsonb').execute();
  await sql`create unique index outbox_event on outbox (tenant_id, kind, event_key) where event_key is not null`.execute(
    db,
  );
  await db.schema
    .createTable('message_opt_outs')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('message_opt_outs_pk', ['tenant_id', 'relation_id', 'kind'])
    .addForeignKeyConstraint(
      'message_opt_outs_relation_fk',
      ['tenant_id', 'relation_id'],
      'relations',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_opt_outs').execute();
  await sql`drop index outbox_event`.execute(db);
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
  await db.schema.alterTable('outbox').dropColumn('event_key').execute();
  await db.schema.alterTable('outbox').dropColumn('kind').execute();
}
