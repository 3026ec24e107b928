/**
 * Wrong passwords slow guessing down; they never lock an account (issue 18: ten wrong passwords
 * used to lock out the owner, so anyone could lock out anyone). Pure rules; the counts come from
 * login-failure-repository.ts.
 *
 * - Per client address: after CLIENT_FREE failures (any names) every further attempt from that
 *   address waits, 5 s, 10 s, 20 s, ... up to 15 minutes after its last failure.
 * - Per login name: after NAME_FREE failures (any addresses) an attempt for that name waits the
 *   same growing delay, but only from a client that has itself failed recently. A client without
 *   failures (the owner on their own device) is never held up by someone else's guessing, so a
 *   spread-out attack slows down without locking out the owner.
 * - A correct password never counts; failures older than WINDOW_MINUTES are forgotten.
 */
export const CLIENT_FREE = 3;
export const NAME_FREE = 5;
export const BASE_DELAY_SECONDS = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
export const WINDOW_MINUTES = 30;

export function delaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - free));
}

export interface FailureCount {
  failures: number;
  lastFailureAt: Date;
}

/** Whole seconds the client must still wait before this attempt is checked; 0 when it may go ahead. */
export function secondsToWait(input: { client?: FailureCount; name?: FailureCount; now: Date }): number {
  const waits: number[] = [0];
  const remaining = (count: FailureCount, delay: number) =>
    Math.ceil((count.lastFailureAt.getTime() + delay * 1000 - input.now.getTime()) / 1000);
  if (input.client) waits.push(remaining(input.client, delaySeconds(input.client.failures, CLIENT_FREE)));
  if (input.name && input.client && input.client.failures > 0) {
    waits.push(remaining(input.name, delaySeconds(input.name.failures, NAME_FREE)));
  }
  return Math.max(...waits);
}

export const clientKey = (ip: string) => `client:${ip}`;
export const nameKey = (name: string) => `name:${name.slice(0, 300)}`;
