import type { Kysely } from 'kysely';

/**
 * The outbox's delivery lease. A sender claims a message by moving `next_attempt_at` past the
 * time its send can take, in a short transaction with `for update skip locked`, and sends after
 * the commit: no transaction (and, on the embedded database, no connection) stays open while an
 * SMTP relay answers, yet no other instance takes the message meanwhile. A failed send sets it
 * to the moment of the next retry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
}
