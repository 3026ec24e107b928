/**
 * All SQL on the outbox. Every function takes the tenant, except claiming the next message to
 * deliver: the delivery job serves every tenant (it may be narrowed to one).
 */
import { sql } from 'kysely';
import type { Database, Subquery } from '../db/database.js';
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

/**
 * Records one message of a kind for one event to each of many relations, in one statement however many there are:
 * each in its language (the relation's when it is one of `texts`, else `fallbackLocale`), with the event key
 * `<eventKeyPrefix>:<relation id>`, so the unique index `outbox_event` keeps it to one each, also when repeated.
 * With `skipOptedOut`, relations who turned the kind off are left out. Answers how many were written.
 */
export async function insertEventMessages(
  db: Database,
  tenantId: number,
  message: {
    recipients: Subquery<{ relation_id: number; email: string | null; language: string | null }>;
    kind: string;
    eventKeyPrefix: string;
    fallbackLocale: string;
    texts: Readonly<Record<string, { subject: string; body: string }>>;
    skipOptedOut: boolean;
  },
): Promise<number> {
  const locales = Object.keys(message.texts);
  const fallback = message.texts[message.fallbackLocale] ?? message.texts[locales[0] ?? ''];
  if (!fallback) return 0;
  const byLocale = (part: 'subject' | 'body') =>
    sql<string>`case m.locale ${sql.join(
      locales.map((l) => sql`when ${l}::text then ${message.texts[l]?.[part]}::text`),
      sql` `,
    )} else ${fallback[part]}::text end`;
  const optedOut = message.skipOptedOut
    ? sql`and not exists (select 1 from message_opt_outs o
        where o.tenant_id = ${tenantId} and o.relation_id = m.relation_id and o.kind = ${message.kind})`
    : sql``;
  const result = await sql<{ n: number }>`
    with written as (
      insert into outbox (tenant_id, relation_id, to_address, locale, template, subject, body, kind, event_key)
      select ${tenantId}::int, m.relation_id, m.email, m.locale, ${message.kind}::text, ${byLocale('subject')},
        ${byLocale('body')}, ${message.kind}::text, ${`${message.eventKeyPrefix}:`}::text || m.relation_id
      from (
        select r.relation_id, r.email,
          case when r.language = any(${locales}::text[]) then r.language else ${message.fallbackLocale}::text end as locale
        from ${message.recipients} as r
      ) as m
      where m.email is not null and m.email <> '' ${optedOut}
      on conflict (tenant_id, kind, event_key) where event_key is not null do nothing
      returning 1
    )
    select count(*)::int as n from written`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
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
