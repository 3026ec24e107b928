/**
 * Validation rules shared by the web app (input filters, enabling buttons, messages) and the server
 * (parameter schemas), so both accept and refuse the same values. Core 5, 9; lifecycle 5, 9; DECISIONS 1.
 * Everything here is pure: the clock is always passed in.
 */
import { z } from 'zod';
import {
  ADDRESS_LIMITS,
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIME_TYPES,
  BYTES_PER_MB,
  DEFAULT_MAX_UPLOAD_MB,
  DUTCH_PLATE_LENGTH,
  EMAIL_MASK,
  FOREIGN_PLATE_MAX_LENGTH,
  type Locale,
  MAX_LICENSE_PLATES,
  PASSWORD_MIN_LENGTH,
  SPECIFIC_LOCATION_MAX_LENGTH,
  TIME_ZONE,
} from './constants.js';
import type { ValidationCode } from './errors.js';
import { emptyAsUndefined, optionalJsonList, plainString } from './params.js';

type Rule = (value: string) => ValidationCode | null;

/** A parameter schema made of a normalizer and a rule: the server refuses exactly what the client refuses. */
export function ruleParam(normalize: (value: string) => string, rule: Rule) {
  return plainString('required')
    .transform(normalize)
    .superRefine((value, ctx) => {
      const code = rule(value);
      if (code) ctx.addIssue({ code: 'custom', message: code });
    });
}

/** Trimmed text that must not be empty. */
export function validateRequired(value: string): ValidationCode | null {
  return value.trim() === '' ? 'required' : null;
}

const trim = (value: string) => value.trim();

// ---- Input filters: what a field keeps of what is typed (core 5, lifecycle 5).

/** Digits only, at most `max` (postal code, house number, FTE). */
export function filterDigits(value: string, max = Number.POSITIVE_INFINITY): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** Letters A–Z only, upper-cased, at most `max` (postal letters, house letter). */
export function filterLetters(value: string, max = Number.POSITIVE_INFINITY): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, max);
}

/** Letters and digits only, upper-cased (card-number filter, postcode in the request flow). */
export function filterAlphanumeric(value: string, max = Number.POSITIVE_INFINITY): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, max);
}

/** E-mail input: lower-cased; only letters, digits and @ _ . - are kept. */
export function filterEmailInput(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9@_.-]/g, '');
}

// ---- E-mail (core 5).

export const EMAIL_MAX_LENGTH = 254;
/** Word-character segments joined by single - . or _, @, domain labels, a final label of at least 2. */
const EMAIL_PATTERN = /^\w+([-._]\w+)*@\w+([-.]\w+)*\.\w{2,}$/;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function validateEmail(email: string): ValidationCode | null {
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'too_long';
  return EMAIL_PATTERN.test(email) ? null : 'email_invalid';
}

/** The repeat field must equal the first. */
export function validateEmailRepeat(email: string, repeat: string): ValidationCode | null {
  return normalizeEmail(email) === normalizeEmail(repeat) ? null : 'email_mismatch';
}

/**
 * Replaces the three characters on each side of the @ (core 2.13, 9):
 * 'jan.jansen@example.nl' gives 'jan.jan***@***mple.nl'. A value without @ is not an address and is kept.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return `${email.slice(0, Math.max(0, at - 3))}${EMAIL_MASK}${email.slice(at + 4)}`;
}

export function emailParam() {
  return ruleParam(normalizeEmail, validateEmail);
}

/** An e-mail that may be sent empty (the stored login e-mail is empty after an external login). */
export function optionalEmailParam() {
  return emptyAsUndefined(emailParam());
}

// ---- Passwords (core 5).

/** Bounds the work of the slow password hash; the spec sets no maximum. */
export const PASSWORD_MAX_LENGTH = 128;

export function validatePassword(password: string): ValidationCode | null {
  if (password === '') return 'required';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  const strong =
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password);
  return strong ? null : 'password_invalid';
}

export function validatePasswordRepeat(password: string, repeat: string): ValidationCode | null {
  return password === repeat ? null : 'password_mismatch';
}

/** Passwords are taken as typed: no trimming, a space may be meant. */
export function passwordParam() {
  return ruleParam((value) => value, validatePassword);
}

export function usernameParam() {
  return ruleParam(trim, (value) => validateRequired(value) ?? (value.length > EMAIL_MAX_LENGTH ? 'too_long' : null));
}

// ---- Codes (core 5).

export const CODE_MAX_LENGTH = 32;

/** The e-mail verification code is upper-cased. */
export function normalizeVerificationCode(value: string): string {
  return value.trim().toUpperCase();
}

/** Verification code and one-time login code: required ('Enter code!'). */
export function validateCode(code: string): ValidationCode | null {
  if (code === '') return 'code_required';
  return code.length > CODE_MAX_LENGTH ? 'too_long' : null;
}

export function verificationCodeParam() {
  return ruleParam(normalizeVerificationCode, validateCode);
}

export function otpCodeParam() {
  return ruleParam(trim, validateCode);
}

// ---- Licence plates (lifecycle 5; DECISIONS 1).

/** Upper-cased; dashes, spaces and every other special character removed. */
export function normalizeLicensePlate(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** What the plate input keeps: input beyond 6 (Dutch) or 10 (foreign) characters is refused. */
export function filterLicensePlate(value: string, dutch: boolean): string {
  return normalizeLicensePlate(value).slice(0, dutch ? DUTCH_PLATE_LENGTH : FOREIGN_PLATE_MAX_LENGTH);
}

/** Checks a plate as given; normalize it first. Dutch: exactly 6 letters/digits; foreign: 1 to 10. */
export function validateLicensePlate(plate: string, dutch: boolean): ValidationCode | null {
  if (plate === '') return 'required';
  if (!/^[A-Z0-9]+$/.test(plate)) return 'license_plate_invalid';
  if (plate.length > (dutch ? DUTCH_PLATE_LENGTH : FOREIGN_PLATE_MAX_LENGTH)) return 'too_long';
  if (dutch && plate.length < DUTCH_PLATE_LENGTH) return 'license_plate_nl_too_short';
  return null;
}

/** The 'Dutch plate' choice defaults to Y for an empty value or one of exactly 6 letters/digits. */
export function isDutchByDefault(plate: string): boolean {
  const normalized = normalizeLicensePlate(plate);
  return normalized === '' || normalized.length === DUTCH_PLATE_LENGTH;
}

/** 'You already have entered this licence plate!' */
export function validateLicensePlateUnique(plate: string, others: readonly string[]): ValidationCode | null {
  const normalized = normalizeLicensePlate(plate);
  return others.some((other) => normalizeLicensePlate(other) === normalized) ? 'license_plate_duplicate' : null;
}

/** A plate parameter; `dutch` for the vehicle-registry check, which only knows Dutch plates. */
export function licensePlateParam(dutch = false) {
  return ruleParam(normalizeLicensePlate, (plate) => validateLicensePlate(plate, dutch));
}

const plateDetail = plainString('invalid').trim().max(50, 'too_long').optional();

/**
 * A plate item inside p_licenseplates. A company sends LICENSE_PLATE only; a person also LEASE,
 * RDW_CHECKED, BRAND, COLOR and COUNTRY (lifecycle 3, 6). Whether a plate is Dutch stays in the browser,
 * so the server applies the foreign rule (1 to 10) to every plate.
 */
export const licensePlateInput = z.object(
  {
    LICENSE_PLATE: licensePlateParam(),
    LEASE: z.enum(['Y', 'N'], 'invalid').optional(),
    RDW_CHECKED: z.enum(['Y', 'N'], 'invalid').optional(),
    BRAND: plateDetail,
    COLOR: plateDetail,
    COUNTRY: plateDetail,
  },
  'invalid',
);
export type LicensePlateInput = z.output<typeof licensePlateInput>;

/** p_licenseplates: a JSON list of at most 5 distinct plates; empty when the product takes none. */
export function licensePlateListParam() {
  return optionalJsonList(licensePlateInput).superRefine((plates, ctx) => {
    if (plates.length > MAX_LICENSE_PLATES) ctx.addIssue({ code: 'custom', message: 'out_of_range' });
    plates.forEach((plate, index) => {
      const earlier = plates.slice(0, index).map((p) => p.LICENSE_PLATE);
      const code = validateLicensePlateUnique(plate.LICENSE_PLATE, earlier);
      if (code) ctx.addIssue({ code: 'custom', message: code, path: [index, 'LICENSE_PLATE'] });
    });
  });
}

// ---- Addresses (core 5, 9; lifecycle 5).

export function validatePostalCode(value: string): ValidationCode | null {
  if (value === '') return 'required';
  return new RegExp(`^\\d{${ADDRESS_LIMITS.postalCodeDigits}}$`).test(value) ? null : 'postal_code_invalid';
}

export function validatePostalLetters(value: string): ValidationCode | null {
  if (value === '') return 'required';
  return new RegExp(`^[A-Z]{${ADDRESS_LIMITS.postalLetters}}$`).test(value) ? null : 'postal_letters_invalid';
}

/** The request flow's single postcode field: upper-cased, A–Z and 0–9 only (lifecycle 5). */
export function normalizePostcode(value: string): string {
  return filterAlphanumeric(value);
}

/** A whole Dutch postcode: 4 digits and 2 letters, e.g. 1234AB. */
export function validatePostcode(value: string): ValidationCode | null {
  if (value === '') return 'required';
  return /^\d{4}[A-Z]{2}$/.test(value) ? null : 'postal_code_invalid';
}

export function validateHouseNumber(value: string): ValidationCode | null {
  if (value === '') return 'required';
  return new RegExp(`^\\d{1,${ADDRESS_LIMITS.houseNumberDigits}}$`).test(value) ? null : 'house_number_invalid';
}

/** Optional; one letter A–Z. */
export function validateHouseLetter(value: string): ValidationCode | null {
  if (value === '') return null;
  return /^[A-Z]$/.test(value) ? null : 'house_letter_invalid';
}

export function validateAddition(value: string): ValidationCode | null {
  return value.length > ADDRESS_LIMITS.addition ? 'too_long' : null;
}

export function validateIndication(value: string): ValidationCode | null {
  return value.length > ADDRESS_LIMITS.indication ? 'too_long' : null;
}

/** Foreign address lines are required; the spec sets no maximum, we take the indication's 100. */
export const ADDRESS_LINE_MAX_LENGTH = 100;

export function validateAddressLine(value: string): ValidationCode | null {
  if (value === '') return 'required';
  return value.length > ADDRESS_LINE_MAX_LENGTH ? 'too_long' : null;
}

const upperTrim = (value: string) => value.trim().toUpperCase();

export function postalCodeParam() {
  return ruleParam(trim, validatePostalCode);
}

export function postalLettersParam() {
  return ruleParam(upperTrim, validatePostalLetters);
}

export function postcodeParam() {
  return ruleParam(normalizePostcode, validatePostcode);
}

export function houseNumberParam() {
  return ruleParam(trim, validateHouseNumber);
}

/** Optional parameters below give '' when absent, as the client sends them empty. */
export function houseLetterParam() {
  return ruleParam(upperTrim, validateHouseLetter).optional().default('');
}

export function additionParam() {
  return ruleParam(trim, validateAddition).optional().default('');
}

export function indicationParam() {
  return ruleParam(trim, validateIndication).optional().default('');
}

export function addressLineParam() {
  return ruleParam(trim, validateAddressLine);
}

// ---- IBAN and account owner (core 2.14, 5; lifecycle 5).

export const IBAN_MAX_LENGTH = 34;
/** The SEPA limit for a name. */
export const ACCOUNT_OWNER_MAX_LENGTH = 70;

/** Upper-cased; spaces dropped, as an IBAN is often written in groups of four. */
export function normalizeIban(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

export function normalizeAccountOwner(value: string): string {
  return value.trim().toUpperCase();
}

/** Only presence and form; the checksum is the server's eloket/check_iban. */
export function validateIban(iban: string): ValidationCode | null {
  if (iban === '') return 'required';
  if (iban.length > IBAN_MAX_LENGTH) return 'too_long';
  return /^[A-Z0-9]+$/.test(iban) ? null : 'invalid';
}

export function validateAccountOwner(owner: string): ValidationCode | null {
  if (owner === '') return 'required';
  return owner.length > ACCOUNT_OWNER_MAX_LENGTH ? 'too_long' : null;
}

/** IBAN and owner are required together (core 2.14; lifecycle 5). */
export function validateIbanPresence(
  iban: string,
  owner: string,
): { iban: ValidationCode | null; owner: ValidationCode | null } {
  return { iban: validateIban(iban), owner: validateAccountOwner(owner) };
}

/** p_bankaccount_nr and p_bankaccount_owner, upper-cased; absent is empty. Check the pair with refineIbanPair. */
export const ibanPairShape = {
  p_bankaccount_nr: plainString('invalid').optional().default('').transform(normalizeIban),
  p_bankaccount_owner: plainString('invalid').optional().default('').transform(normalizeAccountOwner),
};

/** Both filled, or both empty (deleting the IBAN on the profile; no refund on termination). */
export function refineIbanPair(
  value: { p_bankaccount_nr: string; p_bankaccount_owner: string },
  ctx: z.RefinementCtx,
): void {
  if (value.p_bankaccount_nr === '' && value.p_bankaccount_owner === '') return;
  const codes = validateIbanPresence(value.p_bankaccount_nr, value.p_bankaccount_owner);
  if (codes.iban) ctx.addIssue({ code: 'custom', message: codes.iban, path: ['p_bankaccount_nr'] });
  if (codes.owner) ctx.addIssue({ code: 'custom', message: codes.owner, path: ['p_bankaccount_owner'] });
}

export function ibanPairParams() {
  return z.object(ibanPairShape).superRefine(refineIbanPair);
}

export function ibanParam() {
  return ruleParam(normalizeIban, validateIban);
}

// ---- Specific location (lifecycle 5).

/** Letters, digits and spaces, at most 32; required when the product needs one. */
export function validateSpecificLocation(value: string, required: boolean): ValidationCode | null {
  if (value.trim() === '') return required ? 'required' : null;
  const pattern = new RegExp(`^[A-Za-z0-9 ]{1,${SPECIFIC_LOCATION_MAX_LENGTH}}$`);
  return pattern.test(value) ? null : 'specific_location_invalid';
}

export function specificLocationParam() {
  return ruleParam(trim, (value) => validateSpecificLocation(value, true));
}

// ---- FTE (core 2.15, 5).

/** The spec sets no maximum; six digits is far beyond any company. */
export const FTE_MAX_DIGITS = 6;

export function validateFte(value: string): ValidationCode | null {
  if (value === '') return 'required';
  if (!/^\d+$/.test(value)) return 'not_a_number';
  return value.length > FTE_MAX_DIGITS ? 'too_long' : null;
}

export function fteParam() {
  return ruleParam(trim, validateFte).transform(Number);
}

// ---- Uploads (lifecycle 5, 9; DECISIONS 1).

/**
 * MAX_UPLOAD_MB as a tenant writes it (core 3.7; lifecycle 9): a positive number of megabytes, whole or
 * with one decimal separator, a point or the Dutch comma ('2,5' and '2.5' are both two and a half).
 * A number is taken as it is. Anything else (empty, zero, negative, '2,5,1', '1.000,5', 'abc') is null:
 * the operator tool refuses it, and browser and server both fall back to the default.
 */
export function parseMaxUploadMb(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+([.,]\d+)?$/.test(text)) return null;
  const mb = Number(text.replace(',', '.'));
  return Number.isFinite(mb) && mb > 0 ? mb : null;
}

/** The maximum upload in MB for a MAX_UPLOAD_MB setting: the setting when it parses, else the default 3. */
export function maxUploadMb(setting: unknown): number {
  return parseMaxUploadMb(setting) ?? DEFAULT_MAX_UPLOAD_MB;
}

/** The maximum upload in bytes, whole: MB × 1,048,576 (rounded down), the default 3 MB when none is given. */
export function maxUploadBytes(maxUploadMb?: number | null): number {
  const mb = maxUploadMb && maxUploadMb > 0 ? maxUploadMb : DEFAULT_MAX_UPLOAD_MB;
  return Math.floor(mb * BYTES_PER_MB);
}

/** The lower-cased extension after the last dot of a file name (any folder part ignored), or '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * MIME types that say nothing about the content: some systems give them (or nothing) for Word files.
 * For those the extension decides.
 */
const UNKNOWN_MIME_TYPES: readonly string[] = ['', 'application/octet-stream'];

/**
 * Whether a file may be sent (lifecycle 5, 9; DECISIONS 1 "Upload types"): an allowed extension AND a
 * declared MIME type that is allowed too (or none, or the generic octet-stream); then at most
 * MAX_UPLOAD_MB × 1,048,576 bytes. The type is checked before the size. The server checks the content
 * itself (magic bytes): this spares the user a round trip for a file that cannot be right.
 */
export function validateUpload(
  file: { name: string; type: string; size: number },
  maxUploadMb?: number | null,
): 'file_type_not_allowed' | 'file_too_large' | null {
  const extensionAllowed = (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
  const mime = file.type.trim().toLowerCase();
  const mimeAllowed =
    UNKNOWN_MIME_TYPES.includes(mime) || (ALLOWED_UPLOAD_MIME_TYPES as readonly string[]).includes(mime);
  if (!extensionAllowed || !mimeAllowed) return 'file_type_not_allowed';
  return file.size > maxUploadBytes(maxUploadMb) ? 'file_too_large' : null;
}

// ---- Money (core 9; lifecycle 9). The server computes in cents; the wire shows euro.

/**
 * An amount as the language writes it: Dutch '€ 12,50' (€ prefix and a space, 2 decimals, comma decimal separator,
 * dots between thousands), English '€12.50' (no space, point decimal separator, commas between thousands; issue
 * 24: "€ 9,50" in English read as Dutch). The browser keeps a Dutch amount on one line (apps/web lib/money.ts).
 */
export function formatEuro(cents: number, locale: Locale = 'nl_NL'): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  const english = locale === 'en_EN';
  const euros = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, english ? ',' : '.');
  const rest = (absolute % 100).toString().padStart(2, '0');
  return english ? `${sign}€${euros}.${rest}` : `€ ${sign}${euros},${rest}`;
}

/** Euro as the wire shows them to whole cents, without floating-point drift (1.005 gives 101). */
export function centsFromEuro(euro: number): number {
  return Math.round(Number((euro * 100).toFixed(6)));
}

export function euroFromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * An amount of euro as an operator writes it in a setting (core 3.7: ALTER_LICENSEPLATE_COST), in
 * cents: whole euro or with a point or the Dutch comma and at most two decimals ('5', '5.00', '2,50'),
 * or a number taken as it is. Never negative. Anything else ('', '-1', '1.000,50', '2,505', 'abc')
 * is null: the operator tool refuses it, and the server never charges it.
 */
export function parseEuroCents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(text)) return null;
  return centsFromEuro(Number(text.replace(',', '.')));
}

// ---- Dates (core 9; lifecycle 9): API YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss, display DD-MM-YYYY.

const API_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2})?)?$/;

/** 'DD-MM-YYYY', with ' HH:mm' when asked and present (DISPLAY_PERMIT_START_TIME / _END_TIME). Empty gives ''. */
export function formatDisplayDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '';
  const match = API_DATE_PATTERN.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes] = match;
  const date = `${day}-${month}-${year}`;
  return withTime && hours !== undefined ? `${date} ${hours}:${minutes}` : date;
}

/**
 * A validity day with the product's time of day, as the wire and formatDisplayDate write it: 'YYYY-MM-DD' and
 * '09:00' give 'YYYY-MM-DDT09:00:00'; without a time (a product valid whole days) the day as it is.
 */
export function validityMoment(day: string | null | undefined, time: string | null | undefined): string | null {
  if (!day) return null;
  return time ? `${day.slice(0, 10)}T${time}:00` : day;
}

/**
 * A validity day for display: 'DD-MM-YYYY', with ' HH:mm' when the product has a time of day and the setting
 * asks for it (DISPLAY_PERMIT_START_TIME for VALID_FROM, DISPLAY_PERMIT_END_TIME for VALID_TO).
 */
export function formatValidity(day: string | null | undefined, time: string | null | undefined, withTime: boolean) {
  return formatDisplayDate(validityMoment(day, time), withTime);
}

/** 'DD-MM-YYYY' to 'YYYY-MM-DD', or null when it is no real day. */
export function parseDisplayDate(display: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(display.trim());
  if (!match) return null;
  const day = `${match[3]}-${match[2]}-${match[1]}`;
  return isApiDay(day) ? day : null;
}

/** A real calendar day written YYYY-MM-DD. */
export function isApiDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Made on first use, not when the module loads: building a formatter for a time zone loads that zone's data, which in
 * the browser was the heaviest line of every page's start-up (16 ms under a profiler, decision 057), also on screens that show no date.
 */
let amsterdamFormat: Intl.DateTimeFormat | undefined;

function amsterdamParts(): Intl.DateTimeFormat {
  amsterdamFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return amsterdamFormat;
}

interface AmsterdamParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/**
 * The hour (of UTC) asked for last and its parts in Amsterdam. Since 1977 Amsterdam is a whole number of
 * hours off UTC and changes its offset only on the hour, so within one hour of UTC the day and the hour in
 * Amsterdam stay the same and the minutes and seconds are UTC's: formatToParts, the costly part (about 20 µs,
 * once per logged-in call that asks for today), runs once an hour instead of once a call (issue 29).
 */
const HOUR_MS = 3_600_000;
const WHOLE_HOURS_SINCE = Date.UTC(1977, 0, 1);
let lastHour = Number.NaN;
let lastHourParts: AmsterdamParts | null = null;

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

function formattedParts(instant: Date): AmsterdamParts {
  const parts: Record<string, string> = {};
  for (const part of amsterdamParts().formatToParts(instant)) parts[part.type] = part.value;
  return parts as unknown as AmsterdamParts;
}

function partsInAmsterdam(instant: Date): AmsterdamParts {
  const time = instant.getTime();
  if (!(time >= WHOLE_HOURS_SINCE)) return formattedParts(instant);
  const hour = Math.floor(time / HOUR_MS);
  if (hour !== lastHour || !lastHourParts) {
    lastHourParts = formattedParts(new Date(hour * HOUR_MS));
    lastHour = hour;
  }
  return {
    year: lastHourParts.year,
    month: lastHourParts.month,
    day: lastHourParts.day,
    hour: lastHourParts.hour,
    minute: twoDigits(instant.getUTCMinutes()),
    second: twoDigits(instant.getUTCSeconds()),
  };
}

/** The calendar day of an instant in Europe/Amsterdam, YYYY-MM-DD. */
export function amsterdamDay(instant: Date): string {
  const p = partsInAmsterdam(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The wall-clock time of an instant in Europe/Amsterdam, YYYY-MM-DDTHH:mm:ss. */
export function amsterdamDateTime(instant: Date): string {
  const p = partsInAmsterdam(instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** How a chosen day is sent: as the date-time of `now` when it is today in Amsterdam, else as the day. */
export function apiDateFor(day: string, now: Date): string {
  return day === amsterdamDay(now) ? amsterdamDateTime(now) : day;
}

/**
 * Days since 1970-01-01 of a day of the (proleptic Gregorian) calendar; `month` 1 to 12, and a day past the
 * month's end counts on into the next month, as Date does. H. Hinnant's days_from_civil, in integers.
 */
function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** YYYY-MM-DD of a day number (dayNumber's inverse, Hinnant's civil_from_days); undefined outside years 0-9999. */
function dayOfNumber(number: number): string | undefined {
  const z = number + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return undefined;
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Digits of `text` from `start` to `end` as a number, or -1 when any is not a digit. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Calendar arithmetic on YYYY-MM-DD (a date-time is cut to its day). In integers, without a Date: a listing
 * of permits does it hundreds of times per call (refunds by the month, issue 29). What the integers do not
 * cover (no such month, a day above 31, a year past 9999) goes through Date as before, which answers the
 * same or throws the same.
 */
export function addDays(day: string, days: number): string {
  const year = digitsAt(day, 0, 4);
  const month = digitsAt(day, 5, 7);
  const date = digitsAt(day, 8, 10);
  if (
    year >= 0 &&
    month >= 1 &&
    month <= 12 &&
    date >= 1 &&
    date <= 31 &&
    day.charCodeAt(4) === 45 &&
    day.charCodeAt(7) === 45 &&
    Number.isInteger(days)
  ) {
    const answer = dayOfNumber(dayNumber(year, month, date) + days);
    if (answer !== undefined) return answer;
  }
  const viaDate = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  viaDate.setUTCDate(viaDate.getUTCDate() + days);
  return viaDate.toISOString().slice(0, 10);
}

/** Start date from MIN_STARTDATE (or today, and never before today) up to MAX_STARTDATE (lifecycle 2.3, 5). */
export function validateStartDate(
  day: string,
  today: string,
  minStartDate?: string | null,
  maxStartDate?: string | null,
): ValidationCode | null {
  if (!isApiDay(day.slice(0, 10))) return 'date_invalid';
  const value = day.slice(0, 10);
  const min = minStartDate && minStartDate.slice(0, 10) > today ? minStartDate.slice(0, 10) : today;
  if (value < min) return 'out_of_range';
  if (maxStartDate && value > maxStartDate.slice(0, 10)) return 'out_of_range';
  return null;
}

/** The default start date: the later of today and MIN_STARTDATE. */
export function defaultStartDate(today: string, minStartDate?: string | null): string {
  const min = minStartDate?.slice(0, 10);
  return min && min > today ? min : today;
}

/**
 * A termination is scheduled when the chosen day is not today and on or after both today and VALID_FROM;
 * otherwise it is "now" (DECISIONS 1).
 */
export function isTerminationScheduled(chosen: string, today: string, validFrom: string): boolean {
  const day = chosen.slice(0, 10);
  return day !== today && day >= today && day >= validFrom.slice(0, 10);
}

/** A chosen end date lies between today and VALID_TO minus 1 day (DECISIONS 1; lifecycle 5). */
export function validateTerminationEndDate(chosen: string, today: string, validTo: string): ValidationCode | null {
  const day = chosen.slice(0, 10);
  if (!isApiDay(day)) return 'date_invalid';
  return day < today || day > addDays(validTo, -1) ? 'out_of_range' : null;
}
