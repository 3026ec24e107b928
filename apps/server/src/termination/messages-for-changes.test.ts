/**
 * Messages for every change (issue 26): each kind this area and the areas below fire is written once
 * per event (a repeated action, a repeated job run and two job runs at once write no second one), in the
 * resident's language, not when the municipality switched it off, not an optional kind the resident
 * turned off, and its one link opens a screen of the web app's route table.
 */
import { readFileSync } from 'node:fs';
import { MESSAGE_KINDS, type MessageKind, matchesRoute, messageSettingName } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { reviewRequest } from '../documents/index.js';
import { HANDLERS } from '../handlers.js';
import { readOutbox, replaceMessageOptOuts } from '../mail/index.js';
import { createProductsHandlers } from '../products/index.js';
import { messageRequestSubmitted } from '../request-flow/index.js';
import { applyRequestEvent, findRequest } from '../requests/index.js';
import type { Tenant } from '../tenants/index.js';
import { createDocumentCatalogue, createRequestAt } from '../test/document-fixtures.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp, testConfig } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { messageRefundPaid } from './index.js';
import { createTerminationHandlers } from './termination-handlers.js';
import { createPlannedTerminationsJob } from './termination-jobs.js';
import { listRefundOrders } from './termination-repository.js';

const NOW = new Date('2026-03-10T10:00:00Z');
const now = () => NOW;
const PUBLIC_URL = 'https://parkeren.example.nl';
const { app, db } = await testApp({
  config: { PUBLIC_URL },
  handlers: [...HANDLERS, ...createProductsHandlers({ now }), ...createTerminationHandlers({ now })],
});
const config = testConfig({ PUBLIC_URL });
const IBAN = 'NL91ABNA0417164300';
const YEAR = { type: 'MAAND', validFrom: '2026-01-31', validTo: '2027-01-30', priceCents: 12_000 };

/** The kinds this helper fires; the waiting list's, renewals' and payment links' are fired elsewhere. */
const KINDS: MessageKind[] = [
  'request_received',
  'document_needed',
  'document_rejected',
  'permit_issued',
  'plate_change_done',
  'termination_planned',
  'termination_changed',
  'termination_cancelled',
  'termination_done',
  'refund_ordered',
  'refund_paid',
];

/** The web app's screens (apps/web/src/lib/paths.ts), as route patterns: '/product-details/:id'. */
const ROUTES = (() => {
  const text = readFileSync(new URL('../../../web/src/lib/paths.ts', import.meta.url), 'utf8');
  const plain = [...text.matchAll(/^\s+\w+: '(\/[^']*)',/gm)].map((m) => m[1] ?? '');
  const withIds = [...text.matchAll(/^\s+\w+: withId\('(\/[^']*)'\),/gm)].map((m) => `${m[1]}/:id`);
  return [...plain, ...withIds];
})();

function screenOf(link: string, tenant: Tenant): string | undefined {
  const prefix = `${PUBLIC_URL}/${tenant.code}`;
  if (!link.startsWith(prefix)) return undefined;
  const path = link.slice(prefix.length);
  return ROUTES.find((route) => matchesRoute(route, path));
}

async function resident(tenant: Tenant, language: 'nl_NL' | 'en_EN') {
  const relationId = await createRelation(db, tenant, { relationType: 'C', name: 'Bakkerij BV' });
  await db
    .updateTable('relations')
    .set({ email: `r${relationId}@example.nl`, language })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', relationId)
    .execute();
  const cookie = await relationSessionCookie(db, tenant, relationId);
  const call = (endpoint: string, params: Record<string, string> = {}) =>
    post(app, tenant.code, endpoint, params, { cookie });
  return { relationId, call };
}

/**
 * Every event of every kind, each twice or at once where it can happen twice: a request submitted with
 * documents to upload, a review that rejects, a permit issued, a free plate change, a termination planned,
 * moved (and moved to the same day again), cancelled (twice), planned again and ended by the job (twice,
 * and twice at once), another ended now, and its refund paid (twice).
 */
async function everyChange(
  tenant: Tenant,
  language: 'nl_NL' | 'en_EN',
  before: (relationId: number) => Promise<void> = async () => {},
) {
  const { relationId, call } = await resident(tenant, language);
  await before(relationId);
  await importPermitsCatalogue(db, tenant);

  // Request received, document needed; then the review rejects it with a reason.
  const catalogue = await createDocumentCatalogue(db, tenant.id, { confirmationRequired: false });
  const requestId = await createRequestAt(db, tenant.id, relationId, catalogue, 'DOCS_UPLOAD', {
    plates: [{ plate: 'AB123C' }],
  });
  const request = await findRequest(db, tenant.id, requestId);
  if (!request) throw new Error('no request');
  for (let i = 0; i < 2; i++) {
    await messageRequestSubmitted(db, tenant, request, {
      product: (locale) => (locale === 'en_EN' ? 'Resident permit' : 'Bewonersvergunning'),
      documents: () => [
        {
          RPG_ID: 1,
          DOC_TYPE_CODE: 'KENTEKEN',
          DOC_TYPE_DESCRIPTION: 'Kentekenbewijs',
          MIN_STATUS_LEVEL: 1,
        } as never,
      ],
    });
  }
  await db
    .updateTable('requests')
    .set({ status: 'DOCS_AWAIT_APROVAL' })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', requestId)
    .execute();
  await reviewRequest(db, tenant, requestId, { outcome: 'rejected', reason: 'Onleesbaar.', by: 'test' }, config);
  await expect(
    reviewRequest(db, tenant, requestId, { outcome: 'rejected', reason: 'Onleesbaar.', by: 'test' }, config),
  ).rejects.toThrow(/only requests at DOCS_AWAIT_APROVAL/);

  // Permit issued (a repeated PAID is refused by the machine).
  const root = await issuePermit(db, tenant, relationId, YEAR);
  expect((await applyRequestEvent(db, tenant.id, root, { type: 'PAID' })).ok).toBe(false);

  // A free plate change, carried out at once.
  const change = await call('eloket/request_license_change_for_rqt', {
    p_rqt_id: String(root),
    p_licenseplates: JSON.stringify([{ LICENSE_PLATE: 'NEW001' }]),
    p_price: '0',
  });
  expect(change.json().statuscode).toBe('OK');

  // Planned, changed, the same day again (no change), cancelled twice (the second refused).
  const plan = (day: string) =>
    call('eloket/terminate_permit', {
      p_rqt_id: String(root),
      p_end_date: day,
      p_bankaccount_nr: IBAN,
      p_bankaccount_owner: 'J JANSEN',
    });
  expect((await plan('2026-06-30')).json().statuscode).toBe('OK');
  expect((await plan('2026-07-31')).json().statuscode).toBe('OK');
  expect((await plan('2026-07-31')).json().statuscode).toBe('OK');
  expect((await call('eloket/cancel_future_ong', { p_rqt_id: String(root) })).json().statuscode).toBe('OK');
  expect((await call('eloket/cancel_future_ong', { p_rqt_id: String(root) })).json().statuscode).not.toBe('OK');
  // Planned again, then its day passes: the job, twice in a row and twice at once, ends it once.
  expect((await plan('2026-08-31')).json().statuscode).toBe('OK');
  const job = createPlannedTerminationsJob();
  const run = () =>
    job.run({ db, config, now: new Date('2026-09-01T10:00:00Z'), log: { info() {}, warn() {}, error() {} } as never });
  await run();
  await run();
  await Promise.all([run(), run()]);

  // Another permit ended now, with its refund; the refund paid, twice.
  const other = await issuePermit(db, tenant, relationId, YEAR);
  const ended = await call('eloket/terminate_permit', {
    p_rqt_id: String(other),
    p_bankaccount_nr: IBAN,
    p_bankaccount_owner: 'J JANSEN',
  });
  expect(ended.json().statuscode).toBe('OK');
  const orders = await listRefundOrders(db, tenant.id);
  const paidOrder = orders.find((o) => o.request_id === other);
  if (!paidOrder) throw new Error('no refund order');
  const refundPaid = await db.transaction().execute((trx) => messageRefundPaid(trx, tenant, paidOrder.id));
  expect(await db.transaction().execute((trx) => messageRefundPaid(trx, tenant, paidOrder.id))).toBe(false);
  return { relationId, root, other, requestId, refundPaid };
}

async function kindsOf(tenant: Tenant) {
  const messages = await readOutbox(db, tenant.id, { limit: 100 });
  return messages;
}

describe('messages for every change', () => {
  it('writes each kind once per event, in English, each with one link to a screen of the route table', async () => {
    const tenant = await createTenant(db, { settings: { ALTER_LICENSEPLATE_COST: '0' } });
    const { root, other, requestId, refundPaid } = await everyChange(tenant, 'en_EN');
    expect(refundPaid).toBe(true);
    const messages = await kindsOf(tenant);
    const count = (kind: string) => messages.filter((m) => m.kind === kind).length;
    expect(Object.fromEntries(KINDS.map((kind) => [kind, count(kind)]))).toEqual({
      request_received: 1,
      document_needed: 1,
      document_rejected: 1,
      permit_issued: 2,
      plate_change_done: 1,
      termination_planned: 2,
      termination_changed: 1,
      termination_cancelled: 1,
      termination_done: 2,
      refund_ordered: 2,
      refund_paid: 1,
    });
    for (const message of messages) {
      expect(message.locale, message.kind ?? '').toBe('en_EN');
      expect(message.body).toMatch(/^Dear Sir or Madam,/);
      // One link to a screen; the permit issued also links its proof (a server route, not a screen), and a
      // "contact the municipality" says where: the portal's Contact and help page.
      const links = (message.body.match(/https?:\/\/\S+/g) ?? []).filter(
        (l) => !l.includes('/permit-proof/') && !l.endsWith('/contact-and-help'),
      );
      expect(links, message.kind ?? '').toHaveLength(1);
      expect(screenOf(links[0] ?? '', tenant), `${message.kind}: ${links[0]}`).toBeDefined();
      // No more personal data than needed: no name, no plate, no whole account number.
      expect(message.body).not.toContain('Bakkerij');
      expect(message.body).not.toContain('AB12CD');
      expect(message.body).not.toContain(IBAN);
    }
    const bodyOf = (kind: string) => messages.find((m) => m.kind === kind)?.body ?? '';
    expect(bodyOf('document_needed')).toContain(`/upload-files-for-pending-request/${requestId}`);
    expect(bodyOf('document_rejected')).toContain("The municipality's reason: Onleesbaar.");
    expect(bodyOf('permit_issued')).toContain(`${PUBLIC_URL}/${tenant.code}/permit-proof/`);
    expect(bodyOf('refund_ordered')).toContain('…4300');
    expect(messages.find((m) => m.kind === 'termination_done' && m.body.includes(`/${other}`))?.body).toContain(
      `/permit-history-details/${other}`,
    );
    expect(messages.filter((m) => m.kind === 'plate_change_done')[0]?.body).toContain(`/product-details/${root}`);
    // A day to remember comes as a calendar event: the permit's last day, a planned end.
    const issued = messages.find((m) => m.kind === 'permit_issued');
    expect(issued?.attachments[0]?.content).toContain('DTSTART;VALUE=DATE:20270130');
    const changed = messages.find((m) => m.kind === 'termination_changed');
    expect(changed?.attachments[0]?.content).toContain('DTSTART;VALUE=DATE:20260731');
  });

  it('writes them in Dutch for a Dutch resident', async () => {
    const tenant = await createTenant(db, { settings: { ALTER_LICENSEPLATE_COST: '0' } });
    await everyChange(tenant, 'nl_NL');
    const messages = await kindsOf(tenant);
    expect(new Set(messages.map((m) => m.kind))).toEqual(new Set(KINDS));
    for (const message of messages) {
      expect(message.locale).toBe('nl_NL');
      expect(message.body).toMatch(/^Geachte heer\/mevrouw,/);
    }
    expect(messages.find((m) => m.kind === 'termination_cancelled')?.subject).toMatch(
      /^De beëindiging van uw vergunning/,
    );
  });

  it('writes none of them when the municipality switched them off', async () => {
    const off = Object.fromEntries(KINDS.map((kind) => [messageSettingName(kind), 'N']));
    const tenant = await createTenant(db, { settings: { ALTER_LICENSEPLATE_COST: '0', ...off } });
    await everyChange(tenant, 'nl_NL');
    expect(await kindsOf(tenant)).toEqual([]);
  });

  it('writes no optional kind the resident turned off, and every mandatory one', async () => {
    const tenant = await createTenant(db, { settings: { ALTER_LICENSEPLATE_COST: '0' } });
    const optional = KINDS.filter((kind) => MESSAGE_KINDS[kind].optional);
    expect(optional).toEqual(['request_received', 'permit_issued', 'plate_change_done']);
    await everyChange(tenant, 'nl_NL', (relationId) => replaceMessageOptOuts(db, tenant.id, relationId, optional));
    const kinds = new Set((await kindsOf(tenant)).map((m) => m.kind));
    for (const kind of optional) expect(kinds.has(kind), kind).toBe(false);
    for (const kind of KINDS.filter((k) => !MESSAGE_KINDS[k].optional)) expect(kinds.has(kind), kind).toBe(true);
  });
});
