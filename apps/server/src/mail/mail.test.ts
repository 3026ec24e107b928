import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { bundledCatalogue } from '@parkeerloket/translations';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { runCommand } from '../operator/index.js';
import { createRelation, createTenant, testDatabase } from '../test/support.js';
import { readMailConfig } from './mail-config.js';
import { mailLocale, portalLink, queueMail } from './mail-service.js';
import { MAIL_TEMPLATES, renderMail } from './mail-templates.js';
import { deliverOutbox, LEASE_SECONDS, messageIdOf } from './outbox-job.js';
import { readOutbox } from './outbox-repository.js';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from './smtp-transport.js';

const { db } = await testDatabase();

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1, as a relay would be; `refuse` makes it answer 550 to every recipient. */
async function startSmtpServer() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, received, state };
}

async function queueOne(tenant: Awaited<ReturnType<typeof createTenant>>, to: string, code = '123456') {
  return queueMail(db, {
    tenant,
    relationId: null,
    to,
    locale: 'nl_NL',
    template: 'login_code',
    values: { code, minutes: 10 },
  });
}

async function outboxRow(tenantId: number, id: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('mail templates', () => {
  it('exist in Dutch and English for every registered template', () => {
    for (const locale of ['nl_NL', 'en_EN'] as const) {
      const texts = bundledCatalogue(locale);
      for (const name of Object.keys(MAIL_TEMPLATES)) {
        expect(texts[`mail.${name}.subject`], `${name} ${locale}`).toBeTruthy();
        expect(texts[`mail.${name}.body`], `${name} ${locale}`).toBeTruthy();
      }
    }
  });

  it('render the values, the municipality and the frame, in the requested language', () => {
    const nl = renderMail(
      'password_reset',
      { username: 'bakker', link: 'https://x.nl/a/register-password?key=K', minutes: 60 },
      { bundled: bundledCatalogue('nl_NL'), own: {}, municipality: 'Gemeente Aa' },
    );
    expect(nl.subject).toBe('Nieuw wachtwoord voor het parkeerloket');
    expect(nl.body).toContain('https://x.nl/a/register-password?key=K');
    expect(nl.body).toContain('bakker');
    expect(nl.body).toContain('60 minuten');
    expect(nl.body).toContain('Met vriendelijke groet,\nGemeente Aa');
    const en = renderMail(
      'login_code',
      { code: '654321', minutes: 10 },
      { bundled: bundledCatalogue('en_EN'), own: {}, municipality: 'Town' },
    );
    expect(en.subject).toBe('Your login code for the parking counter');
    expect(en.body).toContain('654321');
    expect(en.body).not.toMatch(/\{\{/);
  });

  it('take a tenant’s wording, unless it drops a placeholder; a subject stays one line', () => {
    const bundled = bundledCatalogue('nl_NL');
    const own = {
      'mail.login_code.subject': 'Uw code\nBcc: someone@else.nl',
      'mail.login_code.body': 'Code: {{code}}, {{minutes}} min.',
      'mail.verification_code.body': 'Bevestig uw adres.',
    };
    const login = renderMail('login_code', { code: '111111', minutes: 10 }, { bundled, own, municipality: 'X' });
    expect(login.subject).toBe('Uw code Bcc: someone@else.nl');
    expect(login.body).toContain('Code: 111111, 10 min.');
    const verification = renderMail(
      'verification_code',
      { code: 'ABCDEF', minutes: 30 },
      { bundled, own, municipality: 'X' },
    );
    expect(verification.body).toContain('ABCDEF');
  });

  it('go out in the relation’s language, else the caller’s', () => {
    expect(mailLocale('en_EN', 'nl_NL')).toBe('en_EN');
    expect(mailLocale(null, 'en_EN')).toBe('en_EN');
    expect(mailLocale('fr_FR', 'nl_NL')).toBe('nl_NL');
  });

  it('link to PUBLIC_URL, never to a Host header', () => {
    expect(
      portalLink({ PUBLIC_URL: 'https://parkeren.example.nl/', PORT: 1 }, 'aa', '/register-password', { key: 'k+/' }),
    ).toBe('https://parkeren.example.nl/aa/register-password?key=k%2B%2F');
    expect(portalLink({ PUBLIC_URL: undefined, PORT: 8080 }, 'aa', '/x')).toBe('http://localhost:8080/aa/x');
  });
});

describe('the mail configuration', () => {
  it('is optional, but a relay needs a sender and a well-formed URL', () => {
    expect(readMailConfig({})).toEqual({ smtpUrl: undefined, from: 'parkeerloket@localhost' });
    expect(readMailConfig({ SMTP_URL: 'smtps://u:p@relay.example.nl:465', SMTP_FROM: 'Loket <noreply@x.nl>' })).toEqual(
      {
        smtpUrl: 'smtps://u:p@relay.example.nl:465',
        from: 'Loket <noreply@x.nl>',
      },
    );
    expect(() => readMailConfig({ SMTP_URL: 'smtp://relay.example.nl' })).toThrow(ConfigError);
    expect(() => readMailConfig({ SMTP_URL: 'http://relay.example.nl', SMTP_FROM: 'a@b.nl' })).toThrow(/SMTP_URL/);
    expect(() => readMailConfig({ SMTP_URL: 'smtp://relay', SMTP_FROM: 'nobody' })).toThrow(/SMTP_FROM/);
  });
});

describe('the outbox', () => {
  it('records every mail, rendered in the tenant’s name', async () => {
    const tenant = await createTenant(db, { translations: { nl_NL: { 'municipality.name': 'Gemeente Proef' } } });
    const relationId = await createRelation(db, tenant);
    const id = await queueMail(db, {
      tenant,
      relationId,
      to: 'a@example.nl',
      locale: 'nl_NL',
      template: 'verification_code',
      values: { code: 'XYZ234', minutes: 30 },
    });
    const [message] = await readOutbox(db, tenant.id);
    expect(message).toMatchObject({ id, relationId, to: 'a@example.nl', template: 'verification_code', sentAt: null });
    expect(message?.body).toContain('XYZ234');
    expect(message?.body).toContain('Gemeente Proef');
  });

  it('is delivered through a real SMTP server, once, with a stable Message-ID', async () => {
    const smtp = await startSmtpServer();
    const tenant = await createTenant(db);
    const id = await queueOne(tenant, 'ontvanger@example.nl', '246810');
    const transport = createSmtpTransport(smtp.url);
    const from = 'Parkeerloket <noreply@loket.example.nl>';
    expect(await deliverOutbox(db, transport, from, { tenantId: tenant.id })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverOutbox(db, transport, from, { tenantId: tenant.id })).toEqual({ sent: 0, failed: 0 });
    transport.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('noreply@loket.example.nl');
    expect(mail?.to).toEqual(['ontvanger@example.nl']);
    expect(mail?.raw).toContain('Subject: Uw inlogcode voor het parkeerloket');
    expect(mail?.raw).toContain('246810');
    expect(mail?.raw).toContain(`Message-ID: ${messageIdOf({ tenantId: tenant.id, id }, from)}`);
    const row = await outboxRow(tenant.id, id);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('records a refused send, waits before retrying, and then delivers', async () => {
    const smtp = await startSmtpServer();
    const tenant = await createTenant(db);
    const id = await queueOne(tenant, 'later@example.nl');
    const transport = createSmtpTransport(smtp.url);
    smtp.state.refuse = true;
    expect(await deliverOutbox(db, transport, 'noreply@x.nl', { tenantId: tenant.id })).toEqual({ sent: 0, failed: 1 });
    let row = await outboxRow(tenant.id, id);
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row.last_error).toMatch(/550|Mailbox unavailable/);

    smtp.state.refuse = false;
    // Not due yet: the retry waits a minute after the first failure.
    expect(await deliverOutbox(db, transport, 'noreply@x.nl', { tenantId: tenant.id })).toEqual({ sent: 0, failed: 0 });
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', id)
      .execute();
    expect(await deliverOutbox(db, transport, 'noreply@x.nl', { tenantId: tenant.id })).toEqual({ sent: 1, failed: 0 });
    transport.close();
    row = await outboxRow(tenant.id, id);
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(smtp.received.map((m) => m.to)).toEqual([['later@example.nl']]);
  });

  it('is never sent twice when several deliveries run at once', async () => {
    const tenant = await createTenant(db);
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await queueOne(tenant, `r${i}@example.nl`));
    const sent: OutgoingMail[] = [];
    const slow: MailTransport = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 15));
        sent.push(mail);
      },
      close: () => undefined,
    };
    const runs = await Promise.all(
      [1, 2, 3].map(() => deliverOutbox(db, slow, 'noreply@x.nl', { tenantId: tenant.id })),
    );
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    expect(sent).toHaveLength(12);
    expect(new Set(sent.map((m) => m.to)).size).toBe(12);
    const rows = await db
      .selectFrom('outbox')
      .select(['attempts', 'sent_at'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(rows.every((r) => r.attempts === 1 && r.sent_at !== null)).toBe(true);
  });

  it('leaves a message alone while another sender holds its lease', async () => {
    const tenant = await createTenant(db);
    const id = await queueOne(tenant, 'held@example.nl');
    // As if another instance claimed it a moment ago and is still talking to the relay.
    await db
      .updateTable('outbox')
      .set({ attempts: 1, next_attempt_at: new Date(Date.now() + (LEASE_SECONDS - 5) * 1000) })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', id)
      .execute();
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m), close: () => undefined };
    expect(await deliverOutbox(db, transport, 'noreply@x.nl', { tenantId: tenant.id })).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
  });
});

describe('the operator’s outbox command', () => {
  async function run(command: string, args: string[], flags: Record<string, string | boolean> = {}) {
    let out = '';
    await runCommand(db, command, args, flags, (text) => {
      out += text;
    });
    return out;
  }

  it('prints the newest messages with their text, optionally for one address', async () => {
    const tenant = await createTenant(db);
    await queueOne(tenant, 'first@example.nl', '111111');
    await queueOne(tenant, 'Second@Example.nl', '222222');
    const all = await run('outbox', [tenant.code]);
    expect(all.indexOf('222222')).toBeLessThan(all.indexOf('111111'));
    expect(all).toContain('login_code');
    expect(all).toContain('waiting');
    const one = await run('outbox', [tenant.code], { to: 'second@example.nl', limit: '5' });
    expect(one).toContain('222222');
    expect(one).not.toContain('111111');
    expect(await run('outbox', [tenant.code], { limit: '1' })).not.toContain('111111');
    await expect(run('outbox', [tenant.code], { limit: 'x' })).rejects.toThrow(/--limit/);
  });

  it('links to the same base as the server, from PUBLIC_URL or else PORT', async () => {
    const saved = { PUBLIC_URL: process.env.PUBLIC_URL, PORT: process.env.PORT };
    const linkOf = async (username: string) => {
      const tenant = await createTenant(db);
      await run('create-permit-account', [tenant.code], { username, email: `${username}@example.nl` });
      const [message] = await readOutbox(db, tenant.id);
      return /https?:\/\/\S+/.exec(message?.body ?? '')?.[0] ?? '';
    };
    try {
      process.env.PUBLIC_URL = 'https://parkeren.example.nl/';
      process.env.PORT = '9123';
      expect(await linkOf('elders')).toMatch(/^https:\/\/parkeren\.example\.nl\/[a-z0-9-]+\/register-password\?key=/);
      delete process.env.PUBLIC_URL;
      expect(await linkOf('poort')).toMatch(/^http:\/\/localhost:9123\/[a-z0-9-]+\/register-password\?key=/);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('creates a permit account and e-mails its registration link', async () => {
    const tenant = await createTenant(db);
    const out = await run('create-permit-account', [tenant.code], {
      username: 'Bakkerij',
      email: 'Info@Bakkerij.example.nl',
      name: 'Bakkerij de Korst',
    });
    expect(out).toContain('Permit account Bakkerij created');
    const [message] = await readOutbox(db, tenant.id);
    expect(message).toMatchObject({ to: 'info@bakkerij.example.nl', template: 'registration_link' });
    expect(message?.body).toMatch(new RegExp(`/${tenant.code}/register-password\\?key=[A-Za-z0-9_-]{43}`));
    const relation = await db
      .selectFrom('relations')
      .select(['relation_type', 'name', 'email'])
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', message!.relationId!)
      .executeTakeFirstOrThrow();
    expect(relation).toEqual({ relation_type: 'B', name: 'Bakkerij de Korst', email: 'info@bakkerij.example.nl' });
    await expect(
      run('create-permit-account', [tenant.code], { username: 'bakkerij', email: 'x@example.nl' }),
    ).rejects.toThrow(/already taken/);
    await expect(
      run('create-permit-account', [tenant.code], { username: 'y', email: 'not-an-address' }),
    ).rejects.toThrow(/not a valid e-mail/);
  });
});
