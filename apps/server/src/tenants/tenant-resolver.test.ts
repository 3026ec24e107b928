/** The tenant resolver keeps a tenant a few seconds and reads it anew ahead of its end while in use (issue 29). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import type { Tenant } from './tenant-repository.js';
import { createTenantResolver } from './tenant-resolver.js';

const reads: { code: string; resolve: (t: Tenant | undefined) => void; reject: (e: Error) => void }[] = [];
/** Reads of the tenant that the test settles one by one. */
const find = (_db: Database, code: string) =>
  new Promise<Tenant | undefined>((resolve, reject) => {
    reads.push({ code, resolve, reject });
  });

const tenant = (name: string) => ({ id: 1, code: 'stad', name }) as unknown as Tenant;
const settle = () => new Promise((r) => setImmediate(r));
const db = {} as unknown as Database;

/** A resolver (5 s lifetime, refresh in the last second) that has read 'stad' once, as the tenant 'old'. */
async function resolvedOnce() {
  const resolve = createTenantResolver(db, { ttlMs: 5000, refreshAheadMs: 1000, find });
  const pending = resolve('stad');
  reads[0].resolve(tenant('old'));
  return { resolve, first: await pending };
}

describe('createTenantResolver', () => {
  beforeEach(() => {
    reads.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('answers from memory until the last second, then at once while one read runs in the background', async () => {
    const { resolve, first } = await resolvedOnce();
    expect(first?.name).toBe('old');
    vi.advanceTimersByTime(3999);
    expect((await resolve('stad'))?.name).toBe('old');
    expect(reads).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect((await resolve('stad'))?.name).toBe('old');
    expect((await resolve('stad'))?.name).toBe('old');
    expect(reads).toHaveLength(2);
    reads[1].resolve(tenant('new'));
    await settle();
    expect((await resolve('stad'))?.name).toBe('new');
  });

  it('waits for the read once the lifetime is over, and forgets a code that is gone', async () => {
    const { resolve } = await resolvedOnce();
    vi.advanceTimersByTime(5000);
    const late = resolve('stad');
    expect(reads).toHaveLength(2);
    reads[1].resolve(undefined);
    expect(await late).toBeUndefined();
    const again = resolve('stad');
    expect(reads).toHaveLength(3);
    reads[2].resolve(tenant('back'));
    expect((await again)?.name).toBe('back');
  });

  it('after a failed background read, serves the kept tenant to its end', async () => {
    const { resolve } = await resolvedOnce();
    vi.advanceTimersByTime(4500);
    expect((await resolve('stad'))?.name).toBe('old');
    reads[1].reject(new Error('database away'));
    await settle();
    expect((await resolve('stad'))?.name).toBe('old');
    expect(reads).toHaveLength(2);
  });
});
