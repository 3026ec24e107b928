/**
 * The built-in parking register: a test environment that keeps its rights in its own tables
 * (npr_simulator_rights), so the scan page of every instance and the job of any instance see the
 * same register. It applies a message only when its version is newer than the one it holds, as the
 * portal expects of the real register, and logs every message (npr_simulator_messages) so the tests
 * can see that none was applied twice. It can be told to fail or to be slow (operator
 * `parking-register`, or the tests' options).
 */
import type { Database } from '../db/database.js';
import {
  type HeldRight,
  type ParkingRegister,
  ParkingRegisterUnavailable,
  rightWithdrawn,
} from './parking-register.js';

export type SimulatorBehaviour = 'normal' | 'fail' | 'slow';

/** How long "slow" takes: longer than the job's deadline for one message, so it counts as a failure. */
export const SIMULATOR_SLOW_MS = 3000;

export function createSimulatorRegister(
  db: Database,
  tenantId: number,
  options: { behaviour?: SimulatorBehaviour; slowMs?: number } = {},
): ParkingRegister {
  const behave = async () => {
    if (options.behaviour === 'fail') throw new ParkingRegisterUnavailable('the simulator is told to fail');
    if (options.behaviour === 'slow') {
      // A test tool's delay, not a schedule: the simulator answering late.
      await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? SIMULATOR_SLOW_MS));
    }
  };
  return {
    kind: 'simulator',
    async putRight(message) {
      await behave();
      await db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom('npr_simulator_rights')
          .select('version')
          .where('tenant_id', '=', tenantId)
          .where('reference', '=', message.reference)
          .forUpdate()
          .executeTakeFirst();
        const apply = !held || held.version < message.version;
        const operation = rightWithdrawn(message) ? 'end' : held || message.known ? 'change' : 'register';
        await trx
          .insertInto('npr_simulator_messages')
          .values({
            tenant_id: tenantId,
            reference: message.reference,
            version: message.version,
            operation,
            applied_yn: apply ? 'Y' : 'N',
          })
          .execute();
        if (!apply) return;
        const values = {
          version: message.version,
          license_plate: message.licensePlate,
          area_manager_id: message.areaManagerId,
          area_id: message.areaId,
          starts_at: message.startsAt,
          ends_at: message.endsAt,
          valid_days: message.validDays,
        };
        await trx
          .insertInto('npr_simulator_rights')
          .values({ tenant_id: tenantId, reference: message.reference, ...values })
          .onConflict((oc) => oc.columns(['tenant_id', 'reference']).doUpdateSet(values))
          .execute();
      });
    },
    async readRight(message) {
      await behave();
      const row = await db
        .selectFrom('npr_simulator_rights')
        .select(['version', 'starts_at', 'ends_at'])
        .where('tenant_id', '=', tenantId)
        .where('reference', '=', message.reference)
        .executeTakeFirst();
      return row ? ({ version: row.version, startsAt: row.starts_at, endsAt: row.ends_at } satisfies HeldRight) : null;
    },
  };
}

const weekdayInAmsterdam = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Amsterdam' });

/** The scan car's question: is a right registered for this plate in this area at this moment? */
export async function scanPlate(
  db: Database,
  tenantId: number,
  scan: { licensePlate: string; areaManagerId: string; areaId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .selectFrom('npr_simulator_rights')
    .select('valid_days')
    .where('tenant_id', '=', tenantId)
    .where('license_plate', '=', scan.licensePlate)
    .where('area_manager_id', '=', scan.areaManagerId)
    .where('area_id', '=', scan.areaId)
    .where('starts_at', '<=', scan.at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', scan.at)]))
    .execute();
  const weekday = weekdayInAmsterdam.format(scan.at).toUpperCase();
  return rows.some((row) => row.valid_days === '' || row.valid_days.split(',').includes(weekday));
}
