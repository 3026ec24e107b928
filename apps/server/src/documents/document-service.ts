/**
 * The resident's document use cases (lifecycle 2.5, 2.8, 4.9; DECISIONS 1): upload to their own
 * request while it waits for documents, delete one the municipality has not reviewed yet, and
 * download their own documents and the requirements' templates. Each change runs in one
 * transaction with the request row locked and is written to the audit log. An upload is checked by
 * its content and scanned for malware before that transaction.
 */
import { createHash } from 'node:crypto';
import { maxUploadMb, UPLOAD_STAGE_STATUSCODES } from '@parkeerloket/contract';
import { recordAudit } from '../audit/audit-log.js';
import { readTemplate } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { BusinessFailure } from '../http/business-failure.js';
import type { FileAnswer } from '../http/file-answer.js';
import { notFound } from '../http/service-error.js';
import { decodeDocumentId, findOwnRequest } from '../requests/index.js';
import { readSettings } from '../tenants/index.js';
import {
  countUsableDocuments,
  deleteUnreviewedDocument,
  findOwnDocument,
  insertDocument,
  readDocumentData,
  STATUS_LEVEL,
} from './document-repository.js';
import type { MalwareScanner } from './malware-scanner.js';
import { findUploadTarget } from './request-documents.js';
import { checkUploadedFile, scanRefusal, type UploadRefusal } from './upload-check.js';

export function isUploadStage(status: string): boolean {
  return (UPLOAD_STAGE_STATUSCODES as readonly string[]).includes(status);
}

export async function readMaxUploadMb(db: Database, tenantId: number): Promise<number> {
  return maxUploadMb((await readSettings(db, tenantId)).MAX_UPLOAD_MB);
}

export interface DocumentCaller {
  db: Database;
  tenantId: number;
  relationId: number;
}

export interface UploadInput {
  requestId: number;
  rpgId: number;
  docTypeCode: string;
  plate: string;
  filename: string;
  content: Parameters<typeof checkUploadedFile>[0];
}

/**
 * A staff member uploads a scan for the resident at the counter (issue 28, decision 046): the same checks, but the
 * document records who, and `record` writes the staff audit row (and the resident's message) in the upload's own
 * transaction, so they exist exactly when the document does.
 */
export interface UploadOnBehalf {
  staffId: string;
  staffName: string;
  record: (trx: Database, document: { id: number; requestId: number; filename: string }) => Promise<void>;
}

export type UploadOutcome =
  | { ok: true; documentId: number; filename: string }
  | { ok: false; refusal: UploadRefusal; checked: 'content' | 'scan' | 'request' };

/** Stores the file on the caller's request, or says why not; nothing is stored when refused. */
export async function uploadDocument(
  caller: DocumentCaller,
  input: UploadInput,
  scanner: MalwareScanner,
  onBehalf?: UploadOnBehalf,
): Promise<UploadOutcome> {
  const { db, tenantId, relationId } = caller;
  const audit = (outcome: 'success' | 'refused', detail: string) =>
    recordAudit(db, tenantId, { event: 'document.upload', outcome, relationId, detail });

  const checked = checkUploadedFile(input.content, input.filename, await readMaxUploadMb(db, tenantId));
  if (!checked.ok) {
    await audit('refused', `request ${input.requestId}: ${checked.refusal.detail}`);
    return { ok: false, refusal: checked.refusal, checked: 'content' };
  }
  const file = checked.file;
  const scanned = scanRefusal(await scanner.scan(file.data));
  if (scanned) {
    await audit('refused', `request ${input.requestId}: ${scanned.detail}`);
    return { ok: false, refusal: scanned, checked: 'scan' };
  }

  const outcome = await db.transaction().execute(async (trx): Promise<{ id: number } | UploadRefusal> => {
    // Locked until the end: two uploads at once never both pass MAX_DOCUMENTS, nor one a status change.
    const request = await findOwnRequest(trx, tenantId, relationId, input.requestId, { forUpdate: true });
    if (!request) throw notFound(`request ${input.requestId} is not the caller's`);
    if (!isUploadStage(request.status)) return { code: 'DOCUMENT_STAGE', detail: `request at ${request.status}` };
    const target = await findUploadTarget(trx, tenantId, request, {
      rpgId: input.rpgId,
      docTypeCode: input.docTypeCode,
      plate: input.plate,
    });
    if (!target) {
      return {
        code: 'UPLOAD_REQUIREMENT',
        detail: `rpg ${input.rpgId} / ${input.docTypeCode.slice(0, 32)} / plate does not fit the request`,
      };
    }
    const count = await countUsableDocuments(trx, tenantId, request.id, target.requirementId, target.licensePlate);
    if (count >= target.maxDocuments) return { code: 'UPLOAD_TOO_MANY', detail: `${count} of ${target.maxDocuments}` };
    const id = await insertDocument(trx, tenantId, {
      relationId,
      requestId: request.id,
      requirementId: target.requirementId,
      licensePlate: target.licensePlate,
      filename: file.filename,
      contentType: file.contentType,
      data: file.data,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      ...(onBehalf ? { uploadedBy: { staffId: onBehalf.staffId, staffName: onBehalf.staffName } } : {}),
    });
    await onBehalf?.record(trx, { id, requestId: request.id, filename: file.filename });
    return { id };
  });

  if (!('id' in outcome)) {
    await audit('refused', `request ${input.requestId}: ${outcome.detail}`);
    return { ok: false, refusal: outcome, checked: 'request' };
  }
  await audit(
    'success',
    `request ${input.requestId}: document ${outcome.id} (${file.type}, ${file.data.byteLength} bytes)${onBehalf ? ' at the counter' : ''}`,
  );
  return { ok: true, documentId: outcome.id, filename: file.filename };
}

/** Deletes the caller's document while the municipality has not reviewed it and the request still takes uploads. */
export async function deleteOwnDocument(caller: DocumentCaller, documentIdParam: number): Promise<void> {
  const { db, tenantId, relationId } = caller;
  const ref = decodeDocumentId(documentIdParam);
  if (ref.kind !== 'document') throw notFound('a template cannot be deleted');
  await db.transaction().execute(async (trx) => {
    const document = await findOwnDocument(trx, tenantId, relationId, ref.documentId);
    if (!document) throw notFound(`document ${ref.documentId} is not the caller's`);
    const request = await findOwnRequest(trx, tenantId, relationId, document.requestId, { forUpdate: true });
    if (!request) throw notFound(`request ${document.requestId} is not the caller's`);
    if (!isUploadStage(request.status)) throw new BusinessFailure('DOCUMENT_STAGE', `request at ${request.status}`);
    if (document.statusLevel !== STATUS_LEVEL.uploaded) {
      throw new BusinessFailure('DOCUMENT_REVIEWED', `status level ${document.statusLevel}`);
    }
    if (!(await deleteUnreviewedDocument(trx, tenantId, document.id))) {
      throw new BusinessFailure('DOCUMENT_REVIEWED', 'reviewed meanwhile');
    }
    await recordAudit(trx, tenantId, {
      event: 'document.delete',
      outcome: 'success',
      relationId,
      detail: `request ${request.id}: document ${document.id}`,
    });
  });
}

/** The caller's own document, or a requirement's template (the municipality's form, the same for every resident). */
export async function readOwnDocument(caller: DocumentCaller, documentIdParam: number): Promise<FileAnswer['file']> {
  const { db, tenantId, relationId } = caller;
  const ref = decodeDocumentId(documentIdParam);
  if (ref.kind === 'template') {
    const template = await readTemplate(db, tenantId, ref.requirementId);
    if (!template) throw notFound(`requirement ${ref.requirementId} has no template`);
    return { data: template.data, contentType: template.contentType, filename: template.filename };
  }
  const document = await findOwnDocument(db, tenantId, relationId, ref.documentId);
  const data = document && (await readDocumentData(db, tenantId, document.id));
  if (!document || !data) throw notFound(`document ${ref.documentId} is not the caller's`);
  return { data, contentType: document.contentType, filename: document.filename };
}
