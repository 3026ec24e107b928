import { type Kysely, sql } from 'kysely';

/**
 * The back office (issue 27, decisions 032 and 033).
 *
 * - staff_sessions: a staff member's session, apart from the residents' (its own cookie, path and
 *   shorter idle time); the token is stored as its SHA-256 hash, as for residents.
 * - tenant_staff_settings: per municipality, how its staff sign in (its own OpenID Connect provider,
 *   the claim that carries the groups and which group gives which roles) and how long the audit is kept.
 * - staff_audit: every staff read of a resident's personal data and every staff change. Append-only,
 *   and the database itself refuses otherwise: a trigger refuses every UPDATE, refuses DELETE of a row
 *   younger than the municipality's retention period (the retention job is the only deleter, of rows
 *   older than it), refuses TRUNCATE, and sets the moment of every new row itself, so no one can write
 *   a row that looks old enough to delete. The retention period has a floor of a year.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tenant_staff_settings (
    tenant_id integer primary key references tenants (id) on delete cascade,
    audit_retention_days integer not null default 2557 check (audit_retention_days >= 365),
    mode text not null default 'simulator' check (mode in ('simulator', 'oidc')),
    issuer text,
    client_id text,
    client_secret text,
    group_claim text not null default 'groups',
    role_mapping jsonb not null default '{}'::jsonb,
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table staff_sessions (
    tenant_id integer not null references tenants (id) on delete cascade,
    id text not null,
    staff_id text not null,
    name text not null,
    roles text[] not null,
    locale text,
    sign_in_method text not null,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    absolute_expires_at timestamptz not null,
    constraint staff_sessions_pk primary key (tenant_id, id)
  )`.execute(db);
  await sql`create index staff_sessions_expires_at on staff_sessions (expires_at)`.execute(db);

  await sql`create table staff_audit (
    tenant_id integer not null references tenants (id),
    id bigint generated always as identity,
    at timestamptz not null default now(),
    staff_id text not null,
    staff_name text not null,
    roles text[] not null,
    action text not null,
    object_type text not null,
    object_id text not null,
    relation_id integer,
    before jsonb,
    after jsonb,
    reason text,
    client_ip text,
    constraint staff_audit_pk primary key (tenant_id, id)
  )`.execute(db);
  await sql`create index staff_audit_relation on staff_audit (tenant_id, relation_id, at) where relation_id is not null`.execute(
    db,
  );
  await sql`create index staff_audit_object on staff_audit (tenant_id, object_type, object_id, at)`.execute(db);
  await sql`create index staff_audit_at on staff_audit (tenant_id, at)`.execute(db);

  await sql`create function staff_audit_stamp() returns trigger language plpgsql as $$
    begin
      new.at := now();
      return new;
    end
  $$`.execute(db);
  await sql`create trigger staff_audit_stamp before insert on staff_audit
    for each row execute function staff_audit_stamp()`.execute(db);

  await sql`create function staff_audit_append_only() returns trigger language plpgsql as $$
    declare
      keep_days integer;
    begin
      if tg_op = 'DELETE' then
        select s.audit_retention_days into keep_days from tenant_staff_settings s where s.tenant_id = old.tenant_id;
        if old.at < now() - make_interval(days => coalesce(keep_days, 2557)) then
          return old;
        end if;
      end if;
      raise exception 'staff_audit is append-only: % refused', tg_op using errcode = '42501';
    end
  $$`.execute(db);
  await sql`create trigger staff_audit_append_only before update or delete on staff_audit
    for each row execute function staff_audit_append_only()`.execute(db);

  await sql`create function staff_audit_no_truncate() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit is append-only: TRUNCATE refused' using errcode = '42501';
    end
  $$`.execute(db);
  await sql`create trigger staff_audit_no_truncate before truncate on staff_audit
    for each statement execute function staff_audit_no_truncate()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_audit`.execute(db);
  await sql`drop function staff_audit_no_truncate()`.execute(db);
  await sql`drop function staff_audit_append_only()`.execute(db);
  await sql`drop function staff_audit_stamp()`.execute(db);
  await sql`drop table staff_sessions`.execute(db);
  await sql`drop table tenant_staff_settings`.execute(db);
}
