/**
 * What the register should hold of one permit, as a pure function of the permit and the rights
 * already planned for it (decision 027). Called on every change of the permit and by the daily
 * reconciliation; calling it again, or with the events in another order, plans nothing new.
 *
 * - A right per plate the permit carries, from the permit's first day (00:00 Amsterdam) until the
 *   day after its last (its end, or its planned termination); none while it has no end.
 * - A plate that leaves (a plate change at `at`): its right ends at `at`, and the new plate's right
 *   starts at `at` (or at the permit's start when that is later): no gap, no overlap. A right ended
 *   so is closed: it no longer follows the permit's end.
 * - The catalogue names another NPR area than a right's: that right ends at `at`, a new one starts there.
 * - An ended permit: its rights end at the end of its last day, or when it was ended if that came
 *   first (a termination "now"), and never later than an end they already had.
 */
import { addDays, amsterdamDateTime } from '@parkeerloket/contract';
import type { PermitForRights } from '../permits/index.js';

export interface PlannedRight {
  id: number;
  license_plate: string;
  npr_area_manager_id: string;
  npr_area_id: string;
  starts_at: Date;
  ends_at: Date | null;
  valid_days: string;
  closed_yn: 'Y' | 'N';
}

export type RightChange =
  | { kind: 'insert'; licensePlate: string; startsAt: Date; endsAt: Date | null }
  | { kind: 'update'; id: number; startsAt: Date; endsAt: Date | null; closed: boolean };

/** 00:00 of a calendar day in Europe/Amsterdam, as an instant. */
export function amsterdamMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`).getTime();
  for (const hours of [1, 2, 0]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    if (amsterdamDateTime(candidate) === `${day}T00:00:00`) return candidate;
  }
  return new Date(utcMidnight - 3_600_000);
}

const same = (a: Date | null, b: Date | null) => (a === null ? b === null : b !== null && a.getTime() === b.getTime());
const latest = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
const earliest = (a: Date | null, b: Date | null): Date | null =>
  a === null ? b : b === null ? a : a.getTime() <= b.getTime() ? a : b;

export function planRights(
  permit: Pick<PermitForRights, 'status' | 'valid_from' | 'valid_to' | 'planned_end_date' | 'ended_on' | 'plates'>,
  rights: readonly PlannedRight[],
  at: Date,
  area: { areaManagerId: string; areaId: string },
): RightChange[] {
  const start = amsterdamMidnight(permit.valid_from);
  const lastDay = permit.status === 'ENDED' ? permit.ended_on : (permit.planned_end_date ?? permit.valid_to);
  let end = lastDay === null ? null : amsterdamMidnight(addDays(lastDay, 1));
  // Ended now (a termination today): enforcement sees it end now, not at midnight.
  if (permit.status === 'ENDED') end = earliest(end, latest(at, start));
  const changes: RightChange[] = [];
  const open = rights.filter((r) => r.closed_yn === 'N');
  const plates = permit.status === 'ACTIVE' ? permit.plates : [];
  // A right in another NPR area than the catalogue names now (the catalogue changed) ends like a plate that left.
  const inArea = (right: PlannedRight) =>
    right.npr_area_manager_id === area.areaManagerId && right.npr_area_id === area.areaId;

  for (const right of open) {
    if ((plates.includes(right.license_plate) && inArea(right)) || permit.status === 'ENDED') {
      // A right that follows the permit: its end is the permit's (an ended permit's never moves later).
      const endsAt = permit.status === 'ENDED' ? earliest(right.ends_at, end) : end;
      const bounded = endsAt !== null && endsAt.getTime() < right.starts_at.getTime() ? right.starts_at : endsAt;
      if (!same(bounded, right.ends_at))
        changes.push({ kind: 'update', id: right.id, startsAt: right.starts_at, endsAt: bounded, closed: false });
    } else {
      // The plate left the permit at `at`: its right ends then (withdrawn when it had not begun).
      const endsAt = earliest(right.ends_at, latest(at, right.starts_at));
      changes.push({ kind: 'update', id: right.id, startsAt: right.starts_at, endsAt, closed: true });
    }
  }
  const covered = new Set(open.filter(inArea).map((r) => r.license_plate));
  // The permit's first rights start with it; a plate added later starts when it was added.
  const from = rights.length === 0 ? start : latest(at, start);
  for (const plate of plates) {
    if (covered.has(plate)) continue;
    if (end !== null && end.getTime() <= from.getTime()) continue;
    changes.push({ kind: 'insert', licensePlate: plate, startsAt: from, endsAt: end });
  }
  return changes;
}
