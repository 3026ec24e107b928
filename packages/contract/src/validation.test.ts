import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addDays,
  amsterdamDateTime,
  amsterdamDay,
  apiDateFor,
  centsFromEuro,
  defaultStartDate,
  emailParam,
  euroFromCents,
  fileExtension,
  filterAlphanumeric,
  filterDigits,
  filterEmailInput,
  filterLetters,
  filterLicensePlate,
  formatDisplayDate,
  formatEuro,
  formatValidity,
  fteParam,
  ibanPairParams,
  isDutchByDefault,
  isTerminationScheduled,
  licensePlateListParam,
  maskEmail,
  maxUploadBytes,
  maxUploadMb,
  normalizeIban,
  normalizeLicensePlate,
  parseDisplayDate,
  parseEuroCents,
  parseMaxUploadMb,
  passwordParam,
  validateAccountOwner,
  validateAddition,
  validateAddressLine,
  validateCode,
  validateEmail,
  validateEmailRepeat,
  validateFte,
  validateHouseLetter,
  validateHouseNumber,
  validateIban,
  validateIbanPresence,
  validateIndication,
  validateLicensePlate,
  validateLicensePlateUnique,
  validatePassword,
  validatePasswordRepeat,
  validatePostalCode,
  validatePostalLetters,
  validatePostcode,
  validateSpecificLocation,
  validateStartDate,
  validateTerminationEndDate,
  validateUpload,
  verificationCodeParam,
} from './validation.js';

function problems(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path, code: issue.message }));
}

describe('e-mail (core 5)', () => {
  it.each(['jan.jansen@example.nl', 'j@ex.nl', 'jan_jansen-2@mail.example.com', 'a.b-c_d@sub-domain.example.co'])(
    'accepts %s',
    (email) => {
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each([
    'jan..jansen@example.nl',
    'jan.@example.nl',
    '.jan@example.nl',
    'jan@example',
    'jan@example.n',
    '@example.nl',
    'jan jansen@example.nl',
    'jan@@example.nl',
    'jan@example..nl',
  ])('refuses %s', (email) => {
    expect(validateEmail(email)).toBe('email_invalid');
  });

  it('needs a value and bounds the length', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail(`${'a'.repeat(250)}@example.nl`)).toBe('too_long');
  });

  it('keeps only lower-case letters, digits and @ _ . - while typing', () => {
    expect(filterEmailInput('Jan Jansen!+@Example.NL')).toBe('janjansen@example.nl');
  });

  it('compares the repeat field', () => {
    expect(validateEmailRepeat('jan@example.nl', 'JAN@example.nl')).toBeNull();
    expect(validateEmailRepeat('jan@example.nl', 'jan@example.com')).toBe('email_mismatch');
  });

  it('lower-cases the parameter', () => {
    expect(emailParam().parse('  Jan.Jansen@Example.NL ')).toBe('jan.jansen@example.nl');
    expect(problems(emailParam(), 'jan@')).toEqual([{ path: [], code: 'email_invalid' }]);
    expect(problems(emailParam(), undefined)).toEqual([{ path: [], code: 'required' }]);
  });
});

describe('maskEmail (core 2.13, 9)', () => {
  it('replaces three characters on each side of the @', () => {
    expect(maskEmail('jan.jansen@example.nl')).toBe('jan.jan***@***mple.nl');
  });

  it('masks what there is when a side is short', () => {
    expect(maskEmail('ab@x.nl')).toBe('***@***l');
    expect(maskEmail('abc@xyz')).toBe('***@***');
  });

  it('keeps a value without @', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail('jansen')).toBe('jansen');
  });
});

describe('password (core 5)', () => {
  it('accepts 8+ characters with upper, lower, digit and symbol', () => {
    expect(validatePassword('Welkom01!')).toBeNull();
    expect(validatePassword('aB3$aB3$')).toBeNull();
  });

  it.each([
    ['welkom01!', 'no upper-case letter'],
    ['WELKOM01!', 'no lower-case letter'],
    ['Welkom!!x', 'no digit'],
    ['Welkom012', 'no symbol'],
    ['Welkom 01', 'a space is not a symbol'],
    ['We1!abc', 'seven characters'],
  ])('refuses %s (%s)', (password) => {
    expect(validatePassword(password)).toBe('password_invalid');
  });

  it('needs a value and bounds the length', () => {
    expect(validatePassword('')).toBe('required');
    expect(validatePassword(`Aa1!${'x'.repeat(125)}`)).toBe('too_long');
  });

  it('compares the confirmation', () => {
    expect(validatePasswordRepeat('Welkom01!', 'Welkom01!')).toBeNull();
    expect(validatePasswordRepeat('Welkom01!', 'welkom01!')).toBe('password_mismatch');
  });

  it('does not trim the parameter', () => {
    expect(passwordParam().parse(' Welkom01! ')).toBe(' Welkom01! ');
    expect(problems(passwordParam(), 'welkom')).toEqual([{ path: [], code: 'password_invalid' }]);
  });
});

describe('codes (core 5)', () => {
  it('upper-cases the verification code and requires it', () => {
    expect(verificationCodeParam().parse(' ab12 ')).toBe('AB12');
    expect(problems(verificationCodeParam(), '  ')).toEqual([{ path: [], code: 'code_required' }]);
    expect(validateCode('X'.repeat(33))).toBe('too_long');
  });
});

describe('licence plates (lifecycle 5; DECISIONS 1)', () => {
  it('upper-cases and strips dashes and special characters', () => {
    expect(normalizeLicensePlate('ab-12-cd')).toBe('AB12CD');
    expect(normalizeLicensePlate('x!@#$%^&*.\\/-+=\'"<>:;?,_(){}[]~`| y')).toBe('XY');
  });

  it('takes a Dutch plate of exactly 6 letters/digits', () => {
    expect(validateLicensePlate('AB12CD', true)).toBeNull();
    expect(validateLicensePlate('AB12C', true)).toBe('license_plate_nl_too_short');
    expect(validateLicensePlate('AB12CDE', true)).toBe('too_long');
  });

  it('takes a foreign plate of 1 to 10 letters/digits', () => {
    expect(validateLicensePlate('D', false)).toBeNull();
    expect(validateLicensePlate('ABCDEFGHIJ', false)).toBeNull();
    expect(validateLicensePlate('ABCDEFGHIJK', false)).toBe('too_long');
  });

  it('refuses empty and unnormalized plates', () => {
    expect(validateLicensePlate('', true)).toBe('required');
    expect(validateLicensePlate('', false)).toBe('required');
    expect(validateLicensePlate('ab-12-cd', true)).toBe('license_plate_invalid');
  });

  it('cuts input at 6 (Dutch) or 10 (foreign)', () => {
    expect(filterLicensePlate('ab-12-cd-ef', true)).toBe('AB12CD');
    expect(filterLicensePlate('ab-12-cd-ef-gh', false)).toBe('AB12CDEFGH');
  });

  it('defaults to Dutch when empty or 6 characters', () => {
    expect(isDutchByDefault('')).toBe(true);
    expect(isDutchByDefault('ab-12-cd')).toBe(true);
    expect(isDutchByDefault('D123')).toBe(false);
  });

  it('refuses a plate entered twice', () => {
    expect(validateLicensePlateUnique('ab-12-cd', ['XX99XX', 'AB12CD'])).toBe('license_plate_duplicate');
    expect(validateLicensePlateUnique('AB12CE', ['AB12CD'])).toBeNull();
  });

  it('parses p_licenseplates as a JSON list of distinct plates', () => {
    const schema = licensePlateListParam();
    expect(schema.parse('[{"LICENSE_PLATE":"ab-12-cd","LEASE":"Y","RDW_CHECKED":"Y","BRAND":""}]')).toEqual([
      { LICENSE_PLATE: 'AB12CD', LEASE: 'Y', RDW_CHECKED: 'Y', BRAND: '' },
    ]);
    expect(schema.parse('')).toEqual([]);
    expect(schema.parse(undefined)).toEqual([]);
    expect(problems(schema, '[{"LICENSE_PLATE":"AB12CD"},{"LICENSE_PLATE":"ab-12-cd"}]')).toEqual([
      { path: [1, 'LICENSE_PLATE'], code: 'license_plate_duplicate' },
    ]);
    expect(problems(schema, '[{"LICENSE_PLATE":"--"}]')).toEqual([{ path: [0, 'LICENSE_PLATE'], code: 'required' }]);
    expect(problems(schema, 'not json')).toEqual([{ path: [], code: 'invalid_json' }]);
    expect(problems(schema, '{"LICENSE_PLATE":"AB12CD"}')).toEqual([{ path: [], code: 'invalid' }]);
    const six = JSON.stringify(['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((p) => ({ LICENSE_PLATE: p })));
    expect(problems(schema, six)).toEqual([{ path: [], code: 'out_of_range' }]);
  });
});

describe('addresses (core 5, 9; lifecycle 5)', () => {
  it('postal code: 4 digits', () => {
    expect(validatePostalCode('1234')).toBeNull();
    expect(validatePostalCode('')).toBe('required');
    expect(validatePostalCode('123')).toBe('postal_code_invalid');
    expect(validatePostalCode('12345')).toBe('postal_code_invalid');
    expect(validatePostalCode('12a4')).toBe('postal_code_invalid');
  });

  it('postal letters: 2 letters A–Z', () => {
    expect(validatePostalLetters('AB')).toBeNull();
    expect(validatePostalLetters('A')).toBe('postal_letters_invalid');
    expect(validatePostalLetters('A1')).toBe('postal_letters_invalid');
    expect(validatePostalLetters('')).toBe('required');
  });

  it('request-flow postcode: 4 digits and 2 letters in one field', () => {
    expect(validatePostcode('1234AB')).toBeNull();
    expect(validatePostcode('1234')).toBe('postal_code_invalid');
    expect(validatePostcode('')).toBe('required');
  });

  it('house number: digits, at most 10', () => {
    expect(validateHouseNumber('1')).toBeNull();
    expect(validateHouseNumber('1234567890')).toBeNull();
    expect(validateHouseNumber('12345678901')).toBe('house_number_invalid');
    expect(validateHouseNumber('12a')).toBe('house_number_invalid');
    expect(validateHouseNumber('')).toBe('required');
  });

  it('house letter: optional, one letter A–Z', () => {
    expect(validateHouseLetter('')).toBeNull();
    expect(validateHouseLetter('A')).toBeNull();
    expect(validateHouseLetter('AB')).toBe('house_letter_invalid');
    expect(validateHouseLetter('1')).toBe('house_letter_invalid');
  });

  it('addition at most 10, indication at most 100, foreign lines required', () => {
    expect(validateAddition('bis 2')).toBeNull();
    expect(validateAddition('x'.repeat(11))).toBe('too_long');
    expect(validateIndication('x'.repeat(100))).toBeNull();
    expect(validateIndication('x'.repeat(101))).toBe('too_long');
    expect(validateAddressLine('')).toBe('required');
    expect(validateAddressLine('Rue de la Loi 16')).toBeNull();
  });
});

describe('input filters', () => {
  it('keeps digits up to a maximum', () => {
    expect(filterDigits('12a3-45', 4)).toBe('1234');
    expect(filterDigits('x9')).toBe('9');
  });

  it('keeps upper-cased letters up to a maximum', () => {
    expect(filterLetters('a1b-c', 2)).toBe('AB');
  });

  it('keeps upper-cased letters and digits (card-number filter)', () => {
    expect(filterAlphanumeric('ab 12-cd')).toBe('AB12CD');
    expect(filterAlphanumeric('1234 ab', 6)).toBe('1234AB');
  });
});

describe('IBAN and owner (core 2.14, 5)', () => {
  it('requires both, upper-cased', () => {
    expect(normalizeIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(validateIbanPresence('NL91ABNA0417164300', 'J JANSEN')).toEqual({ iban: null, owner: null });
    expect(validateIbanPresence('', '')).toEqual({ iban: 'required', owner: 'required' });
    expect(validateIban('NL91-ABNA')).toBe('invalid');
    expect(validateIban('N'.repeat(35))).toBe('too_long');
    expect(validateAccountOwner('x'.repeat(71))).toBe('too_long');
  });

  it('takes both or neither as parameters', () => {
    const schema = ibanPairParams();
    expect(schema.parse({ p_bankaccount_nr: 'nl91 abna 0417 1643 00', p_bankaccount_owner: ' j jansen ' })).toEqual({
      p_bankaccount_nr: 'NL91ABNA0417164300',
      p_bankaccount_owner: 'J JANSEN',
    });
    expect(schema.parse({ p_bankaccount_nr: '', p_bankaccount_owner: '' })).toEqual({
      p_bankaccount_nr: '',
      p_bankaccount_owner: '',
    });
    expect(problems(schema, { p_bankaccount_nr: 'NL91ABNA0417164300' })).toEqual([
      { path: ['p_bankaccount_owner'], code: 'required' },
    ]);
  });
});

describe('specific location (lifecycle 5)', () => {
  it('letters, digits and spaces, at most 32; required when needed', () => {
    expect(validateSpecificLocation('Vak 12', true)).toBeNull();
    expect(validateSpecificLocation('x'.repeat(32), true)).toBeNull();
    expect(validateSpecificLocation('x'.repeat(33), true)).toBe('specific_location_invalid');
    expect(validateSpecificLocation('Vak-12', true)).toBe('specific_location_invalid');
    expect(validateSpecificLocation('', true)).toBe('required');
    expect(validateSpecificLocation('', false)).toBeNull();
  });
});

describe('FTE (core 2.15, 5)', () => {
  it('digits only, required', () => {
    expect(validateFte('12')).toBeNull();
    expect(validateFte('')).toBe('required');
    expect(validateFte('1.5')).toBe('not_a_number');
    expect(validateFte('1234567')).toBe('too_long');
    expect(fteParam().parse(' 12 ')).toBe(12);
    expect(problems(fteParam(), 'ten')).toEqual([{ path: [], code: 'not_a_number' }]);
  });
});

describe('uploads (lifecycle 5; DECISIONS 1)', () => {
  it('takes PDF, JPEG, PNG, DOC, DOCX up to MAX_UPLOAD_MB (default 3)', () => {
    expect(maxUploadBytes()).toBe(3_145_728);
    expect(maxUploadBytes(5)).toBe(5 * 1_048_576);
    expect(validateUpload({ name: 'a.pdf', type: 'application/pdf', size: 3_145_728 })).toBeNull();
    expect(validateUpload({ name: 'a.jpg', type: 'image/jpg', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'a.docx', type: '', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'a.pdf', type: 'application/pdf', size: 3_145_729 })).toBe('file_too_large');
    expect(validateUpload({ name: 'a.pdf', type: 'application/pdf', size: 4_000_000 }, 5)).toBeNull();
  });

  it('refuses RTF and other types', () => {
    expect(validateUpload({ name: 'a.rtf', type: 'application/rtf', size: 10 })).toBe('file_type_not_allowed');
    expect(validateUpload({ name: 'a.rtf', type: '', size: 10 })).toBe('file_type_not_allowed');
    expect(validateUpload({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toBe('file_type_not_allowed');
  });

  it('wants the extension and the declared type to agree, and checks the type before the size', () => {
    expect(validateUpload({ name: 'a.doc', type: 'application/octet-stream', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'a.JPG', type: 'IMAGE/JPEG', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'a.pdf', type: 'text/html', size: 10 })).toBe('file_type_not_allowed');
    expect(validateUpload({ name: 'scan', type: 'application/pdf', size: 10 })).toBe('file_type_not_allowed');
    expect(validateUpload({ name: 'a.exe', type: 'application/pdf', size: 10 })).toBe('file_type_not_allowed');
    expect(validateUpload({ name: 'a.rtf', type: 'application/rtf', size: 10 * 1_048_576 })).toBe(
      'file_type_not_allowed',
    );
  });
});

describe('MAX_UPLOAD_MB (core 3.7; lifecycle 9)', () => {
  it('reads a whole number, or a decimal with a point or the Dutch comma', () => {
    expect(parseMaxUploadMb('3')).toBe(3);
    expect(parseMaxUploadMb(' 5 ')).toBe(5);
    expect(parseMaxUploadMb('2.5')).toBe(2.5);
    expect(parseMaxUploadMb('2,5')).toBe(2.5);
    expect(parseMaxUploadMb(5)).toBe(5);
    expect(parseMaxUploadMb(2.5)).toBe(2.5);
  });

  it('refuses anything else', () => {
    for (const bad of ['', ' ', '0', '0,0', '-1', '2,5,1', '1.000,5', '2,', ',5', 'abc', '3MB', 'Infinity', '1e3']) {
      expect(parseMaxUploadMb(bad), bad).toBeNull();
    }
    expect(parseMaxUploadMb(0)).toBeNull();
    expect(parseMaxUploadMb(-1)).toBeNull();
    expect(parseMaxUploadMb(Number.NaN)).toBeNull();
    expect(parseMaxUploadMb(null)).toBeNull();
    expect(parseMaxUploadMb(undefined)).toBeNull();
  });

  it('is the setting when it parses, else 3', () => {
    expect(maxUploadMb('2,5')).toBe(2.5);
    expect(maxUploadMb(5)).toBe(5);
    expect(maxUploadMb(0)).toBe(3);
    expect(maxUploadMb(-1)).toBe(3);
    expect(maxUploadMb(null)).toBe(3);
    expect(maxUploadMb(undefined)).toBe(3);
    expect(maxUploadMb(Number.NaN)).toBe(3);
    expect(maxUploadMb('abc')).toBe(3);
  });

  it("makes '2,5' the same limit for browser and server: 2.5 MB, not the default 3", () => {
    const limit = maxUploadBytes(maxUploadMb('2,5'));
    expect(limit).toBe(2_621_440);
    expect(validateUpload({ name: 'a.pdf', type: 'application/pdf', size: limit }, maxUploadMb('2,5'))).toBeNull();
    expect(validateUpload({ name: 'a.pdf', type: 'application/pdf', size: limit + 1 }, maxUploadMb('2,5'))).toBe(
      'file_too_large',
    );
    expect(validateUpload({ name: 'a.pdf', type: 'application/pdf', size: 3 * 1_048_576 }, maxUploadMb('2,5'))).toBe(
      'file_too_large',
    );
  });

  it('gives whole bytes for a fraction of a megabyte', () => {
    expect(maxUploadBytes(0.1)).toBe(104_857);
  });
});

describe('fileExtension', () => {
  it('is the lower-cased part after the last dot of the name', () => {
    expect(fileExtension('Scan.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('C:\\Users\\me\\photo.JPeG')).toBe('jpeg');
    expect(fileExtension('folder.v2/readme')).toBe('');
  });

  it('is empty without an extension, for a hidden file and for a trailing dot', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('name.')).toBe('');
  });
});

describe('money (core 9)', () => {
  it('formats cents as euro with a comma', () => {
    expect(formatEuro(1250)).toBe('€ 12,50');
    expect(formatEuro(0)).toBe('€ 0,00');
    expect(formatEuro(5)).toBe('€ 0,05');
    expect(formatEuro(123456)).toBe('€ 1.234,56');
    expect(formatEuro(-1250)).toBe('€ -12,50');
  });

  it('formats amounts the English way in English (issue 24)', () => {
    expect(formatEuro(950, 'en_EN')).toBe('€9.50');
    expect(formatEuro(123456, 'en_EN')).toBe('€1,234.56');
    expect(formatEuro(-1250, 'en_EN')).toBe('-€12.50');
    expect(formatEuro(950, 'nl_NL')).toBe('€ 9,50');
  });

  it('converts between euro and cents without drift', () => {
    expect(centsFromEuro(12.5)).toBe(1250);
    expect(centsFromEuro(0.07)).toBe(7);
    expect(centsFromEuro(1.005)).toBe(101);
    expect(centsFromEuro(19.99)).toBe(1999);
    expect(euroFromCents(1999)).toBe(19.99);
  });

  it('reads an amount an operator sets (ALTER_LICENSEPLATE_COST) as cents: a point or the Dutch comma, two decimals at most', () => {
    expect(parseEuroCents('5')).toBe(500);
    expect(parseEuroCents(' 5.00 ')).toBe(500);
    expect(parseEuroCents('2,5')).toBe(250);
    expect(parseEuroCents('0,07')).toBe(7);
    expect(parseEuroCents('0')).toBe(0);
    expect(parseEuroCents(7.5)).toBe(750);
    for (const bad of ['', ' ', '-1', '1.000,50', '2,505', '2,', ',5', 'abc', '€5', '5 euro', '1e3', 'Infinity']) {
      expect(parseEuroCents(bad), bad).toBeNull();
    }
    expect(parseEuroCents(-1)).toBeNull();
    expect(parseEuroCents(Number.NaN)).toBeNull();
    expect(parseEuroCents(null)).toBeNull();
    expect(parseEuroCents(undefined)).toBeNull();
  });
});

describe('dates (core 9; lifecycle 9)', () => {
  it('shows API dates as DD-MM-YYYY, with HH:mm when asked', () => {
    expect(formatDisplayDate('2024-03-05')).toBe('05-03-2024');
    expect(formatDisplayDate('2024-03-05T14:30:00')).toBe('05-03-2024');
    expect(formatDisplayDate('2024-03-05T14:30:00', true)).toBe('05-03-2024 14:30');
    expect(formatDisplayDate('2024-03-05', true)).toBe('05-03-2024');
    expect(formatDisplayDate(null)).toBe('');
  });

  it('shows a validity day with the product’s time when the setting asks for it (DISPLAY_PERMIT_START_TIME / _END_TIME)', () => {
    expect(formatValidity('2026-03-05', '09:00', true)).toBe('05-03-2026 09:00');
    expect(formatValidity('2026-03-05', '09:00', false)).toBe('05-03-2026');
    expect(formatValidity('2026-03-05', null, true)).toBe('05-03-2026');
    expect(formatValidity(null, '09:00', true)).toBe('');
  });

  it('reads DD-MM-YYYY back', () => {
    expect(parseDisplayDate('05-03-2024')).toBe('2024-03-05');
    expect(parseDisplayDate('29-02-2024')).toBe('2024-02-29');
    expect(parseDisplayDate('31-02-2024')).toBeNull();
    expect(parseDisplayDate('2024-03-05')).toBeNull();
  });

  it('takes the calendar day in Europe/Amsterdam, winter and summer', () => {
    expect(amsterdamDay(new Date('2024-01-15T23:30:00Z'))).toBe('2024-01-16');
    expect(amsterdamDay(new Date('2024-01-15T22:30:00Z'))).toBe('2024-01-15');
    expect(amsterdamDay(new Date('2024-07-01T22:30:00Z'))).toBe('2024-07-02');
    expect(amsterdamDay(new Date('2024-07-01T21:30:00Z'))).toBe('2024-07-01');
    expect(amsterdamDateTime(new Date('2024-07-01T22:00:05Z'))).toBe('2024-07-02T00:00:05');
  });

  it('answers each instant by its own time when asked in turn, also for one Date changed in place', () => {
    const instant = new Date('2024-01-15T23:30:00Z');
    expect(amsterdamDay(instant)).toBe('2024-01-16');
    expect(amsterdamDay(instant)).toBe('2024-01-16');
    instant.setUTCHours(10);
    expect(amsterdamDay(instant)).toBe('2024-01-15');
    expect(amsterdamDateTime(instant)).toBe('2024-01-15T11:30:00');
    expect(amsterdamDay(new Date('2024-01-15T23:30:00Z'))).toBe('2024-01-16');
  });

  it('says what Intl says for every 7 minutes and 13 seconds around both changes of the clock, and before 1977', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (instant: Date) => intl.format(instant).replace(' ', 'T');
    for (const start of ['2024-03-30T12:00:00Z', '2024-10-26T12:00:00Z', '1937-06-30T21:00:00Z']) {
      for (let time = Date.parse(start); time < Date.parse(start) + 36 * 3_600_000; time += 433_000) {
        const instant = new Date(time);
        expect(amsterdamDateTime(instant)).toBe(expected(instant));
        expect(amsterdamDay(instant)).toBe(expected(instant).slice(0, 10));
      }
    }
  });

  it('sends today as a date-time and other days as a date', () => {
    const now = new Date('2024-07-01T22:30:15Z');
    expect(apiDateFor('2024-07-02', now)).toBe('2024-07-02T00:30:15');
    expect(apiDateFor('2024-07-03', now)).toBe('2024-07-03');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31T10:00:00', 1)).toBe('2025-01-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('0001-01-01', -1)).toBe('0000-12-31');
  });

  /** What addDays answered when it went through Date for every day: the reference it must still agree with. */
  const viaDate = (day: string, days: number) => {
    const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };

  it('answers what Date answers for any day and any number of days, also a day past the end of its month', () => {
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: -800_000, max: 800_000 }),
        fc.constantFrom('', 'T10:00:00', 'T23:59'),
        (year, month, date, days, time) => {
          const day = `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}${time}`;
          let expected: string | Error;
          try {
            expected = viaDate(day, days);
          } catch (error) {
            expected = error as Error;
          }
          if (expected instanceof Error) expect(() => addDays(day, days)).toThrow(RangeError);
          else expect(addDays(day, days)).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('throws or answers as Date does for what is no day', () => {
    for (const day of ['2026-13-01', '2026-00-10', '2026-02-32', '2026-01-00', 'no day', '', '2026-1-01']) {
      let expected: string | undefined;
      try {
        expected = viaDate(day, 1);
      } catch {
        expected = undefined;
      }
      if (expected === undefined) expect(() => addDays(day, 1), day).toThrow(RangeError);
      else expect(addDays(day, 1), day).toBe(expected);
    }
  });

  it('keeps the start date between MIN_STARTDATE (or today) and MAX_STARTDATE', () => {
    expect(validateStartDate('2024-05-10', '2024-05-10')).toBeNull();
    expect(validateStartDate('2024-05-09', '2024-05-10')).toBe('out_of_range');
    expect(validateStartDate('2024-05-11', '2024-05-10', '2024-05-12')).toBe('out_of_range');
    expect(validateStartDate('2024-06-02', '2024-05-10', null, '2024-06-01')).toBe('out_of_range');
    expect(validateStartDate('2024-02-30', '2024-01-01')).toBe('date_invalid');
    expect(defaultStartDate('2024-05-10', '2024-05-12')).toBe('2024-05-12');
    expect(defaultStartDate('2024-05-10', '2024-05-01')).toBe('2024-05-10');
    expect(defaultStartDate('2024-05-10')).toBe('2024-05-10');
  });

  it('schedules a termination on a later day on or after VALID_FROM, otherwise now (DECISIONS 1)', () => {
    expect(isTerminationScheduled('2024-05-11', '2024-05-10', '2024-05-01')).toBe(true);
    expect(isTerminationScheduled('2024-05-10', '2024-05-10', '2024-05-01')).toBe(false);
    expect(isTerminationScheduled('2024-05-09', '2024-05-10', '2024-05-01')).toBe(false);
    expect(isTerminationScheduled('2024-05-20', '2024-05-10', '2024-06-01')).toBe(false);
    expect(isTerminationScheduled('2024-06-01', '2024-05-10', '2024-06-01T10:00:00')).toBe(true);
  });

  it('keeps a termination end date between today and VALID_TO minus 1 day', () => {
    expect(validateTerminationEndDate('2024-05-10', '2024-05-10', '2024-12-31')).toBeNull();
    expect(validateTerminationEndDate('2024-12-30', '2024-05-10', '2024-12-31')).toBeNull();
    expect(validateTerminationEndDate('2024-12-31', '2024-05-10', '2024-12-31')).toBe('out_of_range');
    expect(validateTerminationEndDate('2024-05-09', '2024-05-10', '2024-12-31')).toBe('out_of_range');
    expect(validateTerminationEndDate('2024-13-01', '2024-05-10', '2024-12-31')).toBe('date_invalid');
  });
});
