import { type Kysely, sql } from 'kysely';

/**
 * Relations (residents and companies), how they log in, their branches, one-time codes,
 * password keys, pending external logins, the mail outbox and the audit log. Sessions gain
 * an absolute lifetime, the chosen branch and the step a login is waiting for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('relations')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('relation_type', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('foreign_yn', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('house_letter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('addition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('indication', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zipcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zipcode_letters', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nr_of_poet', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email', 'text')
    .addColumn('email_validation_status', 'text', (c) =>
      c.notNull().defaultTo('NONE').check(sql`email_validation_status in ('NONE', 'SEND', 'VALIDATED')`),
    )
    .addColumn('number_of_fte', 'integer')
    .addColumn('bankaccount_nr', 'text')
    .addColumn('bankaccount_owner', 'text')
    .addColumn('language', 'text')
    .addColumn('deeplink_license_plate', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('relations_pk', ['tenant_id', 'id'])
    .execute();

  // One identity service can never log in as another's user: the key is service plus identifier.
  await db.schema
    .createTable('relation_identities')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('relation_identities_pk', ['tenant_id', 'service', 'subject'])
    .addForeignKeyConstraint(
      'relation_identities_relation_fk',
      ['tenant_id', 'relation_id'],
      'relations',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('branches')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('branch_number', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('branches_pk', ['tenant_id', 'relation_id', 'branch_number'])
    .addForeignKeyConstraint(
      'branches_relation_fk',
      ['tenant_id', 'relation_id'],
      'relations',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('permit_accounts')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('password_changed_at', 'timestamptz')
    .addPrimaryKeyConstraint('permit_accounts_pk', ['tenant_id', 'relation_id'])
    .addForeignKeyConstraint(
      'permit_accounts_relation_fk',
      ['tenant_id', 'relation_id'],
      'relations',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await sql`create unique index permit_accounts_username on permit_accounts (tenant_id, lower(username))`.execute(db);
  await sql`create index permit_accounts_email on permit_accounts (tenant_id, lower(email))`.execute(db);

  // Codes and keys are stored hashed; the plain value exists only in the e-mail.
  await db.schema
    .createTable('one_time_codes')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('login', 'email')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('one_time_codes_pk', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'one_time_codes_relation_fk',
      ['tenant_id', 'relation_id'],
      'relations',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('one_time_codes_relation')
    .on('one_time_codes')
    .columns(['tenant_id', 'relation_id', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_keys')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset', 'register', 'change')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('password_keys_pk', ['tenant_id', 'key_hash'])
    .addForeignKeyConstraint(
      'password_keys_relation_fk',
      ['tenant_id', 'relation_id'],
      'relations',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // An external login between its start (forward) and its return (callback), bound to the browser's session.
  await db.schema
    .createTable('login_requests')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_requests_pk', ['tenant_id', 'state'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('relation_id', 'integer')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('outbox_pk', ['tenant_id', 'id'])
    .execute();
  await sql`create index outbox_unsent on outbox (created_at) where sent_at is null`.execute(db);

  await db.schema
    .createTable('audit_log')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('success', 'failure', 'refused')`))
    .addColumn('relation_id', 'integer')
    .addColumn('service', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('audit_log_pk', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now() + interval '12 hours'`))
    .execute();
  await db.schema.alterTable('sessions').addColumn('branch_number', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('pending', 'text', (c) => c.check(sql`pending in ('otp', 'branch')`))
    .execute();
  await db.schema.alterTable('sessions').addColumn('login_service', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('branch_page', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['branch_page', 'login_service', 'pending', 'branch_number', 'absolute_expires_at']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
  for (const table of [
    'audit_log',
    'outbox',
    'login_requests',
    'password_keys',
    'one_time_codes',
    'permit_accounts',
    'branches',
    'relation_identities',
    'relations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
