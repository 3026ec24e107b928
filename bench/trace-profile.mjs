/**
 * What the page's JavaScript did in a window of a Lighthouse trace: V8's samples (recorded when the benchmark ran with
 * BENCH_LIGHTHOUSE_CPU_PROFILE=1 and BENCH_LIGHTHOUSE_REPORTS) between two moments, as self time and total time per
 * function (file:line:column of the built, minified chunk). The moments are those bench/long-tasks.mjs prints, in ms
 * after the page's navigation began: give one of its tasks' start and end to see what that task ran.
 *
 *   node bench/trace-profile.mjs /tmp/lh/home-1.trace.json <from-ms> <to-ms> [top=30]
 */
import { readFileSync } from 'node:fs';

const [file, fromArg, toArg, topArg = '30'] = process.argv.slice(2);
if (!file || fromArg === undefined || toArg === undefined) {
  console.error('usage: node bench/trace-profile.mjs <trace.json> <from-ms> <to-ms> [top]');
  process.exit(2);
}
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;
const navigation = events.find(
  (e) =>
    e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^http/.test(e.args.data.documentLoaderURL),
);
// The page's renderer: its profile (one per thread that ran JavaScript; the main thread's has the most samples).
const profiles = events.filter((e) => e.name === 'Profile' && e.pid === navigation?.pid);
if (!navigation || profiles.length === 0) {
  console.error(
    `${file}: no page navigation, or no V8 samples (run the benchmark with BENCH_LIGHTHOUSE_CPU_PROFILE=1)`,
  );
  process.exit(1);
}

function samplesOf(profile) {
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== profile.pid || e.id !== profile.id) continue;
    const data = e.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push([id, time]);
    });
  }
  return { nodes, samples };
}

const { nodes, samples } = profiles
  .map(samplesOf)
  .reduce((most, next) => (next.samples.length > most.samples.length ? next : most));
const from = navigation.ts + Number(fromArg) * 1000;
const to = navigation.ts + Number(toArg) * 1000;
const name = (frame) =>
  `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`;
const self = new Map();
const total = new Map();
let sampled = 0;
for (let i = 0; i < samples.length; i++) {
  const [id, ts] = samples[i];
  if (ts < from || ts > to) continue;
  const ms = ((samples[i + 1]?.[1] ?? ts) - ts) / 1000;
  sampled += ms;
  let node = nodes.get(id);
  self.set(name(node.callFrame), (self.get(name(node.callFrame)) ?? 0) + ms);
  const counted = new Set();
  while (node) {
    const key = name(node.callFrame);
    if (!counted.has(key)) total.set(key, (total.get(key) ?? 0) + ms);
    counted.add(key);
    node = node.parent === undefined ? undefined : nodes.get(node.parent);
  }
}
const top = Number(topArg);
const list = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(6)} ms  ${key}`)
    .join('\n');
console.log(`${sampled.toFixed(1)} ms sampled between ${fromArg} and ${toArg} ms\n\nself time:\n${list(self)}\n`);
console.log(`total time (with what it called):\n${list(total)}`);
