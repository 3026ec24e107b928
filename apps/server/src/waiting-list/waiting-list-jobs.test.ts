/**
 * The jobs that offer a freed place to the first in line and pass a lapsed offer on, run directly:
 * twice in a row the second acts on nothing, and two instances at once act on each place exactly
 * once (with PostgreSQL for real, TEST_DATABASE=postgres).
 */
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../jobs/index.js';
import { replaceMessageOptOuts } from '../mail/index.js';
import { runCommand } from '../operator/index.js';
import { createRelation, createTenant, testConfig, testDatabase } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { recordFreedCapacity } from './freed-capacity.js';
import { offerFreedPlacesJob, passOnLapsedOffersJob, remindLapsingOffersJob } from './waiting-list-jobs.js';

const { db } = await testDatabase();
const silent = { info: () => undefined, warn: () => undefined };
const OFFERED = new Date('2026-05-04T08:00:00Z');
const ctx = (now = OFFERED): JobContext => ({ db, config: testConfig(), log: silent, now });
const daysAfterOffer = (days: number) => new Date(OFFERED.getTime() + days * 24 * 60 * 60 * 1000);

/** A tenant with `freed` places given back by ended permits, and `waiting` residents in that queue, in order. */
async function queueWithFreedPlaces(freed: number, waiting: number) {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const holder = await createRelation(db, tenant, { relationType: 'C', name: 'Bakkerij BV' });
  const permits = [];
  for (let i = 0; i < freed; i++) {
    await issuePermit(db, tenant, holder, {
      type: 'MAAND',
      validFrom: '2026-01-01',
      validTo: '2026-04-30',
      priceCents: 0,
    });
  }
  for (const permit of await db.selectFrom('permits').selectAll().where('tenant_id', '=', tenant.id).execute()) {
    permits.push(permit);
    await recordFreedCapacity(db, tenant.id, {
      permitId: permit.id,
      permitTypeId: permit.permit_type_id,
      areaId: permit.area_id,
      locationId: permit.location_id,
      freedOn: '2026-05-01',
    });
  }
  const place = permits[0];
  const entries: { id: number; relationId: number }[] = [];
  for (let i = 0; i < waiting; i++) {
    const relationId = await createRelation(db, tenant);
    await db
      .updateTable('relations')
      .set({ email: `wachtende${i}@example.nl`, language: 'en_EN' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', relationId)
      .execute();
    const row = await db
      .insertInto('waiting_list_entries')
      .values({
        tenant_id: tenant.id,
        relation_id: relationId,
        permit_type_id: place.permit_type_id,
        area_id: place.area_id,
        location_id: place.location_id,
        request_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    entries.push({ id: row.id, relationId });
  }
  const statuses = async () =>
    (
      await db
        .selectFrom('waiting_list_entries')
        .select(['id', 'status'])
        .where('tenant_id', '=', tenant.id)
        .orderBy('id')
        .execute()
    ).map((e) => e.status);
  const mails = (template = 'waiting_list_offer') =>
    db
      .selectFrom('outbox')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('template', '=', template)
      .orderBy('id')
      .execute();
  const offeredTo = async () =>
    (
      await db
        .selectFrom('freed_capacity')
        .select('offered_entry_id')
        .where('tenant_id', '=', tenant.id)
        .orderBy('id')
        .execute()
    ).map((row) => row.offered_entry_id);
  return { tenant, entries, statuses, mails, offeredTo };
}

describe('waiting-list-offers', () => {
  it('offers a freed place to the first waiting entry and e-mails it, once when run twice', async () => {
    const q = await queueWithFreedPlaces(1, 3);
    const first = await offerFreedPlacesJob.run(ctx());
    expect(first.acted).toBeGreaterThanOrEqual(1);
    expect(await q.statuses()).toEqual(['AWAIT_CONTINUE_WAITING', 'WAITING', 'WAITING']);
    const mails = await q.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ relation_id: q.entries[0].relationId, to_address: 'wachtende0@example.nl' });
    expect(mails[0].subject).toContain('A place has become available');
    expect(mails[0].body).toContain(`/waiting-item-details/${q.entries[0].id}`);

    await offerFreedPlacesJob.run(ctx());
    expect(await q.statuses()).toEqual(['AWAIT_CONTINUE_WAITING', 'WAITING', 'WAITING']);
    expect(await q.mails()).toHaveLength(1);
  });

  it('offers each place once when two instances run at once', async () => {
    const q = await queueWithFreedPlaces(2, 3);
    await Promise.all([offerFreedPlacesJob.run(ctx()), offerFreedPlacesJob.run(ctx())]);
    expect(await q.statuses()).toEqual(['AWAIT_CONTINUE_WAITING', 'AWAIT_CONTINUE_WAITING', 'WAITING']);
    expect((await q.mails()).map((m) => m.relation_id).sort()).toEqual(
      [q.entries[0].relationId, q.entries[1].relationId].sort(),
    );
  });

  it('marks a place offered to nobody when nobody waits, so it stays free for anyone', async () => {
    const q = await queueWithFreedPlaces(1, 0);
    await offerFreedPlacesJob.run(ctx());
    const rows = await db.selectFrom('freed_capacity').selectAll().where('tenant_id', '=', q.tenant.id).execute();
    expect(rows).toMatchObject([{ offered_entry_id: null }]);
    expect(rows[0].offered_at).not.toBeNull();
    expect(await q.mails()).toHaveLength(0);
  });
});

describe('waiting-list-pass-on', () => {
  it('holds an offer for the tenant’s number of days, then passes it to the next in line with an e-mail to both, once', async () => {
    const q = await queueWithFreedPlaces(1, 3);
    const out: string[] = [];
    await runCommand(db, 'set-waiting-offer-days', [q.tenant.code, '5'], {}, (text) => out.push(text));
    expect(out.join('')).toContain('held 5 days');
    await offerFreedPlacesJob.run(ctx());
    const [offer] = await q.mails();
    expect(offer.body).toContain('within 5 days');
    const deadline = await db
      .selectFrom('waiting_list_entries')
      .select('offer_expires_at')
      .where('tenant_id', '=', q.tenant.id)
      .where('id', '=', q.entries[0].id)
      .executeTakeFirstOrThrow();
    expect(new Date(deadline.offer_expires_at as Date).toISOString()).toBe(daysAfterOffer(5).toISOString());

    expect((await passOnLapsedOffersJob.run(ctx(daysAfterOffer(4)))).acted).toBe(0);
    expect(await q.statuses()).toEqual(['AWAIT_CONTINUE_WAITING', 'WAITING', 'WAITING']);

    expect((await passOnLapsedOffersJob.run(ctx(daysAfterOffer(5)))).acted).toBe(1);
    expect(await passOnLapsedOffersJob.run(ctx(daysAfterOffer(5)))).toMatchObject({ acted: 0 });
    expect(await q.statuses()).toEqual(['DISCONTINUED', 'AWAIT_CONTINUE_WAITING', 'WAITING']);
    expect(await q.offeredTo()).toEqual([q.entries[1].id]);
    const lapsed = await q.mails('waiting_list_offer_lapsed');
    expect(lapsed.map((m) => m.relation_id)).toEqual([q.entries[0].relationId]);
    expect(lapsed[0].subject).toContain('The place has passed on');
    const offers = await q.mails();
    expect(offers.map((m) => m.relation_id)).toEqual([q.entries[0].relationId, q.entries[1].relationId]);
    expect(offers[1].body).toContain(`/waiting-item-details/${q.entries[1].id}`);

    // The second in line lets it lapse too; the third gets it; after the third nobody waits and the place is free.
    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(10)));
    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(15)));
    expect(await q.statuses()).toEqual(['DISCONTINUED', 'DISCONTINUED', 'DISCONTINUED']);
    expect(await q.offeredTo()).toEqual([null]);
    expect(await q.mails('waiting_list_offer_lapsed')).toHaveLength(3);
  });

  it('passes each lapsed offer on exactly once when two instances run at once', async () => {
    const q = await queueWithFreedPlaces(2, 5);
    await offerFreedPlacesJob.run(ctx());
    const later = ctx(daysAfterOffer(15));
    const [a, b] = await Promise.all([passOnLapsedOffersJob.run(later), passOnLapsedOffersJob.run(later)]);
    expect(a.acted + b.acted).toBe(2);
    expect(await q.statuses()).toEqual([
      'DISCONTINUED',
      'DISCONTINUED',
      'AWAIT_CONTINUE_WAITING',
      'AWAIT_CONTINUE_WAITING',
      'WAITING',
    ]);
    expect([...(await q.offeredTo())].sort()).toEqual([q.entries[2].id, q.entries[3].id].sort());
    expect(await q.mails('waiting_list_offer_lapsed')).toHaveLength(2);
    expect(await q.mails()).toHaveLength(4);
  });

  it('refuses a number of days outside 1 to 365', async () => {
    const tenant = await createTenant(db);
    for (const days of ['0', '366', 'x', '']) {
      await expect(runCommand(db, 'set-waiting-offer-days', [tenant.code, days], {}, () => undefined)).rejects.toThrow(
        'from 1 to 365',
      );
    }
  });
});

describe('the waiting list’s messages (issue 26, through queueMessage)', () => {
  it('an offer: in the resident’s language, once per event, with the deadline as a calendar event', async () => {
    const q = await queueWithFreedPlaces(1, 2);
    // The second resident reads Dutch: the pass-on message below comes in Dutch.
    await db
      .updateTable('relations')
      .set({ language: 'nl_NL' })
      .where('tenant_id', '=', q.tenant.id)
      .where('id', '=', q.entries[1].relationId)
      .execute();
    await offerFreedPlacesJob.run(ctx());
    const [offer] = await q.mails();
    expect(offer).toMatchObject({ kind: 'waiting_list_offer', event_key: `entry:${q.entries[0].id}:2026-05-18` });
    expect(offer.subject).toContain('A place has become available');
    // The tenant's default 14 days after 4 May: the last day, 18 May, in the resident's calendar.
    expect(offer.attachments?.map((a) => a.filename)).toEqual(['waiting_list_offer-2026-05-18.ics']);
    const ics = offer.attachments?.[0]?.content ?? '';
    expect(ics).toContain('DTSTART;VALUE=DATE:20260518');
    expect(ics).toContain('Last day to request the offered place');

    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(14)));
    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(15)));
    const lapsed = await q.mails('waiting_list_offer_lapsed');
    expect(lapsed).toMatchObject([{ kind: 'waiting_list_offer_lapsed', event_key: `entry:${q.entries[0].id}` }]);
    expect(lapsed[0]?.attachments ?? []).toEqual([]);
    const offers = await q.mails();
    expect(offers.map((m) => m.relation_id)).toEqual([q.entries[0].relationId, q.entries[1].relationId]);
    expect(offers[1]?.subject).toContain('Er is een plaats vrij');
    expect(offers[1]?.body).toContain(`/waiting-item-details/${q.entries[1].id}`);
  });

  it('is not written when the municipality switched the kind off; the place is offered and passed on all the same', async () => {
    const q = await queueWithFreedPlaces(1, 2);
    await runCommand(
      db,
      'set-setting',
      [q.tenant.code, 'MESSAGE_WAITING_LIST_OFFER=N', 'MESSAGE_WAITING_LIST_OFFER_LAPSED=N'],
      {},
      () => {},
    );
    await offerFreedPlacesJob.run(ctx());
    expect(await q.statuses()).toEqual(['AWAIT_CONTINUE_WAITING', 'WAITING']);
    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(14)));
    expect(await q.statuses()).toEqual(['DISCONTINUED', 'AWAIT_CONTINUE_WAITING']);
    expect(await q.mails()).toHaveLength(0);
    expect(await q.mails('waiting_list_offer_lapsed')).toHaveLength(0);
  });
});

describe('waiting-list-offer-lapsing (issue 26: an offer lapsing in 2 days)', () => {
  it('reminds the resident once, two days before the deadline, in their language, with the last day as a calendar event', async () => {
    const q = await queueWithFreedPlaces(1, 2);
    await offerFreedPlacesJob.run(ctx());
    // Deadline 18 May 08:00 UTC; three days before it nothing yet.
    await remindLapsingOffersJob.run(ctx(daysAfterOffer(11)));
    expect(await q.mails('waiting_list_offer_lapsing')).toEqual([]);

    const first = await remindLapsingOffersJob.run(ctx(daysAfterOffer(12.5)));
    expect(first.acted).toBeGreaterThanOrEqual(1);
    await remindLapsingOffersJob.run(ctx(daysAfterOffer(13)));
    const sent = await q.mails('waiting_list_offer_lapsing');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      relation_id: q.entries[0].relationId,
      kind: 'waiting_list_offer_lapsing',
      event_key: `entry:${q.entries[0].id}:2026-05-18`,
      locale: 'en_EN',
    });
    expect(sent[0]?.subject).toContain('2 days left');
    expect(sent[0]?.body).toContain('until 18-05-2026');
    expect(sent[0]?.body).toContain(`/${q.tenant.code}/waiting-item-details/${q.entries[0].id}`);
    expect(sent[0]?.attachments?.map((a) => a.filename)).toEqual(['waiting_list_offer_lapsing-2026-05-18.ics']);
    expect(sent[0]?.attachments?.[0]?.content ?? '').toContain('DTSTART;VALUE=DATE:20260518');

    // Lapsed and passed on: the next in line's new offer gets its own reminder later, the first resident no second one.
    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(14)));
    await remindLapsingOffersJob.run(ctx(daysAfterOffer(26.5)));
    expect((await q.mails('waiting_list_offer_lapsing')).map((m) => m.relation_id)).toEqual([
      q.entries[0].relationId,
      q.entries[1].relationId,
    ]);
  });

  it('two instances at once write one reminder per offer; none when the municipality switched it off', async () => {
    const q = await queueWithFreedPlaces(2, 2);
    await offerFreedPlacesJob.run(ctx());
    await Promise.all([
      remindLapsingOffersJob.run(ctx(daysAfterOffer(12.5))),
      remindLapsingOffersJob.run(ctx(daysAfterOffer(12.5))),
    ]);
    expect((await q.mails('waiting_list_offer_lapsing')).map((m) => m.relation_id).sort()).toEqual(
      q.entries.map((e) => e.relationId).sort(),
    );

    const off = await queueWithFreedPlaces(1, 1);
    await runCommand(db, 'set-setting', [off.tenant.code, 'MESSAGE_WAITING_LIST_OFFER_LAPSING=N'], {}, () => {});
    await offerFreedPlacesJob.run(ctx());
    await remindLapsingOffersJob.run(ctx(daysAfterOffer(12.5)));
    expect(await off.mails('waiting_list_offer_lapsing')).toEqual([]);
    expect(await off.statuses()).toEqual(['AWAIT_CONTINUE_WAITING']);
  });
});

describe('the position message (issue 26, waiting_list_position)', () => {
  it('tells those behind a lapsed offer who moved up to a multiple of the tenant’s step, once, not one who opted out', async () => {
    const q = await queueWithFreedPlaces(1, 6);
    await runCommand(db, 'set-setting', [q.tenant.code, 'WAITING_LIST_POSITION_STEP=2'], {}, () => {});
    await replaceMessageOptOuts(db, q.tenant.id, q.entries[5].relationId, ['waiting_list_position']);
    await offerFreedPlacesJob.run(ctx());
    // Joining and being offered move nobody: no position message yet.
    expect(await q.mails('waiting_list_position')).toEqual([]);

    // The first lapses: entries 1 to 5 move up to positions 1 to 5; entry 1 is offered the place.
    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(14)));
    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(14)));
    const sent = await q.mails('waiting_list_position');
    expect(sent.map((m) => [m.relation_id, m.event_key])).toEqual([
      [q.entries[2].relationId, `entry:${q.entries[2].id}:pos:2`],
      [q.entries[4].relationId, `entry:${q.entries[4].id}:pos:4`],
    ]);
    expect(sent[0]?.subject).toContain('You are now in position 2 on the waiting list');
    expect(sent[0]?.body).toContain(`/${q.tenant.code}/waiting-list`);

    // The second offer lapses too: entries 3 (now 2) and 5 (now 4, opted out) move up; only entry 3 is told.
    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(28)));
    expect((await q.mails('waiting_list_position')).map((m) => m.event_key)).toEqual([
      `entry:${q.entries[2].id}:pos:2`,
      `entry:${q.entries[4].id}:pos:4`,
      `entry:${q.entries[3].id}:pos:2`,
    ]);
  });

  it('is not written when the municipality switched it off', async () => {
    const q = await queueWithFreedPlaces(1, 3);
    await runCommand(
      db,
      'set-setting',
      [q.tenant.code, 'WAITING_LIST_POSITION_STEP=1', 'MESSAGE_WAITING_LIST_POSITION=N'],
      {},
      () => {},
    );
    await offerFreedPlacesJob.run(ctx());
    await passOnLapsedOffersJob.run(ctx(daysAfterOffer(14)));
    expect(await q.statuses()).toEqual(['DISCONTINUED', 'AWAIT_CONTINUE_WAITING', 'WAITING']);
    expect(await q.mails('waiting_list_position')).toEqual([]);
  });
});
