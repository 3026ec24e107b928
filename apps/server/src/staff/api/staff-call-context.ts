/**
 * What a staff handler is given for one call (decision 033): the database, the municipality, the
 * signed-in staff member with their roles, the language, the moment, the configuration, the log, the
 * client's address, and `audit`, which writes one row of the append-only staff audit.
 */
import type { InvalidParam, Locale, StaffRole, StaffRoute } from '@parkeerloket/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { CallLog } from '../../http/call-context.js';
import type { Tenant } from '../../tenants/index.js';

export interface StaffAuditEntry {
  /** What was done, verb first: 'view-resident', 'approve-document', 'export-refunds'. */
  action: string;
  /** The kind of object: 'relation', 'request', 'document', 'refund-order', 'permit', ... */
  objectType: string;
  objectId: string;
  /** The resident whose data it is, so the resident's timeline finds it. */
  relationId?: number | null;
  before?: unknown;
  after?: unknown;
  /** The reason the staff member gave, where one is asked. */
  reason?: string;
}

export interface StaffMemberOfCall {
  id: string;
  name: string;
  roles: StaffRole[];
  /** The staff session's id (the hash of its token), for signing out. */
  sessionId: string;
  /** When the session ends if unused. */
  expiresAt: Date;
  /** The session's own language (sign-in, the language switch); null when it has none. */
  language: Locale | null;
}

export interface StaffCallContext {
  db: Database;
  tenant: Tenant;
  staff: StaffMemberOfCall;
  locale: Locale;
  now: Date;
  config: Config;
  log: CallLog;
  clientIp: string;
  /**
   * Writes one audit row. A write passes its transaction as `tx`, so the row commits (or not) with
   * the change. The plumbing counts the calls: a 'write' route must make exactly one per successful
   * call, a 'read-personal' route at least one.
   */
  audit(entry: StaffAuditEntry, tx?: Database): Promise<void>;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface StaffInput<R extends StaffRoute> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
}

export type StaffHandler<R extends StaffRoute> = (
  ctx: StaffCallContext,
  input: StaffInput<R>,
) => Promise<z.input<R['response']>>;

/**
 * A multipart route's handler in two steps, so that a file is read only for a call that may go on:
 * `beforeBody` gets the checked params and query and refuses (throws a StaffProblem) before the body is read;
 * what it returns is `handle`'s third argument.
 */
export interface StaffUploadHandler<R extends StaffRoute, Checked> {
  beforeBody(ctx: StaffCallContext, input: Omit<StaffInput<R>, 'body'>): Promise<Checked>;
  handle(ctx: StaffCallContext, input: StaffInput<R>, checked: Checked): Promise<z.input<R['response']>>;
}

/**
 * A refusal or failure a handler answers with: sent as application/problem+json. A `title` that is a
 * text key of packages/translations (`staff.…`) is sent in the caller's language.
 */
export class StaffProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly invalidParams?: InvalidParam[],
  ) {
    super(title);
    this.name = 'StaffProblem';
  }
}
