/**
 * eloket/request_permit, or eloket/request_permit_from_wl for a product with a waiting list
 * (lifecycle 2.3, 7): submits the request. p_remarks, p_email, p_phone, p_mobile_phone and
 * p_reference go empty; the plates as the manager sends them (a person's with LEASE, RDW_CHECKED,
 * BRAND, COLOR, COUNTRY; a company's plate only); the selected days each with VALID Y; the specific
 * location as p_request_details CODE LOCATI. A refusal (PRICE_CHANGED, LOCATION_FULL, RDW_UNAVAILABLE,
 * NOT_REQUESTABLE, ...) is shown in the message dialog by the API client.
 */
import { apiDateFor, type RequestResult } from '@parkeerloket/contract';
import { firstRequestResult } from '../../../api/request-answer';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { toWirePlates } from '../plates';
import type { SubmitRequest } from '../request-flow-machine';

export async function requestPermit(request: SubmitRequest): Promise<RequestResult> {
  const endpoint = request.fromWaitingList ? endpoints.requestPermitFromWl : endpoints.requestPermit;
  const answer = await callService(endpoint, {
    p_pte_id: String(request.permitTypeId),
    p_ara_id: String(request.areaId),
    p_lcn_id: String(request.locationId),
    p_priceline_id: String(request.priceLineId),
    p_staffel: String(request.staffel),
    p_valid_from: apiDateFor(request.validFrom, new Date()),
    p_remarks: '',
    p_email: '',
    p_phone: '',
    p_mobile_phone: '',
    p_reference: '',
    p_licenseplates: JSON.stringify(toWirePlates(request.plates, request.relationType)),
    p_valid_days: JSON.stringify(request.days.map((day) => ({ DAY: day, VALID: 'Y' }))),
    p_price: request.price,
    p_addressid: request.addressId === null ? '' : String(request.addressId),
    p_wlt_id: request.waitingListId === null ? '' : String(request.waitingListId),
    p_request_details:
      request.specificLocation === null ? '' : JSON.stringify([{ CODE: 'LOCATI', VALUE: request.specificLocation }]),
  });
  return firstRequestResult(answer);
}
