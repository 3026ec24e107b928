/**
 * Summarises a V8 CPU profile (node --cpu-prof): self time per function and per package, so the
 * costs of a request can be read without a browser.
 *
 *   node bench/profile-summary.mjs <file.cpuprofile> [top=30] [--last=seconds]
 *
 * --last: only the samples of the profile's last seconds (the load, without the start-up).
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const [file, topArg] = args.filter((a) => !a.startsWith('--'));
const last = Number(args.find((a) => a.startsWith('--last='))?.slice(7) ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const top = Number(topArg ?? 30);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const intervals = profile.timeDeltas;
const from = last ? profile.endTime - last : 0;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += intervals[i] ?? 0;
  if (at < from) continue;
  const id = profile.samples[i];
  if (byId.get(id).callFrame.functionName === '(idle)') continue;
  self.set(id, (self.get(id) ?? 0) + (intervals[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (n) => {
  const url = n.callFrame.url || '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/apps/server/dist/')) return `server:${url.split('/apps/server/dist/')[1].split('/')[0]}`;
  if (url.startsWith('node:')) return url;
  return url ? url.split('/').slice(-2).join('/') : `(${n.callFrame.functionName || 'native'})`;
};
const fns = new Map();
const pkgs = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  const key = `${n.callFrame.functionName || '(anonymous)'}  ${where(n)}:${n.callFrame.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + t);
  pkgs.set(where(n), (pkgs.get(where(n)) ?? 0) + t);
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
process.stdout.write(`total sampled ${(total / 1000).toFixed(0)} ms\n\nby package or file:\n`);
for (const [k, t] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`${pct(t)}  ${k}\n`);
process.stdout.write('\nby function (self):\n');
for (const [k, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`${pct(t)}  ${k}\n`);
