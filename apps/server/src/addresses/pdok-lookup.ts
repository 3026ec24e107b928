/**
 * The address adapter on the national address register (BAG), through PDOK's Locatieserver: a
 * free public search service of the Dutch government, no key needed. We ask its `free` endpoint
 * with filter queries only (exact matches, no fuzzy text search):
 *
 *   GET {base}/free?fq=type:adres&fq=postcode:1234AB&fq=huisnummer:12&fl=...&rows=100
 *
 * and read `response.docs[]`: one document per address of that number, so one for 12, 12A,
 * 12-1 and so on. Every outcome other than an answer we can read is `unavailable`: the user is
 * told to try later and nothing is saved, rather than saving an address nobody checked.
 */
import { z } from 'zod';
import { type AddressLookup, type AddressLookupResult, isWellFormed, sameAddition } from './address-lookup.js';

export const PDOK_DEFAULT_BASE_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1';
export const PDOK_DEFAULT_TIMEOUT_MS = 5000;

/** The BAG numbers houses from 1 to 99999; a longer number cannot exist, so nobody needs to be asked. */
const BAG_MAX_HOUSE_NUMBER = 99_999;
/** More documents than any one house number has letters and additions. */
const ROWS = 100;
const FIELDS = ['type', 'straatnaam', 'huisnummer', 'huisletter', 'huisnummertoevoeging', 'postcode', 'woonplaatsnaam'];

export interface PdokOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /** Injected by tests; the real fetch otherwise. */
  fetch?: typeof fetch;
}

const pdokDocument = z.looseObject({
  type: z.string().optional(),
  straatnaam: z.string().optional(),
  huisnummer: z.union([z.number(), z.string()]).optional(),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  postcode: z.string().optional(),
  woonplaatsnaam: z.string().optional(),
});
type PdokDocument = z.infer<typeof pdokDocument>;

const pdokAnswer = z.looseObject({
  response: z.looseObject({ numFound: z.number(), docs: z.array(pdokDocument) }),
});

export function pdokSearchUrl(baseUrl: string, postcode: string, nr: number): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/free`);
  // Only validated digits and capitals go into these filters, so nothing can widen the search.
  url.searchParams.append('fq', 'type:adres');
  url.searchParams.append('fq', `postcode:${postcode}`);
  url.searchParams.append('fq', `huisnummer:${nr}`);
  url.searchParams.set('fl', FIELDS.join(','));
  url.searchParams.set('rows', String(ROWS));
  return url;
}

/** Of the addresses of one number, the one whose letter and addition match best; the first of equals. */
function bestMatch(documents: PdokDocument[], houseLetter: string, addition: string): PdokDocument | undefined {
  let best: PdokDocument | undefined;
  let bestScore = -1;
  for (const doc of documents) {
    const score =
      ((doc.huisletter ?? '').toUpperCase() === houseLetter.toUpperCase() ? 2 : 0) +
      (sameAddition(doc.huisnummertoevoeging, addition) ? 1 : 0);
    if (score > bestScore) {
      best = doc;
      bestScore = score;
    }
  }
  return best;
}

export function readPdokAnswer(
  body: unknown,
  query: { postcode: string; nr: number; houseLetter: string; addition: string },
): AddressLookupResult {
  const parsed = pdokAnswer.safeParse(body);
  if (!parsed.success) return { outcome: 'unavailable', reason: 'unexpected answer shape' };
  // The filters already select these; checked again so a changed service cannot slip a neighbour in.
  const addresses = parsed.data.response.docs.filter(
    (doc) =>
      (doc.type === undefined || doc.type === 'adres') &&
      (doc.postcode ?? '').replace(/\s/g, '').toUpperCase() === query.postcode &&
      Number(doc.huisnummer) === query.nr &&
      !!doc.straatnaam?.trim() &&
      !!doc.woonplaatsnaam?.trim(),
  );
  const found = bestMatch(addresses, query.houseLetter, query.addition);
  if (!found?.straatnaam || !found.woonplaatsnaam) return { outcome: 'not-found' };
  return { outcome: 'found', street: found.straatnaam.trim(), city: found.woonplaatsnaam.trim() };
}

export function createPdokLookup(options: PdokOptions = {}): AddressLookup {
  const baseUrl = options.baseUrl ?? PDOK_DEFAULT_BASE_URL;
  const timeoutMs = options.timeoutMs ?? PDOK_DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: 'pdok',
    async lookupAddress(query) {
      if (!isWellFormed(query)) return { outcome: 'not-found' };
      const nr = Number(query.nr);
      if (nr < 1 || nr > BAG_MAX_HOUSE_NUMBER) return { outcome: 'not-found' };
      const postcode = `${query.zipcode}${query.letters}`;
      let body: unknown;
      try {
        // One deadline for the answer and its body: a service that starts answering and then stalls is as unavailable.
        const response = await fetchImpl(pdokSearchUrl(baseUrl, postcode, nr), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          return { outcome: 'unavailable', reason: `HTTP ${response.status}` };
        }
        body = await response.json();
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          return { outcome: 'unavailable', reason: `no answer within ${timeoutMs} ms` };
        }
        if (error instanceof SyntaxError) return { outcome: 'unavailable', reason: 'answer is not JSON' };
        return { outcome: 'unavailable', reason: `request failed: ${error instanceof Error ? error.message : error}` };
      }
      return readPdokAnswer(body, {
        postcode,
        nr,
        houseLetter: query.houseLetter ?? '',
        addition: query.addition ?? '',
      });
    },
  };
}
