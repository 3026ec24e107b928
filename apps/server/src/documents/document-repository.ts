/**
 * All SQL on uploaded documents and requirement templates. Every function takes the tenant and
 * filters on it; inside a transaction pass the transaction object. File contents are read only by
 * the functions that say so: listings never load them.
 */
import { DOCUMENT_REJECTED_REASON } from '@parkeerloket/contract';
import { sql } from 'kysely';
import { requirementDescriptionOf } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { reusableStatement } from '../db/reusable-statement.js';
import type { LocalizedText } from '../db/schema.js';

export type StatusLevel = 0 | 1 | 2;
export type DocumentStatusCode = 'UPLOADED' | 'ACCEPTED' | 'REJECTED';

/** STATUS_LEVEL of the wire: 1 uploaded and awaiting review, 2 accepted, 0 rejected. */
export const STATUS_LEVEL = { rejected: 0, uploaded: 1, accepted: 2 } as const satisfies Record<string, StatusLevel>;

export interface StoredDocument {
  id: number;
  relationId: number;
  requestId: number;
  requirementId: number;
  /** '' for an additional document. */
  licensePlate: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  statusLevel: StatusLevel;
  statusCode: DocumentStatusCode;
  statusReasonCode: string | null;
  statusReasonText: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

export interface NewDocument {
  relationId: number;
  requestId: number;
  requirementId: number;
  licensePlate: string;
  filename: string;
  contentType: string;
  data: Uint8Array;
  sha256: string;
  /** The staff member who uploaded it for the resident at the counter; left out when the resident did. */
  uploadedBy?: { staffId: string; staffName: string };
}

const COLUMNS = [
  'id',
  'relation_id',
  'request_id',
  'requirement_id',
  'license_plate',
  'filename',
  'content_type',
  'size',
  'sha256',
  'status_level',
  'status_code',
  'status_reason_code',
  'status_reason_text',
  'created_at',
  'reviewed_at',
] as const;

type Row = {
  id: number;
  relation_id: number;
  request_id: number;
  requirement_id: number;
  license_plate: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  status_level: StatusLevel;
  status_code: DocumentStatusCode;
  status_reason_code: string | null;
  status_reason_text: string | null;
  created_at: Date;
  reviewed_at: Date | null;
};

function toDocument(row: Row): StoredDocument {
  return {
    id: row.id,
    relationId: row.relation_id,
    requestId: row.request_id,
    requirementId: row.requirement_id,
    licensePlate: row.license_plate,
    filename: row.filename,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    statusLevel: row.status_level,
    statusCode: row.status_code,
    statusReasonCode: row.status_reason_code,
    statusReasonText: row.status_reason_text,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

export async function insertDocument(trx: Database, tenantId: number, document: NewDocument): Promise<number> {
  const { id } = await trx
    .insertInto('documents')
    .values({
      tenant_id: tenantId,
      relation_id: document.relationId,
      request_id: document.requestId,
      requirement_id: document.requirementId,
      license_plate: document.licensePlate,
      filename: document.filename,
      content_type: document.contentType,
      size: document.data.byteLength,
      data: document.data,
      sha256: document.sha256,
      ...(document.uploadedBy
        ? { uploaded_by_staff_id: document.uploadedBy.staffId, uploaded_by_staff_name: document.uploadedBy.staffName }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Documents of one requirement (and plate) of a request that count towards MAX_DOCUMENTS: all but the rejected. */
export async function countUsableDocuments(
  db: Database,
  tenantId: number,
  requestId: number,
  requirementId: number,
  licensePlate: string,
): Promise<number> {
  const { count } = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('requirement_id', '=', requirementId)
    .where('license_plate', '=', licensePlate)
    .where('status_level', '<>', STATUS_LEVEL.rejected)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A document of the relation; undefined when it does not exist, or is another relation's or tenant's. */
export async function findOwnDocument(
  db: Database,
  tenantId: number,
  relationId: number,
  documentId: number,
): Promise<StoredDocument | undefined> {
  const row = await db
    .selectFrom('documents')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row && toDocument(row);
}

/** A document of the tenant whoever uploaded it (an employee's review). */
export async function findDocument(
  db: Database,
  tenantId: number,
  documentId: number,
): Promise<StoredDocument | undefined> {
  const row = await db
    .selectFrom('documents')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row && toDocument(row);
}

/** The file itself; only after the caller has established who may read it. */
export async function readDocumentData(
  db: Database,
  tenantId: number,
  documentId: number,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('documents')
    .select('data')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row?.data;
}

/** Deletes a document only while it is still at STATUS_LEVEL 1; answers whether it was deleted. */
export async function deleteUnreviewedDocument(trx: Database, tenantId: number, documentId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('documents')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', documentId)
    .where('status_level', '=', STATUS_LEVEL.uploaded)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every document of a request, oldest first, without contents. */
export async function readRequestDocuments(
  db: Database,
  tenantId: number,
  requestId: number,
): Promise<StoredDocument[]> {
  const rows = await db
    .selectFrom('documents')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
  return rows.map(toDocument);
}

/**
 * The statement of readDocumentsOfRequests, built once (db/reusable-statement.ts): the request ids go as one
 * array parameter (`= any($2::int[])`), so its text is the same for 1 request or 50 and Kysely does not
 * build and compile it again on every listing of issued products, waiting entries or prolongations (issue 29).
 */
const DOCUMENTS_OF_REQUESTS = reusableStatement(['tenant', 'requests'], (db, values) =>
  db
    .selectFrom('documents as d')
    .select(COLUMNS.map((c) => `d.${c}` as const))
    .select(requirementDescriptionOf(db, 'd.tenant_id', 'd.requirement_id').as('requirement_description'))
    .where('d.tenant_id', '=', values.tenant)
    .where(sql<boolean>`d.request_id = any(${values.requests}::int[])`)
    .orderBy('d.request_id')
    .orderBy('d.id'),
);

/**
 * Every document of several requests (one query for a listing, however many products), without
 * contents, each with its requirement's description.
 */
export async function readDocumentsOfRequests(
  db: Database,
  tenantId: number,
  requestIds: readonly number[],
): Promise<(StoredDocument & { requirementDescription: LocalizedText | null })[]> {
  if (requestIds.length === 0) return [];
  const rows = await DOCUMENTS_OF_REQUESTS.run(db, { tenant: tenantId, requests: [...new Set(requestIds)] });
  return rows.map((row) => ({ ...toDocument(row), requirementDescription: row.requirement_description }));
}

export type ReviewDecision = { level: 2 } | { level: 0; reasonText: string };

/**
 * Records an employee's decision on documents of one request: accepted (2) or rejected (0, reason
 * code NVT with the reason text). The caller decides which documents; answers how many changed.
 */
export async function setDocumentsReviewed(
  trx: Database,
  tenantId: number,
  requestId: number,
  documentIds: readonly number[],
  decision: ReviewDecision,
): Promise<number> {
  if (documentIds.length === 0) return 0;
  const result = await trx
    .updateTable('documents')
    .set(
      decision.level === 2
        ? { status_level: 2, status_code: 'ACCEPTED', status_reason_code: null, status_reason_text: null }
        : {
            status_level: 0,
            status_code: 'REJECTED',
            status_reason_code: DOCUMENT_REJECTED_REASON,
            status_reason_text: decision.reasonText,
          },
    )
    .set({ reviewed_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('id', 'in', documentIds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
