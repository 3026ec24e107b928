/**
 * eloket/get_price_lines (lifecycle 2.3 step 5, 7): the price lines of the product for the start
 * date (date-time of now when it is today, else YYYY-MM-DD). Failures go to the message dialog.
 */
import { apiDateFor, type PriceLine } from '@parkeerloket/contract';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import type { FlowCommand } from '../request-flow-machine';

export async function fetchPriceLines(
  command: Extract<FlowCommand, { type: 'fetch-price-lines' }>,
): Promise<PriceLine[]> {
  const answer = await callService(endpoints.getPriceLines, {
    p_pte_id: String(command.permitTypeId),
    p_staffel: String(command.staffel),
    p_startdate: apiDateFor(command.startDate, new Date()),
  });
  return answer.result;
}
