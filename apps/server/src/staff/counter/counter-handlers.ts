/**
 * At the counter (issue 28): a staff member identifies the resident whose file is open, then acts for them
 * through the very services the resident's own endpoints call (the request flow, the payment link), reached
 * through those areas' index. Nothing is re-checked here and nothing is skipped: the resident's relation takes
 * the place of the resident's session, so eligibility, the registered address, plates, prices and limits are
 * judged as in the portal, and a request moves only through the request machine. Each action leaves exactly one
 * audit row naming the way the resident was identified; the resident is e-mailed what was done.
 */
import {
  type CounterProductOptions,
  centsFromEuro,
  type IdentificationWay,
  requestPermit,
  type StaffRouteOf,
} from '@parkeerloket/contract';
import { configuredAddressLookup } from '../../addresses/index.js';
import { listRequestableProducts } from '../../catalogue/index.js';
import { requestDocumentFacts, uploadedDocumentsOf } from '../../documents/index.js';
import { listOpenInvoices } from '../../invoices/index.js';
import { createPaymentLink, findPaymentWithInvoices, readPaymentEnv } from '../../payments/index.js';
import { findRelation, type RelationRow } from '../../relations/index.js';
import {
  locationsAtAddress,
  type OnBehalf,
  productRequestParameters,
  type RequestFlowCall,
  submitRequest,
} from '../../request-flow/index.js';
import type { Session } from '../../sessions/index.js';
import { configuredVehicleRegistry } from '../../vehicles/index.js';
import { type StaffCallContext, type StaffHandler, StaffProblem } from '../api/staff-call-context.js';
import { asStaffProblem } from './counter-problems.js';
import { IDENTIFY_ACTION, latestIdentification } from './counter-repository.js';
import {
  identificationCutoff,
  isIdentificationWay,
  presentIdentification,
  requestPermitWire,
} from './counter-rules.js';

const notFound = () => new StaffProblem(404, 'staff.problem.404');

async function residentOf(ctx: StaffCallContext, relationId: number): Promise<RelationRow> {
  const relation = await findRelation(ctx.db, ctx.tenant.id, relationId);
  if (!relation) throw notFound();
  return relation;
}

/** The caller's identification of the resident that still counts, or null. */
async function currentIdentification(ctx: StaffCallContext, relationId: number) {
  const found = await latestIdentification(
    ctx.db,
    ctx.tenant.id,
    ctx.staff.id,
    relationId,
    identificationCutoff(ctx.now),
  );
  return found && isIdentificationWay(found.way) ? { way: found.way, at: found.at } : null;
}

/** The resident, identified by this staff member within the period; else 409 asking to identify first. */
async function identifiedResident(ctx: StaffCallContext, relationId: number) {
  const relation = await residentOf(ctx, relationId);
  const identification = await currentIdentification(ctx, relationId);
  if (!identification) throw new StaffProblem(409, 'staff.counter.problem.identify_first');
  return { relation, way: identification.way };
}

/**
 * The resident in the place of the resident's session, for the services that read their caller from it. Never
 * stored: no cookie names it, and it lives for this one call.
 */
function residentSession(ctx: StaffCallContext, relation: RelationRow): Session {
  return {
    tenantId: ctx.tenant.id,
    id: `counter:${ctx.staff.sessionId}`,
    relationId: relation.id,
    state: 'authorized',
    locale: null,
    expiresAt: ctx.staff.expiresAt,
    branchNumber: null,
    pending: null,
    loginService: null,
    branchPage: 1,
  };
}

function requestFlowCall(ctx: StaffCallContext, relation: RelationRow, onBehalf?: OnBehalf): RequestFlowCall {
  return {
    db: ctx.db,
    tenant: ctx.tenant,
    session: residentSession(ctx, relation),
    locale: ctx.locale,
    now: ctx.now,
    log: ctx.log,
    uploadedDocuments: uploadedDocumentsOf,
    documentFacts: requestDocumentFacts,
    ...(onBehalf ? { onBehalf } : {}),
  };
}

export const identifyResident: StaffHandler<StaffRouteOf<'identifyResident'>> = async (ctx, { params, body }) => {
  const relation = await residentOf(ctx, params.id);
  await ctx.audit({
    action: IDENTIFY_ACTION,
    objectType: 'relation',
    objectId: String(relation.id),
    relationId: relation.id,
    after: { way: body.way },
  });
  return presentIdentification(body.way, ctx.now);
};

export const getCounterIdentification: StaffHandler<StaffRouteOf<'getCounterIdentification'>> = async (
  ctx,
  { params },
) => {
  await residentOf(ctx, params.id);
  const identification = await currentIdentification(ctx, params.id);
  return { identification: identification ? presentIdentification(identification.way, identification.at) : null };
};

export const listCounterProducts: StaffHandler<StaffRouteOf<'listCounterProducts'>> = async (ctx, { params }) => {
  const { relation } = await identifiedResident(ctx, params.id);
  const products = await listRequestableProducts(ctx.db, ctx.tenant.id, relation, ctx.locale);
  await ctx.audit({
    action: 'view-counter-products',
    objectType: 'relation',
    objectId: String(relation.id),
    relationId: relation.id,
  });
  return {
    items: products.map((product) => ({
      permitTypeId: product.PERMITTYPEID,
      areaId: product.AREAID,
      name: product.DESCRIPTION,
      area: product.AREADESCRIPTION ?? '',
      requestable: product.REQUESTABLE === 'Y',
      reason: product.NOT_REQ_REASON ?? null,
    })),
  };
};

export const getCounterProductOptions: StaffHandler<StaffRouteOf<'getCounterProductOptions'>> = async (
  ctx,
  { params },
) => {
  const { relation } = await identifiedResident(ctx, params.id);
  const wire = await productRequestParameters(requestFlowCall(ctx, relation), {
    permitTypeId: params.permitTypeId,
    areaId: params.areaId,
    staffel: 1,
  }).catch(asStaffProblem(ctx.locale));
  await ctx.audit({
    action: 'view-counter-product',
    objectType: 'relation',
    objectId: String(relation.id),
    relationId: relation.id,
    after: { permitTypeId: params.permitTypeId, areaId: params.areaId },
  });
  const plates = wire.LICENSEPLATE_REQUIREMENTS[0];
  const options: CounterProductOptions = {
    permitTypeId: params.permitTypeId,
    areaId: params.areaId,
    minStartDate: wire.MIN_STARTDATE?.slice(0, 10) ?? '',
    maxStartDate: wire.MAX_STARTDATE ? wire.MAX_STARTDATE.slice(0, 10) : null,
    minPlates: plates?.MIN_LICENSEPLATES ?? 0,
    maxPlates: plates?.MAX_LICENSEPLATES ?? 0,
    byAddress: wire.LOCATION_BY_ADDRESS_YN === 'Y',
    needsSpecificLocation: wire.NEED_SPECIFIC_LOCATION_YN === 'Y',
    addresses: (wire.REGISTERED_ADDRESSES ?? []).map((address) => ({
      postcode: address.ZIPCODE,
      houseNumber: String(address.NR),
      addition: address.ADDITION ?? '',
      line: `${address.STREET} ${address.NR}${address.ADDITION ? ` ${address.ADDITION}` : ''}, ${address.ZIPCODE} ${address.CITY}`,
    })),
    locations: wire.LOCATIONS.map((location) => ({
      id: location.LOCATIONID,
      name: location.LOCATIONDESCRIPTION,
      available: location.AVAILABLE === 'Y',
    })),
    priceLines: wire.PRICELINES.map((line) => ({
      id: line.PRICELINE_ID,
      priceCents: centsFromEuro(line.PRICE),
      periodCount: line.PERIODCOUNT,
      periodType: line.PERIODTYPE,
      daySelection: line.DAY_SELECTION_YN === 'Y',
    })),
  };
  return options;
};

/** The location of the request: the one named, else the only available one (at the address, for a product by address). */
function chosenLocation(
  named: number | undefined,
  offered: readonly { LOCATIONID: number; AVAILABLE: string }[],
): number | null {
  if (named !== undefined) return named;
  const available = offered.filter((location) => location.AVAILABLE === 'Y');
  return available.length === 1 ? (available[0]?.LOCATIONID ?? null) : null;
}

export const requestForResident: StaffHandler<StaffRouteOf<'requestForResident'>> = async (ctx, { params, body }) => {
  const { relation, way } = await identifiedResident(ctx, params.id);
  const problem = asStaffProblem(ctx.locale);
  const plainCall = requestFlowCall(ctx, relation);

  // A product by address: the address checked in the register as the portal's address stage does (the resident's
  // own registered address only), which gives the locations there and the checked address's id.
  let addressId: number | null = null;
  let offered: { LOCATIONID: number; AVAILABLE: string; ADDRESSID?: number | null | undefined }[];
  if (body.address) {
    offered = await locationsAtAddress(
      { ...plainCall, lookup: configuredAddressLookup(ctx.config.NODE_ENV) },
      {
        permitTypeId: body.permitTypeId,
        areaId: body.areaId,
        address: {
          zipcode: body.address.postcode.replace(/\s/g, '').toUpperCase(),
          nr: body.address.houseNumber,
          addition: body.address.addition,
        },
      },
    ).catch(problem);
    if (offered.length === 0) throw new StaffProblem(422, 'staff.counter.problem.outside_area');
    addressId = offered[0]?.ADDRESSID ?? null;
  } else {
    const parameters = await productRequestParameters(plainCall, {
      permitTypeId: body.permitTypeId,
      areaId: body.areaId,
      staffel: body.staffel,
    }).catch(problem);
    offered = parameters.LOCATIONS;
  }
  const locationId = chosenLocation(body.locationId, offered);
  if (locationId === null) {
    throw new StaffProblem(400, 'staff.problem.400', undefined, [{ name: 'body.locationId', reason: 'required' }]);
  }

  // The same parameter schema as the portal's endpoint: the same checks of every field.
  const parsed = requestPermit.params.safeParse(requestPermitWire(body, locationId, addressId, ctx.now));
  if (!parsed.success) {
    throw new StaffProblem(
      400,
      'staff.problem.400',
      undefined,
      parsed.error.issues.map((issue) => ({ name: `body.${String(issue.path[0] ?? '')}`, reason: issue.message })),
    );
  }

  const onBehalf: OnBehalf = {
    staffId: ctx.staff.id,
    staffName: ctx.staff.name,
    record: (trx, request) =>
      ctx.audit(
        {
          action: 'request-for-resident',
          objectType: 'request',
          objectId: String(request.id),
          relationId: relation.id,
          after: {
            identification: way satisfies IdentificationWay,
            permitTypeId: body.permitTypeId,
            areaId: body.areaId,
            status: request.status,
            priceCents: request.price_cents,
          },
        },
        trx,
      ),
  };
  const result = await submitRequest(
    {
      ...requestFlowCall(ctx, relation, onBehalf),
      registry: configuredVehicleRegistry(ctx.config),
    },
    parsed.data,
  ).catch(problem);
  return { requestId: result.REQUESTID, status: result.STATUSCODE, statusText: result.STATUS ?? '' };
};

export const sendPaymentLinkForResident: StaffHandler<StaffRouteOf<'sendPaymentLinkForResident'>> = async (
  ctx,
  { params },
) => {
  const { relation, way } = await identifiedResident(ctx, params.id);
  const invoiceIds = (await listOpenInvoices(ctx.db, ctx.tenant.id, relation.id)).map((invoice) => invoice.id);
  if (invoiceIds.length === 0) throw new StaffProblem(422, 'staff.counter.problem.nothing_to_pay');
  // The portal's own payment link: only what may be paid now is taken, and the resident is e-mailed the link.
  const [link] = await createPaymentLink(
    {
      db: ctx.db,
      config: ctx.config,
      env: readPaymentEnv(ctx.config.NODE_ENV),
      now: () => ctx.now,
      tenant: ctx.tenant,
      locale: ctx.locale,
      relation,
    },
    invoiceIds,
  ).catch(asStaffProblem(ctx.locale));
  const payment = link && (await findPaymentWithInvoices(ctx.db, ctx.tenant.id, link.INTERNAL_REFERENCE));
  if (!link || !payment) throw new StaffProblem(422, 'staff.counter.problem.nothing_to_pay');
  await ctx.audit({
    action: 'send-payment-link-for-resident',
    objectType: 'payment',
    objectId: link.INTERNAL_REFERENCE,
    relationId: relation.id,
    after: { identification: way, reference: link.INTERNAL_REFERENCE, amountCents: payment.amount_cents },
  });
  return { reference: link.INTERNAL_REFERENCE, amountCents: payment.amount_cents };
};
