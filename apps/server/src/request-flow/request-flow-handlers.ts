/** Handlers of the request flow (lifecycle 2.3, 2.4, 4.1, 7): parameters, locations, price lines, submit, continue, finalize, finish. */
import {
  continuePcsByRqtId,
  finalizeRequestByRqtId,
  finishRequest,
  getLocations,
  getPriceLines,
  getProductRqtParms,
  requestPermit,
  requestPermitFromWl,
} from '@parkeerloket/contract';
import { type AddressLookup, configuredAddressLookup } from '../addresses/index.js';
import { handle, type ServiceContext } from '../http/handler.js';
import {
  type DocumentFactsSource,
  documentFactsFrom,
  noUploadedDocuments,
  type UploadedDocumentsSource,
} from '../requests/index.js';
import { configuredVehicleRegistry, type VehicleRegistry } from '../vehicles/index.js';
import {
  continueRequest,
  finalizeRequest,
  locationsAtAddress,
  priceLinesFor,
  productRequestParameters,
  type RequestFlowCall,
  finishRequest as readFinishedRequest,
  submitRequest,
} from './request-service.js';

export interface RequestFlowDependencies {
  /** The address adapter; by default the one ADDRESS_LOOKUP configures. Tests pass their own. */
  addressLookup?: (ctx: ServiceContext) => AddressLookup;
  /** The vehicle registry; by default the one VEHICLE_REGISTRY configures. Tests pass their own. */
  vehicleRegistry?: (ctx: ServiceContext) => VehicleRegistry;
  /** The documents uploaded for a request; none until the documents area provides them. */
  uploadedDocuments?: UploadedDocumentsSource;
  /** Whether a request's documents let it move on; by default judged on `uploadedDocuments`. */
  documentFacts?: DocumentFactsSource;
  /** The clock; tests may fix it. */
  now?: () => Date;
}

export function createRequestFlowHandlers(deps: RequestFlowDependencies = {}) {
  const lookupFor = deps.addressLookup ?? ((ctx: ServiceContext) => configuredAddressLookup(ctx.config.NODE_ENV));
  const registryFor = deps.vehicleRegistry ?? ((ctx: ServiceContext) => configuredVehicleRegistry(ctx.config));
  const uploadedDocuments = deps.uploadedDocuments ?? noUploadedDocuments;
  const documentFacts = deps.documentFacts ?? documentFactsFrom(uploadedDocuments);
  const now = deps.now ?? (() => new Date());

  const callOf = (ctx: ServiceContext): RequestFlowCall => ({
    db: ctx.db,
    tenant: ctx.tenant,
    session: ctx.session,
    locale: ctx.locale,
    now: now(),
    log: ctx.log,
    uploadedDocuments,
    documentFacts,
  });

  const submit = (ctx: ServiceContext<typeof requestPermit>) =>
    submitRequest({ ...callOf(ctx), registry: registryFor(ctx) }, ctx.params).then((result) => [result]);

  return [
    handle(getProductRqtParms, async (ctx) => [
      await productRequestParameters(callOf(ctx), {
        permitTypeId: ctx.params.p_pte_id,
        areaId: ctx.params.p_ara_id,
        staffel: ctx.params.p_staffel,
        waitingListEntryId: ctx.params.p_wlt_id,
      }),
    ]),

    handle(getLocations, async (ctx) =>
      locationsAtAddress(
        { ...callOf(ctx), lookup: lookupFor(ctx) },
        {
          permitTypeId: ctx.params.p_pte_id,
          areaId: ctx.params.p_ara_id,
          address: { zipcode: ctx.params.p_zipcode, nr: ctx.params.p_nr, addition: ctx.params.p_addition },
        },
      ),
    ),

    handle(getPriceLines, async (ctx) =>
      priceLinesFor(callOf(ctx), {
        permitTypeId: ctx.params.p_pte_id,
        staffel: ctx.params.p_staffel,
        startDate: ctx.params.p_startdate,
      }),
    ),

    handle(requestPermit, submit),
    handle(requestPermitFromWl, submit as never),

    // p_pcs_code is WEB_NEW for a new request; the request itself says what it is, so the code is not needed.
    handle(continuePcsByRqtId, async (ctx) => {
      const answer = await continueRequest(callOf(ctx), {
        requestId: ctx.params.p_rqt_id,
        cancel: ctx.params.p_cancel === 'Y',
      });
      return answer.notice
        ? { result: [answer.result], statusmessage: answer.notice, messagetype: 'W' as const }
        : [answer.result];
    }),

    handle(finalizeRequestByRqtId, async (ctx) => [
      await finalizeRequest(callOf(ctx), { requestId: ctx.params.p_rqt_id, cancel: ctx.params.p_cancel === 'Y' }),
    ]),

    handle(finishRequest, async (ctx) => [await readFinishedRequest(callOf(ctx), ctx.params.p_rqt_id)]),
  ];
}
