/**
 * How much slower than the machine the suite's timeouts were set on this machine is (decision 055), as `npm test`
 * measured it before its first step (TEST_TIME_SCALE, at least 1; 1 for a file run by hand unless it is set). The
 * server tests read the same variable (apps/server/src/test/time-scale.ts). A timeout or deadline here says "this has
 * hung", not "this is too slow" (the speed budgets are the benchmark's), so it stretches with the machine.
 */
export const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

/** A timeout or deadline in milliseconds, stretched by `timeScale`. */
export const slow = (ms: number): number => Math.round(ms * timeScale);
