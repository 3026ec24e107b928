/** Which adapter serves a tenant's service right now: its configured broker, or the simulator. */
import type { Database } from '../../db/database.js';
import type { IdentityService } from './identifiers.js';
import type { IdentityAdapter } from './identity-adapter.js';
import type { IdentityEnv } from './identity-env.js';
import { createOidcAdapter } from './oidc-adapter.js';
import { resolveIdentityProvider } from './provider-settings.js';
import { createSimulatorAdapter } from './simulator/simulator-login.js';

export interface AdapterDeps {
  db: Database;
  env: IdentityEnv;
  publicUrl: string | undefined;
}

/** Undefined when the tenant cannot use this service now (simulators off and no broker configured). */
export async function adapterFor(
  deps: AdapterDeps,
  tenantId: number,
  service: IdentityService,
): Promise<IdentityAdapter | undefined> {
  const provider = await resolveIdentityProvider(deps.db, deps.env, tenantId, service);
  if (!provider) return undefined;
  return provider.mode === 'simulator'
    ? createSimulatorAdapter(deps.db)
    : createOidcAdapter(provider.settings, deps.publicUrl);
}
