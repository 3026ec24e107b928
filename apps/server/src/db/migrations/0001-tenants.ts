import { type Kysely, sql } from 'kysely';

/** Tenants and their configuration: settings map, login options, payment services, images, translations, theme. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('default_locale', 'text', (c) => c.notNull().defaultTo('nl_NL'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('tenants_code_format', sql`code ~ '^[a-z][a-z0-9-]{1,39}$'`)
    .execute();

  await db.schema
    .createTable('tenant_settings')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tenant_settings_pk', ['tenant_id', 'name'])
    .execute();

  await db.schema
    .createTable('tenant_login_options')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tenant_login_options_pk', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('tenant_payment_services')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tenant_payment_services_pk', ['tenant_id', 'service'])
    .execute();

  await db.schema
    .createTable('tenant_images')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('logo', 'background')`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_images_pk', ['tenant_id', 'kind'])
    .execute();

  await db.schema
    .createTable('tenant_translations')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tenant_translations_pk', ['tenant_id', 'locale', 'key'])
    .execute();

  await db.schema
    .createTable('tenant_theme_tokens')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tenant_theme_tokens_pk', ['tenant_id', 'token'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tenant_theme_tokens',
    'tenant_translations',
    'tenant_images',
    'tenant_payment_services',
    'tenant_login_options',
    'tenant_settings',
    'tenants',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
