/**
 * Sending an e-mail: render the template in the recipient's language and record it in the
 * outbox. Delivery is the outbox job's (outbox-job.ts); `notifyOutbox` wakes it after the
 * use case has committed, so a code reaches the relay at once instead of at the next round.
 */
import { LOCALES, type Locale } from '@parkeerloket/contract';
import { bundledCatalogue } from '@parkeerloket/translations';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Tenant } from '../tenants/index.js';
import { readTranslations } from '../tenants/index.js';
import { type MailTemplate, type MailValues, renderMail } from './mail-templates.js';
import { insertOutboxMessage } from './outbox-repository.js';

export interface MailRequest<T extends MailTemplate> {
  tenant: Tenant;
  relationId: number | null;
  to: string;
  locale: Locale;
  template: T;
  values: MailValues<T>;
}

/** Renders and records one e-mail; works inside a transaction. Answers the outbox id. */
export async function queueMail<T extends MailTemplate>(db: Database, request: MailRequest<T>): Promise<number> {
  const own = await readTranslations(db, request.tenant.id, request.locale);
  const rendered = renderMail(request.template, request.values, {
    bundled: bundledCatalogue(request.locale),
    own,
    municipality: own['municipality.name'] || request.tenant.name,
  });
  return insertOutboxMessage(db, request.tenant.id, {
    relationId: request.relationId,
    to: request.to,
    locale: request.locale,
    template: request.template,
    subject: rendered.subject,
    body: rendered.body,
  });
}

let listener: (() => void) | undefined;

/** Set by the outbox job of this process; without SMTP there is none and mail stays in the outbox. */
export function setOutboxListener(next: (() => void) | undefined): void {
  listener = next;
}

/** Call after the transaction that queued mail has committed. */
export function notifyOutbox(): void {
  listener?.();
}

/** The relation's own language when it has one, else the caller's (session, browser, tenant default). */
export function mailLocale(relationLanguage: string | null | undefined, fallback: Locale): Locale {
  return (LOCALES as readonly string[]).includes(relationLanguage ?? '') ? (relationLanguage as Locale) : fallback;
}

/**
 * An absolute link into a tenant's portal for an e-mail. It is built from PUBLIC_URL, never
 * from the request's Host header, which a caller could set to their own site and so receive
 * someone else's reset key.
 */
export function portalLink(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  tenantCode: string,
  path: string,
  query: Record<string, string> = {},
): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const search = new URLSearchParams(query).toString();
  return `${base}/${tenantCode}${path}${search ? `?${search}` : ''}`;
}
