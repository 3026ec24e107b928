import { type FetchQueryOptions, hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Failures are shown by the API client's message dialog, so a retry would show the same
 * message again; and the settings of a municipality do not change while the page is open.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60_000 },
    mutations: { retry: false },
  },
});

/**
 * Forgets what belonged to the session (logout, session timeout). Queries that anyone may
 * see (settings, login options) carry `meta: { public: true }` and are kept.
 */
export function forgetSessionData(): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.public !== true });
}

/** The queries started with the page for the screen it opens (app/bootstrap.tsx), until the page leaves that screen. */
const startedWithPage = new Set<string>();

/**
 * Starts a query with the page, before the screen that needs it has loaded its code. For a query
 * that is fetched fresh whenever its screen opens (`refetchOnMount: freshOnMount`), this fetch is
 * that screen's fresh fetch: it does not ask again until the page navigates (endPageStart).
 */
export function prefetchWithPage<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
  startedWithPage.add(hashKey(options.queryKey));
  void queryClient.prefetchQuery(options);
}

/**
 * `refetchOnMount` of a query fetched fresh on every visit of its screen: always, except while the
 * page is still on the screen it opened with and prefetchWithPage fetched the query for it. (Asked
 * more than once per mount, at render and at subscription: so it only reads.)
 */
export function freshOnMount(query: { queryHash: string }): boolean {
  return !startedWithPage.has(query.queryHash);
}

/** The page has left its first screen: from now on every mount fetches fresh again. */
export function endPageStart(): void {
  startedWithPage.clear();
}
