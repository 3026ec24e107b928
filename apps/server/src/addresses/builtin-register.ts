/**
 * The built-in address register: the streets of the demo municipalities Voorbeeld and
 * Proefdorp, shaped like the real thing. A Dutch postal code (four digits, two letters) covers a
 * stretch of one street, usually one side of it: the odd or the even numbers of a range. Every
 * address of a simulator persona (login/identity/simulator/personas.ts) lies in it, so a persona
 * can enter its own address. The postal codes are made up; the real register has others there.
 */

export interface StreetStretch {
  /** Postal code without a space, e.g. 1234AB. */
  postcode: string;
  street: string;
  city: string;
  /** First and last house number, inclusive. */
  from: number;
  to: number;
  side: 'odd' | 'even' | 'both';
}

const VOORBEELD = 'Voorbeeld';
const PROEFDORP = 'Proefdorp';

export const BUILTIN_REGISTER: readonly StreetStretch[] = [
  { postcode: '1231AA', street: 'Raadhuisplein', city: VOORBEELD, from: 1, to: 12, side: 'both' },
  { postcode: '1231AB', street: 'Hoofdstraat', city: VOORBEELD, from: 1, to: 49, side: 'odd' },
  { postcode: '1231AC', street: 'Hoofdstraat', city: VOORBEELD, from: 2, to: 50, side: 'even' },
  { postcode: '1232BA', street: 'Schoolstraat', city: VOORBEELD, from: 1, to: 35, side: 'odd' },
  { postcode: '1232BB', street: 'Schoolstraat', city: VOORBEELD, from: 2, to: 36, side: 'even' },
  { postcode: '1233CA', street: 'Beukenlaan', city: VOORBEELD, from: 1, to: 60, side: 'both' },
  { postcode: '1233GA', street: 'Dorpsstraat', city: VOORBEELD, from: 1, to: 49, side: 'odd' },
  { postcode: '1233GB', street: 'Molenweg', city: VOORBEELD, from: 1, to: 49, side: 'odd' },
  { postcode: '1233GC', street: 'Havenkade', city: VOORBEELD, from: 1, to: 49, side: 'odd' },
  { postcode: '1234AB', street: 'Kerkstraat', city: VOORBEELD, from: 1, to: 40, side: 'both' },
  { postcode: '1234AC', street: 'Marktplein', city: VOORBEELD, from: 1, to: 30, side: 'both' },
  { postcode: '1234AD', street: 'Kerkpad', city: VOORBEELD, from: 1, to: 10, side: 'both' },
  // The simulators' made-up residents and companies of a typed number (registers/simulator-dataset.ts).
  { postcode: '1234ZY', street: 'Bedrijvenstraat', city: VOORBEELD, from: 1, to: 99_999, side: 'both' },
  { postcode: '1234ZZ', street: 'Teststraat', city: VOORBEELD, from: 1, to: 99_999, side: 'both' },
  { postcode: '1235CA', street: 'Stationsweg', city: VOORBEELD, from: 2, to: 58, side: 'even' },
  { postcode: '1235CB', street: 'Stationsweg', city: VOORBEELD, from: 1, to: 99, side: 'odd' },
  { postcode: '1235CD', street: 'Stationsweg', city: VOORBEELD, from: 60, to: 120, side: 'even' },
  { postcode: '1236EF', street: 'Industrieweg', city: VOORBEELD, from: 80, to: 140, side: 'even' },
  { postcode: '1236EG', street: 'Industrieweg', city: VOORBEELD, from: 1, to: 139, side: 'odd' },

  { postcode: '9876GA', street: 'Marktplein', city: PROEFDORP, from: 2, to: 50, side: 'even' },
  { postcode: '9876GB', street: 'Beukenlaan', city: PROEFDORP, from: 2, to: 50, side: 'even' },
  { postcode: '9876GC', street: 'Kerkstraat', city: PROEFDORP, from: 2, to: 50, side: 'even' },
  { postcode: '9876GD', street: 'Stationsweg', city: PROEFDORP, from: 2, to: 50, side: 'even' },
  { postcode: '9876ZA', street: 'Havenkade', city: PROEFDORP, from: 1, to: 45, side: 'both' },
  { postcode: '9876ZT', street: 'Dorpsstraat', city: PROEFDORP, from: 2, to: 70, side: 'even' },
  { postcode: '9876ZV', street: 'Dorpsstraat', city: PROEFDORP, from: 1, to: 27, side: 'odd' },
  { postcode: '9876ZW', street: 'Molenweg', city: PROEFDORP, from: 2, to: 36, side: 'even' },
  { postcode: '9876ZX', street: 'Molenweg', city: PROEFDORP, from: 1, to: 35, side: 'odd' },
  { postcode: '9876ZY', street: 'Dorpsstraat', city: PROEFDORP, from: 29, to: 71, side: 'odd' },
  { postcode: '9877AA', street: 'Brink', city: PROEFDORP, from: 1, to: 24, side: 'both' },
  { postcode: '9877AB', street: 'Industrieweg', city: PROEFDORP, from: 2, to: 40, side: 'even' },
  { postcode: '9877AC', street: 'Kastanjelaan', city: PROEFDORP, from: 1, to: 30, side: 'both' },
  { postcode: '9877AD', street: 'Schoolstraat', city: PROEFDORP, from: 1, to: 20, side: 'both' },
];

export function stretchHolds(stretch: StreetStretch, postcode: string, nr: number): boolean {
  if (stretch.postcode !== postcode || nr < stretch.from || nr > stretch.to) return false;
  return stretch.side === 'both' || (nr % 2 === 1) === (stretch.side === 'odd');
}
