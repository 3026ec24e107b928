/**
 * What the back office searches residents and companies by (issue 27, decision 035), and how a term of
 * each kind is read: the browser checks it before asking, the server again, with the same rule. A term is
 * normalised the way its column stores it, so a search is one equality or one prefix on an index.
 */
import { hasControlCharacters } from '../text.js';
import { normalizeLicensePlate } from '../validation.js';

export const RESIDENT_SEARCH_KINDS = [
  'plate',
  'permitNumber',
  'paymentReference',
  'name',
  'email',
  'kvk',
  'bsn',
] as const;
export type ResidentSearchKind = (typeof RESIDENT_SEARCH_KINDS)[number];

/** A permit number: 10 signs without the look-alikes 0, O, 1 and I (migration 0028, decision 028). */
export const PERMIT_NUMBER_PATTERN = /^[2-9A-HJ-NP-Z]{10}$/;
/** A payment's short reference: 'PL-' and two groups of four signs without 0, O, 1, I, L and U (migration 0025). */
export const PAYMENT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PAYMENT_REFERENCE_PATTERN = /^PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** A name search needs this many signs: fewer would list half the municipality. */
export const NAME_SEARCH_MIN_LENGTH = 2;
/** The reason a BSN search asks for: long enough to say something. */
export const SEARCH_REASON_MIN_LENGTH = 5;
export const SEARCH_REASON_MAX_LENGTH = 500;
/** A search never lists more relations than this; a longer list asks for a sharper term. */
export const RESIDENT_SEARCH_LIMIT = 50;

export type SearchTermProblem = 'required' | 'too_short' | 'too_long' | 'invalid';

/** The term as its column stores it. */
export function normalizeSearchTerm(kind: ResidentSearchKind, term: string): string {
  const trimmed = term.trim();
  switch (kind) {
    case 'plate':
      return normalizeLicensePlate(trimmed);
    case 'permitNumber':
      return trimmed.toUpperCase().replace(/[\s-]/g, '');
    case 'paymentReference': {
      const signs = trimmed.toUpperCase().replace(/[\s-]/g, '');
      const body = signs.startsWith('PL') ? signs.slice(2) : signs;
      return body.length === 8 ? `PL-${body.slice(0, 4)}-${body.slice(4)}` : trimmed.toUpperCase();
    }
    case 'bsn':
    case 'kvk':
      return trimmed.replace(/[\s.]/g, '');
    case 'email':
      return trimmed.toLowerCase();
    case 'name':
      return trimmed.replace(/\s+/g, ' ');
  }
}

/** What is wrong with a normalised term of the kind; null when it can be searched. */
export function searchTermProblem(kind: ResidentSearchKind, term: string): SearchTermProblem | null {
  if (term === '') return 'required';
  if (hasControlCharacters(term)) return 'invalid';
  switch (kind) {
    case 'plate':
      return term.length > 10 ? 'too_long' : /^[A-Z0-9]+$/.test(term) ? null : 'invalid';
    case 'permitNumber':
      return PERMIT_NUMBER_PATTERN.test(term) ? null : 'invalid';
    case 'paymentReference':
      return PAYMENT_REFERENCE_PATTERN.test(term) ? null : 'invalid';
    case 'bsn':
      return /^\d{9}$/.test(term) ? null : 'invalid';
    case 'kvk':
      return /^\d{8}$/.test(term) ? null : 'invalid';
    case 'email':
      return term.length > 254 ? 'too_long' : /^[^\s@]+@[^\s@]+$/.test(term) ? null : 'invalid';
    case 'name':
      return term.length < NAME_SEARCH_MIN_LENGTH ? 'too_short' : term.length > 100 ? 'too_long' : null;
  }
}

/** A BSN search must say why (issue 27): the reason is written to the audit row of the search. */
export function searchNeedsReason(kind: ResidentSearchKind): boolean {
  return kind === 'bsn';
}

export function searchReasonProblem(reason: string): SearchTermProblem | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'required';
  if (hasControlCharacters(trimmed, { allowLineBreaks: true })) return 'invalid';
  if (trimmed.length < SEARCH_REASON_MIN_LENGTH) return 'too_short';
  if (trimmed.length > SEARCH_REASON_MAX_LENGTH) return 'too_long';
  return null;
}
