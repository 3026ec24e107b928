/**
 * The back office's CSV export of requests (issue 28, decision 042): one batch after a request id
 * (keyset pagination: any number of requests, a batch at a time). Every query is the tenant's.
 */
import { amsterdamText, withinAmsterdamDays } from '../db/amsterdam-days.js';
import type { Database } from '../db/database.js';
import type { RequestKind } from '../db/schema.js';

export interface RequestExportFilters {
  status?: string | undefined;
  kind?: RequestKind | undefined;
  permitTypeId?: number | undefined;
  /** On the day it was made (Europe/Amsterdam), both included (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
}

export async function requestExportBatch(
  db: Database,
  tenantId: number,
  filters: RequestExportFilters,
  afterId: number,
  limit: number,
) {
  let query = db
    .selectFrom('requests')
    .select([
      'id',
      'relation_id',
      'kind',
      'permit_id',
      'permit_type_id',
      'area_id',
      'location_id',
      'valid_from',
      'valid_to',
      'price_cents',
      'status',
      amsterdamText('created_at').as('created_at'),
      amsterdamText('updated_at').as('updated_at'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.permitTypeId) query = query.where('permit_type_id', '=', filters.permitTypeId);
  return withinAmsterdamDays(query, 'created_at', filters.from, filters.to).orderBy('id').limit(limit).execute();
}
