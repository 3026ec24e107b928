/**
 * The IBAN check of eloket/check_iban and eloket/set_iban (core 2.14): with ibantools, against
 * the IBAN registry's country list, length and account format per country, and the mod-97 check
 * digits (plus a national account checksum where a country has one). Pure: no I/O.
 */
import { getCountrySpecifications, ValidationErrorsIBAN, validateIBAN } from 'ibantools';

export type IbanProblem =
  | { problem: 'country'; code: string }
  | { problem: 'length'; code: string; expected: number; actual: number }
  | { problem: 'format'; code: string }
  | { problem: 'checksum'; code: string };

/** Undefined when the IBAN is right; otherwise the first thing wrong, in the order a person would fix it. */
export function checkIbanNumber(iban: string): IbanProblem | undefined {
  const code = iban.slice(0, 2);
  const specification = getCountrySpecifications()[code];
  // Countries listed without IBAN rules (chars 0) do not issue IBANs.
  if (!/^[A-Z]{2}$/.test(code) || !specification?.chars) return { problem: 'country', code };
  if (iban.length !== specification.chars) {
    return { problem: 'length', code, expected: specification.chars, actual: iban.length };
  }
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return undefined;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return { problem: 'country', code };
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) {
    return { problem: 'length', code, expected: specification.chars, actual: iban.length };
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return { problem: 'format', code };
  return { problem: 'checksum', code };
}
