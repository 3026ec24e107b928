/**
 * How an address is written on screen: the resident's profile and the back office's file (issue 27) both
 * write it this way.
 */

/** The parts of an address that make its lines. */
export interface AddressLinesInput {
  FOREIGN_YN?: string | null;
  STREET?: string | null;
  NR?: string | null;
  HOUSE_LETTER?: string | null;
  ADDITION?: string | null;
  INDICATION?: string | null;
  ZIPCODE?: string | null;
  ZIPCODE_LETTERS?: string | null;
  CITY?: string | null;
  ADDRESS1?: string | null;
  ADDRESS2?: string | null;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** '12A-2': the number, its letter, and the addition after a dash. */
export function houseNumberText(input: Pick<AddressLinesInput, 'NR' | 'HOUSE_LETTER' | 'ADDITION'>): string {
  const number = `${clean(input.NR)}${clean(input.HOUSE_LETTER)}`;
  const addition = clean(input.ADDITION);
  if (number === '') return addition;
  return addition === '' ? number : `${number}-${addition}`;
}

/** The street line and the city line: 'Hoofdstraat 12A-2 t/o' and '1234 AB Voorbeeld'; a foreign address its two lines. */
export function addressLines(input: AddressLinesInput): [string, string] {
  if (input.FOREIGN_YN === 'Y') return [clean(input.ADDRESS1), clean(input.ADDRESS2)];
  const street = [clean(input.STREET), houseNumberText(input), clean(input.INDICATION)].filter(Boolean).join(' ');
  const postal = [clean(input.ZIPCODE), clean(input.ZIPCODE_LETTERS)].filter(Boolean).join(' ');
  const city = [postal, clean(input.CITY)].filter(Boolean).join(' ');
  return [street, city];
}
