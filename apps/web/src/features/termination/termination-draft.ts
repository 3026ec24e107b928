/**
 * What step 1 of a termination hands to step 2 (lifecycle 2.10): the chosen end date, IBAN and
 * owner, kept in the session's storage per product, so a reload of step 2 keeps them; cleared when
 * the termination is done or abandoned from the product details (endDateForTerminate).
 */
import { readSessionItem, removeSessionItem, writeSessionItem } from '../../lib/storage';

export interface TerminationDraft {
  /** YYYY-MM-DD; null: now. */
  endDate: string | null;
  /** As typed (upper-cased); terminatePermit normalises it on sending. */
  iban: string;
  owner: string;
}

const key = (rootRqtId: number) => `pl.terminate.${rootRqtId}`;

export function readDraft(rootRqtId: number): TerminationDraft | null {
  const raw = readSessionItem(key(rootRqtId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TerminationDraft>;
    return {
      endDate: typeof value.endDate === 'string' ? value.endDate : null,
      iban: typeof value.iban === 'string' ? value.iban : '',
      owner: typeof value.owner === 'string' ? value.owner : '',
    };
  } catch {
    return null;
  }
}

export function writeDraft(rootRqtId: number, draft: TerminationDraft): void {
  writeSessionItem(key(rootRqtId), JSON.stringify(draft));
}

export function clearDraft(rootRqtId: number): void {
  removeSessionItem(key(rootRqtId));
}
