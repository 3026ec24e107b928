/** Server-side texts (error messages) in the caller's language, from the bundled catalogue. */
import { type ErrorCode, errorMessageKey, type FieldProblem, type Locale } from '@parkeerloket/contract';
import { bundledCatalogue, interpolate } from '@parkeerloket/translations';

const catalogues = new Map<Locale, Record<string, string>>();

function catalogue(locale: Locale): Record<string, string> {
  let found = catalogues.get(locale);
  if (!found) {
    found = bundledCatalogue(locale);
    catalogues.set(locale, found);
  }
  return found;
}

export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const text = catalogue(locale)[key];
  return text === undefined ? key : interpolate(text, values);
}

export function errorMessage(locale: Locale, code: ErrorCode, problems: FieldProblem[] = []): string {
  // With exactly one problem its own text is the clearest message ("Enter a valid e-mail address!").
  if (code === 'INVALID_PARAMETERS' && problems.length === 1 && problems[0]) {
    return translate(locale, `validation.${problems[0].CODE}`);
  }
  return translate(locale, errorMessageKey(code));
}
