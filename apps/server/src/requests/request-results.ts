/**
 * What the request flow answers about a stored request (lifecycle 4.1): its status label, price,
 * validity, product texts and the documents still to upload; and the document facts that decide
 * whether it may move on. The documents area fills in the uploaded documents (request-flow-handlers).
 */
import { euroFromCents, type Locale, type RequestResult, type RequestStatuscode } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import {
  type AreaRow,
  type CatalogueNames,
  findArea,
  findLocation,
  findPermitType,
  type LocationRow,
  type PermitTypeRow,
  readRequirements,
} from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { translate } from '../http/messages.js';
import { buildDocumentsToUpload, documentFactsOf, type UploadedInput } from './document-requirements.js';
import { validDaysList } from './pricing.js';
import { findRequest, type ListedRequest, type RequestRow, readPlates } from './request-repository.js';

// ---- Dependencies the documents area fills in later.

/** The documents already uploaded for a request (none until the documents area provides them). */
export type UploadedDocumentsSource = (db: Database, tenantId: number, requestId: number) => Promise<UploadedInput[]>;

export interface DocumentFacts {
  allRequiredUploaded: boolean;
  anyUploaded: boolean;
}

/** Whether a request's documents allow it to move on (DOCUMENTS_CONTINUED). */
export type DocumentFactsSource = (db: Database, tenantId: number, requestId: number) => Promise<DocumentFacts>;

export const noUploadedDocuments: UploadedDocumentsSource = async () => [];

// ---- Results.

/** STATUS of a request: the reason kept with it (a failed maximum check), else its label. */
export function statusLabel(locale: Locale, status: string, statusText?: string | null): string {
  return statusText || translate(locale, `request.status.${status}`);
}

/** The answer about one request (lifecycle 4.1), with its validity for the finish stage. */
export async function requestResultOf(
  db: Database,
  tenantId: number,
  request: RequestRow,
  locale: Locale,
  uploadedDocuments: UploadedDocumentsSource = noUploadedDocuments,
): Promise<RequestResult> {
  const requirements = await readRequirements(db, tenantId, request.permit_type_id);
  const plates = await readPlates(db, tenantId, request.id);
  const uploaded = requirements.length > 0 ? await uploadedDocuments(db, tenantId, request.id) : [];
  const [permitType, area, location] = await Promise.all([
    findPermitType(db, tenantId, request.permit_type_id),
    findArea(db, tenantId, request.area_id),
    request.location_id === null ? undefined : findLocation(db, tenantId, request.location_id),
  ]);
  const result = resultOf(request, { permitType, area, location }, locale);
  // Assigned, not spread: the key keeps its place in the answer.
  result.DOCUMENTS_TO_UPLOAD = buildDocumentsToUpload(requirements, plates, uploaded, locale);
  return result;
}

/**
 * The request result without its documents (DOCUMENTS_TO_UPLOAD empty), the product named from the
 * catalogue kept in memory: for a listing's rows, which show no documents to upload (issue 23).
 */
export function listedRequestResult(request: ListedRequest, names: CatalogueNames, locale: Locale): RequestResult {
  const product = {
    permitType: names.permitType(request.permit_type_id),
    area: names.area(request.area_id),
    location: request.location_id === null ? undefined : names.location(request.location_id),
  };
  return resultOf(request, product, locale);
}

interface ProductRows {
  permitType: PermitTypeRow | undefined;
  area: AreaRow | undefined;
  location: LocationRow | undefined;
}

type ResultColumns = Pick<
  RequestRow,
  | 'id'
  | 'kind'
  | 'status'
  | 'status_text'
  | 'price_cents'
  | 'valid_from'
  | 'valid_to'
  | 'valid_days'
  | 'specific_location'
>;

/**
 * The answer about a request, in its key order, DOCUMENTS_TO_UPLOAD empty (the caller fills it in or
 * leaves it out). What the request is for, in the user's language: the product's description, its area
 * and location and the specific location given. A request continued later (the pending upload page,
 * which has only the request id) shows them in its summary; names as in the pending requests (lifecycle 3).
 * A plate change (decision 007) says so before the product's name, wherever it is listed: pending list,
 * upload stage, cart, payments and their e-mails.
 */
function resultOf(request: ResultColumns, { permitType, area, location }: ProductRows, locale: Locale): RequestResult {
  const product = localized(permitType?.description, locale);
  return {
    STATUSCODE: request.status as RequestStatuscode,
    STATUS: statusLabel(locale, request.status, request.status_text),
    REQUESTID: request.id,
    PRICE: euroFromCents(request.price_cents),
    DOCUMENTS_TO_UPLOAD: [],
    VALID_FROM: request.valid_from,
    VALID_TO: request.valid_to,
    VALID_DAYS: validDaysList(request.valid_days),
    DESCRIPTION:
      request.kind === 'LICENSE_CHANGE' ? translate(locale, 'request.description.plate_change', { product }) : product,
    AREADESCRIPTION: localized(area?.description, locale) || null,
    LOCATIONDESCRIPTION: localized(location?.description, locale) || null,
    LOCATION_SPECIFICATION: request.specific_location || null,
  };
}

/**
 * Whether the request's documents allow it to move on, judged on the uploaded documents: the
 * default of DocumentFactsSource until the documents area gives its own.
 */
export function documentFactsFrom(uploadedDocuments: UploadedDocumentsSource): DocumentFactsSource {
  return async (db, tenantId, requestId) => {
    const request = await findRequest(db, tenantId, requestId);
    if (!request) return { allRequiredUploaded: false, anyUploaded: false };
    const requirements = await readRequirements(db, tenantId, request.permit_type_id);
    const plates = await readPlates(db, tenantId, requestId);
    const uploaded = await uploadedDocuments(db, tenantId, requestId);
    return documentFactsOf(buildDocumentsToUpload(requirements, plates, uploaded, 'nl_NL'));
  };
}
