/**
 * eloket/get_locations (lifecycle 2.3 step 2, 5, 7): the locations of the product at the registered
 * address chosen (issue 24), for the start date (its API date: the date-time of now when it is today). A refusal
 * (ADDRESS_OUTSIDE_AREA, ...) is shown in the message dialog by the API client.
 */
import { apiDateFor, type Location } from '@parkeerloket/contract';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import type { FlowCommand } from '../request-flow-machine';

/** Quiet: the caller says a refused address at the field, and any other failure in the message dialog. */
export async function fetchLocations(command: Extract<FlowCommand, { type: 'fetch-locations' }>): Promise<Location[]> {
  const answer = await callService(
    endpoints.getLocations,
    {
      p_pte_id: String(command.permitTypeId),
      p_ara_id: String(command.areaId),
      p_zipcode: command.postcode,
      p_nr: command.houseNumber,
      p_addition: command.addition,
      p_startdate: apiDateFor(command.startDate, new Date()),
    },
    { quiet: true },
  );
  return answer.result;
}
