import { describe, expect, it } from 'vitest';
import {
  normalizeSearchTerm,
  PAYMENT_REFERENCE_ALPHABET,
  PAYMENT_REFERENCE_PATTERN,
  searchNeedsReason,
  searchReasonProblem,
  searchTermProblem,
} from './resident-search.js';

describe('resident search terms', () => {
  it('reads a plate, a permit number and a payment reference the way they are stored', () => {
    expect(normalizeSearchTerm('plate', ' ab-12-cd ')).toBe('AB12CD');
    expect(normalizeSearchTerm('permitNumber', 'k7q2 m9xa-bc')).toBe('K7Q2M9XABC');
    expect(normalizeSearchTerm('paymentReference', 'pl 7k3f 9q2m')).toBe('PL-7K3F-9Q2M');
    expect(normalizeSearchTerm('paymentReference', '7K3F9Q2M')).toBe('PL-7K3F-9Q2M');
    expect(normalizeSearchTerm('bsn', '1234.56.782')).toBe('123456782');
    expect(normalizeSearchTerm('email', ' Jan@Example.NL ')).toBe('jan@example.nl');
    expect(normalizeSearchTerm('name', '  de   Vries ')).toBe('de Vries');
  });

  it('refuses terms that cannot match', () => {
    expect(searchTermProblem('permitNumber', 'K7Q2M9XAB0')).toBe('invalid'); // 0 is never drawn
    expect(searchTermProblem('permitNumber', 'K7Q2M9XABC')).toBeNull();
    expect(searchTermProblem('paymentReference', 'PL-7K3F-9Q2U')).toBe('invalid');
    expect(searchTermProblem('paymentReference', 'PL-7K3F-9Q2M')).toBeNull();
    expect(searchTermProblem('bsn', '12345678')).toBe('invalid');
    expect(searchTermProblem('bsn', '123456782')).toBeNull();
    expect(searchTermProblem('kvk', '12345678')).toBeNull();
    expect(searchTermProblem('name', 'J')).toBe('too_short');
    expect(searchTermProblem('name', '')).toBe('required');
    expect(searchTermProblem('email', 'no-at-sign')).toBe('invalid');
    expect(searchTermProblem('plate', 'ABCDEFGHIJK')).toBe('too_long');
  });

  it('the reference pattern takes exactly the alphabet', () => {
    for (const sign of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      expect(PAYMENT_REFERENCE_PATTERN.test(`PL-${sign.repeat(4)}-2222`)).toBe(
        PAYMENT_REFERENCE_ALPHABET.includes(sign),
      );
    }
  });

  it('only a BSN search asks for a reason, and the reason must say something', () => {
    expect(searchNeedsReason('bsn')).toBe(true);
    expect(searchNeedsReason('plate')).toBe(false);
    expect(searchReasonProblem('  ')).toBe('required');
    expect(searchReasonProblem('why')).toBe('too_short');
    expect(searchReasonProblem('Phone call about a refund')).toBeNull();
  });
});
