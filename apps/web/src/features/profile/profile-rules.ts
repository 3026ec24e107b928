/**
 * Input rules of the profile's forms (core 2.13–2.15, 5) that the contract does not already
 * give as one function: what the IBAN, owner and FTE fields keep of what is typed, when the
 * FTE dialog may be confirmed, and where the change-password answer may send the browser.
 */
import {
  ACCOUNT_OWNER_MAX_LENGTH,
  FTE_MAX_DIGITS,
  filterDigits,
  IBAN_MAX_LENGTH,
  stripControlCharacters,
} from '@parkeerloket/contract';

/**
 * The IBAN as typed: upper-cased, letters, digits and spaces (people type it in groups of four),
 * at most IBAN_MAX_LENGTH characters besides the spaces. normalizeIban drops the spaces on sending.
 */
export function filterIbanInput(value: string): string {
  let kept = '';
  let characters = 0;
  for (const character of value.toUpperCase().replace(/[^A-Z0-9 ]/g, '')) {
    if (character !== ' ') {
      if (characters === IBAN_MAX_LENGTH) break;
      characters += 1;
    }
    kept += character;
  }
  return kept.replace(/ {2,}/g, ' ').replace(/^ /, '');
}

/** The account owner as typed: upper-cased (core 2.14), without line breaks or tabs, at most the SEPA 70. */
export function filterOwnerInput(value: string): string {
  return stripControlCharacters(value.toUpperCase()).slice(0, ACCOUNT_OWNER_MAX_LENGTH);
}

/** The FTE field: digits only (core 5), at most FTE_MAX_DIGITS. */
export function filterFteInput(value: string): string {
  return filterDigits(value, FTE_MAX_DIGITS);
}

export type Declaration = 'Y' | 'N' | null;

/** OK is enabled once a number is given and the declaration is answered Yes (core 2.15). */
export function canConfirmFte(value: string, declaration: Declaration): boolean {
  return value !== '' && declaration === 'Y';
}

/**
 * Where login/change_password may send the browser: a path of this site (the server answers
 * `/{tenant}/register-password?key=…&change=1`) or an address on the same origin. Anything else
 * (another site, `javascript:`, a protocol-relative `//host`) is refused: an answer must never
 * lead the user away from the portal.
 */
export function changePasswordTarget(url: string | null | undefined, origin: string): string | null {
  const value = (url ?? '').trim();
  if (value === '' || value.startsWith('//') || value.startsWith('/\\')) return null;
  let target: URL;
  try {
    target = new URL(value, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin || (target.protocol !== 'https:' && target.protocol !== 'http:')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
