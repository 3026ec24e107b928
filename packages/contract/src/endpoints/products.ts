/** Current products, permit-plus linking and plate changes (lifecycle 2.6, 2.7, 2.9, 7). Card views read get_issued_permits. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { emptyResult, issuedProduct, permitPlusInfo, requestResult } from '../entities.js';
import { euro, id, noParams } from '../params.js';
import { licensePlateListParam } from '../validation.js';

export const getIssuedPermits = defineEndpoint({
  name: 'eloket/get_issued_permits',
  area: 'products',
  access: 'session',
  params: noParams,
  result: issuedProduct,
  spec: 'lifecycle 2.6, 2.8, 3, 7',
});

export const getPermitplusInfo = defineEndpoint({
  name: 'eloket/get_permitplus_info',
  area: 'products',
  access: 'session',
  params: z.object({ p_root_rqt_id: id() }),
  result: permitPlusInfo,
  spec: 'lifecycle 2.7, 3, 7',
});

/** Lifecycle 7 "Send permit-plus link e-mail: p_root_rqt_id" (path not shown). */
export const sendPermitplusLink = defineEndpoint({
  name: 'eloket/send_permitplus_link',
  area: 'products',
  access: 'session',
  params: z.object({ p_root_rqt_id: id() }),
  result: emptyResult,
  spec: 'lifecycle 2.7, 7',
});

/** Lifecycle 7 "Licence change for an existing product (named request_license_change_for_rqt)". */
export const requestLicenseChangeForRqt = defineEndpoint({
  name: 'eloket/request_license_change_for_rqt',
  area: 'products',
  access: 'session',
  params: z.object({ p_rqt_id: id(), p_licenseplates: licensePlateListParam(), p_price: euro() }),
  result: requestResult,
  spec: 'lifecycle 2.9, 7',
});
