/**
 * CSV as the back office's exports and the reports' downloads write it (issue 28): RFC 4180 with a
 * separator of choice, CRLF between records. One place for the escaping, used by the server's
 * streamed exports and the staff app's chart downloads alike.
 *
 * A field that a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return; OWASP's CSV injection advice) gets a leading apostrophe, so a resident's name
 * such as `=HYPERLINK(...)` is shown as text and never run. Numbers are written as they are (a
 * negative amount stays a number).
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, escaped: quoted when it holds the separator, a quote or a line break. */
export function csvField(value: CsvValue, separator = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  if (text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r')) {
    return `"${text.replaceAll('"', '""')}"`;
  }
  return text;
}

/** One record, ending in CRLF. */
export function csvLine(values: readonly CsvValue[], separator = ','): string {
  return `${values.map((v) => csvField(v, separator)).join(separator)}\r\n`;
}

/** A whole small table (a chart's figures): header and rows. */
export function csvTable(header: readonly string[], rows: readonly (readonly CsvValue[])[], separator = ','): string {
  return [header, ...rows].map((r) => csvLine(r, separator)).join('');
}
