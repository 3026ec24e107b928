/**
 * How many test files run at once (E2E_WORKERS, default 2). Each runs against a portal of its own
 * (support/global-setup.ts starts one per worker), so a file that stops its portal for the operator
 * tool never touches another file's. One file and its Chromium keep about 0.6 of a core busy: most of
 * a journey is waiting on the browser and the server, so two at a time nearly halve the run on two cores.
 */
export function e2eWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.E2E_WORKERS ?? 2);
  return Number.isInteger(value) && value >= 1 ? value : 2;
}
