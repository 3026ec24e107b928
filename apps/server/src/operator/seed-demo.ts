/** Creates (or refreshes) the demo municipalities with their settings, texts, theme and images. */
import { readFile } from 'node:fs/promises';
import type { Database } from '../db/database.js';
import { applyTenantConfig, setTenantImage } from '../tenants/tenant-admin.js';
import { DEMO_TENANTS } from './demo-tenants.js';

const ASSETS = new URL('../../assets/demo/', import.meta.url);

export async function seedDemo(db: Database): Promise<string[]> {
  const codes: string[] = [];
  for (const demo of DEMO_TENANTS) {
    const { tenant } = await applyTenantConfig(db, demo);
    await setTenantImage(db, tenant.code, 'logo', await readFile(new URL(`${tenant.code}.png`, ASSETS)));
    await setTenantImage(db, tenant.code, 'background', await readFile(new URL(`${tenant.code}-bg.jpg`, ASSETS)));
    codes.push(tenant.code);
  }
  return codes;
}

/** The seed runs by itself only on a database that has no tenant at all. */
export async function isEmpty(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('tenants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}
