/**
 * The identity settings that come from the environment rather than from a tenant: whether the
 * built-in simulators may run, and the key that encrypts brokers' client secrets in the
 * database. Read with the same strictness as config.ts: a bad value stops the server.
 */
import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.js';

const unset = z.literal('').transform(() => undefined);

const schema = z.object({
  /** on: simulators run even in production; off: never; unset: everywhere except production. */
  IDENTITY_SIMULATORS: z.enum(['on', 'off']).optional().or(unset),
  /** At least 32 characters of random text; encrypts OpenID Connect client secrets at rest. */
  IDENTITY_SECRET_KEY: z.string().min(32, 'must be at least 32 characters of random text').optional().or(unset),
});

export interface IdentityEnv {
  simulatorsAllowed: boolean;
  /** 256-bit key derived from IDENTITY_SECRET_KEY; absent when the variable is not set. */
  secretKey: Buffer | undefined;
}

export class IdentityEnvError extends Error {}

export function readIdentityEnv(nodeEnv: Config['NODE_ENV'], env: NodeJS.ProcessEnv = process.env): IdentityEnv {
  const parsed = schema.safeParse({
    IDENTITY_SIMULATORS: env.IDENTITY_SIMULATORS,
    IDENTITY_SECRET_KEY: env.IDENTITY_SECRET_KEY,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new IdentityEnvError(`Invalid identity configuration:\n${lines.join('\n')}`);
  }
  const { IDENTITY_SIMULATORS: simulators, IDENTITY_SECRET_KEY: secret } = parsed.data;
  return {
    simulatorsAllowed: simulators === 'on' || (simulators === undefined && nodeEnv !== 'production'),
    secretKey: secret
      ? Buffer.from(hkdfSync('sha256', secret, 'parkeerloket', 'identity client secrets v1', 32))
      : undefined,
  };
}
