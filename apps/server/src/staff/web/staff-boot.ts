/** What the staff app's first screen needs without asking: the municipality and how its staff sign in. */
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { readIdentityEnv } from '../../login/index.js';
import { readStaffSettings } from '../../staff-settings/index.js';
import type { Tenant } from '../../tenants/index.js';
import { DEMO_STAFF } from '../sign-in/demo-staff.js';

export interface StaffBootData {
  municipality: { code: string; name: string };
  /** The provider sign-in (GET /{tenant}/beheer/aanmelden/start) is configured. */
  oidc: boolean;
  /** The simulator's demo staff; empty when the simulator is not allowed here. */
  demoStaff: { key: string; name: string; roles: readonly string[] }[];
}

export async function staffBootData(db: Database, config: Config, tenant: Tenant): Promise<StaffBootData> {
  const settings = await readStaffSettings(db, tenant.id);
  const simulator = readIdentityEnv(config.NODE_ENV).simulatorsAllowed && settings.mode === 'simulator';
  return {
    municipality: { code: tenant.code, name: tenant.name },
    oidc: settings.mode === 'oidc',
    demoStaff: simulator ? DEMO_STAFF.map((m) => ({ key: m.key, name: m.name, roles: m.roles })) : [],
  };
}
