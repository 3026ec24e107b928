import { type Kysely, sql } from 'kysely';

/**
 * How each tenant reaches each external identity service (built-in simulator or a real
 * OpenID Connect broker), and the one-time codes the simulators hand back, so that a login
 * started on one server instance can complete on another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_identity_providers')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull().check(sql`service in ('digid', 'eidas', 'eherkenning')`))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('simulator', 'oidc')`))
    .addColumn('issuer', 'text')
    .addColumn('client_id', 'text')
    // Encrypted with IDENTITY_SECRET_KEY, bound to tenant and service; never stored or shown in clear.
    .addColumn('client_secret', 'text')
    .addColumn('client_auth_method', 'text', (c) =>
      c
        .notNull()
        .defaultTo('client_secret_basic')
        .check(sql`client_auth_method in ('client_secret_basic', 'client_secret_post', 'none')`),
    )
    .addColumn('scopes', 'text', (c) => c.notNull().defaultTo('openid'))
    .addColumn('subject_claim', 'text', (c) => c.notNull())
    .addColumn('acr_claim', 'text', (c) => c.notNull().defaultTo('acr'))
    .addColumn('minimum_level', 'text')
    .addColumn('branches_claim', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_identity_providers_pk', ['tenant_id', 'service'])
    .addCheckConstraint(
      'tenant_identity_providers_oidc_complete',
      sql`mode <> 'oidc' or (issuer is not null and client_id is not null)`,
    )
    .execute();

  await db.schema
    .createTable('identity_simulator_codes')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('identity_simulator_codes_pk', ['tenant_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_simulator_codes').execute();
  await db.schema.dropTable('tenant_identity_providers').execute();
}
