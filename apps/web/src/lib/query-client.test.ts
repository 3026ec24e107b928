import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endPageStart, freshOnMount, prefetchWithPage, queryClient } from './query-client';

describe('prefetchWithPage', () => {
  it('makes the fetch started with the page the first mount’s fresh fetch, once, and only until the page has started', async () => {
    const queryKey = ['test/with-page'];
    const query = { queryHash: hashKey(queryKey) };
    prefetchWithPage({ queryKey, queryFn: async () => 1 });
    expect(freshOnMount(query)).toBe(false);
    expect(freshOnMount(query)).toBe(true);
    prefetchWithPage({ queryKey, queryFn: async () => 2 });
    endPageStart();
    expect(freshOnMount(query)).toBe(true);
    expect(freshOnMount({ queryHash: hashKey(['test/other']) })).toBe(true);
    queryClient.clear();
  });
});
