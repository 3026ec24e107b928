import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDate, apiDay, emptyAsUndefined, euro, int, optionalInt, optionalJsonList } from './params.js';

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
});
