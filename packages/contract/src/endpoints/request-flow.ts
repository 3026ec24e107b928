/** The multi-step request flow: parameters, locations, price lines, submit, continue, finish, registry check (lifecycle 2.3, 2.4, 4.1, 7). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { location, priceLine, productRequestParameters, rdwCheckResult, requestResult } from '../entities.js';
import { apiDate, euro, id, int, optionalId, optionalJsonList, optionalText, text, yn } from '../params.js';
import { DAYS, REQUEST_DETAIL_CODES } from '../status-codes.js';
import {
  additionParam,
  houseNumberParam,
  licensePlateListParam,
  licensePlateParam,
  optionalEmailParam,
  postcodeParam,
  specificLocationParam,
} from '../validation.js';

const staffel = () => int(1);

export const getProductRqtParms = defineEndpoint({
  name: 'eloket/get_product_rqt_parms',
  area: 'request-flow',
  access: 'session',
  params: z.object({ p_pte_id: id(), p_ara_id: id(), p_staffel: staffel(), p_wlt_id: optionalId() }),
  result: productRequestParameters,
  spec: 'lifecycle 2.3, 3, 7',
});

/** Locations for a product at an address (location by address). */
export const getLocations = defineEndpoint({
  name: 'eloket/get_locations',
  area: 'request-flow',
  access: 'session',
  params: z.object({
    p_pte_id: id(),
    p_ara_id: id(),
    p_zipcode: postcodeParam(),
    p_nr: houseNumberParam(),
    p_addition: additionParam(),
    p_startdate: apiDate(),
  }),
  result: location,
  spec: 'lifecycle 2.3, 3, 5, 7',
});

export const getPriceLines = defineEndpoint({
  name: 'eloket/get_price_lines',
  area: 'request-flow',
  access: 'session',
  params: z.object({ p_pte_id: id(), p_staffel: staffel(), p_startdate: apiDate() }),
  result: priceLine,
  spec: 'lifecycle 2.3, 3, 7',
});

const requestPermitParams = z.object({
  p_pte_id: id(),
  p_ara_id: id(),
  p_lcn_id: id(),
  p_priceline_id: id(),
  p_staffel: staffel(),
  p_valid_from: apiDate(),
  // Sent empty by the client (lifecycle 7).
  p_remarks: optionalText(),
  p_email: optionalEmailParam(),
  p_phone: optionalText(32),
  p_mobile_phone: optionalText(32),
  p_reference: optionalText(100),
  p_licenseplates: licensePlateListParam(),
  /** The selected days, each with VALID Y; empty without day selection. */
  p_valid_days: optionalJsonList(
    z.object({ DAY: z.enum(DAYS, 'not_allowed'), VALID: z.literal('Y', 'not_allowed') }, 'invalid'),
  ),
  p_price: euro(),
  p_addressid: optionalId(),
  p_wlt_id: optionalId(),
  /** The specific location, as CODE LOCATI with VALUE the text. */
  p_request_details: optionalJsonList(
    z.object({ CODE: z.enum(REQUEST_DETAIL_CODES, 'not_allowed'), VALUE: specificLocationParam() }, 'invalid'),
  ),
});

export const requestPermit = defineEndpoint({
  name: 'eloket/request_permit',
  area: 'request-flow',
  access: 'session',
  params: requestPermitParams,
  result: requestResult,
  spec: 'lifecycle 2.3, 4.1, 7',
});

/** The same request for a product with a waiting list (WAITINGLISTID set). */
export const requestPermitFromWl = defineEndpoint({
  name: 'eloket/request_permit_from_wl',
  area: 'request-flow',
  access: 'session',
  params: requestPermitParams,
  result: requestResult,
  spec: 'lifecycle 2.3, 4.1, 7',
});

/** Moves a request on (p_cancel N) or cancels it (p_cancel Y); p_pcs_code WEB_NEW for a new request. */
export const continuePcsByRqtId = defineEndpoint({
  name: 'eloket/continue_pcs_by_rqt_id',
  area: 'request-flow',
  access: 'session',
  params: z.object({ p_rqt_id: id(), p_cancel: yn(), p_pcs_code: text(32) }),
  result: requestResult,
  spec: 'lifecycle 2.3, 4.1, 4.3, 7',
});

/** Finalizes a free request: PERMIT_CREATED goes to finish, anything else is shown as cancelled. */
export const finalizeRequestByRqtId = defineEndpoint({
  name: 'eloket/finalize_request_by_rqt_id',
  area: 'request-flow',
  access: 'session',
  params: z.object({
    p_rqt_id: id(),
    p_reference: optionalText(100),
    p_price: euro(),
    p_datetime: apiDate(),
    p_cancel: yn(),
  }),
  result: requestResult,
  spec: 'lifecycle 4.1, 7',
});

/** Lifecycle 7 "Finish request: p_rqt_id; reads result[0] STATUSCODE, STATUS, REQUESTID (path not shown)". */
export const finishRequest = defineEndpoint({
  name: 'eloket/finish_request',
  area: 'request-flow',
  access: 'session',
  params: z.object({ p_rqt_id: id() }),
  result: requestResult,
  spec: 'lifecycle 2.3, 7',
});

/** Lifecycle 7 "Vehicle registry check ... An endpoint named rdw_check exists". Dutch plates only. */
export const rdwCheck = defineEndpoint({
  name: 'eloket/rdw_check',
  area: 'request-flow',
  access: 'session',
  params: z.object({ p_licenseplate: licensePlateParam(true) }),
  result: rdwCheckResult,
  spec: 'lifecycle 2.4, 6, 7, 8',
});
