import { describe, expect, it } from 'vitest';
import { isPerson } from './relations.js';
import { hasControlCharacters, stripControlCharacters } from './text.js';

describe('control characters', () => {
  it('finds C0, DEL and C1, and nothing in ordinary text', () => {
    for (const c of ['\u0000', '\u0009', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
    expect(hasControlCharacters('Jan de Vries-Ørsted, café 12a')).toBe(false);
    expect(hasControlCharacters('')).toBe(false);
  });

  it('allows tab and line breaks only when asked', () => {
    expect(hasControlCharacters('regel 1\nregel 2\r\n\tin', { allowLineBreaks: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { allowLineBreaks: true })).toBe(true);
    expect(hasControlCharacters('a\u007fb', { allowLineBreaks: true })).toBe(true);
  });

  it('gives the same answer on every call (no state kept between tests of a global pattern)', () => {
    expect([1, 2, 3].map(() => hasControlCharacters('x\u0001'))).toEqual([true, true, true]);
  });

  it('removes them all', () => {
    expect(stripControlCharacters('a\u0000b\u001fc\u007fd\u0085e\nf')).toBe('abcdef');
    expect(stripControlCharacters('gewoon')).toBe('gewoon');
    expect(stripControlCharacters('Dorpsstraat\t1\n', ' ')).toBe('Dorpsstraat 1 ');
  });
});

describe('person or company', () => {
  it('is a person for RELATION_TYPE P only', () => {
    expect(isPerson('P')).toBe(true);
    expect(isPerson('p')).toBe(false);
    expect(isPerson('B')).toBe(false);
    expect(isPerson('C')).toBe(false);
    expect(isPerson('')).toBe(false);
    expect(isPerson(null)).toBe(false);
    expect(isPerson(undefined)).toBe(false);
  });
});
