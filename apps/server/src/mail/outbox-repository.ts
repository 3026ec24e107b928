/**
 * All SQL on the outbox. Every function takes the tenant, except claiming the next message to
 * deliver: the delivery job serves every tenant (it may be narrowed to one).
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { MailAttachment } from '../db/schema.js';

export interface OutboxMessage {
  tenantId: number;
  id: number;
  relationId: number | null;
  to: string;
  locale: string;
  template: string;
  subject: string;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  /** The message kind (MESSAGE_KINDS) and its event, for messages queued by `queueMessage`. */
  kind: string | null;
  eventKey: string | null;
  attachments: MailAttachment[];
}

const COLUMNS = [
  'tenant_id',
  'id',
  'relation_id',
  'to_address',
  'locale',
  'template',
  'subject',
  'body',
  'created_at',
  'sent_at',
  'attempts',
  'last_error',
  'kind',
  'event_key',
  'attachments',
] as const;

type Row = {
  tenant_id: number;
  id: number;
  relation_id: number | null;
  to_address: string;
  locale: string;
  template: string;
  subject: string;
  body: string;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  kind: string | null;
  event_key: string | null;
  attachments: MailAttachment[] | string | null;
};

/** PGlite and pg both parse jsonb; a driver that hands back text is read too. */
function attachmentsOf(value: Row['attachments']): MailAttachment[] {
  if (!value) return [];
  return typeof value === 'string' ? (JSON.parse(value) as MailAttachment[]) : value;
}

function toMessage(row: Row): OutboxMessage {
  return {
    tenantId: row.tenant_id,
    id: row.id,
    relationId: row.relation_id,
    to: row.to_address,
    locale: row.locale,
    template: row.template,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attempts: row.attempts,
    lastError: row.last_error,
    kind: row.kind,
    eventKey: row.event_key,
    attachments: attachmentsOf(row.attachments),
  };
}

export async function insertOutboxMessage(
  db: Database,
  tenantId: number,
  message: { relationId: number | null; to: string; locale: string; template: string; subject: string; body: string },
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      tenant_id: tenantId,
      relation_id: message.relationId,
      to_address: message.to,
      locale: message.locale,
      template: message.template,
      subject: message.subject,
      body: message.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Records a message of a kind for one event, once: the unique index `outbox_event` (migration 0029)
 * turns a second insert for the same (tenant, kind, event key), from a repeated job run, a repeated
 * action or another instance, into nothing. Answers the new id, or null when the event had its message.
 */
export async function insertEventMessage(
  db: Database,
  tenantId: number,
  message: {
    relationId: number;
    to: string;
    locale: string;
    kind: string;
    eventKey: string;
    subject: string;
    body: string;
    attachments: readonly MailAttachment[];
  },
): Promise<number | null> {
  const row = await db
    .insertInto('outbox')
    .values({
      tenant_id: tenantId,
      relation_id: message.relationId,
      to_address: message.to,
      locale: message.locale,
      template: message.kind,
      subject: message.subject,
      body: message.body,
      kind: message.kind,
      event_key: message.eventKey,
      attachments: message.attachments.length > 0 ? JSON.stringify(message.attachments) : null,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'event_key']).where('event_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The newest messages first, optionally only those to one address (case-insensitive). */
export async function readOutbox(
  db: Database,
  tenantId: number,
  options: { to?: string | undefined; limit?: number } = {},
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('outbox')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('id', 'desc')
    .limit(options.limit ?? 20);
  if (options.to) query = query.where(sql<string>`lower(to_address)`, '=', options.to.toLowerCase());
  return (await query.execute()).map(toMessage);
}

/**
 * Claims the oldest message that is due, for `leaseSeconds`: the row is locked with
 * `for update skip locked` (a second sender skips it instead of waiting) and its next attempt
 * moved past the lease before the lock is released, so no other sender takes it meanwhile.
 * The attempt is counted here, so a sender that dies mid-send still used one.
 */
export async function claimNextMessage(
  db: Database,
  options: { leaseSeconds: number; maxAttempts: number; tenantId?: number | undefined },
): Promise<OutboxMessage | undefined> {
  const tenantFilter = options.tenantId === undefined ? sql`` : sql`and tenant_id = ${options.tenantId}`;
  const result = await sql<Row>`
    update outbox set
      attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${options.leaseSeconds})
    where (tenant_id, id) = (
      select tenant_id, id from outbox
      where sent_at is null
        and attempts < ${options.maxAttempts}
        and (next_attempt_at is null or next_attempt_at <= now())
        ${tenantFilter}
      order by created_at, id
      limit 1
      for update skip locked
    )
    returning ${sql.join(COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
  const row = result.rows[0];
  return row && toMessage(row);
}

export async function markMessageSent(db: Database, tenantId: number, id: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: sql`now()`, last_error: null, next_attempt_at: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function markMessageFailed(
  db: Database,
  tenantId: number,
  id: number,
  error: string,
  retryAfterSeconds: number,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ last_error: error, next_attempt_at: sql`now() + make_interval(secs => ${retryAfterSeconds})` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
