/**
 * Announcements through the staff API and on the resident's home (issue 28): a Beheerder publishes one for a
 * product; a holder of that product sees it (in their language), a resident without it does not; withdrawn, nobody
 * does. Bad input is a problem naming the field; each change leaves exactly one audit row; another municipality's
 * staff can neither withdraw it nor see it.
 */
import { addDays, amsterdamDay } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { publishAnnouncement } from '../../announcements/index.js';
import { countQueries } from '../../db/query-counter.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../../test/test-permits.js';

const { app, db } = await testApp();
const today = amsterdamDay(new Date());

async function tenantWithHolder() {
  const tenant = await createTenant(db);
  const ids = await importPermitsCatalogue(db, tenant);
  const holder = await createRelation(db, tenant, { firstname: 'Hanna', lastname: 'Houder' });
  await issuePermit(db, tenant, holder, {
    type: 'MAAND',
    validFrom: addDays(today, -30),
    validTo: addDays(today, 60),
    priceCents: 0,
  });
  const other = await createRelation(db, tenant, { firstname: 'Otto', lastname: 'Ander' });
  return { tenant, ids, holder, other };
}

const announcement = (permitTypeIds: number[], overrides: Record<string, unknown> = {}) => ({
  titleNl: 'Werkzaamheden in de zone',
  titleEn: 'Roadworks in the zone',
  bodyNl: 'Van maandag tot vrijdag is de zone dicht.',
  bodyEn: 'The zone is closed Monday to Friday.',
  permitTypeIds,
  fromDate: addDays(today, -1),
  untilDate: addDays(today, 7),
  ...overrides,
});

async function auditRows(tenantId: number, action: string) {
  return db
    .selectFrom('staff_audit')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('action', '=', action)
    .execute();
}

async function homeTitles(tenantCode: string, cookie: string, headers: Record<string, string> = {}) {
  const res = await post(app, tenantCode, 'eloket/get_announcements', {}, { cookie, ...headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().statuscode).toBe('OK');
  return (res.json().result as { TITLE: string }[]).map((a) => a.TITLE);
}

describe('announcements', () => {
  it('a Beheerder publishes one for a product: its holder sees it on home, another resident does not; withdrawn, nobody', async () => {
    const { tenant, ids, holder, other } = await tenantWithHolder();
    const bea = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const targets = await staffCall(app, tenant.code, 'GET', '/mededelingen/doelgroepen', { cookie: bea.cookie });
    expect(targets.statusCode, targets.body).toBe(200);
    expect(targets.json().products.map((p: { id: number }) => p.id)).toContain(ids.permitType('MAAND'));

    const published = await staffCall(app, tenant.code, 'POST', '/mededelingen', {
      cookie: bea.cookie,
      body: announcement([ids.permitType('MAAND')]),
    });
    expect(published.statusCode, published.body).toBe(201);
    const id = published.json().announcement.id;
    expect(published.json().announcement).toMatchObject({ titleNl: 'Werkzaamheden in de zone', withdrawnAt: null });
    const audit = await auditRows(tenant.id, 'publish-announcement');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ object_type: 'announcement', object_id: String(id) });

    // Another product's announcement reaches nobody here; one not started yet is not shown.
    await staffCall(app, tenant.code, 'POST', '/mededelingen', {
      cookie: bea.cookie,
      body: announcement([ids.permitType('VAST')], { titleNl: 'Ander product' }),
    });
    await staffCall(app, tenant.code, 'POST', '/mededelingen', {
      cookie: bea.cookie,
      body: announcement([ids.permitType('MAAND')], {
        titleNl: 'Later',
        fromDate: addDays(today, 2),
        untilDate: addDays(today, 3),
      }),
    });

    const holderCookie = await relationSessionCookie(db, tenant, holder);
    expect(await homeTitles(tenant.code, holderCookie)).toEqual(['Werkzaamheden in de zone']);
    expect(await homeTitles(tenant.code, holderCookie, { 'accept-language': 'en' })).toEqual(['Roadworks in the zone']);
    expect(await homeTitles(tenant.code, await relationSessionCookie(db, tenant, other))).toEqual([]);

    const withdrawn = await staffCall(app, tenant.code, 'POST', `/mededelingen/${id}/intrekking`, {
      cookie: bea.cookie,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().announcement.withdrawnAt).not.toBeNull();
    expect(await auditRows(tenant.id, 'withdraw-announcement')).toHaveLength(1);
    expect(await homeTitles(tenant.code, holderCookie)).toEqual([]);
    const again = await staffCall(app, tenant.code, 'POST', `/mededelingen/${id}/intrekking`, { cookie: bea.cookie });
    expect(again.statusCode).toBe(409);
    expect(await auditRows(tenant.id, 'withdraw-announcement')).toHaveLength(1);

    const list = await staffCall(app, tenant.code, 'GET', '/mededelingen', { cookie: bea.cookie });
    expect(list.json().total).toBe(3);
  });

  it('reaches the residents of a chosen zone by their permits there', async () => {
    const { tenant, ids, holder, other } = await tenantWithHolder();
    const bea = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const res = await staffCall(app, tenant.code, 'POST', '/mededelingen', {
      cookie: bea.cookie,
      body: announcement([], { areaIds: [ids.area('CENTRUM')] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await homeTitles(tenant.code, await relationSessionCookie(db, tenant, holder))).toHaveLength(1);
    expect(await homeTitles(tenant.code, await relationSessionCookie(db, tenant, other))).toHaveLength(0);
  });

  it('with e-mail: the holders of its product are e-mailed it once, in their language; nobody else', async () => {
    const { tenant, ids, holder, other } = await tenantWithHolder();
    for (const [relationId, email, language] of [
      [holder, `houder-${tenant.code}@example.nl`, 'en_EN'],
      [other, `ander-${tenant.code}@example.nl`, 'nl_NL'],
    ] as const) {
      await db
        .updateTable('relations')
        .set({ email, language })
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', relationId)
        .execute();
    }
    const bea = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const res = await staffCall(app, tenant.code, 'POST', '/mededelingen', {
      cookie: bea.cookie,
      body: announcement([ids.permitType('MAAND')], { sendEmail: true }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().announcement).toMatchObject({ sendEmail: true, mailed: 1 });
    const mails = await db
      .selectFrom('outbox')
      .select(['to_address', 'template', 'subject', 'body'])
      .where('tenant_id', '=', tenant.id)
      .where('template', '=', 'announcement')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: `houder-${tenant.code}@example.nl`,
      subject: 'Announcement: Roadworks in the zone',
    });
    expect(mails[0]?.body).toContain('The zone is closed Monday to Friday.');
    expect(await auditRows(tenant.id, 'publish-announcement')).toHaveLength(1);
  });

  it('with e-mail for a zone: everyone who sees it on home is e-mailed once, in their language; nobody else', async () => {
    const { tenant, ids, holder, other } = await tenantWithHolder();
    // The holder's permit is in CENTRUM (postcodes 1234) and they live there too: still one e-mail.
    const resident = await createRelation(db, tenant, { firstname: 'Zoë', lastname: 'Zonebewoner', zipcode: '1234' });
    const optedOut = await createRelation(db, tenant, { firstname: 'Ole', lastname: 'Uit', zipcode: '1234' });
    const abroad = await createRelation(db, tenant, { firstname: 'Bo', lastname: 'Buitenland', zipcode: '1234' });
    const contacts = [
      [holder, 'houder', 'nl_NL', '1234'],
      [resident, 'bewoner', 'en_EN', '1234'],
      [optedOut, 'uit', 'nl_NL', '1234'],
      [abroad, 'buitenland', 'nl_NL', '1234'],
      [other, 'ander', 'nl_NL', '9999'],
    ] as const;
    for (const [relationId, name, language, zipcode] of contacts) {
      await db
        .updateTable('relations')
        .set({ email: `${name}-${tenant.code}@example.nl`, language, zipcode })
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', relationId)
        .execute();
    }
    await db
      .updateTable('relations')
      .set({ foreign_yn: 'Y' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', abroad)
      .execute();
    await db
      .insertInto('message_opt_outs')
      .values({ tenant_id: tenant.id, relation_id: optedOut, kind: 'announcement' })
      .execute();

    const bea = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const res = await staffCall(app, tenant.code, 'POST', '/mededelingen', {
      cookie: bea.cookie,
      body: announcement([], { areaIds: [ids.area('CENTRUM')], sendEmail: true }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().announcement).toMatchObject({ sendEmail: true, mailed: 2 });

    // Who sees it on home: the holder, the zone's resident without a permit, the one who turned the e-mail off.
    const sees = async (relationId: number) =>
      (await homeTitles(tenant.code, await relationSessionCookie(db, tenant, relationId))).length > 0;
    expect(await sees(holder)).toBe(true);
    expect(await sees(resident)).toBe(true);
    expect(await sees(optedOut)).toBe(true);
    expect(await sees(abroad)).toBe(false);
    expect(await sees(other)).toBe(false);

    const mails = await db
      .selectFrom('outbox')
      .select(['to_address', 'locale', 'subject', 'event_key', 'relation_id'])
      .where('tenant_id', '=', tenant.id)
      .where('template', '=', 'announcement')
      .orderBy('to_address')
      .execute();
    const id = res.json().announcement.id;
    expect(mails).toEqual([
      {
        to_address: `bewoner-${tenant.code}@example.nl`,
        locale: 'en_EN',
        subject: 'Announcement: Roadworks in the zone',
        event_key: `announcement:${id}:${resident}`,
        relation_id: resident,
      },
      {
        to_address: `houder-${tenant.code}@example.nl`,
        locale: 'nl_NL',
        subject: expect.stringContaining('Werkzaamheden in de zone'),
        event_key: `announcement:${id}:${holder}`,
        relation_id: holder,
      },
    ]);
    expect(await auditRows(tenant.id, 'publish-announcement')).toHaveLength(1);
  });

  it('e-mails a zone of 3 or of 30 residents with the same number of statements', async () => {
    const statements: number[] = [];
    for (const residents of [3, 30]) {
      const { tenant, ids } = await tenantWithHolder();
      for (let i = 0; i < residents; i += 1) {
        const id = await createRelation(db, tenant, { lastname: `Bewoner ${i}`, zipcode: '1234' });
        await db
          .updateTable('relations')
          .set({ email: `bewoner-${i}-${tenant.code}@example.nl` })
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', id)
          .execute();
      }
      let mailed = 0;
      statements.push(
        await countQueries(db, async () => {
          const published = await publishAnnouncement(
            db,
            tenant,
            { ...announcement([]), areaIds: [ids.area('CENTRUM')], sendEmail: true },
            { by: 'test', now: new Date(), within: async () => {} },
          );
          mailed = published.mailed;
        }),
      );
      expect(mailed).toBe(residents);
    }
    expect(statements[1]).toBe(statements[0]);
  });

  it('refuses bad input with a problem naming the field, and writes nothing', async () => {
    const { tenant, ids } = await tenantWithHolder();
    const bea = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const other = await createTenant(db);
    const otherIds = await importPermitsCatalogue(db, other);
    const cases: [string, unknown, string][] = [
      ['no product or zone', announcement([]), 'permitTypeIds'],
      ['until before from', announcement([ids.permitType('MAAND')], { untilDate: addDays(today, -5) }), 'untilDate'],
      ['a date that is none', announcement([ids.permitType('MAAND')], { fromDate: 'morgen' }), 'fromDate'],
      ['an empty title', announcement([ids.permitType('MAAND')], { titleEn: ' ' }), 'titleEn'],
    ];
    for (const [label, body, field] of cases) {
      const res = await staffCall(app, tenant.code, 'POST', '/mededelingen', { cookie: bea.cookie, body });
      expect(res.statusCode, label).toBe(400);
      expect(res.headers['content-type'], label).toContain('application/problem+json');
      expect(JSON.stringify(res.json().invalidParams), label).toContain(field);
    }
    // A product of no one, and another municipality's (valid there), are not found here, and say so.
    for (const product of [999_999, otherIds.permitType('MAAND')]) {
      const res = await staffCall(app, tenant.code, 'POST', '/mededelingen', {
        cookie: bea.cookie,
        body: announcement([product]),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().title).toBe('Dit product biedt de gemeente niet aan.');
    }
    expect(await auditRows(tenant.id, 'publish-announcement')).toHaveLength(0);
  });

  it("another municipality's staff can neither withdraw an announcement nor list it", async () => {
    const { tenant, ids } = await tenantWithHolder();
    const bea = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const published = await staffCall(app, tenant.code, 'POST', '/mededelingen', {
      cookie: bea.cookie,
      body: announcement([ids.permitType('MAAND')]),
    });
    const id = published.json().announcement.id;
    const other = await createTenant(db);
    const foreign = await signInStaff(app, other.code, ['beheerder'], 'Elders', { db });
    const withdraw = await staffCall(app, other.code, 'POST', `/mededelingen/${id}/intrekking`, {
      cookie: foreign.cookie,
    });
    expect(withdraw.statusCode).toBe(404);
    const list = await staffCall(app, other.code, 'GET', '/mededelingen', { cookie: foreign.cookie });
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const crossing = await staffCall(app, tenant.code, 'POST', `/mededelingen/${id}/intrekking`, {
      cookie: foreign.cookie,
    });
    expect(crossing.statusCode).toBe(401);
    const row = await db
      .selectFrom('announcements')
      .select('withdrawn_at')
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.withdrawn_at).toBeNull();
  });
});
