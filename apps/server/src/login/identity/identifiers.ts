/**
 * The identifiers each identity service proves, and their formats. A subject that does not
 * fit its service's format is refused, so a misconfigured claim (a pseudonym where a BSN
 * belongs) can never create or open a relation.
 */

export const IDENTITY_SERVICES = ['digid', 'eidas', 'eherkenning'] as const;
export type IdentityService = (typeof IDENTITY_SERVICES)[number];

export function isIdentityService(value: string): value is IdentityService {
  return (IDENTITY_SERVICES as readonly string[]).includes(value);
}

/** The BSN's eleven test: 9 digits, weights 9..2 and -1, the sum divisible by 11 and not 0. */
export function isValidBsn(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(value[i]) * (9 - i);
  sum -= Number(value[8]);
  return sum !== 0 && sum % 11 === 0;
}

export function isValidKvkNumber(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/**
 * An eIDAS uniqueness identifier: issuing country, receiving country, then the identifier
 * the issuing country assigns (e.g. DE/NL/0123456789abcdef).
 */
export function isValidEidasId(value: string): boolean {
  return /^[A-Z]{2}\/[A-Z]{2}\/[\x21-\x7e]{1,200}$/.test(value);
}

/** Brokers sometimes send numbers as JSON numbers, dropping leading zeros; those are restored. */
export function normalizeSubject(service: IdentityService, raw: unknown): string | undefined {
  let value: string;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 && service !== 'eidas') {
    value = String(raw).padStart(service === 'digid' ? 9 : 8, '0');
  } else if (typeof raw === 'string') {
    value = raw.trim();
  } else {
    return undefined;
  }
  const valid =
    service === 'digid'
      ? isValidBsn(value)
      : service === 'eherkenning'
        ? isValidKvkNumber(value)
        : isValidEidasId(value);
  return valid ? value : undefined;
}

/** Dutch postal code '1234 AB' (with or without the space) into its digits and letters. */
export function splitPostalCode(value: string): { zipcode: string; zipcodeLetters: string } | undefined {
  const match = /^\s*(\d{4})\s*([A-Za-z]{2})\s*$/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  return { zipcode: match[1], zipcodeLetters: match[2].toUpperCase() };
}
