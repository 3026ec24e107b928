/**
 * How many test files run at once (E2E_WORKERS, default 3). Each runs against a portal of its own
 * (support/global-setup.ts starts one per worker), so a file that stops its portal for the operator
 * tool never touches another file's. Most of a journey is waiting on the browser and the server: the
 * whole e2e step, servers and Chromium included, used 640 s of CPU in 2,071 s with two workers (measured
 * with /usr/bin/time on a loaded 2-core machine), about a third of one core. Three at a time leave room
 * for the server tests on PostgreSQL that `npm test` runs beside them (decision 045).
 */
export function e2eWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.E2E_WORKERS ?? 3);
  return Number.isInteger(value) && value >= 1 ? value : 3;
}
