/**
 * Where an issued permit stands for the resident (issue 24, defects 4-6; decision 023), one rule for
 * the server's STATUS text and the screens' validity rows:
 *
 * - NOT_STARTED: current, and today is before VALID_FROM ("not started yet, valid from ...");
 * - ACTIVE: current and started;
 * - PLANNED: current with a planned termination; its last valid day is the planned one;
 * - ENDED: in history, after it ran (expired or terminated);
 * - ENDED_BEFORE_START: in history, ended before its first valid day (VALID_TO before VALID_FROM):
 *   it never ran, so it reads as withdrawn before it began and is refunded in full (refund.ts).
 *
 * Days are compared on their first ten characters, so a validity with a time of day compares as its day.
 */
export type PermitPhase = 'NOT_STARTED' | 'ACTIVE' | 'PLANNED' | 'ENDED' | 'ENDED_BEFORE_START';

export interface PermitPhaseFacts {
  /** In history (the server's ENDED status, the history listing). */
  ended: boolean;
  validFrom: string;
  validTo: string | null | undefined;
  plannedEnd: string | null | undefined;
  /** YYYY-MM-DD in Europe/Amsterdam. */
  today: string;
}

const day = (value: string) => value.slice(0, 10);

/** Whether a permit's last valid day lies before its first: it never ran. */
export function endedBeforeStart(validFrom: string, lastDay: string | null | undefined): boolean {
  return Boolean(lastDay) && day(lastDay as string) < day(validFrom);
}

export function permitPhase(facts: PermitPhaseFacts): PermitPhase {
  if (facts.ended) return endedBeforeStart(facts.validFrom, facts.validTo) ? 'ENDED_BEFORE_START' : 'ENDED';
  if (facts.plannedEnd) return 'PLANNED';
  return day(facts.today) < day(facts.validFrom) ? 'NOT_STARTED' : 'ACTIVE';
}

/** The last day a current permit can be used: the planned termination's day when one is planned, else VALID_TO. */
export function lastValidDay(product: {
  VALID_TO?: string | null | undefined;
  PLANNED_END_DATE?: string | null | undefined;
}): string | null {
  return product.PLANNED_END_DATE || product.VALID_TO || null;
}
