/**
 * The message infrastructure (issue 26, decision 029): one message per (tenant, kind, event), in the
 * resident's language, not written when the municipality switched the kind off or the resident turned an
 * optional kind off, and a calendar attachment that survives the outbox and the SMTP delivery.
 */

import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { MESSAGE_KIND_NAMES, MESSAGE_KINDS, messageSettingName } from '@parkeerloket/contract';
import { bundledCatalogue } from '@parkeerloket/translations';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../operator/index.js';
import { createRelation, createTenant, testConfig, testDatabase } from '../test/support.js';
import { MAIL_TEMPLATES } from './mail-templates.js';
import { replaceMessageOptOuts } from './message-opt-outs-repository.js';
import { isOptionalKind, queueMessage } from './message-service.js';
import { deliverOutbox } from './outbox-job.js';
import { formatOutbox } from './outbox-listing.js';
import { readOutbox } from './outbox-repository.js';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from './smtp-transport.js';

const { db } = await testDatabase();
const config = testConfig({ PUBLIC_URL: 'https://parkeren.example.nl' });

async function resident(tenant: Awaited<ReturnType<typeof createTenant>>, language: string | null = 'nl_NL') {
  const relationId = await createRelation(db, tenant);
  await sql`update relations set email = ${`r${relationId}@example.nl`}, language = ${language}
    where tenant_id = ${tenant.id} and id = ${relationId}`.execute(db);
  return relationId;
}

function request(tenant: Awaited<ReturnType<typeof createTenant>>, relationId: number, eventKey = 'request:1') {
  return {
    tenant,
    config,
    relationId,
    kind: 'request_received' as const,
    eventKey,
    values: (locale: string) => ({
      request: 1,
      product: locale === 'en_EN' ? 'Resident permit' : 'Bewonersvergunning',
    }),
    linkPath: '/pending-requests',
  };
}

describe('queueMessage', () => {
  it('writes a message once per event, however often and however concurrently it is asked', async () => {
    const tenant = await createTenant(db);
    const relationId = await resident(tenant);
    const first = await queueMessage(db, request(tenant, relationId));
    expect(first.queued).toBe(true);
    expect(await queueMessage(db, request(tenant, relationId))).toEqual({ queued: false, reason: 'already-sent' });
    // Two instances at once, each in its own transaction: one row.
    const both = await Promise.all(
      [1, 2].map(() => db.transaction().execute((trx) => queueMessage(trx, request(tenant, relationId, 'request:2')))),
    );
    expect(both.filter((r) => r.queued)).toHaveLength(1);
    const rows = await readOutbox(db, tenant.id);
    expect(rows.map((r) => [r.kind, r.eventKey]).sort()).toEqual([
      ['request_received', 'request:1'],
      ['request_received', 'request:2'],
    ]);
    // Another municipality's same event key is its own event.
    const other = await createTenant(db);
    expect((await queueMessage(db, request(other, await resident(other)))).queued).toBe(true);
  });

  it("writes in the resident's language with one link built from PUBLIC_URL", async () => {
    const tenant = await createTenant(db);
    const dutch = await resident(tenant, 'nl_NL');
    const english = await resident(tenant, 'en_EN');
    await queueMessage(db, request(tenant, dutch, 'request:nl'));
    await queueMessage(db, request(tenant, english, 'request:en'));
    const [en, nl] = await readOutbox(db, tenant.id);
    expect(nl?.locale).toBe('nl_NL');
    expect(nl?.subject).toBe('Uw aanvraag 1 is ontvangen');
    expect(nl?.body).toContain('Bewonersvergunning');
    expect(en?.locale).toBe('en_EN');
    expect(en?.subject).toBe('Your request 1 has been received');
    expect(en?.body).toContain('Resident permit');
    for (const message of [nl, en]) {
      const links = message?.body.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toEqual([`https://parkeren.example.nl/${tenant.code}/pending-requests`]);
    }
  });

  it('writes nothing when the municipality switched the kind off, with the operator tool', async () => {
    const tenant = await createTenant(db);
    const relationId = await resident(tenant);
    await runCommand(db, 'set-setting', [tenant.code, `${messageSettingName('request_received')}=N`], {}, () => {});
    expect(await queueMessage(db, request(tenant, relationId))).toEqual({ queued: false, reason: 'switched-off' });
    expect(await readOutbox(db, tenant.id)).toEqual([]);
    await runCommand(db, 'set-setting', [tenant.code, `${messageSettingName('request_received')}=Y`], {}, () => {});
    expect((await queueMessage(db, request(tenant, relationId))).queued).toBe(true);
  });

  it('refuses a switch that is not Y or N', async () => {
    const tenant = await createTenant(db);
    await expect(
      runCommand(db, 'set-setting', [tenant.code, `${messageSettingName('refund_paid')}=maybe`], {}, () => {}),
    ).rejects.toThrow(/MESSAGE_REFUND_PAID switches a message kind on \(Y\) or off \(N\)/);
  });

  it('writes nothing of an optional kind the resident turned off, and still a mandatory one', async () => {
    const tenant = await createTenant(db);
    const relationId = await resident(tenant);
    await replaceMessageOptOuts(db, tenant.id, relationId, ['request_received']);
    expect(await queueMessage(db, request(tenant, relationId))).toEqual({ queued: false, reason: 'opted-out' });
    // A mandatory kind is sent even if an opt-out row were there.
    await replaceMessageOptOuts(db, tenant.id, relationId, ['refund_paid']);
    const refund = await queueMessage(db, {
      tenant,
      config,
      relationId,
      kind: 'refund_paid',
      eventKey: 'refund:1',
      values: { amount: '€ 12,00', account: '****1234' },
      linkPath: '/payments',
    });
    expect(refund.queued).toBe(true);
    expect(isOptionalKind('refund_paid')).toBe(false);
    expect(isOptionalKind('request_received')).toBe(true);
  });

  it('writes nothing for a resident without an e-mail address', async () => {
    const tenant = await createTenant(db);
    const relationId = await createRelation(db, tenant);
    expect(await queueMessage(db, request(tenant, relationId))).toEqual({ queued: false, reason: 'no-address' });
  });

  it('attaches a calendar event that the outbox carries to the SMTP delivery', async () => {
    const tenant = await createTenant(db);
    const relationId = await resident(tenant, 'en_EN');
    const result = await queueMessage(db, {
      tenant,
      config,
      relationId,
      kind: 'termination_planned',
      eventKey: 'permit:9:2026-12-31',
      values: { product: 'Resident permit', number: 'ABCD234567', end: '31-12-2026' },
      linkPath: '/product-details/9',
      ics: { date: '2026-12-31' },
    });
    expect(result.queued).toBe(true);
    const [stored] = await readOutbox(db, tenant.id);
    expect(stored?.attachments.map((a) => a.filename)).toEqual(['termination_planned-2026-12-31.ics']);
    expect(formatOutbox(stored ? [stored] : [])).toContain('Attachments: termination_planned-2026-12-31.ics');

    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { send: async (mail) => void sent.push(mail), close: () => {} };
    await deliverOutbox(db, transport, 'Parkeerloket <noreply@example.nl>', { tenantId: tenant.id });
    const ics = sent[0]?.attachments?.[0];
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    // Read back: a whole-day event on the last valid day, titled in the resident's language, linking the screen.
    const unfolded = ics?.content.replace(/\r\n[ \t]/g, '') ?? '';
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toMatch(/DTSTART;VALUE=DATE:20261231/);
    expect(unfolded).toContain('SUMMARY:Last day of permit ABCD234567 (Resident permit)');
    expect(unfolded).toContain(`URL:https://parkeren.example.nl/${tenant.code}/product-details/9`);
    expect(unfolded).toContain(`UID:${tenant.code}.termination_planned.permit:9:2026-12-31@parkeerloket`);
  });
});

describe('a calendar attachment through a real SMTP relay', () => {
  it('reaches the relay as a text/calendar part', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    const tenant = await createTenant(db);
    const relationId = await resident(tenant);
    await queueMessage(db, {
      tenant,
      config,
      relationId,
      kind: 'termination_changed',
      eventKey: 'permit:10:2027-01-31',
      values: { product: 'Bewonersvergunning', number: 'ZXCV234567', end: '31-01-2027' },
      linkPath: '/product-details/10',
      ics: { date: '2027-01-31' },
    });
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const result = await deliverOutbox(db, transport, 'Parkeerloket <noreply@example.nl>', { tenantId: tenant.id });
    transport.close();
    expect(result).toEqual({ sent: 1, failed: 0 });
    // Header lines unfolded; base64 lines never start with white space.
    const raw = (received[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=termination_changed-2027-01-31\.ics/);
    expect(raw).toContain('Content-Disposition: attachment');
    const part = raw.slice(raw.indexOf('Content-Type: text/calendar'));
    const encoded = part.split(/\r?\n\r?\n/)[1]?.split(/\r?\n--/)[0] ?? '';
    const content = /Content-Transfer-Encoding: base64/.test(part)
      ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoded;
    expect(content).toContain('DTSTART;VALUE=DATE:20270131');
  });
});

describe('the message kinds', () => {
  it('each kind with a template has its texts in Dutch and English, and a calendar title where it needs one', () => {
    const nl = bundledCatalogue('nl_NL');
    const en = bundledCatalogue('en_EN');
    const withTemplate = MESSAGE_KIND_NAMES.filter((kind) => kind in MAIL_TEMPLATES);
    expect(withTemplate.length).toBeGreaterThanOrEqual(12);
    for (const kind of withTemplate) {
      for (const part of ['subject', 'body']) {
        expect(nl[`mail.${kind}.${part}`], `${kind} ${part}`).toBeTruthy();
        expect(en[`mail.${kind}.${part}`], `${kind} ${part}`).toBeTruthy();
      }
      expect(nl[`mail.${kind}.body`]).toContain('{{link}}');
    }
    for (const kind of MESSAGE_KIND_NAMES) {
      expect(nl[`messages.kind.${kind}`], kind).toBeTruthy();
      expect(typeof MESSAGE_KINDS[kind].optional).toBe('boolean');
    }
  });
});
