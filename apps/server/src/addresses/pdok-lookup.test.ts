import { afterAll, describe, expect, it } from 'vitest';
import { MISBEHAVING, startPdokFixtureServer } from '../test/pdok-fixture-server.js';
import { createPdokLookup, PDOK_DEFAULT_BASE_URL, pdokSearchUrl } from './pdok-lookup.js';

const server = await startPdokFixtureServer();
afterAll(() => server.close());

// A patient lookup for the answers the fixture gives at once: on a loaded CI machine (the server tests on PostgreSQL
// run beside the browser tests) a first request once took longer than 300 ms, the lookup gave up, and the test saw no
// request. The short wait is only for the test of a service that never answers (`impatient`).
const pdok = createPdokLookup({ baseUrl: server.baseUrl, timeoutMs: 10_000 });
const impatient = createPdokLookup({ baseUrl: server.baseUrl, timeoutMs: 300 });

describe('the PDOK address lookup, against recorded answers', () => {
  it('asks the free endpoint with exact filters on type, postal code and house number', async () => {
    const before = server.requests.length;
    await pdok.lookupAddress({ zipcode: '3512', letters: 'JE', nr: '29' });
    const [url] = server.requests.slice(before);
    expect(url?.pathname).toBe('/locatieserver/free');
    expect(url?.searchParams.getAll('fq')).toEqual(['type:adres', 'postcode:3512JE', 'huisnummer:29']);
    expect(url?.searchParams.get('q')).toBeNull();
    expect(url?.searchParams.get('fl')).toContain('straatnaam');
    expect(pdokSearchUrl(PDOK_DEFAULT_BASE_URL, '1234AB', 7).toString()).toBe(
      'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free?fq=type%3Aadres&fq=postcode%3A1234AB&fq=huisnummer%3A7&fl=type%2Cstraatnaam%2Chuisnummer%2Chuisletter%2Chuisnummertoevoeging%2Cpostcode%2Cwoonplaatsnaam&rows=100',
    );
  });

  it('answers street and city of an address that exists', async () => {
    expect(await pdok.lookupAddress({ zipcode: '3512', letters: 'JE', nr: '29' })).toEqual({
      outcome: 'found',
      street: 'Domplein',
      city: 'Utrecht',
    });
  });

  it('answers not-found when the register has no such address', async () => {
    expect(await pdok.lookupAddress({ zipcode: '3512', letters: 'JE', nr: '30' })).toEqual({ outcome: 'not-found' });
  });

  it('finds a number with several letters and additions, whichever the user gives', async () => {
    for (const extra of [{}, { houseLetter: 'B' }, { addition: '2' }, { houseLetter: 'Z' }, { addition: '-1' }]) {
      expect(
        await pdok.lookupAddress({ zipcode: '9711', letters: 'LV', nr: '1', ...extra }),
        JSON.stringify(extra),
      ).toEqual({
        outcome: 'found',
        street: 'Grote Markt',
        city: 'Groningen',
      });
    }
  });

  it('ignores documents of another number, postal code or type, should the service send them', async () => {
    expect(await pdok.lookupAddress({ zipcode: '1234', letters: 'AB', nr: '1' })).toEqual({ outcome: 'not-found' });
  });

  it('does not ask for what cannot exist: a malformed query or a number past the register’s 99999', async () => {
    const before = server.requests.length;
    for (const query of [
      { zipcode: '123', letters: 'AB', nr: '1' },
      { zipcode: '1234', letters: 'A1', nr: '1' },
      { zipcode: '1234', letters: 'AB', nr: '1a' },
      { zipcode: '1234', letters: 'AB', nr: '0' },
      { zipcode: '1234', letters: 'AB', nr: '100000' },
    ]) {
      expect(await pdok.lookupAddress(query)).toEqual({ outcome: 'not-found' });
    }
    expect(server.requests.length).toBe(before);
  });

  it('answers unavailable, with the reason for the log, when the service fails, stalls or talks nonsense', async () => {
    const outcome = async (zipcode: string, lookup = pdok) => {
      const result = await lookup.lookupAddress({ zipcode: zipcode.slice(0, 4), letters: zipcode.slice(4), nr: '1' });
      return result.outcome === 'unavailable' ? result.reason : result.outcome;
    };
    expect(await outcome(MISBEHAVING.serverError)).toBe('HTTP 503');
    const started = Date.now();
    expect(await outcome(MISBEHAVING.silent, impatient)).toBe('no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await outcome(MISBEHAVING.notJson)).toBe('answer is not JSON');
    expect(await outcome(MISBEHAVING.otherShape)).toBe('unexpected answer shape');
  });

  it('answers unavailable when the service cannot be reached at all', async () => {
    const closed = await startPdokFixtureServer();
    await closed.close();
    const unreachable = createPdokLookup({ baseUrl: closed.baseUrl, timeoutMs: 1000 });
    expect(await unreachable.lookupAddress({ zipcode: '3512', letters: 'JE', nr: '29' })).toMatchObject({
      outcome: 'unavailable',
      reason: expect.stringMatching(/^request failed/),
    });
  });

  it('can take an injected fetch, and never throws whatever it does', async () => {
    const throwing = createPdokLookup({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await throwing.lookupAddress({ zipcode: '3512', letters: 'JE', nr: '29' })).toEqual({
      outcome: 'unavailable',
      reason: 'request failed: fetch failed',
    });
  });
});
