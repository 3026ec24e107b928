/**
 * Documents (lifecycle 2.5, 2.8, 4.9, 5, 7, 8; DECISIONS 1): a resident uploads supporting
 * documents for their own request while it waits for them, may delete one until the municipality
 * has reviewed it, and downloads their own documents and the requirements' templates.
 *
 * - Someone else's request or document (another relation, another tenant) is NOT_FOUND: a 404
 *   envelope that says nothing about whether it exists.
 * - A refused upload stores nothing and answers a business failure code with [{UPLOAD_FILE: -1}]
 *   and a translated message (messagetype E), so a client reading only UPLOAD_FILE sees -1 too.
 */
import { createHash } from 'node:crypto';
import { deleteDocument, getDocument, type Locale, UPLOAD_STAGE_STATUSCODES, uploadFile } from '@parkeerloket/contract';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { BusinessFailure } from '../http/business-failure.js';
import type { FileAnswer } from '../http/file-answer.js';
import { type HandlerRegistration, handle, type ServiceAnswer } from '../http/handler.js';
import { translate } from '../http/messages.js';
import { notFound, sessionTimeout } from '../http/service-error.js';
import { findOwnRequest } from '../request-flow/request-repository.js';
import type { Session } from '../sessions/session-repository.js';
import { decodeDocumentId } from './document-ids.js';
import {
  countUsableDocuments,
  deleteUnreviewedDocument,
  findOwnDocument,
  insertDocument,
  readDocumentData,
  readTemplate,
  STATUS_LEVEL,
} from './document-repository.js';
import { createMalwareScanner } from './malware-scanner.js';
import { findUploadTarget } from './request-documents.js';
import { checkUploadedFile, maxUploadBytesOf, maxUploadMb, scanRefusal, type UploadRefusal } from './upload-check.js';

function relationOf(session: Session | null): number {
  const relationId = session?.relationId;
  if (relationId === null || relationId === undefined) throw sessionTimeout();
  return relationId;
}

export function isUploadStage(status: string): boolean {
  return (UPLOAD_STAGE_STATUSCODES as readonly string[]).includes(status);
}

export async function readMaxUploadMb(db: Database, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('tenant_settings')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', 'MAX_UPLOAD_MB')
    .executeTakeFirst();
  return maxUploadMb(row?.value);
}

/** Numbers in a message as the language writes them: 2,5 in Dutch. */
function localValues(locale: Locale, values: Record<string, string | number> = {}) {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'number' && locale === 'nl_NL' ? String(v).replace('.', ',') : v,
    ]),
  );
}

function refusedUpload(locale: Locale, refusal: UploadRefusal): ServiceAnswer<{ UPLOAD_FILE: number }> {
  return {
    statuscode: refusal.code,
    statusmessage: translate(locale, `failure.${refusal.code}`, localValues(locale, refusal.values)),
    messagetype: 'E',
    result: [{ UPLOAD_FILE: -1 }],
  };
}

const upload = handle(
  uploadFile,
  async (ctx) => {
    const relationId = relationOf(ctx.session);
    const { tenant, params, db } = ctx;
    const audit = (outcome: 'success' | 'refused', detail: string) =>
      recordAudit(db, tenant.id, { event: 'document.upload', outcome, relationId, detail });

    const checked = checkUploadedFile(
      params.p_file_content,
      params.p_filename || params.p_file_content.filename,
      await readMaxUploadMb(db, tenant.id),
    );
    if (!checked.ok) {
      ctx.log.info({ code: checked.refusal.code, detail: checked.refusal.detail }, 'upload refused');
      await audit('refused', `request ${params.p_request_id}: ${checked.refusal.detail}`);
      return refusedUpload(ctx.locale, checked.refusal);
    }
    const file = checked.file;
    const scanned = scanRefusal(await createMalwareScanner(ctx.config).scan(file.data));
    if (scanned) {
      ctx.log.warn({ code: scanned.code, detail: scanned.detail }, 'upload refused by the malware scan');
      await audit('refused', `request ${params.p_request_id}: ${scanned.detail}`);
      return refusedUpload(ctx.locale, scanned);
    }

    const outcome = await db.transaction().execute(async (trx): Promise<{ id: number } | UploadRefusal> => {
      // Locked until the end: two uploads at once never both pass MAX_DOCUMENTS, nor one a status change.
      const request = await findOwnRequest(trx, tenant.id, relationId, params.p_request_id, { forUpdate: true });
      if (!request) throw notFound(`request ${params.p_request_id} is not the caller's`);
      if (!isUploadStage(request.status)) return { code: 'DOCUMENT_STAGE', detail: `request at ${request.status}` };
      const target = await findUploadTarget(trx, tenant.id, request, {
        rpgId: params.p_rpg_id,
        docTypeCode: params.p_dtp_code,
        plate: params.p_dve,
      });
      if (!target) {
        return {
          code: 'UPLOAD_REQUIREMENT',
          detail: `rpg ${params.p_rpg_id} / ${params.p_dtp_code.slice(0, 32)} / plate does not fit the request`,
        };
      }
      const count = await countUsableDocuments(trx, tenant.id, request.id, target.requirementId, target.licensePlate);
      if (count >= target.maxDocuments)
        return { code: 'UPLOAD_TOO_MANY', detail: `${count} of ${target.maxDocuments}` };
      const id = await insertDocument(trx, tenant.id, {
        relationId,
        requestId: request.id,
        requirementId: target.requirementId,
        licensePlate: target.licensePlate,
        filename: file.filename,
        contentType: file.contentType,
        data: file.data,
        sha256: createHash('sha256').update(file.data).digest('hex'),
      });
      return { id };
    });

    if (!('id' in outcome)) {
      await audit('refused', `request ${params.p_request_id}: ${outcome.detail}`);
      return refusedUpload(ctx.locale, outcome);
    }
    await audit(
      'success',
      `request ${params.p_request_id}: document ${outcome.id} (${file.type}, ${file.data.byteLength} bytes)`,
    );
    return [{ UPLOAD_FILE: outcome.id }];
  },
  {
    fileLimitBytes: async (db, tenantId) => maxUploadBytesOf(await readMaxUploadMb(db, tenantId)),
  },
);

const remove = handle(deleteDocument, async (ctx) => {
  const relationId = relationOf(ctx.session);
  const { tenant, params, db } = ctx;
  const ref = decodeDocumentId(params.p_doc_id);
  if (ref.kind !== 'document') throw notFound('a template cannot be deleted');
  await db.transaction().execute(async (trx) => {
    const document = await findOwnDocument(trx, tenant.id, relationId, ref.documentId);
    if (!document) throw notFound(`document ${ref.documentId} is not the caller's`);
    const request = await findOwnRequest(trx, tenant.id, relationId, document.requestId, { forUpdate: true });
    if (!request) throw notFound(`request ${document.requestId} is not the caller's`);
    if (!isUploadStage(request.status)) throw new BusinessFailure('DOCUMENT_STAGE', `request at ${request.status}`);
    if (document.statusLevel !== STATUS_LEVEL.uploaded) {
      throw new BusinessFailure('DOCUMENT_REVIEWED', `status level ${document.statusLevel}`);
    }
    if (!(await deleteUnreviewedDocument(trx, tenant.id, document.id))) {
      throw new BusinessFailure('DOCUMENT_REVIEWED', 'reviewed meanwhile');
    }
    await recordAudit(trx, tenant.id, {
      event: 'document.delete',
      outcome: 'success',
      relationId,
      detail: `request ${request.id}: document ${document.id}`,
    });
  });
  return { result: [], statusmessage: translate(ctx.locale, 'document.deleted'), messagetype: 'I' };
});

const download = handle(getDocument, async (ctx): Promise<FileAnswer> => {
  const relationId = relationOf(ctx.session);
  const { tenant, params, db } = ctx;
  const ref = decodeDocumentId(params.p_doc_id);
  if (ref.kind === 'template') {
    // A template is the municipality's own form, the same for everyone: any resident of the tenant may have it.
    const template = await readTemplate(db, tenant.id, ref.requirementId);
    if (!template) throw notFound(`requirement ${ref.requirementId} has no template`);
    return { file: { data: template.data, contentType: template.contentType, filename: template.filename } };
  }
  const document = await findOwnDocument(db, tenant.id, relationId, ref.documentId);
  const data = document && (await readDocumentData(db, tenant.id, document.id));
  if (!document || !data) throw notFound(`document ${ref.documentId} is not the caller's`);
  return { file: { data, contentType: document.contentType, filename: document.filename } };
});

export const documentHandlers: readonly HandlerRegistration[] = [upload, remove, download];
