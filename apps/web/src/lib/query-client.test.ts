import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endPageStart, freshOnMount, prefetchWithPage, queryClient } from './query-client';

describe('prefetchWithPage', () => {
  it('makes the fetch started with the page the fresh fetch of the first screen, until the page navigates', async () => {
    const queryKey = ['test/with-page'];
    const query = { queryHash: hashKey(queryKey) };
    expect(freshOnMount(query)).toBe(true);
    prefetchWithPage({ queryKey, queryFn: async () => 1 });
    // Asked at render and again at subscription: the same answer.
    expect(freshOnMount(query)).toBe(false);
    expect(freshOnMount(query)).toBe(false);
    endPageStart();
    expect(freshOnMount(query)).toBe(true);
    expect(freshOnMount({ queryHash: hashKey(['test/other']) })).toBe(true);
    queryClient.clear();
  });
});
