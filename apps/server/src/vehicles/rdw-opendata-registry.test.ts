import { afterAll, describe, expect, it } from 'vitest';
import {
  MISBEHAVING_PLATES,
  RECORDED_PLATES,
  SLOW_BODY_MS,
  startRdwFixtureServer,
} from '../test/rdw-fixture-server.js';
import {
  createRdwOpenDataRegistry,
  RDW_DEFAULT_BASE_URL,
  rdwVehicleUrl,
  readRdwAnswer,
} from './rdw-opendata-registry.js';
import { VehicleRegistryUnavailable } from './vehicle-registry.js';

const server = await startRdwFixtureServer();
afterAll(() => server.close());

// Ordinary answers get a patient timeout, so a loaded machine never turns them into a time-out; the
// stalling cases below use the impatient one.
const rdw = createRdwOpenDataRegistry({ baseUrl: server.baseUrl, timeoutMs: 10_000 });
const impatient = createRdwOpenDataRegistry({ baseUrl: server.baseUrl, timeoutMs: 300 });
const holder = { bsn: '999990007' };

async function reason(plate: string, registry = rdw): Promise<string> {
  try {
    await registry.lookUp(plate, holder);
  } catch (error) {
    if (error instanceof VehicleRegistryUnavailable) return error.detail;
    throw error;
  }
  return 'answered';
}

describe('the RDW open data registry, against recorded answers', () => {
  it('asks dataset m9d7-ebf2 for exactly one plate, without the BSN and without a token unless one is set', async () => {
    const before = server.requests.length;
    await rdw.lookUp('gx-873-b', holder);
    const [request] = server.requests.slice(before);
    expect(request?.url.pathname).toBe('/resource/m9d7-ebf2.json');
    expect([...(request?.url.searchParams.entries() ?? [])]).toEqual([['kenteken', 'GX873B']]);
    expect(request?.headers['x-app-token']).toBeUndefined();
    expect(request?.headers.accept).toBe('application/json');
    expect(JSON.stringify(request)).not.toContain('999990007');
    expect(rdwVehicleUrl(RDW_DEFAULT_BASE_URL, 'GX873B').toString()).toBe(
      'https://opendata.rdw.nl/resource/m9d7-ebf2.json?kenteken=GX873B',
    );
    expect(rdwVehicleUrl('https://proxy.example.nl/rdw/', 'GX873B').toString()).toBe(
      'https://proxy.example.nl/rdw/resource/m9d7-ebf2.json?kenteken=GX873B',
    );
  });

  it('sends the app token as X-App-Token when one is configured', async () => {
    const withToken = createRdwOpenDataRegistry({
      baseUrl: server.baseUrl,
      timeoutMs: 10_000,
      appToken: 'abc123token',
    });
    const before = server.requests.length;
    await withToken.lookUp(RECORDED_PLATES.passengerCar, holder);
    expect(server.requests.slice(before)[0]?.headers['x-app-token']).toBe('abc123token');
  });

  it('answers brand and colour of a known plate, and never knows the holder', async () => {
    expect(rdw.kind).toBe('rdw');
    expect(await rdw.lookUp(RECORDED_PLATES.passengerCar, holder)).toEqual({
      ownership: 'holder_unknown',
      brand: 'VOLKSWAGEN',
      colour: 'GRIJS',
    });
    expect(await rdw.lookUp(RECORDED_PLATES.companyVan, { bsn: null })).toEqual({
      ownership: 'holder_unknown',
      brand: 'RENAULT',
      colour: 'WIT',
    });
  });

  it('gives no colour where the RDW writes a placeholder', async () => {
    expect(await rdw.lookUp(RECORDED_PLATES.trailerWithoutColour, holder)).toEqual({
      ownership: 'holder_unknown',
      brand: 'HUMBAUR',
      colour: '',
    });
    expect(readRdwAnswer([{ kenteken: 'AB12CD', eerste_kleur: 'Niet geregistreerd' }], 'AB12CD')).toEqual({
      ownership: 'holder_unknown',
      brand: '',
      colour: '',
    });
  });

  it('answers null for a plate the RDW does not know, and for an answer about another plate', async () => {
    expect(await rdw.lookUp('ZZ999Z', holder)).toBeNull();
    expect(await rdw.lookUp(RECORDED_PLATES.otherPlateAnswered, holder)).toBeNull();
  });

  it('does not ask about a plate that cannot be Dutch', async () => {
    const before = server.requests.length;
    for (const plate of ['', 'GX873', 'GX873BB', '!!!!!!']) expect(await rdw.lookUp(plate, holder)).toBeNull();
    expect(server.requests.length).toBe(before);
  });

  it('is unavailable, with the reason for the log, when the service fails, throttles, stalls or talks nonsense', async () => {
    expect(await reason(MISBEHAVING_PLATES.serverError)).toBe('HTTP 500');
    expect(await reason(MISBEHAVING_PLATES.throttled)).toBe('HTTP 429');
    expect(await reason(MISBEHAVING_PLATES.malformed)).toBe('answer is not JSON');
    expect(await reason(MISBEHAVING_PLATES.otherShape)).toBe('unexpected answer shape');
    const started = Date.now();
    expect(await reason(MISBEHAVING_PLATES.slow, impatient)).toBe('no answer within 300 ms');
    expect(await reason(MISBEHAVING_PLATES.silent, impatient)).toBe('no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(SLOW_BODY_MS);
  });

  it('is unavailable when the service cannot be reached at all', async () => {
    const closed = await startRdwFixtureServer();
    await closed.close();
    const unreachable = createRdwOpenDataRegistry({ baseUrl: closed.baseUrl, timeoutMs: 1000 });
    expect(await reason(RECORDED_PLATES.passengerCar, unreachable)).toMatch(/^request failed/);
  });

  it('can take an injected fetch, and only ever throws VehicleRegistryUnavailable', async () => {
    const throwing = createRdwOpenDataRegistry({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await reason(RECORDED_PLATES.passengerCar, throwing)).toBe('request failed: fetch failed');
    const list = createRdwOpenDataRegistry({ fetch: async () => Response.json([{ merk: 'OPEL' }]) });
    expect(await reason(RECORDED_PLATES.passengerCar, list)).toBe('unexpected answer shape');
  });
});
