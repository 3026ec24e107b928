/** All SQL on the simulators' one-time codes. Codes are stored hashed, like session tokens. */
import { sql } from 'kysely';
import type { Database } from '../../../db/database.js';
import { hashToken } from '../../../sessions/index.js';

export async function insertSimulatorCode(
  db: Database,
  tenantId: number,
  values: { code: string; state: string; service: string; identity: string },
  lifetimeSeconds: number,
): Promise<void> {
  await db
    .deleteFrom('identity_simulator_codes')
    .where('tenant_id', '=', tenantId)
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('identity_simulator_codes')
    .values({
      tenant_id: tenantId,
      code_hash: hashToken(values.code),
      state: values.state,
      service: values.service,
      identity: values.identity,
      expires_at: sql`now() + make_interval(secs => ${lifetimeSeconds})`,
    })
    .execute();
}

/** The identity behind a code, once: the code must belong to this login (state) and service and be fresh. */
export async function consumeSimulatorCode(
  db: Database,
  tenantId: number,
  values: { code: string; state: string; service: string },
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('identity_simulator_codes')
    .where('tenant_id', '=', tenantId)
    .where('code_hash', '=', hashToken(values.code))
    .where('state', '=', values.state)
    .where('service', '=', values.service)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('identity')
    .executeTakeFirst();
  return row?.identity;
}
