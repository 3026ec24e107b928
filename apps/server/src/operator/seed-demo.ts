/** Creates (or refreshes) the demo municipalities with their settings, texts, theme, images and catalogue. */
import { readFile } from 'node:fs/promises';
import { importCatalogue } from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createPermitAccount, hashPassword, retireKeys, updatePasswordHash, usernameTaken } from '../login/index.js';
import { applyTenantConfig, setTenantImage } from '../tenants/index.js';
import { DEMO_CATALOGUES } from './demo-catalogue.js';
import { DEMO_PERMIT_ACCOUNTS, DEMO_TENANTS } from './demo-tenants.js';

const ASSETS = new URL('../../assets/demo/', import.meta.url);

export async function seedDemo(db: Database, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): Promise<string[]> {
  const codes: string[] = [];
  for (const demo of DEMO_TENANTS) {
    const { tenant } = await applyTenantConfig(db, demo);
    await setTenantImage(db, tenant.code, 'logo', await readFile(new URL(`${tenant.code}.png`, ASSETS)));
    await setTenantImage(db, tenant.code, 'background', await readFile(new URL(`${tenant.code}-bg.jpg`, ASSETS)));
    // Matched by code: a second run changes nothing, and requests keep their products.
    const catalogue = DEMO_CATALOGUES[tenant.code];
    if (catalogue) await importCatalogue(db, tenant.code, catalogue);
    for (const account of DEMO_PERMIT_ACCOUNTS.filter((a) => a.tenant === tenant.code)) {
      if (await usernameTaken(db, tenant.id, account.username)) continue;
      // A known password, so the permit login can be tried at once.
      const relationId = await createPermitAccount(db, tenant, account, config);
      await updatePasswordHash(db, tenant.id, relationId, await hashPassword(account.password));
      // The password is set: the e-mailed registration link must not let anyone set another.
      await retireKeys(db, tenant.id, relationId);
    }
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
