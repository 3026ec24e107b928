/**
 * The request flow area: the endpoints of the request flow (lifecycle 2.1-2.5): the product's
 * parameters, locations and price lines, submitting, continuing and finishing a request, and the
 * plate change's submit. The requests it stores belong to the requests area below it.
 */
export {
  createRequestFlowHandlers,
  type RequestFlowDependencies,
} from './request-flow-handlers.js';
export { messageRequestSubmitted } from './request-messages.js';
export {
  type ChangedPermit,
  continueRequest,
  locationsAtAddress,
  type OnBehalf,
  productRequestParameters,
  type RequestFlowCall,
  type SubmitParams,
  submitLicenseChange,
  submitRequest,
} from './request-service.js';
