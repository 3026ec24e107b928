import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_ID } from './constants.js';
import {
  apiDate,
  apiDay,
  emptyAsUndefined,
  euro,
  fileName,
  id,
  int,
  json,
  jsonId,
  oneOf,
  optionalId,
  optionalInt,
  optionalJsonList,
  optionalText,
  text,
} from './params.js';

function codes(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('parameter builders', () => {
  it('optional whole numbers keep the inner validation code', () => {
    expect(optionalInt(1).parse('')).toBeUndefined();
    expect(optionalInt(1).parse(undefined)).toBeUndefined();
    expect(optionalInt(1).parse('7')).toBe(7);
    expect(codes(optionalInt(1), 'abc')).toEqual(['not_a_number']);
    expect(codes(optionalInt(1), '0')).toEqual(['out_of_range']);
  });

  it('emptyAsUndefined keeps the path of a nested problem', () => {
    const schema = z.object({
      list: emptyAsUndefined(
        z
          .string()
          .transform((s) => [s])
          .pipe(z.array(int())),
      ),
    });
    const parsed = schema.safeParse({ list: 'x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['list', 0], message: 'not_a_number' });
  });

  it('API dates are real days, with an optional time', () => {
    expect(apiDate().parse('2024-02-29')).toBe('2024-02-29');
    expect(apiDate().parse('2024-02-29T23:59:59')).toBe('2024-02-29T23:59:59');
    expect(codes(apiDate(), '2023-02-29')).toEqual(['date_invalid']);
    expect(codes(apiDate(), '2024-02-28T24:00:00')).toEqual(['date_invalid']);
    expect(codes(apiDate(), '28-02-2024')).toEqual(['date_invalid']);
    expect(codes(apiDay(), '2024-02-28T10:00:00')).toEqual(['date_invalid']);
  });

  it('euro amounts become cents', () => {
    expect(euro().parse('12.50')).toBe(1250);
    expect(euro().parse('12,5')).toBe(1250);
    expect(euro().parse('0')).toBe(0);
    expect(codes(euro(), '12.505')).toEqual(['not_a_number']);
  });

  it('optional JSON lists default to empty', () => {
    const schema = optionalJsonList(z.number('invalid'));
    expect(schema.parse('')).toEqual([]);
    expect(schema.parse('[1,2]')).toEqual([1, 2]);
    expect(codes(schema, '[1,"x"]')).toEqual(['invalid']);
    expect(codes(schema, '1')).toEqual(['invalid']);
  });

  it('ids are whole numbers from 1 to the database integer’s 2,147,483,647, as digits and inside JSON', () => {
    expect(MAX_ID).toBe(2_147_483_647);
    expect(id().parse('1')).toBe(1);
    expect(id().parse('2147483647')).toBe(MAX_ID);
    for (const wire of ['2147483648', '999999999999999', '0', '-1'])
      expect(codes(id(), wire), wire).toEqual(['out_of_range']);
    for (const wire of ['1e20', 'NaN', '1.5', '0x10', '[1]', '{"a":1}', '9999999999999999']) {
      expect(codes(id(), wire), wire).toEqual(['not_a_number']);
    }
    expect(codes(id(), ['1', '2'])).toEqual(['required']);
    expect(optionalId().parse('')).toBeUndefined();
    expect(codes(optionalId(), '2147483648')).toEqual(['out_of_range']);
    const invoices = optionalJsonList(jsonId());
    expect(invoices.parse('[1,2147483647]')).toEqual([1, MAX_ID]);
    expect(codes(invoices, '[2147483648]')).toEqual(['out_of_range']);
    expect(codes(invoices, '[999999999999999]')).toEqual(['out_of_range']);
    expect(codes(invoices, '[1e20]')).toEqual(['invalid']);
    for (const wire of ['[0]', '[-1]', '[1.5]', '["1"]', '[null]'])
      expect(codes(invoices, wire), wire).toEqual(['invalid']);
  });

  it('whole numbers and cents stay within the database’s integer', () => {
    expect(codes(int(1), '2147483648')).toEqual(['out_of_range']);
    expect(codes(optionalInt(1), '2147483648')).toEqual(['out_of_range']);
    expect(euro().parse('21474836.47')).toBe(MAX_ID);
    expect(codes(euro(), '21474836.48')).toEqual(['out_of_range']);
    expect(codes(euro(), '-999999999.99')).toEqual(['out_of_range']);
  });

  it('every text builder refuses control characters, line breaks included, before trimming', () => {
    const builders = {
      text: text(),
      optionalText: optionalText(),
      int: int(),
      id: id(),
      apiDate: apiDate(),
      euro: euro(),
      json: json(z.unknown()),
      emptyAsUndefined: emptyAsUndefined(text()),
    };
    for (const [name, schema] of Object.entries(builders)) {
      for (const wire of ['abc\u0000def', '\u0000', '1\u0007', '1\n', '\t1', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
        expect(codes(schema, wire), `${name} ${JSON.stringify(wire)}`).toEqual(['invalid']);
      }
    }
    expect(text().parse('  Vak 12  ')).toBe('Vak 12');
    // A file's name is the exception: its control characters are dropped, as the user never typed them.
    expect(fileName().parse('pas\u0000foto\u0007.png')).toBe('pasfoto.png');
    expect(codes(fileName(), '\u0000\u0007')).toEqual(['required']);
    expect(codes(oneOf(['A', 'B'] as const), 'A\u0000')).toEqual(['not_allowed']);
  });
});
