/**
 * Which address adapter runs, from the environment, read with the strictness of config.ts: a
 * bad value stops the server with a message naming the variable.
 *
 * ADDRESS_LOOKUP            builtin | pdok. Unset: builtin outside production, pdok in production,
 *                           so the built-in register (a simulator) never answers for a real
 *                           municipality unless someone switches it on explicitly.
 * ADDRESS_LOOKUP_URL        the Locatieserver's base URL (default PDOK's public v3_1).
 * ADDRESS_LOOKUP_TIMEOUT_MS how long to wait for it (default 5000).
 */
import { z } from 'zod';
import type { Config } from '../config.js';
import type { AddressLookup } from './address-lookup.js';
import { createBuiltinLookup } from './builtin-lookup.js';
import { createPdokLookup, PDOK_DEFAULT_BASE_URL, PDOK_DEFAULT_TIMEOUT_MS } from './pdok-lookup.js';

const unset = z.literal('').transform(() => undefined);

const schema = z.object({
  ADDRESS_LOOKUP: z.enum(['builtin', 'pdok']).optional().or(unset),
  ADDRESS_LOOKUP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .or(unset),
  ADDRESS_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional().or(unset),
});

export interface AddressEnv {
  mode: 'builtin' | 'pdok';
  baseUrl: string;
  timeoutMs: number;
}

export class AddressEnvError extends Error {}

export function readAddressEnv(nodeEnv: Config['NODE_ENV'], env: NodeJS.ProcessEnv = process.env): AddressEnv {
  const parsed = schema.safeParse({
    ADDRESS_LOOKUP: env.ADDRESS_LOOKUP,
    ADDRESS_LOOKUP_URL: env.ADDRESS_LOOKUP_URL,
    ADDRESS_LOOKUP_TIMEOUT_MS: env.ADDRESS_LOOKUP_TIMEOUT_MS,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new AddressEnvError(`Invalid address lookup configuration:\n${lines.join('\n')}`);
  }
  const { ADDRESS_LOOKUP: mode, ADDRESS_LOOKUP_URL: baseUrl, ADDRESS_LOOKUP_TIMEOUT_MS: timeoutMs } = parsed.data;
  return {
    mode: mode ?? (nodeEnv === 'production' ? 'pdok' : 'builtin'),
    baseUrl: baseUrl ?? PDOK_DEFAULT_BASE_URL,
    timeoutMs: timeoutMs ?? PDOK_DEFAULT_TIMEOUT_MS,
  };
}

export function createAddressLookup(env: AddressEnv): AddressLookup {
  return env.mode === 'pdok'
    ? createPdokLookup({ baseUrl: env.baseUrl, timeoutMs: env.timeoutMs })
    : createBuiltinLookup();
}

let configured: AddressLookup | undefined;

/**
 * The adapter of this process, made from the environment on first use. The start reads the
 * environment as well (readAddressEnv), so that a bad value stops the start instead of failing a
 * request.
 */
export function configuredAddressLookup(nodeEnv: Config['NODE_ENV']): AddressLookup {
  configured ??= createAddressLookup(readAddressEnv(nodeEnv));
  return configured;
}
