import { type Kysely, sql } from 'kysely';

/**
 * A payment gets a short reference a resident can read out on the phone ('PL-7K3F-9Q2M'), unique within
 * its municipality; the long random reference stays the payment's handle (links, cancelling) and the
 * provider's id stays internal. Payments made before have none and show their long reference.
 *
 * A permit type may have a start and an end time of day ('HH:mm'): its permits are valid from the start
 * time on their first day and until the end time on their last. Without them a permit runs whole days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column display_reference text`.execute(db);
  await sql`create unique index payments_display_reference on payments (tenant_id, display_reference)
    where display_reference is not null`.execute(db);
  await sql`alter table permit_types add column valid_from_time text`.execute(db);
  await sql`alter table permit_types add column valid_to_time text`.execute(db);
  await sql`alter table permit_types add constraint permit_types_valid_times
    check ((valid_from_time is null or valid_from_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
      and (valid_to_time is null or valid_to_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table permit_types drop constraint permit_types_valid_times`.execute(db);
  await sql`alter table permit_types drop column valid_to_time`.execute(db);
  await sql`alter table permit_types drop column valid_from_time`.execute(db);
  await sql`drop index payments_display_reference`.execute(db);
  await sql`alter table payments drop column display_reference`.execute(db);
}
