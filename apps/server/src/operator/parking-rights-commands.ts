/**
 * The operator's hand on the parking rights in the NPR (docs/adapters/parking-rights.md): the
 * municipality's connection to the register, and what waits or failed to be registered.
 */
import { readFile } from 'node:fs/promises';
import { productsWithoutNprArea } from '../catalogue/index.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import {
  configureParkingRegister,
  describeParkingRegister,
  listWaitingRights,
  ParkingRegisterConfigError,
  readParkingRegisterEnv,
} from '../parking-rights/index.js';
import { requireTenant, TenantAdminError } from '../tenants/index.js';

export const PARKING_RIGHTS_COMMANDS = ['set-parking-register', 'parking-rights'] as const;

export const PARKING_RIGHTS_HELP = `Parking rights in the national parking register (docs/adapters/parking-rights.md)
  set-parking-register <code> simulator [normal|fail|slow]  The built-in register (test environment; fail/slow for tests).
  set-parking-register <code> <file.json>        The RDW's registration service: {"mode":"rdw","endpoint":…,"areaManagerId":…,
                                                 "clientCertificate":PEM,"clientKey":PEM,"serverCaCertificate":PEM}; the key is stored encrypted.
  parking-rights <code>                          The register, products that register nothing, and rights waiting or failed.`;

export function isParkingRightsCommand(command: string): boolean {
  return (PARKING_RIGHTS_COMMANDS as readonly string[]).includes(command);
}

export async function runParkingRightsCommand(
  db: Database,
  command: string,
  args: readonly string[],
  write: (text: string) => void,
): Promise<void> {
  const tenant = await requireTenant(db, args[0] ?? '');
  const env = readParkingRegisterEnv(loadConfig().NODE_ENV);
  if (command === 'set-parking-register') {
    const choice = args[1];
    if (!choice) throw new TenantAdminError('Give "simulator" or a JSON file. See: npm run operator -- help');
    try {
      if (choice === 'simulator') {
        const behaviour = args[2] ?? 'normal';
        if (!['normal', 'fail', 'slow'].includes(behaviour))
          throw new TenantAdminError('The simulator is normal, fail or slow');
        await configureParkingRegister(db, env, tenant.id, {
          mode: 'simulator',
          behaviour: behaviour as 'normal' | 'fail' | 'slow',
        });
      } else {
        // From a file, so the key never stands in the shell's history or the process list.
        let input: unknown;
        try {
          input = JSON.parse(await readFile(choice, 'utf8'));
        } catch {
          throw new TenantAdminError(`${choice} is not a readable JSON file`);
        }
        await configureParkingRegister(db, env, tenant.id, input as never);
      }
    } catch (error) {
      if (error instanceof ParkingRegisterConfigError) throw new TenantAdminError(error.message);
      throw error;
    }
    write(`${tenant.code}: parking register ${JSON.stringify(await describeParkingRegister(db, env, tenant.id))}\n`);
    return;
  }
  const lines = [`Register: ${JSON.stringify(await describeParkingRegister(db, env, tenant.id))}`];
  const unregistered = await productsWithoutNprArea(db, tenant.id);
  lines.push(
    unregistered.length === 0
      ? 'Every product names an NPR area.'
      : `Registers nothing (no NPR area in the catalogue): ${unregistered.join('; ')}`,
  );
  const waiting = await listWaitingRights(db, tenant.id);
  if (waiting.length === 0) lines.push('No right waits: the register has acknowledged every right.');
  for (const right of waiting) {
    const state = right.last_error ? `failed ${right.attempts}x: ${right.last_error}` : 'waiting';
    lines.push(
      `right ${right.id}\tpermit ${right.permit_id}\t${right.license_plate}\t${right.npr_area_manager_id}/${right.npr_area_id}\t` +
        `version ${right.version} (acknowledged ${right.sent_version})\t${state}\tnext ${right.next_attempt_at.toISOString()}`,
    );
  }
  write(`${lines.join('\n')}\n`);
}
