import { type Kysely, sql } from 'kysely';

/**
 * Prolongations (lifecycle 2.13, 4.4; DECISIONS 2, Issued permits): ahead of a permit's end the server
 * offers the next period as a request of its own kind, PROLONGATION, naming the permit (`permit_id`)
 * and starting the day after the permit's end. Each permit type says how many days ahead
 * (`prolongation_offer_days`; none when null, so nothing changes for a municipality until it sets it).
 * A permit's period is offered once, whatever became of the offer: the unique index makes a second
 * offer of the same period impossible, also for two job instances at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table permit_types
      add column prolongation_offer_days integer check (prolongation_offer_days between 1 and 366)`.execute(db);
  await sql`alter table requests drop constraint requests_kind_check`.execute(db);
  await sql`
    alter table requests
      add constraint requests_kind_check check (kind in ('NEW', 'WAITING_LIST', 'LICENSE_CHANGE', 'PROLONGATION'))`.execute(
    db,
  );
  await sql`
    create unique index requests_prolongation_once
      on requests (tenant_id, permit_id, valid_from) where kind = 'PROLONGATION'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index requests_prolongation_once`.execute(db);
  await sql`delete from requests where kind = 'PROLONGATION'`.execute(db);
  await sql`alter table requests drop constraint requests_kind_check`.execute(db);
  await sql`
    alter table requests
      add constraint requests_kind_check check (kind in ('NEW', 'WAITING_LIST', 'LICENSE_CHANGE'))`.execute(db);
  await sql`alter table permit_types drop column prolongation_offer_days`.execute(db);
}
