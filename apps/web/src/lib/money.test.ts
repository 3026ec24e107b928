import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney (issue 24)', () => {
  it('keeps a Dutch amount on one line with a no-break space after the €', () => {
    expect(formatMoney(1000, 'nl_NL')).toBe('€\u00a010,00');
    expect(formatMoney(123456, 'nl_NL')).toBe('€\u00a01.234,56');
  });
  it('writes an English amount the English way', () => {
    expect(formatMoney(950, 'en_EN')).toBe('€9.50');
  });
});
