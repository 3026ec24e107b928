import { afterAll, describe, expect, it } from 'vitest';
import { HANDLERS } from '../handlers.js';
import type { Tenant } from '../tenants/index.js';
import { MISBEHAVING_PLATES, RECORDED_PLATES, startRdwFixtureServer } from '../test/rdw-fixture-server.js';
import { createRelation, createTenant, post, relationSessionCookie, sessionCookie, testApp } from '../test/support.js';
import { NEIGHBOUR_BSN, PERSONA_BSN } from './simulator-dataset.js';
import { createSimulatorRegistry, SIMULATOR_FAILING_PLATE } from './simulator-registry.js';
import { checkPlate, PLATE_CHECKS_PER_RELATION } from './vehicle-check.js';
import { createVehicleHandlers } from './vehicle-handlers.js';
import { type VehicleRegistry, VehicleRegistryUnavailable } from './vehicle-registry.js';

// VEHICLE_REGISTRY is unset in tests: the simulator answers.
const { app, db } = await testApp();

// The same server with the simulator switched to fail, with a registry that throws, and on recorded RDW answers.
const switchedOff = await testApp({ config: { VEHICLE_REGISTRY_SIMULATOR_FAIL: 'on' } });
const unavailable: VehicleRegistry = {
  kind: 'rdw',
  lookUp: async () => {
    throw new VehicleRegistryUnavailable('no answer within 5000 ms');
  },
};
const broken = await testApp({ handlers: [...HANDLERS, ...createVehicleHandlers({ registry: () => unavailable })] });
const rdwServer = await startRdwFixtureServer();
afterAll(() => rdwServer.close());
const national = await testApp({
  config: { VEHICLE_REGISTRY: 'rdw', RDW_API_URL: rdwServer.baseUrl, RDW_TIMEOUT_MS: '300', RDW_APP_TOKEN: 'tkn' },
});

const NOT_IN_NAME = {
  nl: 'Voor dit product mag u alleen een kenteken gebruiken van een voertuig dat op uw naam staat.',
  en: 'For this product it is only allowed to use a licence plate for a vehicle that is in your name.',
};
const UNAVAILABLE = {
  nl: 'Het kenteken kan op dit moment niet worden gecontroleerd. Probeer het later opnieuw.',
  en: 'The licence plate cannot be checked at this time. Please try again later.',
};

/** A resident logged in with DigiD as one of the simulator's personas. */
async function resident(tenant: Tenant, bsn: string = PERSONA_BSN.janJansen) {
  const relationId = await createRelation(db, tenant, { relationType: 'P' }, { service: 'digid', subject: bsn });
  return { relationId, cookie: await relationSessionCookie(db, tenant, relationId) };
}

function check(tenant: Tenant, cookie: string, plate: string, on = app, lang?: 'en_EN' | 'nl_NL') {
  return post(
    on,
    tenant.code,
    'eloket/rdw_check',
    { p_licenseplate: plate },
    {
      cookie: lang ? `${cookie}; pl_lang=${lang}` : cookie,
    },
  );
}

describe('eloket/rdw_check with the simulator', () => {
  it('answers true with brand and colour for a plate in the person’s own name', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    const res = await check(tenant, cookie, 'kz-508-t');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statuscode: 'OK',
      statusmessage: '',
      messagetype: '',
      result: [{ RESULT: true, BRAND: 'VOLKSWAGEN', COLOR: 'GRIJS', SIMULATOR_YN: 'Y' }],
    });
  });

  it('answers false, with the own-plate rule as message, for someone else’s vehicle, in Dutch and English', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    for (const plate of ['J291BX', 'SXR41P', 'VG301K', 'R512JD']) {
      const res = await check(tenant, cookie, plate);
      expect(res.json(), plate).toMatchObject({
        statuscode: 'OK',
        statusmessage: NOT_IN_NAME.nl,
        messagetype: 'W',
        result: [{ RESULT: false, SIMULATOR_YN: 'Y' }],
      });
    }
    expect((await check(tenant, cookie, 'SXR41P', app, 'en_EN')).json()).toEqual({
      statuscode: 'OK',
      statusmessage: NOT_IN_NAME.en,
      messagetype: 'W',
      result: [{ RESULT: false, BRAND: 'VOLKSWAGEN', COLOR: 'ZWART', SIMULATOR_YN: 'Y' }],
    });
    // The neighbour's car is the neighbour's own.
    const neighbour = await resident(tenant, NEIGHBOUR_BSN);
    expect((await check(tenant, neighbour.cookie, 'R512JD')).json().result[0].RESULT).toBe(true);
  });

  it('answers false when the holder cannot be told: a vehicle without one, or a person without a BSN', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    expect((await check(tenant, cookie, 'N808HV')).json()).toMatchObject({
      statusmessage: NOT_IN_NAME.nl,
      result: [{ RESULT: false, BRAND: 'CITROEN', COLOR: 'BEIGE' }],
    });
    const eu = await createRelation(
      db,
      tenant,
      { relationType: 'P' },
      { service: 'eidas', subject: 'DE/NL/4f1c0a9e7b2d46c8' },
    );
    const euCookie = await relationSessionCookie(db, tenant, eu);
    expect((await check(tenant, euCookie, 'KZ508T')).json().result[0]).toMatchObject({ RESULT: false });
  });

  it('answers failure, naming the plate, for a plate the registry does not know, in Dutch and English', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    expect((await check(tenant, cookie, 'ZZ-999-Z')).json()).toEqual({
      statuscode: 'OK',
      statusmessage: 'Het kentekenregister kent kenteken ZZ999Z niet. Controleer het kenteken.',
      messagetype: 'E',
      result: [{ RESULT: 'failure', SIMULATOR_YN: 'Y' }],
    });
    expect((await check(tenant, cookie, 'ZZ999Z', app, 'en_EN')).json().statusmessage).toBe(
      'The vehicle registry does not know licence plate ZZ999Z. Please check the plate.',
    );
  });

  it('answers RDW_UNAVAILABLE for the reserved failing plate and when switched to fail', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    const expected = { statuscode: 'RDW_UNAVAILABLE', statusmessage: UNAVAILABLE.nl, messagetype: 'E', result: [] };
    const reserved = await check(tenant, cookie, SIMULATOR_FAILING_PLATE);
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json()).toEqual(expected);
    expect((await check(tenant, cookie, 'KZ508T', switchedOff.app)).json()).toEqual(expected);
    expect((await check(tenant, cookie, 'KZ508T', switchedOff.app, 'en_EN')).json().statusmessage).toBe(UNAVAILABLE.en);
  });

  it('refuses a plate that is not a Dutch plate of 6 letters and digits', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    for (const plate of ['', 'KZ508', 'KZ508TT']) {
      const res = await check(tenant, cookie, plate);
      expect(res.json().statuscode, plate).toBe('INVALID_PARAMETERS');
      expect(res.json().statusmessage).not.toBe('');
    }
  });
});

describe('eloket/rdw_check: who may use it', () => {
  it('refuses a company with FORBIDDEN: companies send plates without a check', async () => {
    const tenant = await createTenant(db);
    const company = await createRelation(
      db,
      tenant,
      { relationType: 'B', name: 'Bakkerij Van Dam' },
      { service: 'eherkenning', subject: '90000001' },
    );
    const res = await check(tenant, await relationSessionCookie(db, tenant, company), 'VG301K');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statuscode: 'FORBIDDEN', messagetype: 'E', result: [] });
  });

  it('refuses a call without a session, a session part-way through login and one without a relation', async () => {
    const tenant = await createTenant(db);
    const noSession = await check(tenant, '', 'KZ508T');
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().statuscode).toBe('SESSION_TIMEOUT');
    const { relationId } = await resident(tenant);
    const halfway = await relationSessionCookie(db, tenant, relationId, 'login');
    expect((await check(tenant, halfway, 'KZ508T')).json().statuscode).toBe('SESSION_TIMEOUT');
    const anonymous = await sessionCookie(db, tenant, 'authorized', 20, null);
    expect((await check(tenant, anonymous, 'KZ508T')).json().statuscode).toBe('SESSION_TIMEOUT');
  });

  it('never answers for a session of another municipality', async () => {
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    const { cookie } = await resident(tenant);
    expect((await check(other, cookie, 'KZ508T')).json().statuscode).toBe('SESSION_TIMEOUT');
  });

  it(`allows ${PLATE_CHECKS_PER_RELATION.max} checks per relation in a window, then RATE_LIMITED`, async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    for (let i = 0; i < PLATE_CHECKS_PER_RELATION.max; i++) {
      expect((await check(tenant, cookie, 'KZ508T')).json().statuscode).toBe('OK');
    }
    expect((await check(tenant, cookie, 'KZ508T')).json().statuscode).toBe('RATE_LIMITED');
    // Another person of the same municipality has a limit of its own.
    const other = await resident(tenant, PERSONA_BSN.fatimaElAmrani);
    expect((await check(tenant, other.cookie, 'J291BX')).json().result[0].RESULT).toBe(true);
  });
});

describe('eloket/rdw_check with a registry that cannot be asked', () => {
  it('answers RDW_UNAVAILABLE in the caller’s language and stores nothing', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    expect((await check(tenant, cookie, 'KZ508T', broken.app)).json()).toEqual({
      statuscode: 'RDW_UNAVAILABLE',
      statusmessage: UNAVAILABLE.nl,
      messagetype: 'E',
      result: [],
    });
    expect((await check(tenant, cookie, 'KZ508T', broken.app, 'en_EN')).json().statusmessage).toBe(UNAVAILABLE.en);
  });
});

describe('eloket/rdw_check on the RDW open data (recorded answers)', () => {
  it('answers false with brand and colour for a known plate: the open data never proves the holder', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    const before = rdwServer.requests.length;
    expect((await check(tenant, cookie, 'GX-873-B', national.app)).json()).toEqual({
      statuscode: 'OK',
      statusmessage: NOT_IN_NAME.nl,
      messagetype: 'W',
      result: [{ RESULT: false, BRAND: 'VOLKSWAGEN', COLOR: 'GRIJS', SIMULATOR_YN: 'N' }],
    });
    const [request] = rdwServer.requests.slice(before);
    expect(request?.url.searchParams.get('kenteken')).toBe('GX873B');
    expect(request?.headers['x-app-token']).toBe('tkn');
    expect(JSON.stringify(request)).not.toContain(PERSONA_BSN.janJansen);
    expect((await check(tenant, cookie, RECORDED_PLATES.companyVan, national.app, 'en_EN')).json()).toMatchObject({
      statusmessage: NOT_IN_NAME.en,
      result: [{ RESULT: false, BRAND: 'RENAULT', COLOR: 'WIT' }],
    });
  });

  it('answers failure for a plate the RDW does not know', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    expect((await check(tenant, cookie, 'ZZ999Z', national.app)).json()).toMatchObject({
      statuscode: 'OK',
      messagetype: 'E',
      result: [{ RESULT: 'failure', SIMULATOR_YN: 'N' }],
    });
  });

  it('answers RDW_UNAVAILABLE when the RDW fails, throttles, is too slow or sends malformed JSON', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await resident(tenant);
    for (const plate of Object.values(MISBEHAVING_PLATES)) {
      const res = await check(tenant, cookie, plate, national.app);
      expect(res.statusCode, plate).toBe(200);
      expect(res.json(), plate).toEqual({
        statuscode: 'RDW_UNAVAILABLE',
        statusmessage: UNAVAILABLE.nl,
        messagetype: 'E',
        result: [],
      });
    }
  });
});

describe('the log of a check', () => {
  it('says who asked which registry with what outcome, without the BSN or the plate', async () => {
    const tenant = await createTenant(db);
    const { relationId } = await resident(tenant);
    const session = { relationId } as Parameters<typeof checkPlate>[0]['session'];
    const lines: { level: string; details: object; message: string }[] = [];
    const log = {
      info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
      warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
    };
    const call = { db, tenant, session, locale: 'nl_NL' as const, registry: createSimulatorRegistry(), log };
    await checkPlate(call, 'KZ508T');
    await checkPlate(call, 'ZZ999Z');
    await expect(checkPlate(call, SIMULATOR_FAILING_PLATE)).rejects.toMatchObject({ code: 'RDW_UNAVAILABLE' });
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'vehicle registry check',
        details: { tenant: tenant.code, relationId, registry: 'simulator', holderKnown: true, outcome: 'in_name' },
      },
      {
        level: 'info',
        message: 'vehicle registry check',
        details: expect.objectContaining({ outcome: 'unknown_plate' }),
      },
      {
        level: 'warn',
        message: 'vehicle registry unavailable',
        details: expect.objectContaining({ outcome: 'unavailable', reason: 'simulator plate 00FAIL always fails' }),
      },
    ]);
    const text = JSON.stringify(lines.slice(0, 2));
    expect(text).not.toContain(PERSONA_BSN.janJansen);
    expect(text).not.toContain('KZ508T');
  });
});
