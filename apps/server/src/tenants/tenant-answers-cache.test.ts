/**
 * The answers kept in memory are read anew ahead of their end while they are in use, so no call
 * waits for the read; they are never served older than their lifetime (issue 29).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import {
  cachedTenantAnswer,
  forgetTenantAnswers,
  TENANT_ANSWER_REFRESH_AHEAD_MS,
  TENANT_ANSWER_TTL_MS,
} from './tenant-answers-cache.js';

/** A load whose reads the test settles one by one. */
function controlledLoad() {
  const reads: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        reads.push({ resolve, reject });
      }),
  );
  return { load, reads };
}

const settle = () => new Promise((r) => setImmediate(r));
// Any object stands for the database: the cache only keys its entries by it.
const newDb = () => ({}) as unknown as Database;

/** An answer of a database of its own, read once ('v1'); `ask` asks for it again. */
async function answeredOnce() {
  const db = newDb();
  const { load, reads } = controlledLoad();
  const ask = () => cachedTenantAnswer(db, 1, 'x', load);
  const pending = ask();
  reads[0]?.resolve('v1');
  return { load, reads, ask, first: await pending };
}

describe('cachedTenantAnswer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads once while the answer is young', async () => {
    const { load, ask, first } = await answeredOnce();
    expect(first).toBe('v1');
    vi.advanceTimersByTime(TENANT_ANSWER_TTL_MS - TENANT_ANSWER_REFRESH_AHEAD_MS - 1);
    expect(await ask()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('in its last second, answers the kept value at once and reads anew once, in the background', async () => {
    const { load, reads, ask } = await answeredOnce();
    vi.advanceTimersByTime(TENANT_ANSWER_TTL_MS - TENANT_ANSWER_REFRESH_AHEAD_MS);
    // The background read has not answered, yet both calls have their answer.
    expect(await ask()).toBe('v1');
    expect(await ask()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);

    reads[1].resolve('v2');
    await settle();
    expect(await ask()).toBe('v2');
    // The fresh value lives from the moment its read began: past the old value's end, it is still kept.
    vi.advanceTimersByTime(TENANT_ANSWER_REFRESH_AHEAD_MS + 1);
    expect(await ask()).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is never served past its lifetime: unused in its last second, the next call waits for the read', async () => {
    const { reads, ask } = await answeredOnce();
    vi.advanceTimersByTime(TENANT_ANSWER_TTL_MS);
    const late = ask();
    let answered: string | undefined;
    late.then((v) => {
      answered = v;
    });
    await settle();
    expect(answered).toBeUndefined();
    reads[1].resolve('v2');
    expect(await late).toBe('v2');
  });

  it('keeps a background read from before a write out: the write is shown at once', async () => {
    const { reads, ask } = await answeredOnce();
    vi.advanceTimersByTime(TENANT_ANSWER_TTL_MS - TENANT_ANSWER_REFRESH_AHEAD_MS);
    expect(await ask()).toBe('v1');
    forgetTenantAnswers();
    const afterWrite = ask();
    reads[2].resolve('written');
    // The read that began before the write answers last, with what was there before it.
    reads[1].resolve('before the write');
    await settle();
    expect(await afterWrite).toBe('written');
    expect(await ask()).toBe('written');
  });

  it('after a failed background read, serves the kept value to its end and then reads again', async () => {
    const { load, reads, ask } = await answeredOnce();
    vi.advanceTimersByTime(TENANT_ANSWER_TTL_MS - TENANT_ANSWER_REFRESH_AHEAD_MS);
    expect(await ask()).toBe('v1');
    reads[1].reject(new Error('database away'));
    await settle();
    expect(await ask()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TENANT_ANSWER_REFRESH_AHEAD_MS);
    const again = ask();
    reads[2].resolve('v3');
    expect(await again).toBe('v3');
  });

  it('keeps tenants and databases apart', async () => {
    const [a, b] = [newDb(), newDb()];
    const load = (v: string) => () => Promise.resolve(v);
    expect(await cachedTenantAnswer(a, 1, 'x', load('a1'))).toBe('a1');
    expect(await cachedTenantAnswer(a, 2, 'x', load('a2'))).toBe('a2');
    expect(await cachedTenantAnswer(b, 1, 'x', load('b1'))).toBe('b1');
    expect(await cachedTenantAnswer(a, 1, 'x', load('other'))).toBe('a1');
  });
});
