/**
 * The mail settings, read from the environment and checked like config.ts (a bad value stops
 * the server with a message naming the variable). Without SMTP_URL every message stays in the
 * outbox only, which is what a development machine and the simulators want.
 */
import { z } from 'zod';
import { ConfigError } from '../config.js';

const schema = z
  .object({
    /** smtp://user:pass@host:587 (STARTTLS when the relay offers it) or smtps://host:465 (TLS from the start). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, 'must be smtp://[user:pass@]host[:port] or smtps://...')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The sender, e.g. "Parkeerloket Utrecht <noreply@parkeren.utrecht.nl>"; the relay must accept it. */
    SMTP_FROM: z
      .string()
      .regex(/^(.*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an address, optionally "Name <address>"')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((value, ctx) => {
    // A relay given a made-up sender tends to drop the mail silently; better to stop at start-up.
    if (value.SMTP_URL && !value.SMTP_FROM) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: 'is required when SMTP_URL is set' });
    }
  });

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
}

/** Used only for the outbox copy when nothing is sent. */
const OUTBOX_ONLY_FROM = 'parkeerloket@localhost';

export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const parsed = schema.safeParse({ SMTP_URL: env.SMTP_URL, SMTP_FROM: env.SMTP_FROM });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid mail configuration:\n${lines.join('\n')}`);
  }
  return { smtpUrl: parsed.data.SMTP_URL, from: parsed.data.SMTP_FROM ?? OUTBOX_ONLY_FROM };
}
