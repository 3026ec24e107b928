/** The contract's refund terms of a stored permit (refund.ts in the contract holds the rule). */
import type { PeriodType, RefundRule, RefundTerms } from '@parkeerloket/contract';
/** The refund terms of a stored permit with its type's rule and its price line. */
export function refundTermsOf(permit: {
  refund_rule: RefundRule;
  valid_from: string;
  valid_to: string | null;
  price_cents: number;
  period_type: PeriodType | null;
  period_count: number | null;
  permit_enddate: string | null;
}): RefundTerms {
  return {
    rule: permit.refund_rule,
    validFrom: permit.valid_from,
    validTo: permit.valid_to,
    priceCents: permit.price_cents,
    periodType: permit.period_type,
    periodCount: permit.period_count,
    fixedEndDate: permit.permit_enddate,
  };
}
