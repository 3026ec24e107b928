import { QueryClient } from '@tanstack/react-query';

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
