/**
 * eloket/get_document (lifecycle 2.8, 7): p_doc_id; the answer is the file itself, its name in
 * content-disposition (lib/api-client reads both). Used for uploaded documents and, assumed until
 * the server says otherwise, for the templates of DOWNLOAD_DOC (their ID is a p_doc_id too).
 */
import type { DownloadedFile } from '../../../lib/api-client';
import { callService, ServiceError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { endpoints } from '../../../lib/endpoints';
import { documentFileName } from '../upload-rules';

export interface FetchDocumentOptions {
  /** The caller shows a failure itself (the viewer does, in its dialog). */
  quiet?: boolean;
  signal?: AbortSignal;
  /** The name the list gave (FILENAME), used when the answer names none. */
  knownName?: string | null;
}

export async function fetchDocument(documentId: number, options: FetchDocumentOptions = {}): Promise<DownloadedFile> {
  const answer = await callService(
    endpoints.getDocument,
    { p_doc_id: String(documentId) },
    { quiet: options.quiet ?? false, ...(options.signal ? { signal: options.signal } : {}) },
  );
  if (!answer.file) {
    // An envelope that says OK but carries no file: nothing to show.
    throw new ServiceError('failure', { ...answer, statuscode: 'INTERNAL_ERROR' });
  }
  return { blob: answer.file.blob, fileName: documentFileName(answer.file.fileName, options.knownName) };
}

/** Fetches a document (or template) and hands it to the browser as a download. */
export async function downloadDocument(documentId: number, knownName?: string | null): Promise<void> {
  saveFile(await fetchDocument(documentId, { knownName }));
}
