/**
 * What a service is given for one call, under one name each: the database, the tenant (always the
 * `Tenant` as `tenant`; its id is `tenant.id`), the caller's session, the caller's language, the
 * moment of the call, the client's address, the configuration and the log. Every service's call type
 * picks what it uses from this one (`Pick<CallContext, ...>`) and adds only what is its own.
 * Repositories take the database first and the tenant's id, `tenantId`, second.
 */

import type { Locale } from '@parkeerloket/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Session } from '../sessions/index.js';
import type { Tenant } from '../tenants/index.js';

export interface CallLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface CallContext {
  db: Database;
  tenant: Tenant;
  session: Session | null;
  locale: Locale;
  /** The moment of the call; "today" is its day in Europe/Amsterdam. */
  now: Date;
  /** The client's address, for rate limits and the audit log. */
  ip: string;
  config: Config;
  log: CallLog;
}
