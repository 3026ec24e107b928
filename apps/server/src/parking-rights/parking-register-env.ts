/**
 * The parking register's settings from the environment rather than from a tenant: whether the
 * built-in simulator may run (NPR_SIMULATOR: on, off; unset: everywhere except production) and the
 * key that seals a municipality's client-certificate key (derived from IDENTITY_SECRET_KEY with its
 * own purpose, as the payment provider's keys are). A bad value stops the server.
 */
import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config.js';

const unset = z.literal('').transform(() => undefined);

const schema = z.object({
  NPR_SIMULATOR: z.enum(['on', 'off']).optional().or(unset),
  IDENTITY_SECRET_KEY: z.string().min(32, 'must be at least 32 characters of random text').optional().or(unset),
});

export interface ParkingRegisterEnv {
  simulatorAllowed: boolean;
  secretKey: Buffer | undefined;
}

export class ParkingRegisterEnvError extends Error {}

export function readParkingRegisterEnv(
  nodeEnv: Config['NODE_ENV'],
  env: NodeJS.ProcessEnv = process.env,
): ParkingRegisterEnv {
  const parsed = schema.safeParse({ NPR_SIMULATOR: env.NPR_SIMULATOR, IDENTITY_SECRET_KEY: env.IDENTITY_SECRET_KEY });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ParkingRegisterEnvError(`Invalid parking register configuration:\n${lines.join('\n')}`);
  }
  const { NPR_SIMULATOR: simulator, IDENTITY_SECRET_KEY: secret } = parsed.data;
  return {
    simulatorAllowed: simulator === 'on' || (simulator === undefined && nodeEnv !== 'production'),
    secretKey: secret
      ? Buffer.from(hkdfSync('sha256', secret, 'parkeerloket', 'parking register keys v1', 32))
      : undefined,
  };
}
