/**
 * Messages for every change (issue 26, docs/messages.md, decision 029): one e-mail of a kind of the
 * contract's MESSAGE_KINDS per event, in the resident's language, with one link into the portal.
 *
 * `queueMessage` decides whether to write it (the municipality's switch, the resident's opt-out for an
 * optional kind, an e-mail address to write to), renders it and records it in the outbox with its event
 * key; the outbox's unique index on (tenant, kind, event key) makes a second call for the same event,
 * from a repeated job run, a repeated action or another instance, write nothing. Call it inside the
 * transaction of the change it reports, so the message exists exactly when the change does; then
 * `notifyOutbox()` after the commit.
 */
import {
  isMessageKind,
  LOCALES,
  type Locale,
  MESSAGE_KINDS,
  type MessageKind,
  municipalitySends,
} from '@parkeerloket/contract';
import { bundledCatalogue, interpolate } from '@parkeerloket/translations';
import { createEvent } from 'ics';
import { type Config, loadConfig } from '../config.js';
import type { Database, Subquery } from '../db/database.js';
import type { MailAttachment } from '../db/schema.js';
import { findRelation } from '../relations/index.js';
import { readSettings, readTranslations, type Tenant } from '../tenants/index.js';
import { mailLocale, portalLink } from './mail-service.js';
import { type MailTemplate, type MailValues, renderMail } from './mail-templates.js';
import { hasOptedOut } from './message-opt-outs-repository.js';
import { insertEventMessage, insertEventMessages } from './outbox-repository.js';

/** A message kind that has its template (mail-templates.ts); every template's values take the `link`. */
export type MessageTemplate = MessageKind & MailTemplate;
export type MessageValues<K extends MessageTemplate> = Omit<MailValues<K>, 'link'>;

export interface MessageRequest<K extends MessageTemplate> {
  tenant: Tenant;
  /**
   * PUBLIC_URL (and PORT) for the link, never the request's Host header (see `portalLink`). Left out, the
   * server's own configuration (`setMessageLinkBase`, set when the app is built), else the environment's.
   */
  config?: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  relationId: number;
  kind: K;
  /** What happened, unique within the kind and tenant: `request:42`, `termination:7:2026-12-31`. */
  eventKey: string;
  /**
   * The template's values but the link; a function when they depend on the language (a product's name, a
   * text) or need another link into the portal (`linkTo('/permit-proof/12')`).
   */
  values:
    | MessageValues<K>
    | ((locale: Locale, linkTo: (path: string) => string) => MessageValues<K> | Promise<MessageValues<K>>);
  /** The one screen the message leads to, relative to the tenant: a path of the web app's route table (apps/web/src/lib/paths.ts). */
  linkPath: string;
  /** A day to remember (`YYYY-MM-DD`): attached as a calendar event (`.ics`) titled by `mail.<kind>.event`. */
  ics?: { date: string };
}

let configured: Pick<Config, 'PUBLIC_URL' | 'PORT'> | undefined;

/**
 * The base of the links in messages queued without a `config`: those written deep inside a change that
 * many callers make (a permit issued by a payment, a review or a free confirmation), which cannot all
 * hand the configuration down. Set by the composition root when it builds the app.
 */
export function setMessageLinkBase(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): void {
  configured = { PUBLIC_URL: config.PUBLIC_URL, PORT: config.PORT };
}

function linkBase(): Pick<Config, 'PUBLIC_URL' | 'PORT'> {
  configured ??= loadConfig();
  return configured;
}

/** Why nothing was written, or the outbox id of what was. */
export type QueueMessageResult =
  | { queued: true; id: number }
  | { queued: false; reason: 'switched-off' | 'opted-out' | 'no-address' | 'already-sent' };

/** Whether the resident may turn this kind off; a kind not in the list never is. */
export function isOptionalKind(kind: string): boolean {
  return isMessageKind(kind) && MESSAGE_KINDS[kind].optional;
}

export async function queueMessage<K extends MessageTemplate>(
  db: Database,
  request: MessageRequest<K>,
): Promise<QueueMessageResult> {
  const { tenant, kind } = request;
  if (!municipalitySends(kind, await readSettings(db, tenant.id))) return { queued: false, reason: 'switched-off' };
  const relation = await findRelation(db, tenant.id, request.relationId);
  if (!relation?.email) return { queued: false, reason: 'no-address' };
  if (MESSAGE_KINDS[kind].optional && (await hasOptedOut(db, tenant.id, relation.id, kind))) {
    return { queued: false, reason: 'opted-out' };
  }
  const locale = mailLocale(relation.language, mailLocale(tenant.defaultLocale, 'nl_NL'));
  const config = request.config ?? linkBase();
  const linkTo = (path: string) => portalLink(config, tenant.code, path);
  const given = typeof request.values === 'function' ? await request.values(locale, linkTo) : request.values;
  const link = linkTo(request.linkPath);
  const values = { ...given, link } as unknown as MailValues<K>;
  const own = await readTranslations(db, tenant.id, locale);
  const bundled = bundledCatalogue(locale);
  const municipality = own['municipality.name'] || tenant.name;
  const rendered = renderMail(kind, values, { bundled, own, municipality });
  const attachments: MailAttachment[] = [];
  if (request.ics) {
    const text = (key: string) =>
      interpolate(own[key]?.trim() ? (own[key] as string) : (bundled[key] ?? key), {
        ...(values as Record<string, string | number>),
        municipality,
      });
    attachments.push(
      calendarAttachment({
        date: request.ics.date,
        title: text(`mail.${kind}.event`),
        description: `${text(`mail.${kind}.event`)}\n${link}`,
        url: link,
        uid: `${tenant.code}.${kind}.${request.eventKey}@parkeerloket`,
        filename: `${kind}-${request.ics.date}.ics`,
      }),
    );
  }
  const id = await insertEventMessage(db, tenant.id, {
    relationId: relation.id,
    to: relation.email,
    locale,
    kind,
    eventKey: request.eventKey,
    subject: rendered.subject,
    body: rendered.body,
    attachments,
  });
  return id === null ? { queued: false, reason: 'already-sent' } : { queued: true, id };
}

export interface ManyMessagesRequest<K extends MessageTemplate>
  extends Omit<MessageRequest<K>, 'relationId' | 'eventKey' | 'values' | 'ics'> {
  /** Whom to write to: a query of the relations area's `mailContactsQuery` (id, e-mail address, language). */
  recipients: Subquery<{ relation_id: number; email: string | null; language: string | null }>;
  /** The event; each relation's message has `<eventKey>:<relation id>`, so each gets it once. */
  eventKey: string;
  /** The template's values but the link, per language: the same for every recipient of that language. */
  values: (locale: Locale) => MessageValues<K>;
}

/**
 * `queueMessage` for one event that concerns many residents (an announcement): the same checks (the municipality's
 * switch, an address, the resident's opt-out of an optional kind), the text rendered once per language, and all
 * messages written in one statement, whether ten or a hundred thousand. Answers how many were written.
 */
export async function queueMessageToMany<K extends MessageTemplate>(
  db: Database,
  request: ManyMessagesRequest<K>,
): Promise<number> {
  const { tenant, kind } = request;
  if (!municipalitySends(kind, await readSettings(db, tenant.id))) return 0;
  const config = request.config ?? linkBase();
  const link = portalLink(config, tenant.code, request.linkPath);
  const texts: Record<string, { subject: string; body: string }> = {};
  for (const locale of LOCALES) {
    const own = await readTranslations(db, tenant.id, locale);
    const values = { ...request.values(locale), link } as unknown as MailValues<K>;
    texts[locale] = renderMail(kind, values, {
      bundled: bundledCatalogue(locale),
      own,
      municipality: own['municipality.name'] || tenant.name,
    });
  }
  return insertEventMessages(db, tenant.id, {
    recipients: request.recipients,
    kind,
    eventKeyPrefix: request.eventKey,
    fallbackLocale: mailLocale(tenant.defaultLocale, 'nl_NL'),
    texts,
    skipOptedOut: MESSAGE_KINDS[kind].optional,
  });
}

/**
 * A whole-day calendar event for a day to remember, as an `.ics` file (package `ics`). The uid is
 * fixed per event, so a calendar that imports the file twice keeps one entry.
 */
export function calendarAttachment(event: {
  date: string;
  title: string;
  description: string;
  url: string;
  uid: string;
  filename: string;
}): MailAttachment {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(event.date);
  if (!match) throw new Error(`not a calendar date: ${event.date}`);
  const start: [number, number, number] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const { error, value } = createEvent({
    start,
    duration: { days: 1 },
    title: event.title,
    description: event.description,
    url: event.url,
    uid: event.uid,
    productId: 'parkeerloket',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  });
  if (error || !value) throw error ?? new Error('no calendar event');
  return { filename: event.filename, contentType: 'text/calendar; charset=utf-8', content: value };
}
