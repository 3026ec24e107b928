/**
 * Which parking register a municipality uses, set with the operator tool (`parking-register`): the
 * built-in simulator (the default where simulators are allowed) or the RDW's registration service
 * with the municipality's endpoint, area-manager id and client certificate (mutual TLS). The
 * certificate's private key is sealed with IDENTITY_SECRET_KEY, bound to the tenant, as the payment
 * provider's API key is, and never shown again.
 */
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { isAllowedServiceUrl } from '../http/outgoing-url.js';
import { openSecret, sealSecret } from '../http/secret-box.js';
import type { ParkingRegister } from './parking-register.js';
import { ParkingRegisterUnavailable } from './parking-register.js';
import type { ParkingRegisterEnv } from './parking-register-env.js';
import { createRdwNprRegister, DEFAULT_NPR_OPTIONS } from './rdw-npr-register.js';
import { findRegisterRow, upsertRegisterRow } from './rights-repository.js';
import { createSimulatorRegister, type SimulatorBehaviour } from './simulator-register.js';

const SEAL_PURPOSE = 'parking-register:client-key';

export class ParkingRegisterConfigError extends Error {}

const pem = (label: string) =>
  z
    .string()
    .max(20_000)
    .refine((value) => value.includes(`-----BEGIN ${label}`), `must be PEM (-----BEGIN ${label}…)`);

export const parkingRegisterInput = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('simulator'), behaviour: z.enum(['normal', 'fail', 'slow']).default('normal') }).strict(),
  z
    .object({
      mode: z.literal('rdw'),
      endpoint: z.string().refine(isAllowedServiceUrl, 'the endpoint must be https (http only for localhost)'),
      areaManagerId: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'the area-manager id, e.g. "363"'),
      clientCertificate: pem('CERTIFICATE'),
      /** Omitted: the stored key is kept. */
      clientKey: pem('').optional(),
      serverCaCertificate: pem('CERTIFICATE').optional(),
    })
    .strict(),
]);
export type ParkingRegisterInput = z.input<typeof parkingRegisterInput>;

export async function configureParkingRegister(
  db: Database,
  env: ParkingRegisterEnv,
  tenantId: number,
  input: ParkingRegisterInput,
): Promise<void> {
  const parsed = parkingRegisterInput.safeParse(input);
  if (!parsed.success) {
    throw new ParkingRegisterConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; '),
    );
  }
  const choice = parsed.data;
  if (choice.mode === 'simulator') {
    if (!env.simulatorAllowed)
      throw new ParkingRegisterConfigError(
        'The NPR simulator is off here (production); set NPR_SIMULATOR=on to allow it',
      );
    await upsertRegisterRow(db, tenantId, {
      mode: 'simulator',
      endpoint: null,
      area_manager_id: null,
      client_certificate: null,
      client_key: null,
      server_ca_certificate: null,
      simulator_behaviour: choice.behaviour,
    });
    return;
  }
  if (!env.secretKey)
    throw new ParkingRegisterConfigError('Set IDENTITY_SECRET_KEY so the client key can be stored encrypted');
  const stored = await findRegisterRow(db, tenantId);
  const sealedKey = choice.clientKey
    ? sealSecret(env.secretKey, tenantId, SEAL_PURPOSE, choice.clientKey)
    : (stored?.client_key ?? null);
  if (!sealedKey) throw new ParkingRegisterConfigError('clientKey: the client certificate needs its private key');
  await upsertRegisterRow(db, tenantId, {
    mode: 'rdw',
    endpoint: choice.endpoint,
    area_manager_id: choice.areaManagerId,
    client_certificate: choice.clientCertificate,
    client_key: sealedKey,
    server_ca_certificate: choice.serverCaCertificate ?? null,
    simulator_behaviour: 'normal',
  });
}

/** What the operator may see: the mode and where it goes, whether a key is stored; never the key. */
export async function describeParkingRegister(db: Database, env: ParkingRegisterEnv, tenantId: number) {
  const row = await findRegisterRow(db, tenantId);
  if (!row) return { mode: env.simulatorAllowed ? 'simulator' : 'none', behaviour: 'normal' };
  return {
    mode: row.mode,
    endpoint: row.endpoint,
    areaManagerId: row.area_manager_id,
    clientKeyStored: Boolean(row.client_key),
    behaviour: row.simulator_behaviour,
  };
}

/**
 * The register of a tenant. No row: the simulator where simulators are allowed. Throws
 * ParkingRegisterUnavailable when none can be used (the simulator off here, or the key unreadable):
 * the rights then wait, and the operator sees why.
 */
export async function parkingRegisterFor(
  db: Database,
  env: ParkingRegisterEnv,
  tenantId: number,
  options: { simulatorSlowMs?: number } = {},
): Promise<ParkingRegister> {
  const row = await findRegisterRow(db, tenantId);
  if (!row || row.mode === 'simulator') {
    if (!env.simulatorAllowed)
      throw new ParkingRegisterUnavailable('no parking register configured (the simulator is off here)');
    return createSimulatorRegister(db, tenantId, {
      behaviour: (row?.simulator_behaviour ?? 'normal') as SimulatorBehaviour,
      slowMs: options.simulatorSlowMs,
    });
  }
  if (!env.secretKey || !row.client_key || !row.client_certificate || !row.endpoint || !row.area_manager_id)
    throw new ParkingRegisterUnavailable(
      'the RDW connection is incomplete or its key cannot be read (IDENTITY_SECRET_KEY)',
    );
  let key: string;
  try {
    key = openSecret(env.secretKey, tenantId, SEAL_PURPOSE, row.client_key);
  } catch {
    throw new ParkingRegisterUnavailable('the stored client key cannot be read with this IDENTITY_SECRET_KEY');
  }
  return createRdwNprRegister({
    ...DEFAULT_NPR_OPTIONS,
    endpoint: row.endpoint,
    areaManagerId: row.area_manager_id,
    clientCertificate: { cert: row.client_certificate, key },
    ...(row.server_ca_certificate ? { serverCa: row.server_ca_certificate } : {}),
  });
}
