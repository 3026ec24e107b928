/**
 * Parking rights in the NPR (issue 30), through the real paths: a permit issued by a paid request,
 * its plates changed by a paid LICENSE_CHANGE request, a termination now; the rights sent by the
 * job to the built-in simulator and read back as the scan car reads them.
 */
import '../composition.js';
import { addDays, amsterdamDay } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../catalogue/index.js';
import type { JobContext } from '../jobs/index.js';
import { runCommand } from '../operator/index.js';
import { markPermitEnded, setPlannedEnd } from '../permits/index.js';
import { applyRequestEvent } from '../requests/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp, testConfig } from '../test/support.js';
import { issuePermit, PERMITS_CATALOGUE } from '../test/test-permits.js';
import { type ParkingRegister, ParkingRegisterUnavailable } from './parking-register.js';
import { reconcileRights, rightReference, sendWaitingRights } from './parking-rights-jobs.js';
import { amsterdamMidnight } from './right-plan.js';
import { createSimulatorRegister, type SimulatorBehaviour, scanPlate } from './simulator-register.js';
import { syncPermitRights } from './sync-rights.js';

const { app, db } = await testApp();
const silent = { info: () => undefined, warn: () => undefined };
const MINUTE = 60_000;
const ctx = (now: Date): JobContext => ({ db, config: testConfig(), log: silent, now });
const NPR = { areaManagerId: '363', areaId: 'CENTRUM-VERGUNNING' };

async function tenantWithNprArea(): Promise<Tenant> {
  const tenant = await createTenant(db);
  await importCatalogue(db, tenant.code, {
    ...PERMITS_CATALOGUE,
    areas: PERMITS_CATALOGUE.areas?.map((area) => ({ ...area, npr: NPR })),
  });
  return tenant;
}

/** A simulator whose behaviour the test switches (down, slow, back). */
function switchableRegister(tenant: Tenant) {
  let behaviour: SimulatorBehaviour = 'normal';
  return {
    set: (next: SimulatorBehaviour) => {
      behaviour = next;
    },
    registerFor: async (): Promise<ParkingRegister> =>
      createSimulatorRegister(db, tenant.id, { behaviour, slowMs: 20 }),
  };
}

async function permitOf(tenant: Tenant, rootRequestId: number) {
  return db
    .selectFrom('permits')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('request_id', '=', rootRequestId)
    .executeTakeFirstOrThrow();
}

async function changePlates(tenant: Tenant, rootRequestId: number, plates: string[]) {
  const permit = await permitOf(tenant, rootRequestId);
  const root = await db
    .selectFrom('requests')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', rootRequestId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('requests')
    .values({
      tenant_id: tenant.id,
      relation_id: root.relation_id,
      kind: 'LICENSE_CHANGE',
      permit_id: permit.id,
      permit_type_id: root.permit_type_id,
      area_id: root.area_id,
      location_id: root.location_id,
      price_line_id: root.price_line_id,
      valid_from: root.valid_from,
      valid_to: root.valid_to,
      price_cents: 0,
      status: 'AWAIT_PAYMENT',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('request_plates')
    .values(
      plates.map((plate, i) => ({
        tenant_id: tenant.id,
        request_id: id,
        position: i + 1,
        license_plate: plate,
        lease_yn: 'Y' as const,
        rdw_checked_yn: 'Y' as const,
        country: 'DE',
      })),
    )
    .execute();
  const paid = await applyRequestEvent(db, tenant.id, id, { type: 'PAID' });
  if (!paid.ok) throw new Error(`plate change refused: ${paid.refusal}`);
}

const scan = (tenant: Tenant, plate: string, at: Date, area = NPR) =>
  scanPlate(db, tenant.id, { licensePlate: plate, ...area, at });

async function messages(tenant: Tenant) {
  return db
    .selectFrom('npr_simulator_messages')
    .select(['reference', 'version', 'applied_yn'])
    .where('tenant_id', '=', tenant.id)
    .orderBy('id')
    .execute();
}

async function waiting(tenant: Tenant) {
  const rows = await db
    .selectFrom('parking_rights')
    .select(['version', 'sent_version'])
    .where('tenant_id', '=', tenant.id)
    .execute();
  return rows.filter((r) => r.version > r.sent_version).length;
}

const today = () => amsterdamDay(new Date());
const inAYear = () => `${Number(today().slice(0, 4)) + 1}${today().slice(4)}`;

describe('parking rights in the NPR', () => {
  it('loses no registration and sends none twice when the register is down for an hour, two instances at once', async () => {
    const tenant = await tenantWithNprArea();
    const register = switchableRegister(tenant);
    const holder = await createRelation(db, tenant, { relationType: 'P', name: 'Jansen' });
    await issuePermit(db, tenant, holder, {
      type: 'MAAND',
      validFrom: today(),
      validTo: inAYear(),
      priceCents: 12_000,
      plates: ['AB12CD', 'XY99ZZ'],
    });
    expect(await waiting(tenant)).toBe(2);

    register.set('fail');
    const down = new Date();
    for (let minute = 0; minute <= 60; minute += 5) {
      const at = ctx(new Date(down.getTime() + minute * MINUTE));
      const runs = await Promise.all([
        sendWaitingRights(at, { tenantId: tenant.id, registerFor: register.registerFor }),
        sendWaitingRights(at, { tenantId: tenant.id, registerFor: register.registerFor }),
      ]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(0);
    }
    expect(await waiting(tenant)).toBe(2);
    const failed = await db
      .selectFrom('parking_rights')
      .select(['attempts', 'last_error'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(failed.every((r) => r.attempts > 1 && r.last_error?.includes('fail'))).toBe(true);

    register.set('slow');
    const back = ctx(new Date(down.getTime() + 2 * 60 * MINUTE));
    const runs = await Promise.all([
      sendWaitingRights(back, { tenantId: tenant.id, registerFor: register.registerFor }),
      sendWaitingRights(back, { tenantId: tenant.id, registerFor: register.registerFor }),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(2);
    expect(await waiting(tenant)).toBe(0);
    // Every message the register received is one right at one version, once.
    const received = await messages(tenant);
    expect(received).toHaveLength(2);
    expect(new Set(received.map((m) => `${m.reference}@${m.version}`)).size).toBe(2);
    // Again: nothing left to send.
    expect((await sendWaitingRights(back, { tenantId: tenant.id, registerFor: register.registerFor })).sent).toBe(0);

    const now = new Date();
    expect(await scan(tenant, 'AB12CD', now)).toBe(true);
    expect(await scan(tenant, 'XY99ZZ', now)).toBe(true);
    expect(await scan(tenant, 'AB12CD', now, { areaManagerId: '363', areaId: 'ELDERS' })).toBe(false);
  });

  it('keeps the register matching the permit through plate changes, repeated and reordered events and a termination', async () => {
    const tenant = await tenantWithNprArea();
    const register = switchableRegister(tenant);
    const holder = await createRelation(db, tenant, { relationType: 'P', name: 'de Vries' });
    const root = await issuePermit(db, tenant, holder, {
      type: 'MAAND',
      validFrom: today(),
      validTo: inAYear(),
      priceCents: 12_000,
      plates: ['OLD111'],
    });
    const send = (now = new Date()) =>
      sendWaitingRights(ctx(now), { tenantId: tenant.id, registerFor: register.registerFor });
    await send();
    const beforeChange = new Date();
    await changePlates(tenant, root, ['NEW222']);
    const changed = new Date();
    const permit = await permitOf(tenant, root);

    // The same events again, and an older one after a newer one: nothing new is planned.
    await db.transaction().execute((trx) => syncPermitRights(trx, tenant.id, permit.id, changed));
    await db.transaction().execute((trx) => syncPermitRights(trx, tenant.id, permit.id, beforeChange));
    await db
      .transaction()
      .execute((trx) => syncPermitRights(trx, tenant.id, permit.id, new Date(changed.getTime() + MINUTE)));
    const rights = await db
      .selectFrom('parking_rights')
      .select(['id', 'license_plate', 'starts_at', 'ends_at', 'version'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('id')
      .execute();
    expect(rights.map((r) => [r.license_plate, r.version])).toEqual([
      ['OLD111', 2],
      ['NEW222', 1],
    ]);
    // No gap and no overlap: the old plate's right ends when the new one's starts.
    expect(rights[0]?.ends_at?.getTime()).toBe(rights[1]?.starts_at.getTime());

    await send();
    await send();
    // A stale version arriving late (a reordered delivery) changes nothing in the register.
    const simulator = await register.registerFor();
    await simulator.putRight({
      reference: rightReference(tenant.id, rights[0]?.id ?? 0),
      version: 1,
      licensePlate: 'OLD111',
      ...NPR,
      startsAt: rights[0]?.starts_at ?? new Date(),
      endsAt: null,
      validDays: '',
      known: true,
    });
    const after = new Date(Date.now() + MINUTE);
    expect(await scan(tenant, 'OLD111', after)).toBe(false);
    expect(await scan(tenant, 'NEW222', after)).toBe(true);
    expect(await scan(tenant, 'OLD111', new Date(beforeChange.getTime() - 1))).toBe(true);
    const applied = (await messages(tenant)).filter((m) => m.applied_yn === 'Y');
    expect(new Set(applied.map((m) => `${m.reference}@${m.version}`)).size).toBe(applied.length);

    // Terminated now: no right from now on.
    await db
      .transaction()
      .execute((trx) => markPermitEnded(trx, permit, { endDate: today(), reason: 'TERMINATED', freedOn: today() }));
    await send();
    expect(await scan(tenant, 'NEW222', new Date(Date.now() + MINUTE))).toBe(false);
    expect(await waiting(tenant)).toBe(0);
  });

  it('repairs with the daily reconciliation a right deleted behind the portal’s back', async () => {
    const tenant = await tenantWithNprArea();
    const register = switchableRegister(tenant);
    const holder = await createRelation(db, tenant, { relationType: 'P', name: 'Bakker' });
    await issuePermit(db, tenant, holder, {
      type: 'MAAND',
      validFrom: today(),
      validTo: inAYear(),
      priceCents: 0,
      plates: ['GONE01'],
    });
    await sendWaitingRights(ctx(new Date()), { tenantId: tenant.id, registerFor: register.registerFor });
    expect(await scan(tenant, 'GONE01', new Date())).toBe(true);

    // Gone from the register behind the portal's back.
    const deleted = await db
      .deleteFrom('npr_simulator_rights')
      .where('tenant_id', '=', tenant.id)
      .where('license_plate', '=', 'GONE01')
      .executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);
    expect(await scan(tenant, 'GONE01', new Date())).toBe(false);

    const outcome = await reconcileRights(ctx(new Date()), tenant.id, { registerFor: register.registerFor });
    expect(outcome.lost).toBe(1);
    await sendWaitingRights(ctx(new Date()), { tenantId: tenant.id, registerFor: register.registerFor });
    expect(await scan(tenant, 'GONE01', new Date())).toBe(true);
    // The simulator's scan page says the same, for now and for a moment before the permit.
    const page = async (moment: string) =>
      (
        await app.inject({
          url: `/${tenant.code}/simulator/npr/scan?plate=gone-01&manager=363&area=CENTRUM-VERGUNNING&moment=${moment}`,
        })
      ).body;
    expect(await page('')).toContain('Recht geregistreerd');
    expect(await page('2000-01-01T12:00')).toContain('Geen recht');
    expect(await page('2000-01-01T11:00:00.000Z')).toContain('Geen recht');
    expect(await page('gisteren')).toContain('Ongeldig moment');
    // A second reconciliation finds nothing to repair.
    expect((await reconcileRights(ctx(new Date()), tenant.id, { registerFor: register.registerFor })).lost).toBe(0);
  });

  it('lists for the operator what registers nothing and the rights waiting or failed, per municipality', async () => {
    const tenant = await tenantWithNprArea();
    const out: string[] = [];
    await runCommand(db, 'set-parking-register', [tenant.code, 'simulator', 'fail'], {}, (text) => out.push(text));
    const holder = await createRelation(db, tenant, { relationType: 'P', name: 'Visser' });
    await issuePermit(db, tenant, holder, {
      type: 'MAAND',
      validFrom: today(),
      validTo: inAYear(),
      priceCents: 0,
      plates: ['WAIT01'],
    });
    await sendWaitingRights(ctx(new Date()), { tenantId: tenant.id });
    await runCommand(db, 'parking-rights', [tenant.code], {}, (text) => out.push(text));
    const listing = out.join('');
    expect(listing).toContain('"behaviour":"fail"');
    expect(listing).toMatch(
      /WAIT01\t363\/CENTRUM-VERGUNNING\tversion 1 \(acknowledged 0\)\tfailed 1x: the simulator is told to fail/,
    );
    expect(listing).toContain('Every product names an NPR area.');

    const other = await createTenant(db);
    await importCatalogue(db, other.code, PERMITS_CATALOGUE);
    const elsewhere: string[] = [];
    await runCommand(db, 'parking-rights', [other.code], {}, (text) => elsewhere.push(text));
    expect(elsewhere.join('')).toContain('Registers nothing (no NPR area in the catalogue): KOSTEN in CENTRUM (ZONE)');
    expect(elsewhere.join('')).not.toContain('WAIT01');
  });

  it('tells the resident in the product details whether the permit is registered for enforcement', async () => {
    const tenant = await tenantWithNprArea();
    const holder = await createRelation(db, tenant, { relationType: 'P', name: 'Mulder' });
    await issuePermit(db, tenant, holder, {
      type: 'MAAND',
      validFrom: today(),
      validTo: inAYear(),
      priceCents: 0,
      plates: ['SEEN01'],
    });
    const cookie = await relationSessionCookie(db, tenant, holder);
    const products = async () =>
      (await post(app, tenant.code, 'eloket/get_issued_permits', {}, { cookie })).json().result as Record<
        string,
        unknown
      >[];
    expect((await products())[0]?.ENFORCEMENT_REGISTRATION).toBe('PENDING');
    await sendWaitingRights(ctx(new Date()), { tenantId: tenant.id });
    expect((await products())[0]?.ENFORCEMENT_REGISTRATION).toBe('REGISTERED');

    // A product whose area names no NPR area says nothing.
    const other = await createTenant(db);
    await importCatalogue(db, other.code, PERMITS_CATALOGUE);
    const resident = await createRelation(db, other, { relationType: 'P', name: 'Smit' });
    await issuePermit(db, other, resident, { type: 'MAAND', validFrom: today(), validTo: inAYear(), priceCents: 0 });
    const answer = await post(
      app,
      other.code,
      'eloket/get_issued_permits',
      {},
      { cookie: await relationSessionCookie(db, other, resident) },
    );
    expect(answer.json().result[0]).not.toHaveProperty('ENFORCEMENT_REGISTRATION');
  });

  it('registers a later permit with its start, shortens it to a planned termination, and follows a new NPR area', async () => {
    const tenant = await tenantWithNprArea();
    const register = switchableRegister(tenant);
    const holder = await createRelation(db, tenant, { relationType: 'P', name: 'Hendriks' });
    const start = addDays(today(), 10);
    const root = await issuePermit(db, tenant, holder, {
      type: 'MAAND',
      validFrom: start,
      validTo: inAYear(),
      priceCents: 0,
      plates: ['LATE01'],
    });
    const permit = await permitOf(tenant, root);
    const plannedEnd = addDays(today(), 40);
    await db.transaction().execute((trx) => setPlannedEnd(trx, tenant.id, permit.id, plannedEnd));
    await sendWaitingRights(ctx(new Date()), { tenantId: tenant.id, registerFor: register.registerFor });
    const at = (day: string, hours = 12) => new Date(amsterdamMidnight(day).getTime() + hours * 3_600_000);
    expect(await scan(tenant, 'LATE01', new Date())).toBe(false);
    expect(await scan(tenant, 'LATE01', amsterdamMidnight(start))).toBe(true);
    expect(await scan(tenant, 'LATE01', at(plannedEnd, 23))).toBe(true);
    expect(await scan(tenant, 'LATE01', amsterdamMidnight(addDays(plannedEnd, 1)))).toBe(false);

    // The municipality corrects the NPR area: the old area's right ends, the new area gets one.
    const moved = { areaManagerId: '363', areaId: 'CENTRUM-NIEUW' };
    await importCatalogue(db, tenant.code, {
      ...PERMITS_CATALOGUE,
      areas: PERMITS_CATALOGUE.areas?.map((area) => ({ ...area, npr: moved })),
    });
    await reconcileRights(ctx(new Date()), tenant.id, { registerFor: register.registerFor });
    await sendWaitingRights(ctx(new Date()), { tenantId: tenant.id, registerFor: register.registerFor });
    expect(await scan(tenant, 'LATE01', at(addDays(start, 1)))).toBe(false);
    expect(await scan(tenant, 'LATE01', at(addDays(start, 1)), moved)).toBe(true);
    // Made and shortened before the job ran: only its latest version (2) went out. Then the old area's right,
    // withdrawn before it began, at version 3 (the register had it, so it was told), and the new area's.
    expect((await messages(tenant)).map((m) => m.version)).toEqual([2, 3, 1]);
  });

  it('never tells the register of a right withdrawn before it was sent', async () => {
    const tenant = await tenantWithNprArea();
    const register = switchableRegister(tenant);
    const holder = await createRelation(db, tenant, { relationType: 'P', name: 'Dekker' });
    const root = await issuePermit(db, tenant, holder, {
      type: 'MAAND',
      validFrom: addDays(today(), 5),
      validTo: inAYear(),
      priceCents: 0,
      plates: ['ONCE01'],
    });
    await changePlates(tenant, root, ['TWICE2']);
    await sendWaitingRights(ctx(new Date()), { tenantId: tenant.id, registerFor: register.registerFor });
    expect(await waiting(tenant)).toBe(0);
    const received = await db
      .selectFrom('npr_simulator_rights')
      .select('license_plate')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(received.map((r) => r.license_plate)).toEqual(['TWICE2']);
  });

  it('holds a right with days of the week only on those days in Amsterdam', async () => {
    const tenant = await tenantWithNprArea();
    const simulator = createSimulatorRegister(db, tenant.id);
    await simulator.putRight({
      reference: 'PL-days',
      version: 1,
      licensePlate: 'DAYS01',
      ...NPR,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: null,
      validDays: 'MONDAY,SATURDAY',
      known: false,
    });
    // Monday 2026-03-02 00:30 in Amsterdam is still Sunday in UTC.
    expect(await scan(tenant, 'DAYS01', new Date('2026-03-01T23:30:00Z'))).toBe(true);
    expect(await scan(tenant, 'DAYS01', new Date('2026-03-03T12:00:00Z'))).toBe(false);
    expect(await scan(tenant, 'DAYS01', new Date('2026-03-07T12:00:00Z'))).toBe(true);
  });

  it('sends one plate’s rights in order: a later right of a plate waits while its earlier one fails, other plates go on', async () => {
    const tenant = await tenantWithNprArea();
    const holder = await createRelation(db, tenant, { relationType: 'P', name: 'Peters' });
    const root = await issuePermit(db, tenant, holder, {
      type: 'MAAND',
      validFrom: today(),
      validTo: inAYear(),
      priceCents: 0,
      plates: ['FIRST1'],
    });
    await changePlates(tenant, root, ['OTHER2']);
    await changePlates(tenant, root, ['FIRST1']);
    const rights = await db
      .selectFrom('parking_rights')
      .select(['id', 'license_plate'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('id')
      .execute();
    expect(rights.map((r) => r.license_plate)).toEqual(['FIRST1', 'OTHER2', 'FIRST1']);
    const refused = rightReference(tenant.id, rights[0]?.id ?? 0);
    let refuse = true;
    const registerFor = async (): Promise<ParkingRegister> => {
      const simulator = createSimulatorRegister(db, tenant.id);
      return {
        ...simulator,
        putRight: async (message) => {
          if (refuse && message.reference === refused) throw new ParkingRegisterUnavailable('refused for the test');
          await simulator.putRight(message);
        },
      };
    };
    await sendWaitingRights(ctx(new Date()), { tenantId: tenant.id, registerFor });
    // OTHER2 went; FIRST1's second right waits behind its first.
    expect((await messages(tenant)).map((m) => m.reference)).toEqual([rightReference(tenant.id, rights[1]?.id ?? 0)]);

    refuse = false;
    await sendWaitingRights(ctx(new Date(Date.now() + 2 * MINUTE)), { tenantId: tenant.id, registerFor });
    expect((await messages(tenant)).map((m) => m.reference)).toEqual(
      [1, 0, 2].map((i) => rightReference(tenant.id, rights[i]?.id ?? 0)),
    );
    expect(await waiting(tenant)).toBe(0);
  });
});
