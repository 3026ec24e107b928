import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvTable } from './csv.js';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Jansen')).toBe('Jansen');
    expect(csvField(1250)).toBe('1250');
    expect(csvField(-1250)).toBe('-1250');
    expect(csvField(0)).toBe('0');
  });

  it('writes nothing for null, undefined and non-finite numbers', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes a field with the separator, a quote or a line break, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('a;b')).toBe('a;b');
    expect(csvField('a;b', ';')).toBe('"a;b"');
  });

  it('defuses a formula: = + - @ tab and CR at the start get an apostrophe', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+31 6 1234')).toBe("'+31 6 1234");
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes booleans as words', () => {
    expect(csvField(true)).toBe('true');
    expect(csvField(false)).toBe('false');
  });
});

describe('csvLine and csvTable', () => {
  it('joins fields with the separator and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
    expect(csvLine(['a', 'b'], ';')).toBe('a;b\r\n');
  });

  it('writes a header and rows', () => {
    expect(
      csvTable(
        ['month', 'count'],
        [
          ['2026-01', 3],
          ['2026-02', 0],
        ],
      ),
    ).toBe('month,count\r\n2026-01,3\r\n2026-02,0\r\n');
  });
});
