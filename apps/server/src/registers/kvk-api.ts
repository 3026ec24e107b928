/**
 * The trade register through the KvK API (developers.kvk.nl): Basisprofiel, Zoeken and
 * Vestigingsprofiel, each with the `apikey` header.
 *
 *   GET {base}/api/v1/basisprofielen/{kvkNummer}?geoData=false          the company's name (`naam`); 404: unknown
 *   GET {base}/api/v2/zoeken?kvkNummer=…&pagina=1&resultatenPerPagina=100
 *                                                                       its branches: `resultaten[]` with
 *                                                                       `vestigingsnummer` and `type`
 *                                                                       hoofdvestiging/nevenvestiging
 *   GET {base}/api/v1/vestigingsprofielen/{vestigingsnummer}?geoData=false
 *                                                                       per branch: `eersteHandelsnaam` and
 *                                                                       `adressen[]`, of which the one with
 *                                                                       type "bezoekadres" is the visiting address
 *
 * When eHerkenning names a branch, only its profile is asked (and it must belong to the KvK
 * number). Search results without a vestigingsnummer (the legal entity itself) are not branches.
 */
import { z } from 'zod';
import { type RegisterConnection, registerUrl, requestJson } from './register-http.js';
import {
  type CompanyRecord,
  type DutchAddress,
  type RegisterBranch,
  RegisterUnavailable,
  type TradeRegister,
  toDutchAddress,
} from './register-types.js';

/** More branches than anyone chooses from; a larger company is cut off here (and the log says so). */
export const KVK_MAX_BRANCHES = 200;
const PAGE_SIZE = 100;
/** Branch profiles asked at once: the login waits for them, the KvK limits callers. */
const PROFILE_CONCURRENCY = 4;

const text = z.string().optional();

const basisprofiel = z.looseObject({ kvkNummer: text, naam: text });

const zoekResultaat = z.looseObject({
  kvkNummer: text,
  vestigingsnummer: text,
  naam: text,
  type: text,
});
const zoekAntwoord = z.looseObject({
  pagina: z.number().int().optional(),
  totaal: z.number().int().optional(),
  resultaten: z.array(zoekResultaat),
});

const vestigingsAdres = z.looseObject({
  type: text,
  indAfgeschermd: text,
  straatnaam: text,
  huisnummer: z.union([z.number().int(), z.string()]).optional(),
  huisletter: text,
  huisnummerToevoeging: text,
  postcode: text,
  plaats: text,
  land: text,
});
const vestigingsprofiel = z.looseObject({
  vestigingsnummer: z.string(),
  kvkNummer: text,
  eersteHandelsnaam: text,
  adressen: z.array(vestigingsAdres).optional(),
});

function visitingAddress(adressen: z.infer<typeof vestigingsAdres>[] | undefined): DutchAddress | null {
  const adres = adressen?.find((a) => a.type === 'bezoekadres');
  if (!adres || adres.indAfgeschermd === 'Ja') return null;
  if (adres.land && adres.land !== 'Nederland') return null;
  return toDutchAddress({
    street: adres.straatnaam,
    houseNumber: adres.huisnummer,
    houseLetter: adres.huisletter,
    addition: adres.huisnummerToevoeging,
    postcode: adres.postcode,
    city: adres.plaats,
  });
}

export function readBranchProfile(body: unknown, kvkNumber: string): RegisterBranch | null {
  const parsed = vestigingsprofiel.safeParse(body);
  if (!parsed.success) throw new RegisterUnavailable('unexpected branch profile shape');
  if (parsed.data.kvkNummer !== undefined && parsed.data.kvkNummer !== kvkNumber) return null;
  return {
    branchNumber: parsed.data.vestigingsnummer,
    tradeName: (parsed.data.eersteHandelsnaam ?? '').trim(),
    address: visitingAddress(parsed.data.adressen),
  };
}

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function createKvkApi(connection: RegisterConnection, log?: (message: string) => void): TradeRegister {
  const get = (path: string, query?: Record<string, string>) =>
    requestJson(connection, registerUrl(connection.baseUrl, path, new URLSearchParams(query)), { method: 'GET' });

  async function branchProfile(kvkNumber: string, branchNumber: string): Promise<RegisterBranch | null> {
    const reply = await get(`/api/v1/vestigingsprofielen/${encodeURIComponent(branchNumber)}`, { geoData: 'false' });
    if (reply.status === 404) return null;
    if (reply.status !== 200) throw new RegisterUnavailable(`branch profile: HTTP ${reply.status}`);
    return readBranchProfile(reply.body, kvkNumber);
  }

  async function branchNumbers(kvkNumber: string): Promise<string[]> {
    const numbers: string[] = [];
    for (let page = 1; numbers.length < KVK_MAX_BRANCHES; page++) {
      const reply = await get('/api/v2/zoeken', {
        kvkNummer: kvkNumber,
        pagina: String(page),
        resultatenPerPagina: String(PAGE_SIZE),
      });
      // The search answers 404 when nothing matches.
      if (reply.status === 404) break;
      if (reply.status !== 200) throw new RegisterUnavailable(`search: HTTP ${reply.status}`);
      const parsed = zoekAntwoord.safeParse(reply.body);
      if (!parsed.success) throw new RegisterUnavailable('unexpected search answer shape');
      for (const result of parsed.data.resultaten) {
        const number = result.vestigingsnummer;
        if (result.kvkNummer === kvkNumber && number && !numbers.includes(number)) numbers.push(number);
      }
      const total = parsed.data.totaal ?? 0;
      if (parsed.data.resultaten.length < PAGE_SIZE || page * PAGE_SIZE >= total) break;
    }
    if (numbers.length >= KVK_MAX_BRANCHES) log?.(`kvk ${kvkNumber}: more than ${KVK_MAX_BRANCHES} branches, cut off`);
    return numbers.slice(0, KVK_MAX_BRANCHES);
  }

  return {
    kind: 'kvk',
    async lookUpCompany(kvkNumber, branchNumber): Promise<CompanyRecord | null> {
      const profile = await get(`/api/v1/basisprofielen/${encodeURIComponent(kvkNumber)}`, { geoData: 'false' });
      if (profile.status === 404) return null;
      if (profile.status !== 200) throw new RegisterUnavailable(`basic profile: HTTP ${profile.status}`);
      const basis = basisprofiel.safeParse(profile.body);
      if (!basis.success) throw new RegisterUnavailable('unexpected basic profile shape');
      const name = (basis.data.naam ?? '').trim();
      if (branchNumber !== undefined) {
        const branch = await branchProfile(kvkNumber, branchNumber);
        return { name, branches: branch ? [branch] : [] };
      }
      const numbers = await branchNumbers(kvkNumber);
      const branches = await mapLimited(numbers, PROFILE_CONCURRENCY, (n) => branchProfile(kvkNumber, n));
      return { name, branches: branches.filter((b): b is RegisterBranch => b !== null) };
    },
  };
}
