/**
 * The short reference a payer reads and quotes on the phone: 'PL-' and two groups of four characters from
 * an alphabet without look-alikes (no 0/O, 1/I/L, U/V kept apart by leaving out U: 30 letters and digits), e.g.
 * 'PL-7K3F-9Q2M'. 30^8 (about 6.6 * 10^11) per municipality; the database keeps it unique there (migration 0025).
 */
import { randomInt } from 'node:crypto';
import { PAYMENT_REFERENCE_ALPHABET, PAYMENT_REFERENCE_PATTERN } from '@parkeerloket/contract';
import type { PaymentRow } from './payment-repository.js';

export const DISPLAY_REFERENCE_ALPHABET = PAYMENT_REFERENCE_ALPHABET;
export const DISPLAY_REFERENCE_PATTERN = PAYMENT_REFERENCE_PATTERN;

export function newDisplayReference(pick: (size: number) => number = randomInt): string {
  const group = () =>
    Array.from({ length: 4 }, () => DISPLAY_REFERENCE_ALPHABET[pick(DISPLAY_REFERENCE_ALPHABET.length)]).join('');
  return `PL-${group()}-${group()}`;
}

/** The reference a payer reads: the short one, or the long one of a payment made before there were short ones. */
export function shownReference(payment: Pick<PaymentRow, 'reference' | 'display_reference'>): string {
  return payment.display_reference ?? payment.reference;
}
