/**
 * The pure rules of a permit's proof (docs/permit-proof.md): how its codes are written and read back,
 * and what the public verification page may say about the permit behind a code.
 */
import { amsterdamDay, DAYS, type Day } from '@parkeerloket/contract';
import type { VerifiedPermit } from '../permits/index.js';

/** The 32 signs of permit numbers and proof codes (migration 0028): no 0, O, 1 or I to misread. */
const CODE_SIGNS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const PROOF_CODE = new RegExp(`^[${CODE_SIGNS}]{12}$`);

/** In groups, as printed and read out: a permit number in two of five (K7QM4-XPT2R), a proof code in three of four. */
export function groupedCode(code: string): string {
  const size = code.length === 10 ? 5 : 4;
  return code.match(new RegExp(`.{1,${size}}`, 'g'))?.join('-') ?? code;
}

/**
 * A proof code as typed or scanned (any case, with or without hyphens and spaces), or null when it
 * cannot be one. A code of another shape is answered like an unknown one, without asking the database.
 */
export function readProofCode(input: string): string | null {
  if (input.length > 40) return null;
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return PROOF_CODE.test(code) ? code : null;
}

/** The last day the permit is valid: its planned termination when earlier than its end; null when open-ended. */
export function lastValidDay(permit: Pick<VerifiedPermit, 'valid_to' | 'planned_end_date'>): string | null {
  const ends = [permit.valid_to, permit.planned_end_date].filter((day): day is string => day !== null);
  return ends.length === 0 ? null : (ends.sort()[0] ?? null);
}

/** The weekdays a permit is valid on (requests.valid_days), in week order; all seven when none were chosen. */
export function validWeekdays(stored: string): readonly Day[] {
  if (stored === '') return DAYS;
  const chosen = stored.split(',');
  return DAYS.filter((day) => chosen.includes(day));
}

function weekdayOf(day: string): Day {
  // Noon UTC falls on the same calendar day everywhere near Europe; Monday first, as DAYS.
  const sunday0 = new Date(`${day}T12:00:00Z`).getUTCDay();
  return DAYS[(sunday0 + 6) % 7] as Day;
}

/**
 * What the page shows of a plate: only its last three signs ("ending in 23C"), enough to compare it
 * with the car in front of you, too little to learn a stranger's plate from a code.
 */
export function plateEnding(plate: string): string {
  return plate
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(-3);
}

export type Verification =
  | { kind: 'valid'; until: string | null; plateEndings: string[] }
  | { kind: 'not_valid' }
  | { kind: 'unknown' };

/**
 * Valid now: not ended, begun, not past its last day (a planned termination counts) and, for a
 * permit of chosen weekdays, today one of them, all in Europe/Amsterdam. Only a valid permit's plates
 * (their endings) and last day are told; of one that is not valid, nothing but that.
 */
export function verificationOf(permit: VerifiedPermit | null, now: Date): Verification {
  if (!permit) return { kind: 'unknown' };
  const today = amsterdamDay(now);
  const last = lastValidDay(permit);
  const valid =
    permit.status === 'ACTIVE' &&
    permit.valid_from <= today &&
    (last === null || today <= last) &&
    validWeekdays(permit.valid_days).includes(weekdayOf(today));
  if (!valid) return { kind: 'not_valid' };
  return { kind: 'valid', until: last, plateEndings: permit.plates.map(plateEnding) };
}
