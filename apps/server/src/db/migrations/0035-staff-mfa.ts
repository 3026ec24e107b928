import { type Kysely, sql } from 'kysely';

/**
 * Staff sign-in through the municipality's own provider (decision 032): whether MFA is required, and
 * which `acr` values of that provider count as MFA (besides an `amr` that names a second factor).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tenant_staff_settings
    add column require_mfa boolean not null default true,
    add column mfa_acr_values jsonb not null default '[]'::jsonb,
    add column client_auth_method text not null default 'client_secret_basic'
      check (client_auth_method in ('client_secret_basic', 'client_secret_post'))`.execute(db);
}
