/** Handlers of current products, permit-plus and plate changes (lifecycle 2.6, 2.7, 2.9, 7). */
import {
  getIssuedPermits,
  getPermitplusInfo,
  requestLicenseChangeForRqt,
  sendPermitplusLink,
} from '@parkeerloket/contract';
import { handle, type ServiceContext } from '../http/handler.js';
import { translate } from '../http/messages.js';
import { readIdentityEnv } from '../login/index.js';
import { noUploadedDocuments, type UploadedDocumentsSource } from '../requests/index.js';
import { configuredVehicleRegistry, type VehicleRegistry } from '../vehicles/index.js';
import { configuredParkingApp, type ParkingApp } from './parking-app.js';
import { type PermitplusCall, permitplusInfo, sendPermitplusLink as sendLink } from './permitplus-service.js';
import { requestLicenseChange } from './plate-change-service.js';
import { listIssuedProducts } from './products-service.js';

export interface ProductsDependencies {
  vehicleRegistry?: (ctx: ServiceContext) => VehicleRegistry;
  uploadedDocuments?: UploadedDocumentsSource;
  now?: () => Date;
  parkingApp?: (ctx: ServiceContext) => ParkingApp;
}

export function createProductsHandlers(deps: ProductsDependencies = {}) {
  const now = deps.now ?? (() => new Date());
  const registryFor = deps.vehicleRegistry ?? ((ctx: ServiceContext) => configuredVehicleRegistry(ctx.config));
  const uploadedDocuments = deps.uploadedDocuments ?? noUploadedDocuments;
  const appFor =
    deps.parkingApp ??
    ((ctx: ServiceContext) => configuredParkingApp(ctx.config, readIdentityEnv(ctx.config.NODE_ENV).simulatorsAllowed));
  const permitplusCall = (ctx: ServiceContext): PermitplusCall => ({
    db: ctx.db,
    tenant: ctx.tenant,
    session: ctx.session,
    locale: ctx.locale,
    now: now(),
    config: ctx.config,
    app: appFor(ctx),
  });
  return [
    handle(getPermitplusInfo, async (ctx) => ({
      result: [await permitplusInfo(permitplusCall(ctx), ctx.params.p_root_rqt_id)],
    })),
    handle(sendPermitplusLink, async (ctx) => {
      await sendLink(permitplusCall(ctx), ctx.params.p_root_rqt_id);
      return { result: [], statusmessage: translate(ctx.locale, 'permitplus.link_sent'), messagetype: 'I' as const };
    }),
    handle(getIssuedPermits, async (ctx) => ({
      result: await listIssuedProducts(
        { db: ctx.db, tenant: ctx.tenant, session: ctx.session, locale: ctx.locale, now: now() },
        'current',
      ),
    })),
    handle(requestLicenseChangeForRqt, async (ctx) => {
      const result = await requestLicenseChange(
        {
          db: ctx.db,
          tenant: ctx.tenant,
          session: ctx.session,
          locale: ctx.locale,
          now: now(),
          log: ctx.log,
          uploadedDocuments,
          documentFacts: async () => ({ allRequiredUploaded: false, anyUploaded: false }),
          registry: registryFor(ctx),
        },
        { rootRequestId: ctx.params.p_rqt_id, plates: ctx.params.p_licenseplates, price: ctx.params.p_price },
      );
      return { result: [result] };
    }),
  ];
}
