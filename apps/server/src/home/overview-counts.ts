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

/** Two made-up scopes a fixed source is built with, to find where the tenant and the relation go. */
const PROBES = [
  { tenantId: -1_000_001, relationId: -1_000_002 },
  { tenantId: -1_000_003, relationId: -1_000_004 },
] as const;

type Filled = { tenant: true } | { relation: true } | { value: unknown };

interface FixedTemplate {
  fragments: readonly string[];
  parameters: readonly Filled[];
  count?: CountPart['count'];
}

function fixedTemplate(db: Database, source: CountSource): FixedTemplate | null {
  const built = PROBES.map((probe) => source({ db, ...probe }));
  const [a, b] = built.map((part) =>
    typeof part === 'number' || part instanceof Promise ? null : sql`${part.select}`.compile(db),
  );
  if (!a || !b || a.sql !== b.sql || a.parameters.length !== b.parameters.length) return null;
  const [pa, pb] = [PROBES[0], PROBES[1]];
  const parameters: Filled[] = [];
  for (const [i, value] of a.parameters.entries()) {
    const other = b.parameters[i];
    if (value === pa.tenantId && other === pb.tenantId) parameters.push({ tenant: true });
    else if (value === pa.relationId && other === pb.relationId) parameters.push({ relation: true });
    // A date or time is the clock's, not a constant: the same in both probes, but not tomorrow.
    else if (value instanceof Date || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value))) return null;
    else if (JSON.stringify(value) === JSON.stringify(other)) parameters.push({ value });
    // A value derived from the tenant or the relation: the source cannot be fixed.
    else return null;
  }
  // Kysely numbers the parameters $1, $2, ... in the order they appear, each once.
  const fragments = a.sql.split(/\$\d+/);
  if (fragments.length !== parameters.length + 1) return null;
  return { fragments, parameters, count: (built[0] as CountPart).count };
}

/**
 * A count source whose subselect depends on nothing but the tenant and the relation (the counts of
 * a resident's own rows): built and compiled once, then filled with each call's tenant and relation
 * (issue 15: building and compiling the same small queries was a good part of the call's work).
 * The source is built twice with made-up ids to find where they go; a source that uses them in any
 * other way (or answers a number) is asked per call as before.
 */
export function fixedCountSource(source: CountSource): CountSource {
  let template: FixedTemplate | null | undefined;
  return (scope) => {
    if (scope.relationId === null) return source(scope);
    if (template === undefined) template = fixedTemplate(scope.db, source);
    if (template === null) return source(scope);
    const values = template.parameters.map((p) =>
      'tenant' in p ? scope.tenantId : 'relation' in p ? scope.relationId : p.value,
    );
    return {
      select: sql(template.fragments as unknown as TemplateStringsArray, ...values),
      ...(template.count ? { count: template.count } : {}),
    };
  };
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
