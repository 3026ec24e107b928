/**
 * The payment settings that come from the environment rather than from a tenant: whether the built-in
 * payment simulator may run, the key that encrypts tenants' provider API keys (derived from
 * IDENTITY_SECRET_KEY, with its own purpose), and Mollie's API root. A bad value stops the server.
 */
import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config.js';

const unset = z.literal('').transform(() => undefined);

const schema = z.object({
  /** on: the test checkout runs even in production; off: never; unset: everywhere except production. */
  PAYMENT_SIMULATOR: z.enum(['on', 'off']).optional().or(unset),
  IDENTITY_SECRET_KEY: z.string().min(32, 'must be at least 32 characters of random text').optional().or(unset),
  /** Mollie's API root; only tests point it elsewhere. */
  MOLLIE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .or(unset),
});

export interface PaymentEnv {
  simulatorAllowed: boolean;
  /** 256-bit key for provider API keys at rest; absent when IDENTITY_SECRET_KEY is not set. */
  secretKey: Buffer | undefined;
  mollieApiUrl: string | undefined;
}

export class PaymentEnvError extends Error {}

export function readPaymentEnv(nodeEnv: Config['NODE_ENV'], env: NodeJS.ProcessEnv = process.env): PaymentEnv {
  const parsed = schema.safeParse({
    PAYMENT_SIMULATOR: env.PAYMENT_SIMULATOR,
    IDENTITY_SECRET_KEY: env.IDENTITY_SECRET_KEY,
    MOLLIE_API_URL: env.MOLLIE_API_URL,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new PaymentEnvError(`Invalid payment configuration:\n${lines.join('\n')}`);
  }
  const { PAYMENT_SIMULATOR: simulator, IDENTITY_SECRET_KEY: secret, MOLLIE_API_URL: mollieApiUrl } = parsed.data;
  return {
    simulatorAllowed: simulator === 'on' || (simulator === undefined && nodeEnv !== 'production'),
    secretKey: secret
      ? Buffer.from(hkdfSync('sha256', secret, 'parkeerloket', 'payment provider keys v1', 32))
      : undefined,
    mollieApiUrl,
  };
}
