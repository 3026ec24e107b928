/**
 * The population register through "Haal Centraal BRP Personen bevragen", version 2 (the public
 * OpenAPI specification of the BRP API). One question per login, only the fields we keep:
 *
 *   POST {base}/personen
 *   X-API-KEY: …
 *   { "type": "RaadpleegMetBurgerservicenummer", "burgerservicenummer": ["999990007"],
 *     "fields": ["naam.voornamen", "naam.voorvoegsel", "naam.geslachtsnaam", "verblijfplaats.verblijfadres"] }
 *
 * The answer is { "type": "RaadpleegMetBurgerservicenummer", "personen": [ … ] }: an empty list when
 * the register does not know the number. A person's verblijfplaats is polymorphic by `type`:
 * only "Adres" has a Dutch verblijfadres (officieleStraatnaam/korteStraatnaam, huisnummer,
 * huisletter, huisnummertoevoeging, postcode, woonplaats); "VerblijfplaatsBuitenland",
 * "Locatie" and "VerblijfplaatsOnbekend" give no address we can use.
 */
import { z } from 'zod';
import { type RegisterConnection, registerUrl, requestJson } from './register-http.js';
import {
  type DutchAddress,
  type PersonRecord,
  type PopulationRegister,
  RegisterUnavailable,
  toDutchAddress,
} from './register-types.js';

export const BRP_FIELDS = [
  'naam.voornamen',
  'naam.voorvoegsel',
  'naam.geslachtsnaam',
  'verblijfplaats.verblijfadres',
] as const;

const text = z.string().optional();

const verblijfadres = z.looseObject({
  officieleStraatnaam: text,
  korteStraatnaam: text,
  huisnummer: z.union([z.number().int(), z.string()]).optional(),
  huisletter: text,
  huisnummertoevoeging: text,
  postcode: text,
  woonplaats: text,
});

const persoon = z.looseObject({
  burgerservicenummer: text,
  naam: z.looseObject({ voornamen: text, voorvoegsel: text, geslachtsnaam: text }).optional(),
  verblijfplaats: z.looseObject({ type: text, verblijfadres: verblijfadres.optional() }).optional(),
});

const answer = z.looseObject({ type: text, personen: z.array(persoon) });

function addressOf(place: z.infer<typeof persoon>['verblijfplaats']): DutchAddress | null {
  if (!place || (place.type !== undefined && place.type !== 'Adres')) return null;
  const adres = place.verblijfadres;
  if (!adres) return null;
  return toDutchAddress({
    street: adres.korteStraatnaam || adres.officieleStraatnaam,
    houseNumber: adres.huisnummer,
    houseLetter: adres.huisletter,
    addition: adres.huisnummertoevoeging,
    postcode: adres.postcode,
    city: adres.woonplaats,
  });
}

/** The person in an answer about `bsn`; null when the answer holds no such person. */
export function readBrpAnswer(body: unknown, bsn: string): PersonRecord | null {
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw new RegisterUnavailable('unexpected answer shape');
  const found = parsed.data.personen.filter(
    (p) => p.burgerservicenummer === undefined || p.burgerservicenummer === bsn,
  );
  // One number asked, so at most one person; anything else is not an answer to our question.
  if (found.length > 1) throw new RegisterUnavailable('more than one person for one number');
  const person = found[0];
  if (!person) return null;
  const prefix = (person.naam?.voorvoegsel ?? '').trim();
  const family = (person.naam?.geslachtsnaam ?? '').trim();
  return {
    firstname: (person.naam?.voornamen ?? '').trim(),
    lastname: [prefix, family].filter(Boolean).join(' '),
    address: addressOf(person.verblijfplaats),
  };
}

export function createHaalCentraalBrp(connection: RegisterConnection): PopulationRegister {
  return {
    kind: 'haalcentraal',
    async lookUpPerson(bsn) {
      const reply = await requestJson(connection, registerUrl(connection.baseUrl, '/personen'), {
        method: 'POST',
        body: { type: 'RaadpleegMetBurgerservicenummer', burgerservicenummer: [bsn], fields: BRP_FIELDS },
      });
      if (reply.status !== 200) throw new RegisterUnavailable(`HTTP ${reply.status}`);
      return readBrpAnswer(reply.body, bsn);
    },
  };
}
