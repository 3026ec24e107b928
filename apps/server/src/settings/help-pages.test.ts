import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_TENANTS, runCommand, seedDemo } from '../operator/index.js';
import { applyTenantConfig, TenantAdminError } from '../tenants/index.js';
import { createTenant, testApp } from '../test/support.js';

const { app, db } = await testApp();

const contact = {
  phone: '14 0555',
  email: 'parkeren@town-a.example',
  openingHours: { nl: 'Maandag: 9.00 tot 17.00 uur\nDinsdag: gesloten', en: 'Monday: 9 am to 5 pm\nTuesday: closed' },
  contactUrl: 'https://www.town-a.example/contact',
};

const statement = {
  status: 'B',
  statementDate: '2026-09-01',
  lastReviewDate: '2026-10-01',
  approvedBy: { nl: 'het college', en: 'the municipal executive' },
  evaluations: [{ date: '2026-08-01', organisation: 'Onderzoeker B.V.' }],
  nonCompliances: [
    {
      description: { nl: 'De kaart heeft geen tekst.', en: 'The map has no text.' },
      reason: { nl: 'Wordt aangepast.', en: 'Being fixed.' },
      plannedFixDate: '2027-01-31',
    },
  ],
  feedbackEmail: 'toegankelijk@town-a.example',
  responseDays: 5,
  ombudsman: {
    name: { nl: 'de Nationale ombudsman', en: 'the National Ombudsman' },
    url: 'https://www.nationaleombudsman.nl',
  },
};

const townA = await createTenant(db, { contact, accessibilityStatement: statement });
const townB = await createTenant(db);

const helpPages = (code: string) => app.inject({ method: 'GET', url: `/${code}/help-pages` });

describe('GET /{tenant}/help-pages', () => {
  it('answers the municipality’s contact details and accessibility statement, without a session', async () => {
    const res = await helpPages(townA.code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ contact, accessibility: statement });
  });

  it('answers null for pages a municipality has not written, and never another municipality’s', async () => {
    expect((await helpPages(townB.code)).json()).toEqual({ contact: null, accessibility: null });
  });

  it('answers 404 for an unknown municipality', async () => {
    expect((await helpPages('no-such-town')).statusCode).toBe(404);
  });
});

describe('the operator edits the help pages', () => {
  it('refuses a page that breaks the model, naming the field, and writes nothing', async () => {
    const bad: [string, unknown][] = [
      ['contact.phone', { ...contact, phone: 'call us' }],
      ['contact.email', { ...contact, email: 'not-an-address' }],
      ['contact.contactUrl', { ...contact, contactUrl: 'javascript:alert(1)' }],
      ['contact.openingHours.en', { ...contact, openingHours: { nl: 'Maandag' } }],
    ];
    for (const [field, value] of bad) {
      const attempt = applyTenantConfig(db, { code: townB.code, name: 'x', contact: value });
      await expect(attempt, field).rejects.toThrow(TenantAdminError);
      await expect(attempt, field).rejects.toThrow(field);
    }
    const badStatements: [string, unknown][] = [
      ['accessibilityStatement.status', { ...statement, status: 'F' }],
      ['accessibilityStatement.lastReviewDate', { ...statement, lastReviewDate: '2026-08-31' }],
      ['accessibilityStatement.evaluations', { ...statement, evaluations: [] }],
      ['accessibilityStatement.nonCompliances', { ...statement, status: 'A' }],
      ['accessibilityStatement.statementDate', { ...statement, statementDate: '1-9-2026' }],
    ];
    for (const [field, value] of badStatements) {
      await expect(
        applyTenantConfig(db, { code: townB.code, name: 'x', accessibilityStatement: value }),
        field,
      ).rejects.toThrow(field);
    }
    expect((await helpPages(townB.code)).json()).toEqual({ contact: null, accessibility: null });
  });

  it('set-help-page replaces a page, show-tenant prints it, and the next answer has it', async () => {
    const town = await createTenant(db, { contact });
    const dir = await mkdtemp(join(tmpdir(), 'help-pages-'));
    const file = join(dir, 'contact.json');
    await writeFile(file, JSON.stringify({ ...contact, phone: '+31 20 123 4567' }));
    const out: string[] = [];
    await runCommand(db, 'set-help-page', [town.code, 'contact', file], {}, (text) => out.push(text));
    expect(out.join('')).toContain('Help page contact saved.');
    expect((await helpPages(town.code)).json().contact.phone).toBe('+31 20 123 4567');
    const shown: string[] = [];
    await runCommand(db, 'show-tenant', [town.code], {}, (text) => shown.push(text));
    expect(JSON.parse(shown.join('')).contact).toEqual({ ...contact, phone: '+31 20 123 4567' });
    await expect(runCommand(db, 'set-help-page', [town.code, 'faq', file], {}, () => {})).rejects.toThrow(
      'contact or accessibility',
    );
  });

  it('leaves a page alone when a configuration does not name it', async () => {
    await applyTenantConfig(db, { code: townA.code, name: 'x', settings: { MAX_UPLOAD_MB: 4 } });
    expect((await helpPages(townA.code)).json().contact).toEqual(contact);
  });
});

describe('the demo municipalities', () => {
  it('have both pages, each its own', async () => {
    await seedDemo(db, { PUBLIC_URL: undefined, PORT: 3000 });
    const voorbeeld = (await helpPages('voorbeeld')).json();
    const proefdorp = (await helpPages('proefdorp')).json();
    expect(voorbeeld.contact.phone).toBe(DEMO_TENANTS[0]?.contact?.phone);
    expect(proefdorp.contact.phone).toBe(DEMO_TENANTS[1]?.contact?.phone);
    expect(voorbeeld.contact.phone).not.toBe(proefdorp.contact.phone);
    expect(voorbeeld.accessibility.status).toBe('B');
    expect(proefdorp.accessibility.status).toBe('C');
  });
});
