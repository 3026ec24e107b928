/**
 * How much slower than the machine the suite's timeouts were set on this machine is (decision 055): `npm test`
 * measures it once before the first step and hands it on as TEST_TIME_SCALE (at least 1); a file run by hand
 * uses 1 unless TEST_TIME_SCALE is set. A timeout says "this has hung", never "this is too slow": the speed
 * budgets are the benchmark's (bench/), so a timeout stretches with the machine.
 */
export const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

/** A timeout or deadline in milliseconds, stretched by the machine's `timeScale`. */
export function slow(ms: number): number {
  return Math.round(ms * timeScale);
}
