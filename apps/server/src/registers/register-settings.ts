/**
 * Per tenant and per register: the built-in simulator, the real API, or off (the identity
 * broker's claims only). No row: the simulator for logins through the identity simulator (where
 * simulators are allowed), otherwise off.
 * The operator sets it (configureRegister); a login reads it (resolveRegisters). The API key and
 * the client certificate's private key are sealed with IDENTITY_SECRET_KEY like the identity
 * brokers' client secrets, and are never returned except to the register client.
 */
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { isAllowedServiceUrl } from '../http/outgoing-url.js';
import { openSecret, sealSecret } from '../http/secret-box.js';
import { createHaalCentraalBrp } from './haal-centraal-brp.js';
import { createKvkApi } from './kvk-api.js';
import type { RegisterConnection } from './register-http.js';
import {
  deleteRegister,
  findRegister,
  listRegisters,
  type RegisterName,
  upsertRegister,
} from './register-repository.js';
import type { PopulationRegister, TradeRegister } from './register-types.js';
import { createSimulatedPopulationRegister, createSimulatedTradeRegister } from './simulator-registers.js';

/** The environment's part: whether simulators may run, and the key that seals secrets (IDENTITY_SECRET_KEY). */
export interface RegisterEnv {
  simulatorsAllowed: boolean;
  secretKey: Buffer | undefined;
}

export const REGISTER_NAMES: readonly RegisterName[] = ['brp', 'kvk'];
export const DEFAULT_TIMEOUT_MS = 5000;

/** Registers are reached over HTTPS; plain HTTP only on this machine (development, tests). */
export const isAllowedRegisterUrl = isAllowedServiceUrl;

const pem = (label: string) =>
  z
    .string()
    .max(20_000)
    .refine((value) => value.includes(`-----BEGIN ${label}`), `must be PEM (-----BEGIN ${label}…)`);

/** What the operator provides for one register of one tenant. */
export const registerInput = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('simulator') }).strict(),
  z.object({ mode: z.literal('off') }).strict(),
  z
    .object({
      mode: z.literal('api'),
      baseUrl: z.string().refine(isAllowedRegisterUrl, 'the base URL must be https (http only for localhost)'),
      /** Omitted: the stored key is kept, so a configuration file need not carry it. */
      apiKey: z.string().min(1).max(2000).optional(),
      clientCertificate: pem('CERTIFICATE').optional(),
      /** Omitted while clientCertificate is given: the stored key is kept. */
      clientKey: pem('').optional(),
      /** The gateway's CA when it is not publicly trusted (PKIoverheid Private Services). */
      serverCaCertificate: pem('CERTIFICATE').optional(),
      timeoutMs: z.number().int().min(100).max(60_000).default(DEFAULT_TIMEOUT_MS),
    })
    .strict(),
]);
export type RegisterInput = z.input<typeof registerInput>;

export class RegisterConfigError extends Error {}

/** The sealing binds a secret to its tenant, register and field, so a value moved to another row does not open. */
const sealLabel = (register: RegisterName, field: 'apiKey' | 'clientKey') => `register:${register}:${field}`;

export async function configureRegister(
  db: Database,
  env: RegisterEnv,
  tenantId: number,
  register: RegisterName,
  raw: RegisterInput,
): Promise<void> {
  const parsed = registerInput.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || register}: ${issue.message}`);
    throw new RegisterConfigError(lines.join('\n'));
  }
  const input = parsed.data;
  if (input.mode !== 'api') {
    await upsertRegister(db, tenantId, {
      register,
      mode: input.mode,
      baseUrl: null,
      sealedApiKey: null,
      clientCertificate: null,
      sealedClientKey: null,
      serverCaCertificate: null,
      timeoutMs: DEFAULT_TIMEOUT_MS,
    });
    return;
  }
  if ((input.clientCertificate !== undefined || input.serverCaCertificate !== undefined) && register !== 'brp') {
    throw new RegisterConfigError('clientCertificate: only the BRP gateway takes certificates');
  }
  const stored = await findRegister(db, tenantId, register);
  const seal = (field: 'apiKey' | 'clientKey', value: string) => {
    if (!env.secretKey)
      throw new RegisterConfigError(`${field}: set IDENTITY_SECRET_KEY so it can be stored encrypted`);
    return sealSecret(env.secretKey, tenantId, sealLabel(register, field), value);
  };
  const sealedApiKey = input.apiKey !== undefined ? seal('apiKey', input.apiKey) : (stored?.sealedApiKey ?? null);
  if (sealedApiKey === null) throw new RegisterConfigError('apiKey: required');
  let clientCertificate: string | null = null;
  let sealedClientKey: string | null = null;
  if (input.clientCertificate !== undefined) {
    clientCertificate = input.clientCertificate;
    sealedClientKey =
      input.clientKey !== undefined ? seal('clientKey', input.clientKey) : (stored?.sealedClientKey ?? null);
    if (sealedClientKey === null) throw new RegisterConfigError('clientKey: required with clientCertificate');
  } else if (input.clientKey !== undefined) {
    throw new RegisterConfigError('clientKey: give clientCertificate with it');
  }
  await upsertRegister(db, tenantId, {
    register,
    mode: 'api',
    baseUrl: input.baseUrl,
    sealedApiKey,
    clientCertificate,
    sealedClientKey,
    serverCaCertificate: input.serverCaCertificate ?? null,
    timeoutMs: input.timeoutMs,
  });
}

/** Back to the default: the simulator where simulators are allowed, otherwise off. */
export async function removeRegister(db: Database, tenantId: number, register: RegisterName): Promise<void> {
  await deleteRegister(db, tenantId, register);
}

/** For the operator's eyes: everything but the secrets, of which only their presence is told. */
export async function describeRegisters(db: Database, tenantId: number) {
  return (await listRegisters(db, tenantId)).map((row) => ({
    register: row.register,
    mode: row.mode,
    baseUrl: row.baseUrl,
    timeoutMs: row.timeoutMs,
    hasApiKey: row.sealedApiKey !== null,
    hasClientCertificate: row.clientCertificate !== null,
    hasServerCaCertificate: row.serverCaCertificate !== null,
    updatedAt: row.updatedAt,
  }));
}

async function connectionOf(
  db: Database,
  env: RegisterEnv,
  tenantId: number,
  register: RegisterName,
  identitySimulated: boolean,
): Promise<RegisterConnection | 'simulator' | null> {
  const row = await findRegister(db, tenantId, register);
  const mode = row?.mode ?? (env.simulatorsAllowed && identitySimulated ? 'simulator' : 'off');
  if (mode === 'off') return null;
  if (mode === 'simulator') return env.simulatorsAllowed ? 'simulator' : null;
  if (!row?.baseUrl || !row.sealedApiKey || !isAllowedRegisterUrl(row.baseUrl)) {
    throw new Error(`register ${register} of tenant ${tenantId} has an incomplete or invalid setting`);
  }
  if (!env.secretKey) throw new Error('IDENTITY_SECRET_KEY is not set; register keys cannot be read');
  const apiKey = openSecret(env.secretKey, tenantId, sealLabel(register, 'apiKey'), row.sealedApiKey);
  const headers: Record<string, string> = register === 'brp' ? { 'X-API-KEY': apiKey } : { apikey: apiKey };
  return {
    baseUrl: row.baseUrl,
    timeoutMs: row.timeoutMs,
    headers,
    ...(row.serverCaCertificate ? { serverCa: row.serverCaCertificate } : {}),
    ...(row.clientCertificate && row.sealedClientKey
      ? {
          clientCertificate: {
            cert: row.clientCertificate,
            key: openSecret(env.secretKey, tenantId, sealLabel(register, 'clientKey'), row.sealedClientKey),
          },
        }
      : {}),
  };
}

/** The population register this tenant uses now; null when none (claims only). */
export async function populationRegisterFor(
  db: Database,
  env: RegisterEnv,
  tenantId: number,
  identitySimulated: boolean,
): Promise<PopulationRegister | null> {
  const connection = await connectionOf(db, env, tenantId, 'brp', identitySimulated);
  if (connection === null) return null;
  return connection === 'simulator' ? createSimulatedPopulationRegister() : createHaalCentraalBrp(connection);
}

/** The trade register this tenant uses now; null when none (claims only). */
export async function tradeRegisterFor(
  db: Database,
  env: RegisterEnv,
  tenantId: number,
  identitySimulated: boolean,
  log?: (message: string) => void,
): Promise<TradeRegister | null> {
  const connection = await connectionOf(db, env, tenantId, 'kvk', identitySimulated);
  if (connection === null) return null;
  return connection === 'simulator' ? createSimulatedTradeRegister() : createKvkApi(connection, log);
}
