/**
 * The municipality's help pages (decision 031): `GET /{tenant}/help-pages`, beside the services (it is no
 * call of the specification), checked with the contract's schema the server wrote them with.
 */
import { HELP_PAGES_PATH, type HelpPages, helpPagesSchema } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentTenant, tenantBase } from '../../../lib/tenant';

export async function fetchHelpPages(): Promise<HelpPages> {
  const response = await fetch(`${tenantBase(currentTenant())}/${HELP_PAGES_PATH}`, {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`help pages: HTTP ${response.status}`);
  return helpPagesSchema.parse(await response.json());
}

export function helpPagesQueryOptions() {
  // Read again on each visit of a help page (staleTime 0): an operator's change shows without a reload.
  return queryOptions({ queryKey: [HELP_PAGES_PATH], queryFn: fetchHelpPages, staleTime: 0, meta: { public: true } });
}

export function useHelpPages() {
  return useQuery(helpPagesQueryOptions());
}
