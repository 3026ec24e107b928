/**
 * The waiting lists through the staff API (issue 28): the queue in order with positions, capacity and places taken;
 * a place offered now only to the first in line; an offer passed on to the next; an entry removed with a reason.
 * The resident is e-mailed each time, every change leaves exactly one audit row, and another municipality's staff
 * neither see nor change the entries.
 */
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../tenants/index.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, testApp } from '../../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../../test/test-permits.js';

const { app, db } = await testApp();

/** A tenant whose MAAND zone has one permit, and three residents waiting for it, in this order. */
async function tenantWithQueue() {
  const tenant = await createTenant(db);
  const ids = await importPermitsCatalogue(db, tenant);
  const holder = await createRelation(db, tenant, { firstname: 'Hans', lastname: 'Houder' });
  await issuePermit(db, tenant, holder, {
    type: 'MAAND',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    priceCents: 0,
  });
  const entries: { id: number; relationId: number; email: string }[] = [];
  for (const [i, lastname] of ['Eerste', 'Tweede', 'Derde'].entries()) {
    const relationId = await createRelation(db, tenant, { firstname: 'Wim', lastname });
    const email = `wacht${i}-${tenant.code}@example.nl`;
    await db
      .updateTable('relations')
      .set({ email })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', relationId)
      .execute();
    const row = await db
      .insertInto('waiting_list_entries')
      .values({
        tenant_id: tenant.id,
        relation_id: relationId,
        permit_type_id: ids.permitType('MAAND'),
        area_id: ids.area('CENTRUM'),
        location_id: ids.location('MAAND', 'CENTRUM', 'ZONE'),
        request_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    entries.push({ id: row.id, relationId, email });
  }
  return { tenant, entries };
}

async function auditRows(tenantId: number, action: string) {
  return db
    .selectFrom('staff_audit')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('action', '=', action)
    .execute();
}

async function statusOf(tenantId: number, entryId: number) {
  const row = await db
    .selectFrom('waiting_list_entries')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function mailsTo(tenant: Tenant, email: string) {
  return db
    .selectFrom('outbox')
    .select(['template', 'body'])
    .where('tenant_id', '=', tenant.id)
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

describe('the waiting lists in the back office', () => {
  it('lists the queue in order, offers the first, passes the offer on and removes an entry, e-mailing each resident', async () => {
    const { tenant, entries } = await tenantWithQueue();
    const [first, second, third] = entries as [(typeof entries)[0], (typeof entries)[0], (typeof entries)[0]];
    const karim = await signInStaff(app, tenant.code, ['klantcontact'], 'Karim', { db });

    const list = await staffCall(app, tenant.code, 'GET', '/wachtlijsten', { cookie: karim.cookie });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ product: 'Vergunning per maand', location: 'Zone', capacity: 50, taken: 1 });
    expect(body.items[0].entries.map((e: { id: number; position: number }) => [e.id, e.position])).toEqual([
      [first.id, 1],
      [second.id, 2],
      [third.id, 3],
    ]);
    expect(body.items[0].entries[0]).toMatchObject({ name: 'Wim Eerste', status: 'WAITING', offerExpiresAt: null });
    expect(await auditRows(tenant.id, 'list-waiting-lists')).toHaveLength(1);

    // Only the first in line is offered a place now.
    const notFirst = await staffCall(app, tenant.code, 'POST', `/wachtlijsten/inschrijvingen/${second.id}/aanbod`, {
      cookie: karim.cookie,
    });
    expect(notFirst.statusCode).toBe(409);
    expect(notFirst.json().title).toBe('Alleen de eerste wachtende kan nu een plaats aangeboden krijgen.');
    expect(await statusOf(tenant.id, second.id)).toBe('WAITING');
    const offered = await staffCall(app, tenant.code, 'POST', `/wachtlijsten/inschrijvingen/${first.id}/aanbod`, {
      cookie: karim.cookie,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toEqual({ entry: { id: first.id, status: 'AWAIT_CONTINUE_WAITING' } });
    expect(await statusOf(tenant.id, first.id)).toBe('AWAIT_CONTINUE_WAITING');
    expect((await mailsTo(tenant, first.email)).map((m) => m.template)).toEqual(['waiting_list_offer']);
    const offerAudit = await auditRows(tenant.id, 'offer-waiting-list-place');
    expect(offerAudit).toHaveLength(1);
    expect(offerAudit[0]).toMatchObject({ object_id: String(first.id), relation_id: first.relationId });
    const again = await staffCall(app, tenant.code, 'POST', `/wachtlijsten/inschrijvingen/${first.id}/aanbod`, {
      cookie: karim.cookie,
    });
    expect(again.statusCode).toBe(409);

    // Passed on: the first leaves the list and reads why; the second is offered the place.
    const passed = await staffCall(app, tenant.code, 'POST', `/wachtlijsten/inschrijvingen/${first.id}/doorgeven`, {
      cookie: karim.cookie,
      body: { reason: 'Telefonisch afgezien' },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(await statusOf(tenant.id, first.id)).toBe('DISCONTINUED');
    expect(await statusOf(tenant.id, second.id)).toBe('AWAIT_CONTINUE_WAITING');
    const firstMails = await mailsTo(tenant, first.email);
    expect(firstMails.map((m) => m.template)).toEqual(['waiting_list_offer', 'waiting_list_offer_passed_on']);
    expect(firstMails[1]?.body).toContain('Telefonisch afgezien');
    expect((await mailsTo(tenant, second.email)).map((m) => m.template)).toContain('waiting_list_offer');
    const passAudit = await auditRows(tenant.id, 'pass-waiting-list-offer');
    expect(passAudit).toHaveLength(1);
    expect(passAudit[0]).toMatchObject({ reason: 'Telefonisch afgezien' });

    // Removed with a reason: the third leaves the list and reads why.
    const removed = await staffCall(app, tenant.code, 'POST', `/wachtlijsten/inschrijvingen/${third.id}/verwijdering`, {
      cookie: karim.cookie,
      body: { reason: 'Verhuisd' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf(tenant.id, third.id)).toBe('WITHDRAWN');
    const thirdMails = await mailsTo(tenant, third.email);
    expect(thirdMails.map((m) => m.template)).toContain('waiting_list_removed');
    expect(thirdMails.find((m) => m.template === 'waiting_list_removed')?.body).toContain('Verhuisd');
    expect(await auditRows(tenant.id, 'remove-waiting-list-entry')).toHaveLength(1);
    const twice = await staffCall(app, tenant.code, 'POST', `/wachtlijsten/inschrijvingen/${third.id}/verwijdering`, {
      cookie: karim.cookie,
      body: { reason: 'Verhuisd' },
    });
    expect(twice.statusCode).toBe(409);
    expect(await auditRows(tenant.id, 'remove-waiting-list-entry')).toHaveLength(1);

    // Removing the one holding an offer passes the place on (to nobody: nobody else waits).
    const offeredRemoved = await staffCall(
      app,
      tenant.code,
      'POST',
      `/wachtlijsten/inschrijvingen/${second.id}/verwijdering`,
      { cookie: karim.cookie, body: { reason: 'Op verzoek' } },
    );
    expect(offeredRemoved.statusCode, offeredRemoved.body).toBe(200);
    const empty = await staffCall(app, tenant.code, 'GET', '/wachtlijsten', { cookie: karim.cookie });
    expect(empty.json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a blank reason with a problem naming the field', async () => {
    const { tenant, entries } = await tenantWithQueue();
    const bea = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const blank = await staffCall(
      app,
      tenant.code,
      'POST',
      `/wachtlijsten/inschrijvingen/${entries[0]?.id}/verwijdering`,
      {
        cookie: bea.cookie,
        body: { reason: '   ' },
      },
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(blank.json().invalidParams)).toContain('reason');
    expect(await statusOf(tenant.id, entries[0]?.id ?? 0)).toBe('WAITING');
  });

  it("another municipality's staff neither see nor change the entries", async () => {
    const { tenant, entries } = await tenantWithQueue();
    const other = await createTenant(db);
    const foreign = await signInStaff(app, other.code, ['beheerder'], 'Elders', { db });
    const list = await staffCall(app, other.code, 'GET', '/wachtlijsten', { cookie: foreign.cookie });
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    for (const [path, body] of [
      ['aanbod', undefined],
      ['doorgeven', { reason: 'x' }],
      ['verwijdering', { reason: 'x' }],
    ] as const) {
      const answer = await staffCall(
        app,
        other.code,
        'POST',
        `/wachtlijsten/inschrijvingen/${entries[0]?.id}/${path}`,
        {
          cookie: foreign.cookie,
          ...(body ? { body } : {}),
        },
      );
      expect(answer.statusCode, path).toBe(404);
    }
    // Their own session does not open this municipality's list at all.
    const crossing = await staffCall(app, tenant.code, 'GET', '/wachtlijsten', { cookie: foreign.cookie });
    expect(crossing.statusCode).toBe(401);
    expect(await statusOf(tenant.id, entries[0]?.id ?? 0)).toBe('WAITING');
    expect(await auditRows(other.id, 'offer-waiting-list-place')).toHaveLength(0);
  });
});
