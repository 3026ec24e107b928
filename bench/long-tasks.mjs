/**
 * The long tasks of a page's main thread in a Lighthouse trace (BENCH_LIGHTHOUSE_REPORTS keeps one beside each
 * report), each with its larger parts: module evaluation, microtasks, style and layout, a script's function calls.
 * Durations as the page ran them; Lighthouse's simulation counts each task four times before it takes 50 ms off.
 *
 *   node bench/long-tasks.mjs /tmp/lh/home-1.trace.json [min-ms=10] [part-ms=2]
 */
import { readFileSync } from 'node:fs';

const [file, minArg = '10', partArg = '2'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/long-tasks.mjs <trace.json> [min-ms] [part-ms]');
  process.exit(2);
}
const minUs = Number(minArg) * 1000;
const partUs = Number(partArg) * 1000;
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;
// The page's navigation: its renderer process, and its main thread in that process.
const navigation = events.find(
  (e) =>
    e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^http/.test(e.args.data.documentLoaderURL),
);
if (!navigation) {
  console.error(`${file}: no navigation of a page found`);
  process.exit(1);
}
const pid = navigation.pid;
const mainThread = events.find(
  (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain',
)?.tid;
const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
const onMain = events
  .filter((e) => e.pid === pid && e.tid === mainThread && e.ph === 'X' && e.ts >= navigation.ts)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const at = (ts) => ((ts - navigation.ts) / 1000).toFixed(1);

console.log(`first contentful paint at ${paint ? `${at(paint.ts)} ms` : '(none)'}`);
for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur >= minUs)) {
  console.log(`task at ${at(task.ts)} ms: ${(task.dur / 1000).toFixed(1)} ms`);
  for (const part of onMain) {
    if (part === task || part.ts < task.ts || part.ts + part.dur > task.ts + task.dur || part.dur < partUs) continue;
    const data = part.args?.data ?? {};
    const what = data.url ? String(data.url).split('/').pop() : (data.functionName ?? data.type ?? '');
    console.log(`   ${at(part.ts)} +${(part.dur / 1000).toFixed(1)} ${part.name}${what ? ` ${what}` : ''}`);
  }
}
