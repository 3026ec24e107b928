import { type Kysely, sql } from 'kysely';

/**
 * Announcements (issue 28): a municipality's message for residents, shown on home (and optionally e-mailed) to
 * holders of chosen products or residents of chosen zones, in Dutch and English, from one day until another
 * (both included). Who published it and who withdrew it; the staff audit has each change too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table announcements (
      tenant_id integer not null references tenants (id) on delete cascade,
      id integer generated always as identity,
      title_nl text not null,
      title_en text not null,
      body_nl text not null,
      body_en text not null,
      permit_type_ids jsonb not null default '[]'::jsonb,
      area_ids jsonb not null default '[]'::jsonb,
      from_date date not null,
      until_date date not null,
      send_email boolean not null default false,
      created_by text not null,
      created_at timestamptz not null default now(),
      withdrawn_by text,
      withdrawn_at timestamptz,
      primary key (tenant_id, id),
      check (until_date >= from_date)
    )`.execute(db);
  // Home asks for the tenant's announcements live today.
  await sql`create index announcements_live on announcements (tenant_id, until_date) where withdrawn_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table announcements`.execute(db);
}
