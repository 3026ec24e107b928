import { type Kysely, sql } from 'kysely';

/**
 * Issue 18: wrong passwords slow the guessing down instead of locking the account. Per tenant and
 * key (a client address, a login name, or the two together) the number of recent failures and the
 * time of the last one; a correct password never adds a row. Rows older than the window are
 * stale and reset on the next failure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_failures (
      tenant_id integer not null references tenants (id) on delete cascade,
      key text not null check (length(key) <= 400),
      failures integer not null check (failures > 0),
      last_failure_at timestamptz not null,
      primary key (tenant_id, key)
    )
  `.execute(db);
  await sql`create index login_failures_last on login_failures (last_failure_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table login_failures`.execute(db);
}
