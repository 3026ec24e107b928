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
import { deleteDocument, getDocument, type Locale, maxUploadBytes, uploadFile } from '@parkeerloket/contract';
import type { FileAnswer } from '../http/file-answer.js';
import type { ServiceContext } from '../http/handler.js';
import { type HandlerRegistration, handle, type ServiceAnswer } from '../http/handler.js';
import { translate } from '../http/messages.js';
import { callerRelation } from '../sessions/index.js';
import {
  type DocumentCaller,
  deleteOwnDocument,
  readMaxUploadMb,
  readOwnDocument,
  uploadDocument,
} from './document-service.js';
import { createMalwareScanner } from './malware-scanner.js';
import type { UploadRefusal } from './upload-check.js';

async function documentCaller(ctx: Pick<ServiceContext, 'db' | 'tenant' | 'session'>): Promise<DocumentCaller> {
  const relation = await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
  return { db: ctx.db, tenantId: ctx.tenant.id, relationId: relation.id };
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

/** Why an upload was refused, in the caller's language: the resident's message, and the staff API's at the counter. */
export function uploadRefusalText(locale: Locale, refusal: UploadRefusal): string {
  return translate(locale, `failure.${refusal.code}`, localValues(locale, refusal.values));
}

function refusedUpload(locale: Locale, refusal: UploadRefusal): ServiceAnswer<{ UPLOAD_FILE: number }> {
  return {
    statuscode: refusal.code,
    statusmessage: uploadRefusalText(locale, refusal),
    messagetype: 'E',
    result: [{ UPLOAD_FILE: -1 }],
  };
}

const upload = handle(
  uploadFile,
  async (ctx) => {
    const { params } = ctx;
    const outcome = await uploadDocument(
      await documentCaller(ctx),
      {
        requestId: params.p_request_id,
        rpgId: params.p_rpg_id,
        docTypeCode: params.p_dtp_code,
        plate: params.p_dve,
        filename: params.p_filename || params.p_file_content.filename,
        content: params.p_file_content,
      },
      createMalwareScanner(ctx.config),
    );
    if (outcome.ok) return [{ UPLOAD_FILE: outcome.documentId }];
    if (outcome.checked === 'content') {
      ctx.log.info({ code: outcome.refusal.code, detail: outcome.refusal.detail }, 'upload refused');
    } else if (outcome.checked === 'scan') {
      ctx.log.warn(
        { code: outcome.refusal.code, detail: outcome.refusal.detail },
        'upload refused by the malware scan',
      );
    }
    return refusedUpload(ctx.locale, outcome.refusal);
  },
  // The multipart body is cut off at the municipality's limit while it streams in.
  { fileLimitBytes: async (db, tenantId) => maxUploadBytes(await readMaxUploadMb(db, tenantId)) },
);

const remove = handle(deleteDocument, async (ctx) => {
  await deleteOwnDocument(await documentCaller(ctx), ctx.params.p_doc_id);
  return { result: [], statusmessage: translate(ctx.locale, 'document.deleted'), messagetype: 'I' };
});

const download = handle(getDocument, async (ctx): Promise<FileAnswer> => {
  return { file: await readOwnDocument(await documentCaller(ctx), ctx.params.p_doc_id) };
});

export const documentHandlers: readonly HandlerRegistration[] = [upload, remove, download];
