/**
 * Builders for `p_` parameters. On the wire every parameter is a string (form-urlencoded
 * or a multipart field); these schemas take that string and give the typed value the
 * server works with. Each failed check carries a validation code as its message, which
 * the server turns into a translated text (see errors.ts, VALIDATION_CODES).
 */
import { z } from 'zod';
import { MAX_ID } from './constants.js';
import type { ValidationCode } from './errors.js';
import { hasControlCharacters, stripControlCharacters } from './text.js';

const msg = (code: ValidationCode) => code;

/**
 * The one rule for every string that arrives, whatever it holds: no control characters (C0, DEL,
 * C1), line breaks and tabs included. PostgreSQL refuses a NUL in text outright, so one would end
 * as an unexpected error; and none belongs in a name, code, reference, address or JSON list the
 * portal takes (it has no multi-line field). Checked before any trimming or normalizing, so a
 * control character is refused rather than quietly dropped. `message` is the code for a value
 * that is no string at all (absent, or a repeated name).
 */
export function plainString(message: ValidationCode = 'required') {
  return z.string(message).refine((value) => !hasControlCharacters(value), { message: msg('invalid'), abort: true });
}

/** Free text, trimmed, at most `max` characters. Required unless `optional` is used. */
export function text(max = 4000) {
  return plainString('required')
    .trim()
    .min(1, { message: msg('required'), abort: true })
    .max(max, msg('too_long'));
}

/**
 * A file's name as the user's system gave it (p_filename, an upload's own name): its control
 * characters are dropped instead of refused. The user never typed them, and renaming the file would
 * be their only way past a refusal; the server cleans the name further before it is stored.
 */
export function fileName(max = 255) {
  return z
    .string('required')
    .transform((value) => stripControlCharacters(value))
    .pipe(text(max));
}

/** Text that may be empty or absent (the client sends some parameters empty on purpose). */
export function optionalText(max = 4000) {
  return plainString('invalid').trim().max(max, msg('too_long')).optional().default('');
}

/** A Y/N flag. */
export function yn() {
  return z.enum(['Y', 'N'], msg('invalid'));
}

/** A whole number written in digits, within bounds; by default no larger than the database's integer. */
export function int(min = 0, max = MAX_ID) {
  return plainString('required')
    .trim()
    .min(1, { message: msg('required'), abort: true })
    .regex(/^-?\d{1,15}$/, { message: msg('not_a_number'), abort: true })
    .transform(Number)
    .pipe(z.number().int().min(min, msg('out_of_range')).max(max, msg('out_of_range')));
}

/**
 * Makes a string parameter optional: absent or blank gives undefined, anything else must pass
 * `schema`. Not a union, because a failed union reports "Invalid input" instead of the inner code.
 */
export function emptyAsUndefined<T extends z.ZodType<unknown, string>>(schema: T) {
  return plainString('invalid')
    .optional()
    .transform((value, ctx): z.output<T> | undefined => {
      if (value === undefined || value.trim() === '') return undefined;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    });
}

/** An optional whole number: absent or empty gives undefined. */
export function optionalInt(min = 0, max = MAX_ID) {
  return emptyAsUndefined(int(min, max));
}

/** An identifier: a positive whole number within the database's integer, 1 to MAX_ID. */
export function id() {
  return int(1, MAX_ID);
}

/** An optional identifier: absent or empty gives undefined. */
export function optionalId() {
  return emptyAsUndefined(id());
}

/** An identifier inside a JSON parameter (a number there, not digits in a string): the same range as id(). */
export function jsonId() {
  return z
    .number('invalid')
    .int({ message: msg('invalid'), abort: true })
    .min(1, { message: msg('invalid'), abort: true })
    .max(MAX_ID, msg('out_of_range'));
}

/** API date (YYYY-MM-DD) or, for today, date-time (YYYY-MM-DDTHH:mm:ss), as lifecycle 9 says. */
export function apiDate() {
  return plainString('required')
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/, { message: msg('date_invalid'), abort: true })
    .refine((s) => isCalendarDay(s.slice(0, 10)) && isClockTime(s.slice(11)), msg('date_invalid'));
}

/** A calendar day only (YYYY-MM-DD), e.g. a termination end date. */
export function apiDay() {
  return plainString('required')
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: msg('date_invalid'), abort: true })
    .refine((s) => isCalendarDay(s), msg('date_invalid'));
}

/** An optional date or date-time: absent or empty gives undefined. */
export function optionalApiDate() {
  return emptyAsUndefined(apiDate());
}

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** An empty time (date only) or HH:mm:ss within the day. */
function isClockTime(time: string): boolean {
  if (time === '') return true;
  const [h, m, s] = time.split(':').map(Number);
  return h !== undefined && m !== undefined && s !== undefined && h < 24 && m < 60 && s < 60;
}

/**
 * Money as the client sends it: a decimal number of euro, e.g. "12.50". The server converts to cents,
 * which must fit the database's integer like any whole number (some 21 million euro either way).
 */
export function euro() {
  return plainString('required')
    .trim()
    .regex(/^-?\d{1,9}([.,]\d{1,2})?$/, { message: msg('not_a_number'), abort: true })
    .transform((s) => Math.round(Number(s.replace(',', '.')) * 100))
    .pipe(z.number().min(-MAX_ID, msg('out_of_range')).max(MAX_ID, msg('out_of_range')));
}

/** A JSON-encoded value (lists of licence plates, invoices, selected days...). */
export function json<T extends z.ZodType>(schema: T) {
  return plainString('required')
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: msg('invalid_json') });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** An optional JSON-encoded list: absent or empty gives an empty list. */
export function optionalJsonList<T extends z.ZodType>(item: T) {
  return emptyAsUndefined(json(z.array(item, msg('invalid')))).transform((list) => list ?? []);
}

/** One of a fixed set of values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, msg('not_allowed'));
}

/** An uploaded file in a multipart body; the server fills this with the file's bytes and metadata. */
export const uploadedFile = z.object(
  {
    filename: z.string('invalid').transform((value) => stripControlCharacters(value)),
    mimetype: plainString('invalid'),
    data: z.instanceof(Uint8Array),
    /** Set when the server stopped reading the file at the tenant's upload limit: `data` is only its start. */
    truncated: z.boolean().optional(),
  },
  msg('required'),
);
export type UploadedFile = z.infer<typeof uploadedFile>;

/** The empty parameter set. */
export const noParams = z.object({});
