/**
 * Configuration from the environment, parsed and checked once at start-up. A bad setting
 * stops the server with a message that names the variable and what is wrong.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const webDistDefault = fileURLToPath(new URL('../../web/dist', import.meta.url));
const staffDistDefault = fileURLToPath(new URL('../../staff/dist', import.meta.url));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Folder of the embedded PGlite database; used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL connection string; when set, the embedded database is not used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where the built web app is; the server serves it under /{tenant}/. */
  WEB_DIST_DIR: z.string().min(1).default(webDistDefault),
  /** Tenant that / redirects to; none means / shows a short page. */
  DEFAULT_TENANT: z.string().optional(),
  /** Seed the demo municipalities on the first start of an empty database. Default: on for the embedded database, off for PostgreSQL. */
  SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Minutes of inactivity after which a session expires (SESSION_TIMEOUT). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  /** Hours after login at which a session ends however active it is. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  /** Minutes of inactivity after which a staff session (the back office, /{tenant}/beheer) ends: shorter than a resident's. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
  /** Hours after sign-in at which a staff session ends however active it is: one working day. */
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24).default(10),
  /** Where the built staff app is (apps/staff/dist); the server serves it under /{tenant}/beheer/. */
  STAFF_DIST_DIR: z.string().min(1).default(staffDistDefault),
  /** Service calls allowed per client address per minute. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Largest request body in bytes for form posts; uploads have their own limit (MAX_UPLOAD_MB per tenant). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** Set when the server runs behind a reverse proxy, so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Public base URL, used in links sent by e-mail and in the start message; required in production (below). */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The operator's credential for the outbox page of test environments (mail/outbox-page.ts). In
   * production the page is served only with it; outside production, when set, it is asked for there too.
   */
  OUTBOX_PAGE_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters of random text')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The vehicle registry (docs/adapters/vehicle-registry.md): simulator or rdw. Unset: simulator outside production, rdw in production. */
  VEHICLE_REGISTRY: z
    .enum(['simulator', 'rdw'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Base URL of the RDW open data (Socrata) API. */
  RDW_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://opendata.rdw.nl'),
  /** How long an RDW lookup may take, body included, before the plate cannot be checked now. */
  RDW_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Socrata app token for the RDW open data (X-App-Token); optional, raises the request limits. */
  RDW_APP_TOKEN: z.string().trim().optional(),
  /** on: the vehicle registry simulator fails every lookup, as an unreachable registry would. */
  VEHICLE_REGISTRY_SIMULATOR_FAIL: z
    .enum(['on', 'off', '1', '0', ''])
    .default('off')
    .transform((v) => v === 'on' || v === '1'),
  /**
   * The malware scanner of uploads (docs/adapters/malware-scanner.md): clamav (the ClamAV daemon) or off.
   * Unset: off outside production, clamav in production.
   */
  MALWARE_SCANNER: z
    .enum(['clamav', 'off'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where clamd listens: tcp://host:port or unix:/path/to/socket. */
  CLAMAV_ADDRESS: z
    .string()
    .regex(/^(unix:\/.+|tcp:\/\/[^:/]+:\d{1,5}\/?)$/, 'must be tcp://host:port or unix:/path')
    .default('tcp://127.0.0.1:3310'),
  /** How long one scan may take before the upload is refused as "cannot be checked now". */
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
});

const checked = schema
  .superRefine((value, ctx) => {
    // In production e-mailed links and the cross-site check are built from PUBLIC_URL alone, never from
    // the request's Host header, which a client chooses: without it they would have no sound origin.
    if (value.NODE_ENV === 'production' && value.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'required with NODE_ENV=production: the public base URL of the portal, e.g. https://parkeren.example.nl',
      });
    }
  })
  // Production scans with ClamAV unless scanning is turned off explicitly: a forgotten setting must not mean no scanning.
  .transform((value) => ({
    ...value,
    MALWARE_SCANNER:
      value.MALWARE_SCANNER ?? (value.NODE_ENV === 'production' ? ('clamav' as const) : ('off' as const)),
  }));

export type Config = z.infer<typeof checked>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checked.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
