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
  formatDisplayDate,
  type IdentificationWay,
  isRejectedDocument,
  requestPermit,
  type StaffRouteOf,
} from '@parkeerloket/contract';
import { configuredAddressLookup } from '../../addresses/index.js';
import { listRequestableProducts } from '../../catalogue/index.js';
import type { Database } from '../../db/database.js';
import {
  createMalwareScanner,
  isUploadStage,
  readMaxUploadMb,
  requestDocumentFacts,
  uploadDocument,
  uploadedDocumentsOf,
  uploadRefusalText,
} from '../../documents/index.js';
import { translate } from '../../http/messages.js';
import { listOpenInvoices } from '../../invoices/index.js';
import { notifyOutbox, queueMessage } from '../../mail/index.js';
import { createPaymentLink, findPaymentWithInvoices, readPaymentEnv } from '../../payments/index.js';
import { findTenantPermit, requireOwnPermit } from '../../permits/index.js';
import { plateChangeFeeCents, requestLicenseChange } from '../../products/index.js';
import { findRelation, type RelationRow } from '../../relations/index.js';
import {
  continueRequest,
  locationsAtAddress,
  type OnBehalf,
  productRequestParameters,
  type RequestFlowCall,
  submitRequest,
} from '../../request-flow/index.js';
import { findOwnRequest, requestResultOf } from '../../requests/index.js';
import type { Session } from '../../sessions/index.js';
import { readSettings } from '../../tenants/index.js';
import { terminatePermit } from '../../termination/index.js';
import { configuredVehicleRegistry } from '../../vehicles/index.js';
import {
  type StaffCallContext,
  type StaffHandler,
  type StaffInput,
  StaffProblem,
  type StaffUploadHandler,
} from '../api/staff-call-context.js';
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
  });
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
    );
    if (offered.length === 0) throw new StaffProblem(422, 'staff.counter.problem.outside_area');
    addressId = offered[0]?.ADDRESSID ?? null;
  } else {
    const parameters = await productRequestParameters(plainCall, {
      permitTypeId: body.permitTypeId,
      areaId: body.areaId,
      staffel: body.staffel,
    });
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
  );
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
  );
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

/** The resident's permit (of this municipality and this resident), identified; else 404 or 409. */
async function identifiedPermit(ctx: StaffCallContext, relationId: number, permitId: number) {
  const identified = await identifiedResident(ctx, relationId);
  const listed = await findTenantPermit(ctx.db, ctx.tenant.id, permitId);
  if (!listed || listed.relation_id !== identified.relation.id) throw notFound();
  return { ...identified, listed };
}

/** The resident's message that the municipality made a change for them, in the change's transaction. */
async function messageChangedOnBehalf(
  trx: Database,
  ctx: StaffCallContext,
  input: {
    relationId: number;
    eventKey: string;
    what: string;
    values: Record<string, string>;
  } & ({ rootRequestId: number } | { linkPath: string }),
) {
  await queueMessage(trx, {
    tenant: ctx.tenant,
    config: ctx.config,
    relationId: input.relationId,
    kind: 'changed_on_behalf',
    eventKey: input.eventKey,
    values: (locale) => ({ what: translate(locale, `mail.changed_on_behalf.${input.what}`, input.values) }),
    linkPath: 'linkPath' in input ? input.linkPath : `/product-details/${input.rootRequestId}`,
  });
}

export const getCounterPermit: StaffHandler<StaffRouteOf<'getCounterPermit'>> = async (ctx, { params }) => {
  const { relation, listed } = await identifiedPermit(ctx, params.id, params.permitId);
  const permit = await requireOwnPermit(ctx.db, ctx.tenant.id, relation.id, listed.request_id);
  await ctx.audit({
    action: 'view-counter-permit',
    objectType: 'permit',
    objectId: String(permit.id),
    relationId: relation.id,
  });
  return {
    permitId: permit.id,
    permitNumber: permit.permit_number,
    plates: (listed.plates ?? []).map((plate) => plate.license_plate),
    minPlates: permit.min_plates,
    maxPlates: permit.max_plates,
    plateChangeFeeCents: plateChangeFeeCents(await readSettings(ctx.db, ctx.tenant.id), permit.plate_change_cost_cents),
    terminable: permit.terminable_yn === 'Y',
    canPlanTermination: permit.future_termination_yn === 'Y',
    plannedEnd: permit.planned_end_date,
  };
};

export const changePlatesForResident: StaffHandler<StaffRouteOf<'changePlatesForResident'>> = async (
  ctx,
  { params, body },
) => {
  const { relation, way, listed } = await identifiedPermit(ctx, params.id, params.permitId);
  const onBehalf: OnBehalf = {
    staffId: ctx.staff.id,
    staffName: ctx.staff.name,
    record: async (trx, request) => {
      await ctx.audit(
        {
          action: 'change-plates-for-resident',
          objectType: 'permit',
          objectId: String(listed.id),
          relationId: relation.id,
          before: { plates: (listed.plates ?? []).map((plate) => plate.license_plate) },
          after: { identification: way, requestId: request.id, status: request.status, plates: body.plates },
        },
        trx,
      );
      await messageChangedOnBehalf(trx, ctx, {
        relationId: relation.id,
        eventKey: `counter:plate-change:${request.id}`,
        rootRequestId: listed.request_id,
        what: 'plate_change',
        values: { number: listed.permit_number, plates: body.plates.join(', ') },
      });
    },
  };
  // The same plate parameter as the portal's: normalised and checked by the contract's rule.
  const plates = requestPermit.params.shape.p_licenseplates.safeParse(
    JSON.stringify(body.plates.map((plate) => ({ LICENSE_PLATE: plate }))),
  );
  if (!plates.success) {
    throw new StaffProblem(
      400,
      'staff.problem.400',
      undefined,
      plates.error.issues.map((issue) => ({ name: 'body.plates', reason: issue.message })),
    );
  }
  const result = await requestLicenseChange(
    { ...requestFlowCall(ctx, relation, onBehalf), registry: configuredVehicleRegistry(ctx.config) },
    { rootRequestId: listed.request_id, plates: plates.data, price: body.priceCents },
  );
  notifyOutbox();
  return { requestId: result.REQUESTID, status: result.STATUSCODE, statusText: result.STATUS ?? '' };
};

export const terminateForResident: StaffHandler<StaffRouteOf<'terminateForResident'>> = async (
  ctx,
  { params, body },
) => {
  const { relation, way, listed } = await identifiedPermit(ctx, params.id, params.permitId);
  const answer = await terminatePermit(
    {
      db: ctx.db,
      tenant: ctx.tenant,
      session: residentSession(ctx, relation),
      now: ctx.now,
      onBehalf: {
        record: async (trx, done) => {
          await ctx.audit(
            {
              action: 'terminate-for-resident',
              objectType: 'permit',
              objectId: String(done.permitId),
              relationId: relation.id,
              before: { plannedEnd: listed.planned_end_date },
              after: { identification: way, kind: done.kind, endDate: done.endDate, refundCents: done.refundCents },
            },
            trx,
          );
          await messageChangedOnBehalf(trx, ctx, {
            relationId: relation.id,
            eventKey: `counter:termination:${done.permitId}:${done.endDate}:${ctx.now.getTime()}`,
            rootRequestId: listed.request_id,
            what: done.kind === 'now' ? 'terminate_now' : 'terminate_planned',
            values: { number: listed.permit_number, date: formatDisplayDate(done.endDate) },
          });
        },
      },
    },
    { rootRequestId: listed.request_id, endDate: body.endDate, iban: body.iban, owner: body.owner },
  );
  return { kind: answer.kind, endDate: answer.endDate, refundCents: answer.refundCents };
};

/** The resident's own request (of this municipality and this resident), identified; else 404 or 409. */
async function identifiedRequest(ctx: StaffCallContext, relationId: number, requestId: number) {
  const identified = await identifiedResident(ctx, relationId);
  const request = await findOwnRequest(ctx.db, ctx.tenant.id, identified.relation.id, requestId);
  if (!request) throw notFound();
  return { ...identified, request };
}

export const getCounterRequestDocuments: StaffHandler<StaffRouteOf<'getCounterRequestDocuments'>> = async (
  ctx,
  { params },
) => {
  const { relation, request } = await identifiedRequest(ctx, params.id, params.requestId);
  // The portal's own answer for the request: its status text and DOCUMENTS_TO_UPLOAD with what is uploaded.
  const result = await requestResultOf(ctx.db, ctx.tenant.id, request, ctx.locale, uploadedDocumentsOf);
  await ctx.audit({
    action: 'view-counter-request-documents',
    objectType: 'request',
    objectId: String(request.id),
    relationId: relation.id,
  });
  return {
    requestId: request.id,
    status: request.status,
    statusText: result.STATUS ?? '',
    uploadStage: isUploadStage(request.status),
    maxUploadMb: await readMaxUploadMb(ctx.db, ctx.tenant.id),
    documents: (result.DOCUMENTS_TO_UPLOAD ?? []).map((item) => ({
      rpgId: item.RPG_ID,
      docTypeCode: item.DOC_TYPE_CODE,
      name: item.DOC_TYPE_DESCRIPTION,
      plate: item.DETAIL_VALUE ? (item.DISPLAY_DVE ?? item.DETAIL_VALUE) : null,
      required: item.MIN_STATUS_LEVEL > 0,
      maxDocuments: item.MAX_DOCUMENTS,
      uploaded: item.UPLOADED_DOCUMENTS.map((document) => ({
        id: document.ID,
        filename: document.FILENAME,
        status: isRejectedDocument(document)
          ? translate(ctx.locale, 'document.status.REJECTED')
          : translate(ctx.locale, document.STATUS_LEVEL >= 2 ? 'document.status.ACCEPTED' : 'document.status.UPLOADED'),
      })),
    })),
  };
};

/**
 * The counter's upload, in two steps: the resident (of this municipality), their identification at the counter and
 * their request are checked before the file is read (a refused call's file is never read), then the upload.
 */
export const uploadDocumentForResident: StaffUploadHandler<
  StaffRouteOf<'uploadDocumentForResident'>,
  Awaited<ReturnType<typeof identifiedRequest>>
> = {
  beforeBody: (ctx, { params }) => identifiedRequest(ctx, params.id, params.requestId),
  handle: (ctx, { body }, identified) => uploadForResident(ctx, body, identified),
};

async function uploadForResident(
  ctx: StaffCallContext,
  body: StaffInput<StaffRouteOf<'uploadDocumentForResident'>>['body'],
  { relation, way, request }: Awaited<ReturnType<typeof identifiedRequest>>,
) {
  // The documents area's own upload, as the resident's: the file's type by its content, its name, the PDF's
  // inspection, the malware scan, the request's stage, the requirement and its maximum. Only who uploaded differs.
  const outcome = await uploadDocument(
    { db: ctx.db, tenantId: ctx.tenant.id, relationId: relation.id },
    {
      requestId: request.id,
      rpgId: body.rpgId,
      docTypeCode: body.docTypeCode,
      plate: body.plate,
      filename: body.file.filename,
      content: body.file,
    },
    createMalwareScanner(ctx.config),
    {
      staffId: ctx.staff.id,
      staffName: ctx.staff.name,
      record: async (trx, document) => {
        await ctx.audit(
          {
            action: 'upload-document-for-resident',
            objectType: 'document',
            objectId: String(document.id),
            relationId: relation.id,
            after: {
              identification: way,
              requestId: document.requestId,
              rpgId: body.rpgId,
              filename: document.filename,
            },
          },
          trx,
        );
        await messageChangedOnBehalf(trx, ctx, {
          relationId: relation.id,
          eventKey: `counter:document:${document.id}`,
          linkPath: `/upload-files-for-pending-request/${document.requestId}`,
          what: 'document_added',
          values: { filename: document.filename, request: String(document.requestId) },
        });
      },
    },
  );
  if (!outcome.ok) {
    ctx.log.info({ code: outcome.refusal.code, detail: outcome.refusal.detail }, 'counter upload refused');
    // The resident's own message for the refusal, in the staff member's language, next to the file field.
    throw new StaffProblem(422, uploadRefusalText(ctx.locale, outcome.refusal), undefined, [
      { name: 'body.file', reason: uploadRefusalText(ctx.locale, outcome.refusal) },
    ]);
  }
  notifyOutbox();
  return { documentId: outcome.documentId, filename: outcome.filename };
}

export const continueRequestForResident: StaffHandler<StaffRouteOf<'continueRequestForResident'>> = async (
  ctx,
  { params },
) => {
  const { relation, way, request } = await identifiedRequest(ctx, params.id, params.requestId);
  // The portal's Next on the upload stage: the request machine judges the documents.
  const moved = await continueRequest(requestFlowCall(ctx, relation), { requestId: request.id, cancel: false });
  if (moved.notice) throw new StaffProblem(422, moved.notice);
  const result = moved.result;
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.audit(
      {
        action: 'continue-request-for-resident',
        objectType: 'request',
        objectId: String(request.id),
        relationId: relation.id,
        before: { status: request.status },
        after: { identification: way, status: result.STATUSCODE },
      },
      trx,
    );
    await messageChangedOnBehalf(trx, ctx, {
      relationId: relation.id,
      eventKey: `counter:continue:${request.id}:${ctx.now.getTime()}`,
      linkPath: '/pending-requests',
      what: 'request_continued',
      values: { request: String(request.id) },
    });
  });
  notifyOutbox();
  return { requestId: request.id, status: result.STATUSCODE, statusText: result.STATUS ?? '' };
};
