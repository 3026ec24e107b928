/**
 * When a document requirement of a request is met (lifecycle 2.5, 3, 4.9): the browser enables Next on the
 * upload stage with it, the server decides with it whether a request may leave the upload stage.
 */
import { DOCUMENT_REJECTED_REASON } from './status-codes.js';

/** An uploaded document the municipality rejected: STATUS_REASON_CODE NVT ("not applicable"). */
export function isRejectedDocument(document: { STATUS_REASON_CODE?: string | null }): boolean {
  return (document.STATUS_REASON_CODE ?? '').trim().toUpperCase() === DOCUMENT_REJECTED_REASON;
}

/**
 * Met: MIN_STATUS_LEVEL 0 (the document is optional), or at least one of its documents is not rejected. A
 * rejected upload does not count: it must be replaced.
 */
export function requirementMet(
  requirement: { MIN_STATUS_LEVEL: number },
  documents: readonly { STATUS_REASON_CODE?: string | null }[],
): boolean {
  return requirement.MIN_STATUS_LEVEL <= 0 || documents.some((document) => !isRejectedDocument(document));
}

type PlateFields = { DISPLAY_DVE?: string | null; DETAIL_VALUE?: string | null };

/** A requirement with DISPLAY_DVE and DETAIL_VALUE is a licence-plate document; the others are additional. */
export function isPlateDocument(requirement: PlateFields): boolean {
  return Boolean(requirement.DISPLAY_DVE?.trim()) && Boolean(requirement.DETAIL_VALUE?.trim());
}

/** The plate as a document's heading shows it: DISPLAY_DVE (the written form), else DETAIL_VALUE; null for an additional document. */
export function plateLabel(requirement: PlateFields): string | null {
  if (!isPlateDocument(requirement)) return null;
  return (requirement.DISPLAY_DVE ?? requirement.DETAIL_VALUE ?? '').trim();
}

/** Licence-plate documents first, then additional documents (lifecycle 2.5); otherwise in the server's order. */
export function orderRequirements<R extends PlateFields>(requirements: readonly R[]): R[] {
  return [...requirements.filter(isPlateDocument), ...requirements.filter((r) => !isPlateDocument(r))];
}
