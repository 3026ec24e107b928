/**
 * The operator's commands for a municipality's staff sign-in (decision 032; docs/adapters/staff-sign-in.md):
 * connect the back office to the municipality's own OpenID Connect provider, with the group claim, the
 * group-to-role mapping and the MFA requirement. The settings live in the low area staff-settings, so the
 * operator sets them without importing the back office above it.
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { readIdentityEnv } from '../login/index.js';
import {
  configureStaffSignIn,
  describeStaffSignIn,
  readStaffSettings,
  StaffSignInConfigError,
  setAuditRetentionDays,
} from '../staff-settings/index.js';
import { requireTenant, TenantAdminError } from '../tenants/index.js';

export const STAFF_SIGN_IN_COMMANDS = ['set-staff-sign-in', 'show-staff-sign-in', 'set-staff-audit-retention'] as const;

export const STAFF_SIGN_IN_HELP = `Staff sign-in (docs/adapters/staff-sign-in.md)
  set-staff-sign-in <code> <file.json>           The back office signs staff in through the municipality's own
                                                 OpenID Connect provider: issuer, clientId, clientSecret, groupClaim,
                                                 roleMapping {group: [roles]}, requireMfa, mfaAcrValues.
  show-staff-sign-in <code>                      Print the staff sign-in settings (the secret is never shown).
  set-staff-audit-retention <code> <days>        Keep the staff audit this many days (365-36500; default 2557); the
                                                 job staff-audit-retention deletes older rows.`;

export function isStaffSignInCommand(command: string): boolean {
  return (STAFF_SIGN_IN_COMMANDS as readonly string[]).includes(command);
}

export async function runStaffSignInCommand(
  db: Database,
  command: string,
  args: readonly string[],
  write: (text: string) => void,
): Promise<void> {
  const code = args[0];
  if (!code) throw new TenantAdminError('Missing argument: tenant code');
  const tenant = await requireTenant(db, code);
  if (command === 'show-staff-sign-in') {
    write(`${JSON.stringify(await describeStaffSignIn(db, tenant.id), null, 2)}\n`);
    return;
  }
  if (command === 'set-staff-audit-retention') {
    const days = Number(args[1]);
    try {
      await setAuditRetentionDays(db, tenant.id, days);
    } catch (error) {
      if (error instanceof StaffSignInConfigError) throw new TenantAdminError(error.message);
      throw error;
    }
    const kept = (await readStaffSettings(db, tenant.id)).auditRetentionDays;
    write(`The staff audit of ${tenant.code} is now kept ${kept} days.\n`);
    return;
  }
  const file = args[1];
  if (!file) throw new TenantAdminError('Missing argument: settings file');
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new TenantAdminError(`${file}: not a readable JSON file (${(error as Error).message})`);
  }
  const config = loadConfig();
  const { secretKey } = readIdentityEnv(config.NODE_ENV);
  try {
    await configureStaffSignIn(db, { secretKey, production: config.NODE_ENV === 'production' }, tenant.id, input);
  } catch (error) {
    if (error instanceof StaffSignInConfigError) throw new TenantAdminError(error.message);
    throw error;
  }
  const { mode } = await describeStaffSignIn(db, tenant.id);
  write(
    `The staff of ${tenant.code} now sign in through ${mode === 'oidc' ? 'their own provider' : 'the simulator'}.\n`,
  );
}
