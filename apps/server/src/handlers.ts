/** Every service handler, by area. An endpoint of the contract without a handler answers NOT_IMPLEMENTED. */
import { cartHandlers } from './cart/index.js';
import { catalogueHandlers } from './catalogue/index.js';
import { HOME_ANNOUNCEMENTS, HOME_COUNT_SOURCES } from './composition.js';
import { documentHandlers, requestDocumentFacts, uploadedDocumentsOf } from './documents/index.js';
import { createHistoryHandlers } from './history/index.js';
import { createHomeHandlers } from './home/index.js';
import type { HandlerRegistration } from './http/handler.js';
import { createIdentityHandlers, loginHandlers, permitHandlers } from './login/index.js';
import { createPaymentHandlers, directPaymentForward, openPaymentsEnder } from './payments/index.js';
import { pendingHandlers } from './pending/index.js';
import { createProductsHandlers } from './products/index.js';
import { profileHandlers } from './profile/index.js';
import { createProlongationsHandlers } from './prolongations/index.js';
import { createReceiptHandlers } from './receipts/index.js';
import { createRequestFlowHandlers } from './request-flow/index.js';
import { settingsHandlers } from './settings/index.js';
import { createTerminationHandlers } from './termination/index.js';
import { vehicleHandlers } from './vehicles/index.js';
import { waitingListHandlers } from './waiting-list/index.js';

export const HANDLERS: readonly HandlerRegistration[] = [
  ...settingsHandlers,
  ...createHomeHandlers(HOME_COUNT_SOURCES, HOME_ANNOUNCEMENTS),
  ...loginHandlers,
  // eloket/get_forward_post is one endpoint of the login namespace with a payment variant: the login
  // area registers it and routes p_ext_service directpayment to the payments area's handler.
  ...createIdentityHandlers({ directPayment: directPaymentForward() }),
  ...permitHandlers,
  ...profileHandlers,
  ...createRequestFlowHandlers({ uploadedDocuments: uploadedDocumentsOf, documentFacts: requestDocumentFacts }),
  ...catalogueHandlers,
  ...documentHandlers,
  ...waitingListHandlers,
  ...vehicleHandlers,
  ...createProductsHandlers({ uploadedDocuments: uploadedDocumentsOf }),
  ...createTerminationHandlers({ endOpenPayments: openPaymentsEnder() }),
  ...createHistoryHandlers(),
  ...pendingHandlers,
  ...cartHandlers,
  ...createProlongationsHandlers(),
  ...createPaymentHandlers(),
  ...createReceiptHandlers(),
];
