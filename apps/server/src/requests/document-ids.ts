/**
 * One id space for eloket/get_document (p_doc_id), two kinds of file behind it:
 *
 * - below 1,000,000,000: an uploaded document (documents.id; migration 0009 caps the identity there);
 * - from 1,000,000,000 on: the template of a document requirement (DOWNLOAD_DOC.ID), id = offset +
 *   the requirement's id.
 *
 * So a template id can never name someone's document, and the web app downloads both the same way.
 */

export const TEMPLATE_ID_OFFSET = 1_000_000_000;
const MAX_ID = Number.MAX_SAFE_INTEGER;

export type DocumentRef = { kind: 'document'; documentId: number } | { kind: 'template'; requirementId: number };

/** DOWNLOAD_DOC.ID of a requirement's template. */
export function templateDocumentId(requirementId: number): number {
  if (!Number.isSafeInteger(requirementId) || requirementId < 1 || requirementId > MAX_ID - TEMPLATE_ID_OFFSET) {
    throw new RangeError(`Not a requirement id: ${requirementId}`);
  }
  return TEMPLATE_ID_OFFSET + requirementId;
}

/** What a p_doc_id names. */
export function decodeDocumentId(id: number): DocumentRef {
  return id >= TEMPLATE_ID_OFFSET
    ? { kind: 'template', requirementId: id - TEMPLATE_ID_OFFSET }
    : { kind: 'document', documentId: id };
}
