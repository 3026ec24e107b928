import { type Kysely, sql } from 'kysely';

/**
 * Parking rights in the national parking register (issue 30, decision 027).
 * - tenant_parking_registers: how a municipality reaches the register (the simulator or the RDW's
 *   registration service: endpoint, area-manager id, client certificate with its key sealed).
 * - parking_rights: what the register should hold, one row per right (a plate in an NPR area for a
 *   stretch of a permit), with the version the portal wants and the version the register
 *   acknowledged. A row whose version is ahead is waiting to be sent: the outbox.
 * - npr_simulator_rights / npr_simulator_messages: the built-in simulator's own register and the
 *   messages it received (for its scan page and the tests).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tenant_parking_registers (
    tenant_id integer primary key references tenants (id) on delete cascade,
    mode text not null check (mode in ('simulator', 'rdw')),
    endpoint text,
    area_manager_id text,
    client_certificate text,
    client_key text,
    server_ca_certificate text,
    simulator_behaviour text not null default 'normal' check (simulator_behaviour in ('normal', 'fail', 'slow')),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table parking_rights (
    tenant_id integer not null references tenants (id) on delete cascade,
    id serial not null,
    permit_id integer not null,
    license_plate text not null,
    npr_area_manager_id text not null,
    npr_area_id text not null,
    starts_at timestamptz not null,
    ends_at timestamptz,
    valid_days text not null default '',
    closed_yn text not null default 'N' check (closed_yn in ('Y', 'N')),
    version integer not null default 1,
    sent_version integer not null default 0,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    claimed_until timestamptz,
    last_error text,
    acknowledged_at timestamptz,
    created_at timestamptz not null default now(),
    primary key (tenant_id, id),
    foreign key (tenant_id, permit_id) references permits (tenant_id, id)
  )`.execute(db);
  await sql`create index parking_rights_of_permit on parking_rights (tenant_id, permit_id)`.execute(db);
  await sql`create index parking_rights_waiting on parking_rights (tenant_id, license_plate, id)
    where version > sent_version`.execute(db);
  await sql`create table npr_simulator_rights (
    tenant_id integer not null references tenants (id) on delete cascade,
    reference text not null,
    version integer not null,
    license_plate text not null,
    area_manager_id text not null,
    area_id text not null,
    starts_at timestamptz not null,
    ends_at timestamptz,
    valid_days text not null default '',
    primary key (tenant_id, reference)
  )`.execute(db);
  await sql`create table npr_simulator_messages (
    tenant_id integer not null references tenants (id) on delete cascade,
    id serial not null,
    reference text not null,
    version integer not null,
    operation text not null,
    applied_yn text not null check (applied_yn in ('Y', 'N')),
    received_at timestamptz not null default now(),
    primary key (tenant_id, id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table npr_simulator_messages`.execute(db);
  await sql`drop table npr_simulator_rights`.execute(db);
  await sql`drop table parking_rights`.execute(db);
  await sql`drop table tenant_parking_registers`.execute(db);
}
