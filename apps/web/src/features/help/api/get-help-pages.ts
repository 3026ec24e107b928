/**
 * The municipality's help pages (decision 031): `GET /{tenant}/help-pages`, beside the services (it is no
 * call of the specification). The server checked each page with the contract's schema before answering
 * (zod is not in the web bundle); here only the answer's shape is checked, and links are followed only when
 * they are web addresses (help-screens.tsx).
 */
import { HELP_PAGES_PATH, type HelpPages } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentTenant, tenantBase } from '../../../lib/tenant';

const isPageOrNull = (value: unknown) => value === null || (typeof value === 'object' && !Array.isArray(value));

export async function fetchHelpPages(): Promise<HelpPages> {
  const response = await fetch(`${tenantBase(currentTenant())}/${HELP_PAGES_PATH}`, {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`help pages: HTTP ${response.status}`);
  const body = (await response.json()) as Record<string, unknown> | null;
  if (!body || !isPageOrNull(body.contact) || !isPageOrNull(body.accessibility)) {
    throw new Error('help pages: not the expected answer');
  }
  return body as HelpPages;
}

export function helpPagesQueryOptions() {
  // Read again on each visit of a help page (staleTime 0): an operator's change shows without a reload.
  return queryOptions({ queryKey: [HELP_PAGES_PATH], queryFn: fetchHelpPages, staleTime: 0, meta: { public: true } });
}

export function useHelpPages() {
  return useQuery(helpPagesQueryOptions());
}
