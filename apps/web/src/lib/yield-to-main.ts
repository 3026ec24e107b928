/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in between. Start-up
 * uses it between its phases: evaluating the first chunk, then i18n and the router, then the first render were one
 * task of 47-63 ms on a 2-core machine, which Lighthouse counts four times over as blocking (decision 059).
 * `scheduler.yield()` where the browser has it (Chromium 129 and later: the rest runs before other queued tasks),
 * else a task of its own through `setTimeout`.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
