/**
 * The registry of e-mails the portal sends. A template's texts are the translation keys
 * `mail.<name>.subject` and `mail.<name>.body` (packages/translations, texts/mail.ts), so every
 * mail exists in Dutch and English and a municipality can reword it. Later areas add their
 * templates here (payment links, waiting-list and prolongation notices) with their placeholders.
 */
import { interpolate } from '@parkeerloket/translations';

function template<const V extends string>(variables: readonly V[]) {
  return { variables };
}

export const MAIL_TEMPLATES = {
  login_code: template(['code', 'minutes']),
  verification_code: template(['code', 'minutes']),
  password_reset: template(['username', 'link', 'minutes']),
  registration_link: template(['username', 'link', 'days']),
  /** A municipality employee's review moved a request on (documents/review-service.ts); texts in documents-server.ts. */
  request_status_changed: template(['request', 'product', 'status', 'details', 'link']),
  /** The link that connects a permit-plus product to the parking app (products/permitplus-service.ts). */
  permitplus_link: template(['product', 'link', 'days']),
  /** A payment link for invoices in the cart (payments/payment-service.ts); texts in payments-server.ts. */
  payment_link: template(['amount', 'items', 'link', 'expires']),
  /** A payment link still open, a day before it expires (payments/payments-jobs.ts, issue 26). */
  payment_link_expiring: template(['amount', 'expires', 'link']),
  /** What a payment paid, once per payment (payments/settle-payment.ts). */
  payment_confirmation: template(['amount', 'reference', 'items', 'link']),
  /** Money received that could not be delivered against, refunded (payments/settle-payment.ts), once per payment. */
  payment_refund: template(['amount', 'reference', 'account', 'link']),
  /** A freed place offered to the first waiting entry (waiting-list/waiting-list-jobs.ts). */
  waiting_list_offer: template(['product', 'location', 'days', 'link']),
  /** An offered place not requested in time has passed to the next in line (waiting-list/waiting-list-jobs.ts). */
  waiting_list_offer_lapsed: template(['product', 'location', 'link']),
  /** A place on the waiting list taken, with its position (waiting-list/waiting-list-service.ts, issue 26). */
  waiting_list_joined: template(['product', 'location', 'position', 'link']),
  /** A waiting resident moved up to a multiple of the tenant's step (waiting-list/waiting-list-offers.ts, issue 26). */
  waiting_list_position: template(['product', 'location', 'position', 'link']),
  /** An offered place not yet requested, two days before its deadline (waiting-list/waiting-list-jobs.ts, issue 26). */
  waiting_list_offer_lapsing: template(['product', 'location', 'until', 'link']),
  /** Staff passed an offered place on to the next in line, with their reason (waiting-list/waiting-list-staff.ts, issue 28). */
  waiting_list_offer_passed_on: template(['product', 'location', 'reason', 'link']),
  /** Staff removed an entry from its waiting list, with their reason (waiting-list/waiting-list-staff.ts, issue 28). */
  waiting_list_removed: template(['product', 'location', 'reason', 'link']),
  /** The municipality's announcement, to the holders of the products or zones it is for (announcements, issue 28). */
  announcement: template(['title', 'text', 'until', 'link']),
  /** A permit's next period offered ahead of its end (prolongations/prolongations-jobs.ts); texts in prolongations.ts. */
  prolongation_offer: template(['product', 'end', 'until', 'link']),
  /** A permit that cannot be renewed online ends soon (prolongations/prolongations-jobs.ts, issue 26). */
  permit_ending: template(['product', 'end', 'link']),

  // Messages for every change (issue 26, docs/messages.md): queued by `queueMessage` (message-service.ts), once
  // per event, each a kind of the contract's MESSAGE_KINDS; texts in packages/translations texts/messages.ts.
  request_received: template(['request', 'product', 'link']),
  request_on_behalf: template(['request', 'product', 'link']),
  changed_on_behalf: template(['what', 'link']),
  document_needed: template(['request', 'product', 'documents', 'link']),
  document_approved: template(['request', 'product', 'next', 'link']),
  document_rejected: template(['request', 'product', 'reason', 'next', 'link']),
  permit_issued: template(['product', 'number', 'from', 'until', 'proof', 'link']),
  plate_change_done: template(['product', 'number', 'link']),
  termination_planned: template(['product', 'number', 'end', 'link']),
  termination_changed: template(['product', 'number', 'end', 'link']),
  termination_cancelled: template(['product', 'number', 'link']),
  termination_done: template(['product', 'number', 'end', 'link']),
  refund_ordered: template(['product', 'amount', 'account', 'link']),
  refund_paid: template(['amount', 'account', 'link']),
};

export type MailTemplate = keyof typeof MAIL_TEMPLATES;
export type MailValues<T extends MailTemplate> = Record<
  (typeof MAIL_TEMPLATES)[T]['variables'][number],
  string | number
>;

export interface RenderedMail {
  subject: string;
  body: string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''));
}

/**
 * The tenant's wording when it keeps every placeholder of the bundled text, else the bundled
 * text: a login-code mail whose reworded body lost {{code}} would be useless to the resident.
 */
function pick(key: string, bundled: Record<string, string>, own: Record<string, string>): string {
  const standard = bundled[key] ?? key;
  const custom = own[key];
  if (custom === undefined || custom.trim() === '') return standard;
  for (const name of placeholders(standard)) if (!placeholders(custom).has(name)) return standard;
  return custom;
}

/**
 * Subject and plain-text body in one language: greeting, the template's text, signature and a
 * footer saying the mail is automatic. `bundled` is the catalogue of the locale, `own` the
 * tenant's texts for it.
 */
export function renderMail<T extends MailTemplate>(
  name: T,
  values: MailValues<T>,
  texts: { bundled: Record<string, string>; own: Record<string, string>; municipality: string },
): RenderedMail {
  const all = { ...(values as Record<string, string | number>), municipality: texts.municipality };
  const text = (key: string) => interpolate(pick(key, texts.bundled, texts.own), all);
  const body = [
    text('mail.greeting'),
    '',
    text(`mail.${name}.body`),
    '',
    text('mail.signature'),
    '',
    '-- ',
    text('mail.footer'),
    '',
  ].join('\n');
  // A subject is one header line: a tenant text with a line break must not inject headers.
  return { subject: text(`mail.${name}.subject`).replace(/\s+/g, ' ').trim(), body };
}
