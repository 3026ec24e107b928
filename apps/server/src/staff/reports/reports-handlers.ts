/**
 * The reports' handler (issue 28): the period, then each owning area's aggregate through its index,
 * named from the catalogue in the caller's language. Aggregates only: no resident's data, no audit row.
 */
import { localized, type StaffRouteOf } from '@parkeerloket/contract';
import { catalogueNames } from '../../catalogue/index.js';
import { reviewLeadTimePerMonth } from '../../documents/index.js';
import { revenuePerMonth } from '../../payments/index.js';
import { permitsPerMonth } from '../../permits/index.js';
import { refundsPerMonth } from '../../termination/index.js';
import { waitingTimePerLocation } from '../../waiting-list/index.js';
import type { StaffHandler } from '../api/staff-call-context.js';
import { reportPeriod } from './report-months.js';

export const getReports: StaffHandler<StaffRouteOf<'getReports'>> = async (ctx, { query }) => {
  const { months, fromDay, untilDay } = reportPeriod(ctx.now, query.from, query.to);
  const tenantId = ctx.tenant.id;
  const [permits, revenue, refunds, waiting, reviews, names] = await Promise.all([
    permitsPerMonth(ctx.db, tenantId, fromDay, untilDay),
    revenuePerMonth(ctx.db, tenantId, fromDay, untilDay),
    refundsPerMonth(ctx.db, tenantId, fromDay, untilDay),
    waitingTimePerLocation(ctx.db, tenantId, fromDay, untilDay),
    reviewLeadTimePerMonth(ctx.db, tenantId, fromDay, untilDay),
    catalogueNames(ctx.db, tenantId),
  ]);
  const revenueOf = new Map(revenue.map((r) => [r.month, r.cents]));
  const refundOf = new Map(refunds.map((r) => [r.month, r.cents]));
  return {
    from: months[0] as string,
    to: months[months.length - 1] as string,
    months,
    permitsPerMonth: permits.map((r) => ({
      month: r.month,
      permitTypeId: r.permit_type_id,
      product: localized(names.permitType(r.permit_type_id)?.description, ctx.locale) || `#${r.permit_type_id}`,
      issued: r.issued,
      ended: r.ended,
    })),
    moneyPerMonth: months.map((month) => ({
      month,
      revenueCents: revenueOf.get(month) ?? 0,
      refundCents: refundOf.get(month) ?? 0,
    })),
    waitingTime: waiting.map((r) => ({
      ...r,
      location:
        r.locationId === null
          ? ''
          : localized(names.location(r.locationId)?.description, ctx.locale) || `#${r.locationId}`,
    })),
    reviewLeadTime: reviews,
  };
};
