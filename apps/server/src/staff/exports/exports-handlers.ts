/**
 * The exports' handlers (issue 28, decision 042): thin. Each writes one audit row (who, which export,
 * which filters) and answers a stream of CSV whose batches come from the owning area's repository.
 */
import {
  EXPORT_COLUMNS,
  type StaffExportKind,
  type StaffRouteOf,
  type StaffStreamAnswer,
} from '@parkeerloket/contract';
import { paymentExportBatch } from '../../payments/index.js';
import { permitExportBatch } from '../../permits/index.js';
import { requestExportBatch } from '../../requests/index.js';
import { refundOrderExportBatch } from '../../termination/index.js';
import { waitingListExportBatch } from '../../waiting-list/index.js';
import type { StaffCallContext, StaffHandler } from '../api/staff-call-context.js';
import { type CsvSource, csvChunks } from './csv-stream.js';

type Filters = { separator: 'comma' | 'semicolon' } & Record<string, unknown>;

async function streamExport<Row extends { id: number }>(
  ctx: StaffCallContext,
  kind: StaffExportKind,
  query: Filters,
  batch: CsvSource<Row>['batch'],
): Promise<StaffStreamAnswer> {
  const { separator, ...filters } = query;
  await ctx.audit({ action: `export-${kind}`, objectType: 'export', objectId: kind, after: { filters, separator } });
  const header = EXPORT_COLUMNS[kind];
  const source: CsvSource<Row> = {
    header,
    batch,
    values: (row) => header.map((column) => (row as unknown as Record<string, string | number | null>)[column]),
  };
  const day = ctx.now.toISOString().slice(0, 10);
  return {
    contentType: 'text/csv; charset=utf-8',
    filename: `${kind}-${ctx.tenant.code}-${day}.csv`,
    chunks: csvChunks(source, separator === 'semicolon' ? ';' : ','),
  };
}

export const exportPermits: StaffHandler<StaffRouteOf<'exportPermits'>> = (ctx, { query }) =>
  streamExport(ctx, 'vergunningen', query, (after, limit) =>
    permitExportBatch(ctx.db, ctx.tenant.id, query, after, limit),
  );

export const exportRequests: StaffHandler<StaffRouteOf<'exportRequests'>> = (ctx, { query }) =>
  streamExport(ctx, 'aanvragen', query, (after, limit) =>
    requestExportBatch(ctx.db, ctx.tenant.id, query, after, limit),
  );

export const exportPayments: StaffHandler<StaffRouteOf<'exportPayments'>> = (ctx, { query }) =>
  streamExport(ctx, 'betalingen', query, (after, limit) =>
    paymentExportBatch(ctx.db, ctx.tenant.id, query, after, limit),
  );

export const exportRefunds: StaffHandler<StaffRouteOf<'exportRefunds'>> = (ctx, { query }) =>
  streamExport(ctx, 'terugbetalingen', query, (after, limit) =>
    refundOrderExportBatch(ctx.db, ctx.tenant.id, query, after, limit),
  );

export const exportWaitingLists: StaffHandler<StaffRouteOf<'exportWaitingLists'>> = (ctx, { query }) =>
  streamExport(ctx, 'wachtlijsten', query, (after, limit) =>
    waitingListExportBatch(ctx.db, ctx.tenant.id, query, after, limit),
  );
