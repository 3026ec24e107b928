/** Creates (or refreshes) the demo municipalities with their settings, texts, theme, images and catalogue. */
import { readFile } from 'node:fs/promises';
import { importCatalogue } from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import {
  createPermitAccount,
  hashPassword,
  PERMIT_RELATION_TYPE,
  retireKeys,
  updatePasswordHash,
  usernameTaken,
} from '../login/index.js';
import { updateRelation, updateRelationAttributes } from '../relations/index.js';
import { applyTenantConfig, hasNoTenant, setTenantImage, type Tenant } from '../tenants/index.js';
import { DEMO_CATALOGUES } from './demo-catalogue.js';
import { DEMO_PERMIT_ACCOUNTS, DEMO_TENANTS, type DemoPermitAccount } from './demo-tenants.js';

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
      await seedPermitAccount(db, tenant, account, config);
    }
    codes.push(tenant.code);
  }
  return codes;
}

/**
 * One demo permit login: a known password, so it can be tried at once, and the main address and FTE
 * with which it may request the business permit (issue 16: a company without an address can request
 * nothing that is located by address).
 */
export async function seedPermitAccount(
  db: Database,
  tenant: Tenant,
  account: DemoPermitAccount,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
): Promise<number> {
  const relationId = await createPermitAccount(db, tenant, account, config);
  await updateRelationAttributes(db, tenant.id, relationId, { relationType: PERMIT_RELATION_TYPE, ...account.address });
  await updateRelation(db, tenant.id, relationId, { number_of_fte: account.numberOfFte });
  await updatePasswordHash(db, tenant.id, relationId, await hashPassword(account.password));
  // The password is set: the e-mailed registration link must not let anyone set another.
  await retireKeys(db, tenant.id, relationId);
  return relationId;
}

/** The seed runs by itself only on a database that has no tenant at all. */
export function isEmpty(db: Database): Promise<boolean> {
  return hasNoTenant(db);
}
