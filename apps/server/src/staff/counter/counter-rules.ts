/**
 * The counter's pure rules (issue 28): how long an identification lets a staff member act, and the resident's
 * request as the portal's own endpoint receives it (so the contract's parameter schema checks it as it checks
 * the resident's).
 */
import {
  apiDateFor,
  COUNTER_IDENTIFICATION_MINUTES,
  type CounterIdentification,
  type CounterRequestBody,
  IDENTIFICATION_WAYS,
  type IdentificationWay,
} from '@parkeerloket/contract';

const MINUTE_MS = 60_000;

/** The earliest moment an identification still counts at `now`. */
export function identificationCutoff(now: Date): Date {
  return new Date(now.getTime() - COUNTER_IDENTIFICATION_MINUTES * MINUTE_MS);
}

export function isIdentificationWay(value: unknown): value is IdentificationWay {
  return typeof value === 'string' && (IDENTIFICATION_WAYS as readonly string[]).includes(value);
}

export function presentIdentification(way: IdentificationWay, at: Date): CounterIdentification {
  return {
    way,
    at: at.toISOString(),
    validUntil: new Date(at.getTime() + COUNTER_IDENTIFICATION_MINUTES * MINUTE_MS).toISOString(),
  };
}

/**
 * The wire parameters of eloket/request_permit for a counter request: what the portal's browser sends, with the
 * plates as a company's (the plate only): the server asks the vehicle registry whose car it is, as for the resident.
 */
export function requestPermitWire(
  body: Required<Pick<CounterRequestBody, 'staffel'>> & Omit<CounterRequestBody, 'staffel'>,
  locationId: number,
  addressId: number | null,
  now: Date,
): Record<string, string> {
  return {
    p_pte_id: String(body.permitTypeId),
    p_ara_id: String(body.areaId),
    p_lcn_id: String(locationId),
    p_priceline_id: String(body.priceLineId),
    p_staffel: String(body.staffel),
    p_valid_from: apiDateFor(body.startDate, now),
    p_remarks: '',
    p_email: '',
    p_phone: '',
    p_mobile_phone: '',
    p_reference: '',
    p_licenseplates: JSON.stringify(body.plates.map((plate) => ({ LICENSE_PLATE: plate }))),
    p_valid_days: '',
    p_price: (body.priceCents / 100).toFixed(2),
    p_addressid: addressId === null ? '' : String(addressId),
    p_wlt_id: '',
    p_request_details: body.specificLocation ? JSON.stringify([{ CODE: 'LOCATI', VALUE: body.specificLocation }]) : '',
  };
}
