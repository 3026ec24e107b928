/**
 * The permits that end without the resident, driven through the termination machine: the end of
 * validity (EXPIRE, the products area's permits-to-history job) and a planned termination's day
 * passing (DATE_PASSED, this area's planned-terminations job). The SQL only finds candidates (ACTIVE,
 * the day before today); for each permit it locks, the machine says whether it ends, from the state
 * the permit is in (permitStateOf), so the rule "a permit with a planned termination ends by that
 * plan, not by reaching VALID_TO" is the machine's alone. The machine is a parameter so a test can
 * show that its answer, and nothing else, decides (the jobs pass the real one).
 */
import { type Database, inTransaction } from '../db/database.js';
import { type DuePermit, lockDuePermits, type SweepCursor } from '../permits/index.js';
import { permitStateOf, type TerminationRefusal, type terminationTransition } from './termination-machine.js';

export type TerminationMachine = typeof terminationTransition;

export interface DueSweep {
  /** The day that has passed: the last valid day (EXPIRE) or the planned termination's (DATE_PASSED). */
  day: 'valid_to' | 'planned_end_date';
  event: 'EXPIRE' | 'DATE_PASSED';
  today: string;
  /** Permits locked per transaction. */
  batch: number;
  machine: TerminationMachine;
  /** Writes the end of a permit the machine ended, in the sweep's transaction; `permit.end_date` is its last valid day. */
  end: (trx: Database, permit: DuePermit) => Promise<void>;
}

/** What a sweep did: the permits it ended, and those it left alone by the machine's answer. */
export interface SweepOutcome {
  ended: number;
  /** Per refusal; a permit the machine moved to a state other than ENDED is counted under `stays <STATE>`. */
  left: Partial<Record<TerminationRefusal | `stays ${string}`, number>>;
}

/**
 * Ends the candidates the machine ends, a batch per transaction (`for update skip locked`, so two
 * runs end each permit once). The next batch starts after the last permit locked, so a permit the
 * machine leaves alone is not locked again in the same run.
 */
export async function endDuePermits(db: Database, sweep: DueSweep): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { ended: 0, left: {} };
  let after: SweepCursor | null = null;
  for (;;) {
    const locked: DuePermit[] = await inTransaction(db, async (trx) => {
      const rows = await lockDuePermits(trx, sweep.day, sweep.today, sweep.batch, after);
      for (const permit of rows) {
        const answer = sweep.machine(permitStateOf(permit), sweep.event, { terminable: permit.terminable_yn === 'Y' });
        if (answer.ok && answer.state === 'ENDED') {
          await sweep.end(trx, permit);
          outcome.ended += 1;
        } else {
          const why = answer.ok ? (`stays ${answer.state}` as const) : answer.refusal;
          outcome.left[why] = (outcome.left[why] ?? 0) + 1;
        }
      }
      return rows;
    });
    const last = locked.at(-1);
    if (!last || locked.length < sweep.batch) break;
    after = { tenant_id: last.tenant_id, id: last.id };
  }
  return outcome;
}

/** The job record's note on the permits left alone: empty when none was. */
export function leftAloneNote(outcome: SweepOutcome): string {
  const parts = Object.entries(outcome.left).map(([why, count]) => `${count} ${why}`);
  return parts.length === 0 ? '' : `; left alone by the termination machine: ${parts.join(', ')}`;
}
