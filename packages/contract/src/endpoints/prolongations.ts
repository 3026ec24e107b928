/** Prolongations and withdrawing an invoiced item (lifecycle 2.13, 2.15, 4.4, 7). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { prolongation } from '../entities.js';
import { id, noParams, optionalId, optionalText, text } from '../params.js';
import { optionalEmailParam } from '../validation.js';

/** Lifecycle 7 "Prolongations (named get_vrex_permits)". */
export const getVrexPermits = defineEndpoint({
  name: 'eloket/get_vrex_permits',
  area: 'prolongations',
  access: 'session',
  params: noParams,
  result: prolongation,
  spec: 'lifecycle 2.13, 3, 4.4, 7',
});

/**
 * Lifecycle 7 "Withdraw prolongation / cancel cart item" (path not shown): one call for both, with the
 * item's PCS_CANCEL as p_pcs_code and the stored login e-mail.
 */
export const withdrawItem = defineEndpoint({
  name: 'eloket/withdraw_item',
  area: 'prolongations',
  access: 'session',
  params: z.object({
    p_rqt_id: id(),
    p_ive_id: optionalId(),
    p_reference: optionalText(100),
    p_email: optionalEmailParam(),
    p_pcs_code: text(32),
  }),
  result: z.looseObject({ REQUESTID: z.number().int() }),
  spec: 'lifecycle 2.15, 4.4, 7',
});
