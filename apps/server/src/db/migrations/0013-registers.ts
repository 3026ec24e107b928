import { type Kysely, sql } from 'kysely';

/**
 * The national registers behind the logins (docs/adapters/brp.md, kvk.md).
 *
 * - relations: what the last register lookup at login said (register_status) and when the
 *   register last answered (register_fetched_at). 'found': name and address come from the
 *   register as of that moment; 'not_found': the register does not know the number;
 *   'unavailable': the register could not be asked at the last login, so the stored address is
 *   not the resident's confirmed address now. Null: no register was asked (claims only).
 * - branches: the trade name and visiting address of each branch, as the trade register gives
 *   them; empty when the branch list came from the identity broker.
 * - tenant_registers: per tenant, how each register is reached. The API key and the client
 *   certificate's private key are sealed with IDENTITY_SECRET_KEY, bound to tenant and register.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('relations')
    .addColumn('register_status', 'text', (c) => c.check(sql`register_status in ('found', 'not_found', 'unavailable')`))
    .execute();
  await db.schema.alterTable('relations').addColumn('register_fetched_at', 'timestamptz').execute();

  for (const column of [
    'trade_name',
    'street',
    'nr',
    'house_letter',
    'addition',
    'zipcode',
    'zipcode_letters',
    'city',
  ]) {
    await db.schema
      .alterTable('branches')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }

  await db.schema
    .createTable('tenant_registers')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('register', 'text', (c) => c.notNull().check(sql`register in ('brp', 'kvk')`))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('simulator', 'api', 'off')`))
    .addColumn('base_url', 'text')
    .addColumn('api_key', 'text')
    .addColumn('client_certificate', 'text')
    .addColumn('client_key', 'text')
    // PEM of the CA that signed the gateway's server certificate, when it is not publicly trusted (PKIoverheid Private).
    .addColumn('server_ca_certificate', 'text')
    .addColumn('timeout_ms', 'integer', (c) => c.notNull().defaultTo(5000).check(sql`timeout_ms between 100 and 60000`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_registers_pk', ['tenant_id', 'register'])
    .addCheckConstraint(
      'tenant_registers_api_complete',
      sql`mode <> 'api' or (base_url is not null and api_key is not null)`,
    )
    .addCheckConstraint('tenant_registers_certificate_pair', sql`(client_certificate is null) = (client_key is null)`)
    .execute();
}
