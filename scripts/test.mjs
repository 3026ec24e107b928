// `npm test`: the whole suite, in the order that fails fastest. Lint and types, then unit and
// server integration tests (PGlite, and PostgreSQL too when DATABASE_URL is set), then the
// production build, then the end-to-end tests in Chromium against that build (and, when DATABASE_URL
// is set, a journey or two per area again on PostgreSQL: e2e/vitest.postgres.config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'pl-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

const stepTimes = [];

function step(title, command, args, env = {}) {
  process.stdout.write(`\n== ${title} ==\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  stepTimes.push([title, (Date.now() - started) / 1000]);
  return result.status === 0;
}

// Where the time goes, so the next slow file is visible in CI's output: each file's wall time (from its first test's
// start to its last test's end, as the JSON report gives them), slowest first. Files run side by side, so the times
// add up to more than the step's.
function printFileTimes(reportFile, title, limit) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const files = (report.testResults ?? [])
    .map((file) => ({
      name: relative(root, file.name),
      seconds: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
      tests: file.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const shown = files.slice(0, limit);
  process.stdout.write(
    `\n-- ${title}: ${files.length} files, slowest first${files.length > shown.length ? ` (top ${shown.length})` : ''} --\n`,
  );
  for (const file of shown) {
    process.stdout.write(
      `${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(4)} tests  ${file.name}\n`,
    );
  }
}

function count(reportFile, title, limit) {
  printFileTimes(reportFile, title, limit);
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function finish(ok) {
  process.stdout.write('\n-- Steps --\n');
  for (const [title, seconds] of stepTimes) process.stdout.write(`${seconds.toFixed(0).padStart(6)} s  ${title}\n`);
  process.stdout.write(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, name)}`];

if (!step('Chromium for the browser tests', 'bash', ['scripts/ensure-chromium.sh'])) finish(false);
if (!step('ClamAV for the upload tests', 'bash', ['scripts/ensure-clamav.sh'])) finish(false);
if (!step('Lint and format', 'npm', ['run', '--silent', 'lint'])) finish(false);
if (!step('Types', 'npm', ['run', '--silent', 'typecheck'])) finish(false);
const unit = step(`Unit and server tests (PGlite${process.env.DATABASE_URL ? ' and PostgreSQL' : ''})`, 'npx', [
  'vitest',
  'run',
  ...vitestReport('unit.json'),
]);
count(join(reports, 'unit.json'), 'Unit and server test files', 25);
if (!unit) finish(false);
if (!step('Build', 'npm', ['run', '--silent', 'build'])) finish(false);
const e2e = step('End-to-end tests in Chromium', 'npx', [
  'vitest',
  'run',
  '--config',
  'e2e/vitest.config.ts',
  ...vitestReport('e2e.json'),
]);
count(join(reports, 'e2e.json'), 'End-to-end files', 100);
if (!e2e || !process.env.DATABASE_URL) finish(e2e);
// A journey or two per area again with the portals on PostgreSQL (each on a database of its own beside DATABASE_URL's).
const e2ePostgres = step('End-to-end journeys on PostgreSQL', 'npx', [
  'vitest',
  'run',
  '--config',
  'e2e/vitest.postgres.config.ts',
  ...vitestReport('e2e-postgres.json'),
]);
count(join(reports, 'e2e-postgres.json'), 'End-to-end files on PostgreSQL', 100);
finish(e2ePostgres);
