/**
 * The reports section of `npm run bench` (`--only=reports`; issue 28, decisions 042 and 049): the reports'
 * aggregates at the exports section's municipality `exp1` with a million permits (BENCH_EXPORTS_DATABASE_URL),
 * after a reports layer is added to it once (seedReportFigures): the generator makes every permit "now", paid
 * by invoice without a payment, its documents unreviewed, and no refund orders or waiting lists, which would
 * leave every chart but one empty and its query reading nothing.
 *
 * For each report (permits issued/ended per product per month, revenue per month, refunds per month, waiting
 * time per location, document review lead time) over the default twelve months and the longest period (36):
 *  - its query, as the owning area's function sends it (captured through Kysely's log hook), run
 *    EXPLAIN (ANALYZE, BUFFERS): execution time, shared buffers hit and read, the plan's shape, and whether it
 *    reads a large table with a sequential scan; the plans are printed below the table;
 *  - its query timed from this process, one at a time, REPORT_ROUNDS times: p50 and p99;
 * and GET /rapportages (all four charts, the one call the reports screen makes) through the staff API of the
 * built server, one request at a time on a kept-alive connection: p50 and p99 against the budget.
 *
 * The budget (decision 049): at most 1 s p99 per chart's query, and for the whole reports call (whose queries
 * run side by side on the pool), at the million-permit municipality and the longest period.
 */
import { CompiledQuery, sql } from 'kysely';
import { PREFIX, prepare } from './exports.mjs';

const PG_URL = process.env.BENCH_EXPORTS_DATABASE_URL;
/** Timed runs of each report's query and of the reports call, after a warm-up of a fifth of that. */
const REPORT_ROUNDS = Number(process.env.BENCH_REPORTS_ROUNDS ?? 25);
/** p99 budget per chart's query and for the reports call (decision 049). */
export const REPORT_BUDGET_MS = 1000;
/** The tables the reports read that grow with the permits. */
const LARGE = ['permits', 'payments', 'refund_orders', 'documents', 'waiting_list_entries', 'requests', 'invoices'];

/** Marker of the reports layer: its payments' references. */
const MARKER = 'bench-report-';

/**
 * A reports layer over the generated municipality, set-based and made once (kept with the set):
 * - the permits' creation spread evenly over the 36 months before this one, and every fourth permit ENDED on
 *   a day after its start (by the end of last month);
 * - one PAID payment per permit (amount 5000), paid when its permit was made;
 * - a refund order for every tenth permit, in turn in each state; PAID ones settled a week after the end;
 * - 50,000 waiting-list entries across the municipality's locations (or none, when it has none), every other one
 *   offered a place 1 to 400 days after it was put on the list, the rest still waiting or gone;
 * - the documents (every third permit) uploaded when their permit was made and reviewed 0 to 199 hours later.
 */
async function seedReportFigures(bench, db, tenantId) {
  const marker = await db
    .selectFrom('payments')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('reference', 'like', `${MARKER}%`)
    .limit(1)
    .executeTakeFirst();
  if (marker) return;
  const started = performance.now();
  bench.log('reports: adding the reports layer to exp1 (once)');
  await db.transaction().execute(async (trx) => {
    // 36 months back from the first day of this month, in minutes: a permit's moment is a function of its id.
    await sql`
      update permits set
        created_at = (date_trunc('month', now()) - interval '36 months') + ((id::bigint * 7919) % (36 * 30 * 1440)) * interval '1 minute',
        status = case when id % 4 = 0 then 'ENDED' else status end,
        end_reason = case when id % 4 = 0 then 'TERMINATED' else end_reason end
      where tenant_id = ${tenantId}`.execute(trx);
    await sql`
      update permits set ended_on = least((created_at + (id % 700) * interval '1 day')::date,
                                          (date_trunc('month', now()) - interval '1 day')::date)
      where tenant_id = ${tenantId} and status = 'ENDED'`.execute(trx);
    await sql`
      insert into payments (tenant_id, relation_id, reference, method, status, amount_cents, locale, paid_at, created_at)
      select tenant_id, relation_id, ${MARKER} || lpad(id::text, 10, '0'), 'directpayment', 'PAID', 5000, 'nl_NL',
        created_at, created_at
      from permits where tenant_id = ${tenantId}`.execute(trx);
    await sql`
      insert into refund_orders (tenant_id, relation_id, permit_id, amount_cents, iban, owner, end_date, status, created_at, settled_at)
      select tenant_id, relation_id, id, 1000 + id % 4000, 'NL91ABNA0417164300', 'Gen Bewoner', coalesce(ended_on, created_at::date),
        (array['OPEN', 'APPROVED', 'EXPORTED', 'PAID', 'FAILED', 'CANCELLED'])[1 + (id / 10) % 6],
        created_at + interval '1 day',
        case when (id / 10) % 6 = 3 then coalesce(ended_on, created_at::date) + interval '7 days' end
      from permits where tenant_id = ${tenantId} and id % 10 = 0`.execute(trx);
    await sql`
      with located as (
        select l.id, l.permit_type_id, l.area_id, row_number() over (order by l.id) - 1 as n, count(*) over () as total
        from locations l where l.tenant_id = ${tenantId}
      ),
      product as (
        select permit_type_id, area_id from products where tenant_id = ${tenantId} order by position, permit_type_id, area_id limit 1
      )
      insert into waiting_list_entries (tenant_id, relation_id, permit_type_id, area_id, location_id, status, created_at, offered_at, closed_at)
      select ${tenantId}, p.relation_id, coalesce(l.permit_type_id, pr.permit_type_id), coalesce(l.area_id, pr.area_id), l.id,
        case when g % 2 = 0 then 'REQUESTED' when g % 5 = 1 then 'WITHDRAWN' else 'WAITING' end,
        p.created_at,
        case when g % 2 = 0 then p.created_at + (1 + g % 400) * interval '1 day' end,
        case when g % 2 = 0 then p.created_at + (2 + g % 400) * interval '1 day' end
      from generate_series(1, 50000) g
      join permits p on p.tenant_id = ${tenantId} and p.id = (select min(id) from permits where tenant_id = ${tenantId}) + g * 19
      cross join product pr
      left join located l on l.n = g % greatest((select count(*) from located), 1)`.execute(trx);
    await sql`
      update documents d set created_at = p.created_at, reviewed_at = p.created_at + (d.id % 200) * interval '1 hour'
      from permits p where d.tenant_id = ${tenantId} and p.tenant_id = d.tenant_id and p.request_id = d.request_id`.execute(
      trx,
    );
  });
  await sql`vacuum analyze permits`.execute(db);
  await sql`vacuum analyze payments`.execute(db);
  await sql`vacuum analyze refund_orders`.execute(db);
  await sql`vacuum analyze waiting_list_entries`.execute(db);
  await sql`vacuum analyze documents`.execute(db);
  bench.notes.push(
    `Reports: the reports layer was added to exp1 in ${bench.fmt((performance.now() - started) / 1000)} s.`,
  );
}

/** The lines of a plan that scan a large table sequentially. */
function sequentialScans(plan) {
  return plan
    .split('\n')
    .filter((line) => {
      const seq = /Seq Scan on (\w+)/.exec(line);
      return seq && LARGE.includes(seq[1]);
    })
    .map((line) => line.trim());
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** The months of a period ending with last month: `months` long, as the reports' handler gives them. */
async function periodOf(bench, months) {
  const { reportPeriod } = await bench.dist('staff/reports/report-months.js');
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  const first = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - (months - 1), 15));
  const month = (d) => d.toISOString().slice(0, 7);
  return reportPeriod(now, month(first), month(last));
}

export async function benchReports(bench) {
  const section = 'Reports';
  if (!PG_URL) {
    bench.record(section, 'reports at a million permits', 'skipped: set BENCH_EXPORTS_DATABASE_URL', '', null);
    return;
  }
  const { fmt } = bench;
  bench.log('reports: preparing the exports set');
  const { counted, cookie, tenantId } = await prepare(bench, {
    name: 'PostgreSQL',
    database: { url: PG_URL },
    keep: true,
  });
  const handle = await bench.openMigrated({ url: PG_URL });
  const { db } = handle;
  const plans = [];
  try {
    await seedReportFigures(bench, db, tenantId);
    const sizes = await sql`
      select (select count(*) from permits where tenant_id = ${tenantId})::int as permits,
        (select count(*) from permits where tenant_id = ${tenantId} and status = 'ENDED')::int as ended,
        (select count(*) from payments where tenant_id = ${tenantId})::int as payments,
        (select count(*) from refund_orders where tenant_id = ${tenantId})::int as refunds,
        (select count(*) from waiting_list_entries where tenant_id = ${tenantId})::int as waiting,
        (select count(*) from documents where tenant_id = ${tenantId} and reviewed_at is not null)::int as reviewed`.execute(
      db,
    );
    const n = sizes.rows[0];
    bench.notes.push(
      `Reports at exp1: ${fmt(n.permits)} permits (${fmt(n.ended)} ended), ${fmt(n.payments)} payments, ${fmt(n.refunds)} refund orders, ${fmt(n.waiting)} waiting-list entries, ${fmt(n.reviewed)} reviewed documents.`,
    );
    const { captureQueries } = await bench.dist('db/query-counter.js');
    const areas = {
      'permits issued and ended per product per month': ['permits/index.js', 'permitsPerMonth'],
      'revenue per month': ['payments/index.js', 'revenuePerMonth'],
      'refunds per month': ['termination/index.js', 'refundsPerMonth'],
      'waiting time per location': ['waiting-list/index.js', 'waitingTimePerLocation'],
      'document review lead time per month': ['documents/index.js', 'reviewLeadTimePerMonth'],
    };
    for (const months of [12, 36]) {
      const period = await periodOf(bench, months);
      for (const [name, [path, fn]] of Object.entries(areas)) {
        const report = (await bench.dist(path))[fn];
        const run = () => report(db, tenantId, period.fromDay, period.untilDay);
        const [query] = await captureQueries(db, run);
        const explained = await db.executeQuery(
          CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
        );
        const plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
        const execution = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
        const top = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan);
        const seq = sequentialScans(plan);
        plans.push({ name: `${name}, ${months} months`, sql: query.sql, plan });
        const times = [];
        for (let round = -Math.ceil(REPORT_ROUNDS / 5); round < REPORT_ROUNDS; round++) {
          const startedAt = performance.now();
          await run();
          if (round >= 0) times.push(performance.now() - startedAt);
        }
        const p99 = percentile(times, 0.99);
        bench.record(
          section,
          `${name}, ${months} months, ${fmt(counted)} permits: the query`,
          `p50 ${fmt(percentile(times, 0.5), 1)} ms, p99 ${fmt(p99, 1)} ms (${REPORT_ROUNDS} runs); EXPLAIN ANALYZE ${fmt(execution, 1)} ms, buffers hit ${fmt(Number(top?.[1] ?? 0))} read ${fmt(Number(top?.[2] ?? 0))}; ${seq.length ? `SEQUENTIAL SCAN: ${seq.join('; ')}` : 'no sequential scan of a large table'}`,
          `p99 <= ${REPORT_BUDGET_MS} ms`,
          p99 <= REPORT_BUDGET_MS,
        );
      }
    }
  } finally {
    await handle.close();
  }

  const server = await bench.startServer({ url: PG_URL });
  try {
    const base = `http://127.0.0.1:${server.port}/${PREFIX}1/beheer/api/v1`;
    const headers = { cookie, 'accept-encoding': 'gzip, br' };
    const twelve = await periodOf(bench, 12);
    const longest = await periodOf(bench, 36);
    const query = (p) => `?from=${p.months[0]}&to=${p.months[p.months.length - 1]}`;
    const calls = {
      'GET /rapportages, the default (last twelve months)': { url: `${base}/rapportages`, method: 'GET', headers },
      'GET /rapportages, twelve months ending last month': {
        url: `${base}/rapportages${query(twelve)}`,
        method: 'GET',
        headers,
      },
      'GET /rapportages, 36 months (the longest period)': {
        url: `${base}/rapportages${query(longest)}`,
        method: 'GET',
        headers,
      },
    };
    const times = await bench.alternateTimed(calls, REPORT_ROUNDS);
    for (const [name, values] of Object.entries(times)) {
      const p99 = percentile(values, 0.99);
      bench.record(
        section,
        `${name}, ${fmt(counted)} permits: all four charts`,
        `p50 ${fmt(percentile(values, 0.5), 1)} ms, p99 ${fmt(p99, 1)} ms (one at a time, ${REPORT_ROUNDS} requests)`,
        `p99 <= ${REPORT_BUDGET_MS} ms`,
        p99 <= REPORT_BUDGET_MS,
      );
    }
  } finally {
    await bench.stop(server.child);
  }
  process.stdout.write('\nQuery plans of the reports (EXPLAIN (ANALYZE, BUFFERS), exp1):\n');
  for (const { name, sql: text, plan } of plans) {
    process.stdout.write(`\n-- ${name}\n${text.replace(/\s+/g, ' ').trim()}\n${plan}\n`);
  }
}
