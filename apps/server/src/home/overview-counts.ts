/**
 * The seven counts behind the home tiles and the cart badge (core 2.11, 3.6). Each count
 * belongs to the area that owns its data; an area adds its source here when it lands, and a
 * count without a source is 0 because that area holds nothing yet.
 *
 * Issue 15 allows at most three SQL statements per call, the same for a resident with one permit
 * or fifty: the session, the caller's relation, and ONE statement in which every area's count is a
 * scalar subselect (`CountPart`). A source that answers a number has counted in a statement of its
 * own; that still works, but costs a statement (catalogue/statement-count.test.ts says so).
 */
import { OVERVIEW_COUNT_NAMES, type OverviewCount, type OverviewCountName } from '@parkeerloket/contract';
import { type Expression, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { RelationRow } from '../relations/index.js';

export interface CountScope {
  db: Database;
  tenantId: number;
  relationId: number | null;
  /** The branch a company acts for in this session; its address is the company's for eligibility. */
  branchNumber?: string | null;
  /** The caller's relation as callerRelation gives it (at the session's branch), read once for all counts. */
  relation?: RelationRow;
}

/**
 * A count asked inside the home counts' one statement: a scalar subselect filtered by tenant and
 * relation (for example `select count(*) from invoices where tenant_id = ... and relation_id = ...`),
 * and how its value becomes the count (by default the number it is).
 */
export interface CountPart {
  select: Expression<unknown>;
  count?: (value: unknown) => number;
}

export type CountSource = (scope: CountScope) => number | CountPart | Promise<number | CountPart>;

/** Counts that ask the user to act (pay, continue) are raised to attention when above zero. */
const ACTION_COUNTS: ReadonlySet<OverviewCountName> = new Set([
  'shopping_cart_count',
  'pending_permits_count',
  'vrex_permits_count',
  'payments_count',
]);

const COLOR_BY_LEVEL = { 1: 'neutral', 2: 'warning', 3: 'danger' } as const;

export function presentCount(name: OverviewCountName, value: number): OverviewCount {
  const level = ACTION_COUNTS.has(name) && value > 0 ? 2 : 1;
  return { NAME: name, VALUE: value, ALERT_LEVEL: level, COLOR_CODE: COLOR_BY_LEVEL[level] };
}

export async function computeOverviewCounts(
  scope: CountScope,
  sources: Partial<Record<OverviewCountName, CountSource>>,
): Promise<OverviewCount[]> {
  const answers = await Promise.all(
    OVERVIEW_COUNT_NAMES.map(async (name) => {
      const source = sources[name];
      return source ? await source(scope) : 0;
    }),
  );
  const parts = answers.flatMap((answer, i) => (typeof answer === 'number' ? [] : [{ i, part: answer }]));
  const row =
    parts.length === 0
      ? {}
      : ((await scope.db
          .selectNoFrom(parts.map(({ i, part }) => sql`(${part.select})`.as(`c${i}`)))
          .executeTakeFirst()) as Record<string, unknown>);
  return OVERVIEW_COUNT_NAMES.map((name, i) => {
    const answer = answers[i];
    if (typeof answer === 'number' || answer === undefined) return presentCount(name, answer ?? 0);
    const value = row[`c${i}`];
    return presentCount(name, answer.count ? answer.count(value) : Number(value ?? 0));
  });
}
