/**
 * The proof of a permit (issue 26) through the app: the PDF read back with pdf.js and jsQR (text, tags,
 * QR code), the public verification page for a valid, an ended and an unknown code, who may download a
 * proof, the permit numbers, and the page's rate limit.
 */
import { amsterdamDay } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { setTenantImage } from '../tenants/index.js';
import { readPdf } from '../test/read-pdf.js';
import { samplePng } from '../test/sample-files.js';
import { createRelation, createTenant, relationSessionCookie, testApp } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { VERIFY_LIMIT_PER_MINUTE } from './index.js';
import { groupedCode } from './proof-rules.js';

const { app, db } = await testApp();

const day = (offset: number) => amsterdamDay(new Date(Date.now() + offset * 86_400_000));

async function municipality() {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  return tenant;
}

type Municipality = Awaited<ReturnType<typeof municipality>>;

async function holder(tenant: Municipality, attributes: Record<string, string> = {}) {
  const relationId = await createRelation(db, tenant, { firstname: 'Anna', lastname: 'de Boer', ...attributes });
  const cookie = await relationSessionCookie(db, tenant, relationId);
  return { relationId, cookie };
}

async function permitOf(tenant: Municipality, relationId: number, plates = ['AB123C']) {
  const root = await issuePermit(db, tenant, relationId, {
    type: 'MAAND',
    validFrom: day(-10),
    validTo: day(100),
    priceCents: 12_000,
    plates,
  });
  const row = await db
    .selectFrom('permits')
    .select(['id', 'permit_number', 'proof_code'])
    .where('tenant_id', '=', tenant.id)
    .where('request_id', '=', root)
    .executeTakeFirstOrThrow();
  return { root, ...row };
}

const download = (tenantCode: string, root: number | string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/${tenantCode}/permit-proof/${root}`, headers: cookie ? { cookie } : {} });

const verify = (tenantCode: string, code: string, ip = '192.0.2.1', query = '') =>
  app.inject({ method: 'GET', url: `/${tenantCode}/verify-permit/${code}${query}`, remoteAddress: ip });

/** The page's visible text, tags removed. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let nextIp = 10;
const freshIp = () => `198.51.100.${nextIp++}`;

describe('the proof PDF', () => {
  it('is a tagged PDF whose text, read back in order, has the permit number, plates, validity and a QR code to the verification page', async () => {
    const tenant = await municipality();
    await setTenantImage(db, tenant.code, 'logo', samplePng());
    const { relationId, cookie } = await holder(tenant);
    const permit = await permitOf(tenant, relationId, ['AB123C', '12XYZ3']);
    const answer = await download(tenant.code, permit.root, cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain(
      `bewijs-vergunning-${groupedCode(permit.permit_number)}.pdf`,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');

    const pdf = await readPdf(answer.rawPayload);
    expect(pdf.title).toBe(`Bewijs van vergunning ${groupedCode(permit.permit_number)}`);
    expect(pdf.language).toBe('nl-NL');
    expect(pdf.pages).toBe(1);
    const text = pdf.texts.join('\n');
    // Reading order: municipality, title, holder, number, product, area, location, plates, days, validity, check.
    const order = [
      tenant.name,
      'Bewijs van vergunning',
      'Houder:',
      'Anna de Boer',
      'Vergunningnummer:',
      groupedCode(permit.permit_number),
      'Vergunning per maand',
      'Centrum',
      'Zone',
      'AB123C, 12XYZ3',
      'Elke dag',
      `Van ${day(-10).split('-').reverse().join('-')} tot en met ${day(100).split('-').reverse().join('-')}`,
      'Controleren',
      groupedCode(permit.proof_code),
    ];
    let at = -1;
    for (const part of order) {
      const found = text.indexOf(part, at + 1);
      expect(found, `"${part}" after position ${at} in:\n${text}`).toBeGreaterThan(at);
      at = found;
    }
    expect(pdf.roles.slice(0, 4)).toEqual(['Document', 'Figure', 'P', 'H1']);
    expect(pdf.roles).toContain('H2');
    expect(pdf.alts).toEqual([`Logo van ${tenant.name}`, 'QR-code die de controlepagina van deze vergunning opent']);
    // The logo is no QR code; the second image is, and it opens this permit's verification page.
    const url = pdf.qrCodes.find((code) => code !== null);
    expect(url).toBe(`http://localhost/${tenant.code}/verify-permit/${groupedCode(permit.proof_code)}`);
    const page = await verify(tenant.code, new URL(url as string).pathname.split('/').pop() as string, freshIp());
    expect(textOf(page.body)).toContain('Deze vergunning is nu geldig.');
  });

  it('is in English when the resident chose English, and shows the plates the permit carries now', async () => {
    const tenant = await municipality();
    const { relationId } = await holder(tenant);
    const permit = await permitOf(tenant, relationId);
    const english = await relationSessionCookie(db, tenant, relationId);
    await db.updateTable('sessions').set({ locale: 'en_EN' }).where('tenant_id', '=', tenant.id).execute();
    // A plate change applied: the permit carries another request's plates from now on.
    await db
      .updateTable('request_plates')
      .set({ license_plate: 'ZZ999Z' })
      .where('tenant_id', '=', tenant.id)
      .where('request_id', '=', permit.root)
      .execute();
    const pdf = await readPdf((await download(tenant.code, permit.root, english)).rawPayload);
    expect(pdf.title).toBe(`Proof of permit ${groupedCode(permit.permit_number)}`);
    expect(pdf.language).toBe('en-GB');
    const text = pdf.texts.join('\n');
    expect(text).toContain('Permit number:');
    expect(text).toContain('Permit by the month');
    expect(text).toContain('ZZ999Z');
    expect(text).not.toContain('AB123C');
    expect(text).toContain('Every day');
  });

  it('is refused without a session, to another resident, to another municipality and for an ended permit', async () => {
    const tenant = await municipality();
    const owner = await holder(tenant);
    const permit = await permitOf(tenant, owner.relationId);
    const stranger = await holder(tenant, { firstname: 'Bram' });
    const elsewhere = await municipality();
    const other = await holder(elsewhere);

    expect((await download(tenant.code, permit.root)).statusCode).toBe(401);
    expect((await download(tenant.code, permit.root, stranger.cookie)).statusCode).toBe(404);
    // The owner's own cookie at another municipality's address: that municipality knows no such session.
    expect((await download(elsewhere.code, permit.root, owner.cookie)).statusCode).toBe(401);
    expect((await download(elsewhere.code, permit.root, other.cookie)).statusCode).toBe(404);
    expect((await download(tenant.code, 'abc', owner.cookie)).statusCode).toBe(404);
    expect((await download(tenant.code, '99999999999', owner.cookie)).statusCode).toBe(404);
    expect((await download(tenant.code, permit.root, owner.cookie)).statusCode).toBe(200);

    await db
      .updateTable('permits')
      .set({ status: 'ENDED', ended_on: day(-1), end_reason: 'TERMINATED' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', permit.id)
      .execute();
    expect((await download(tenant.code, permit.root, owner.cookie)).statusCode).toBe(404);
  });
});

describe('permit numbers and proof codes', () => {
  it('are unique per municipality, readable and not in issue order', async () => {
    const tenant = await municipality();
    const { relationId } = await holder(tenant);
    const permits = [];
    for (let i = 0; i < 12; i++) permits.push(await permitOf(tenant, relationId));
    const numbers = permits.map((p) => p.permit_number);
    const codes = permits.map((p) => p.proof_code);
    for (const number of numbers) expect(number).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set(codes).size).toBe(codes.length);
    // Random, not counted: issued one after another they are not in sorted order, and no number
    // shares its first half with the next one's (a counter's would, nearly always).
    expect([...numbers].sort()).not.toEqual(numbers);
    const sharedPrefixes = numbers.slice(1).filter((n, i) => n.slice(0, 4) === numbers[i]?.slice(0, 4));
    expect(sharedPrefixes).toEqual([]);
    // Each is unique per municipality in the database, not only by chance.
    const second = await permitOf(tenant, relationId);
    await expect(
      db
        .updateTable('permits')
        .set({ permit_number: numbers[0] as string })
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', second.id)
        .execute(),
    ).rejects.toThrow();
  });
});

describe('the verification page', () => {
  it('says valid now, until when and the plates’ last signs, and nothing of the holder', async () => {
    const tenant = await municipality();
    const { relationId } = await holder(tenant, { lastname: 'Geheimnaam' });
    const permit = await permitOf(tenant, relationId, ['AB123C']);
    const answer = await verify(tenant.code, groupedCode(permit.proof_code).toLowerCase(), freshIp());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    const text = textOf(answer.body);
    expect(text).toContain('Deze vergunning is nu geldig.');
    expect(text).toContain(`Geldig tot en met ${day(100).split('-').reverse().join('-')}.`);
    expect(text).toContain('kenteken eindigend op 23C');
    for (const secret of [
      'AB123C',
      'AB1',
      'Geheimnaam',
      'Anna',
      permit.permit_number,
      'Centrum',
      'Vergunning per maand',
    ])
      expect(text).not.toContain(secret);
    const english = await verify(tenant.code, permit.proof_code, freshIp(), '?lang=en&contrast=yellow-black');
    expect(textOf(english.body)).toContain('This permit is valid now.');
    expect(english.body).toContain('<html lang="en" data-contrast="yellow-black">');
  });

  it('says not valid once the permit has ended or its planned end has passed, without plates or dates', async () => {
    const tenant = await municipality();
    const { relationId } = await holder(tenant);
    const ended = await permitOf(tenant, relationId);
    const planned = await permitOf(tenant, relationId);
    await db
      .updateTable('permits')
      .set({ status: 'ENDED', ended_on: day(-1), end_reason: 'TERMINATED' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', ended.id)
      .execute();
    await db
      .updateTable('permits')
      .set({ planned_end_date: day(-1) })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', planned.id)
      .execute();
    for (const permit of [ended, planned]) {
      const answer = await verify(tenant.code, permit.proof_code, freshIp());
      expect(answer.statusCode).toBe(200);
      const text = textOf(answer.body);
      expect(text).toContain('Deze vergunning is nu niet geldig.');
      expect(text).not.toContain('23C');
      expect(text).not.toContain('Geldig tot');
    }
  });

  it('answers a made-up code, another shape, and another municipality’s code alike: nothing', async () => {
    const tenant = await municipality();
    const { relationId } = await holder(tenant);
    const permit = await permitOf(tenant, relationId);
    const elsewhere = await municipality();
    const answers = await Promise.all([
      verify(tenant.code, 'ABCD-EFGH-JKLM', freshIp()),
      verify(tenant.code, 'not-a-code', freshIp()),
      verify(elsewhere.code, permit.proof_code, freshIp()),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      const text = textOf(answer.body);
      expect(text).toContain('Bij deze code kunnen wij geen vergunning tonen. Controleer de code.');
      expect(text).not.toContain('geldig.');
    }
    expect((await verify('nosuchmunicipality', permit.proof_code, freshIp())).statusCode).toBe(404);
  });

  it(`answers ${VERIFY_LIMIT_PER_MINUTE} checks a minute per client and municipality, then 429 without looking`, async () => {
    const tenant = await municipality();
    const { relationId } = await holder(tenant);
    const permit = await permitOf(tenant, relationId);
    const ip = freshIp();
    for (let i = 0; i < VERIFY_LIMIT_PER_MINUTE; i++) {
      expect((await verify(tenant.code, i === 0 ? permit.proof_code : `ABCD-EFGH-JK${i}`, ip)).statusCode).not.toBe(
        429,
      );
    }
    const limited = await verify(tenant.code, permit.proof_code, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(textOf(limited.body)).toContain('U heeft te vaak gecontroleerd.');
    expect(textOf(limited.body)).not.toContain('geldig.');
    // Another client is answered as before.
    expect(textOf((await verify(tenant.code, permit.proof_code, freshIp())).body)).toContain('nu geldig');
  });
});
