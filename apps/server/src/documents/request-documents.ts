/**
 * A request's documents as the request flow needs them: the uploaded documents in the shape
 * DOCUMENTS_TO_UPLOAD is built from (request-flow/document-requirements.ts), the facts its
 * DOCUMENTS_CONTINUED event needs, and the one requirement (and plate) an RPG_ID names. Kept
 * here, so the request flow never reads the documents table itself.
 */
import type { DocumentRequirement, Locale, ProductDocument } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import { readRequirements } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { translate } from '../http/messages.js';
import {
  buildDocumentsToUpload,
  decodeRpgId,
  documentFactsOf,
  encodeRpgId,
  findRequest,
  readPlates,
  type UploadedInput,
} from '../requests/index.js';
import { readDocumentsOfRequests, readRequestDocuments, type StoredDocument } from './document-repository.js';

/** UploadedInput plus what the upload stage and the review show of a reviewed document. */
export interface UploadedDocumentInput extends UploadedInput {
  statusCode: StoredDocument['statusCode'];
  /** The employee's reason when rejected. */
  statusReasonText: string | null;
}

interface RequestKey {
  id: number;
  permit_type_id: number;
}

/** A plate as the requirement list needs it. */
function plateInputs(plates: Awaited<ReturnType<typeof readPlates>>) {
  return plates.map((p) => ({
    position: p.position,
    license_plate: p.license_plate,
    lease_yn: p.lease_yn,
    country: p.country,
  }));
}

/**
 * The request's uploaded documents with their RPG_ID (requirement and plate position), for
 * buildDocumentsToUpload. A plate document whose plate is no longer on the request is left out.
 */
export async function uploadedDocumentsOf(
  db: Database,
  tenantId: number,
  requestId: number,
): Promise<UploadedDocumentInput[]> {
  const [documents, plates] = await Promise.all([
    readRequestDocuments(db, tenantId, requestId),
    readPlates(db, tenantId, requestId),
  ]);
  const positionOf = new Map(plates.map((p) => [p.license_plate, p.position]));
  return documents.flatMap((document) => {
    const position = document.licensePlate === '' ? null : positionOf.get(document.licensePlate);
    if (position === undefined) return [];
    return [
      {
        id: document.id,
        rpgId: encodeRpgId(document.requirementId, position),
        filename: document.filename,
        statusLevel: document.statusLevel,
        statusReasonCode: document.statusReasonCode,
        statusCode: document.statusCode,
        statusReasonText: document.statusReasonText,
      },
    ];
  });
}

/** DOCUMENTS_TO_UPLOAD of a request with what has been uploaded so far. */
export async function documentsToUploadOf(
  db: Database,
  tenantId: number,
  request: RequestKey,
  locale: Locale,
): Promise<DocumentRequirement[]> {
  const [requirements, plates, uploaded] = await Promise.all([
    readRequirements(db, tenantId, request.permit_type_id),
    readPlates(db, tenantId, request.id),
    uploadedDocumentsOf(db, tenantId, request.id),
  ]);
  return buildDocumentsToUpload(requirements, plateInputs(plates), uploaded, locale);
}

/**
 * The facts of DOCUMENTS_CONTINUED (the request flow's DocumentFactsSource): every required document
 * has an upload that is not rejected, and whether anything usable has been uploaded at all. An
 * unknown request has neither.
 */
export async function requestDocumentFacts(
  db: Database,
  tenantId: number,
  requestId: number,
): Promise<{ allRequiredUploaded: boolean; anyUploaded: boolean }> {
  const request = await findRequest(db, tenantId, requestId);
  if (!request) return { allRequiredUploaded: false, anyUploaded: false };
  return documentFactsOf(await documentsToUploadOf(db, tenantId, request, 'nl_NL'));
}

/** Upper case, letters and digits only: how plates are stored (DECISIONS 1, Licence plates). */
export function normalizePlate(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export interface UploadTarget {
  requirementId: number;
  /** '' for an additional document. */
  licensePlate: string;
  maxDocuments: number;
}

/**
 * The document of this request that RPG_ID, DOC_TYPE_CODE and plate (p_dve) name together, exactly
 * as DOCUMENTS_TO_UPLOAD offered it; undefined when they do not agree or the request needs no such document.
 */
export async function findUploadTarget(
  db: Database,
  tenantId: number,
  request: RequestKey,
  given: { rpgId: number; docTypeCode: string; plate: string },
): Promise<UploadTarget | undefined> {
  const [requirements, plates] = await Promise.all([
    readRequirements(db, tenantId, request.permit_type_id),
    readPlates(db, tenantId, request.id),
  ]);
  const item = buildDocumentsToUpload(requirements, plateInputs(plates), [], 'nl_NL').find(
    (candidate) => candidate.RPG_ID === given.rpgId,
  );
  if (!item || item.DOC_TYPE_CODE !== given.docTypeCode.trim()) return undefined;
  const licensePlate = item.DETAIL_VALUE ?? '';
  if (normalizePlate(given.plate) !== licensePlate) return undefined;
  const decoded = decodeRpgId(given.rpgId);
  if (!decoded) return undefined;
  return { requirementId: decoded.requirementId, licensePlate, maxDocuments: item.MAX_DOCUMENTS };
}

/**
 * The documents uploaded for issued products' requests (their own and their plate changes), as
 * DOCUMENTS of a current or history product (lifecycle 2.8, 3), by request id: each with its
 * status, so the product's screens list them under "request documents". One statement for all
 * the products of a listing (issue 15: the same number of statements for 1 product or 50).
 */
export async function productDocumentsByRequest(
  db: Database,
  tenantId: number,
  requestIds: readonly number[],
  locale: Locale,
): Promise<Map<number, ProductDocument[]>> {
  const byRequest = new Map<number, ProductDocument[]>();
  for (const document of await readDocumentsOfRequests(db, tenantId, requestIds)) {
    const list = byRequest.get(document.requestId) ?? [];
    list.push({
      ID: document.id,
      DOC_GROUP_NAME: translate(locale, document.licensePlate ? 'document.group.plate' : 'document.group.additional'),
      DOC_TYPE_NAME: localized(document.requirementDescription ?? undefined, locale),
      FILENAME: document.filename,
      DETAIL_VALUE: document.licensePlate || null,
      STATUS_CODE: document.statusCode,
      STATUS_LEVEL: document.statusLevel,
      STATUS_DESCRIPTION: translate(locale, `document.status.${document.statusCode}`),
      STATUS_REASON_CODE: document.statusReasonCode,
      STATUS_REASON_DESC: document.statusReasonText,
    });
    byRequest.set(document.requestId, list);
  }
  return byRequest;
}

/** The documents of these requests in one list, the oldest request's first (a prolongation's, a waiting entry's). */
export async function productDocumentsOf(
  db: Database,
  tenantId: number,
  requestIds: readonly number[],
  locale: Locale,
): Promise<ProductDocument[]> {
  const byRequest = await productDocumentsByRequest(db, tenantId, requestIds, locale);
  return [...new Set(requestIds)].sort((a, b) => a - b).flatMap((id) => byRequest.get(id) ?? []);
}
