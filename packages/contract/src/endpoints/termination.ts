/** Ending a product now or later, with a refund to an IBAN, and cancelling a planned end (lifecycle 2.10, 4.8, 7). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { emptyResult } from '../entities.js';
import { apiDay, emptyAsUndefined, id, optionalText } from '../params.js';
import { ibanPairShape, optionalEmailParam, refineIbanPair } from '../validation.js';

/** Cancels a planned termination ("Don't terminate"). */
export const cancelFutureOng = defineEndpoint({
  name: 'eloket/cancel_future_ong',
  area: 'termination',
  access: 'session',
  params: z.object({ p_rqt_id: id() }),
  result: emptyResult,
  spec: 'lifecycle 2.10, 4.8, 7',
});

/**
 * Lifecycle 7 "Terminate" (path not shown). Without p_end_date the product ends now. IBAN and owner come
 * together; the server requires them when there is a refund.
 */
export const terminatePermit = defineEndpoint({
  name: 'eloket/terminate_permit',
  area: 'termination',
  access: 'session',
  params: z
    .object({
      p_rqt_id: id(),
      p_reference: optionalText(100),
      ...ibanPairShape,
      p_email: optionalEmailParam(),
      p_end_date: emptyAsUndefined(apiDay()),
    })
    .superRefine(refineIbanPair),
  result: emptyResult,
  spec: 'lifecycle 2.10, 4.8, 5, 7; DECISIONS 1',
});
