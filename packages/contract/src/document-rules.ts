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

/** The document scope asked once per plate not in the user's name (a leased plate). */
export const LEASE_PLATE_SCOPE = 'LEASE_PLATE';

/**
 * Whether a product asks a proof document for a plate not in the user's name: it has a LEASE_PLATE document
 * requirement. The server builds a request's documents from the same requirements and tells the browser with
 * LICENSEPLATE_REQUIREMENTS' LEASE_PROOF_YN; the plate manager promises a proof document only then (`promisesLeaseProof`).
 */
export function asksLeaseProof(requirements: readonly { scope: string }[]): boolean {
  return requirements.some((requirement) => requirement.scope === LEASE_PLATE_SCOPE);
}

/**
 * What can follow the check stage in the visit that sends a request (issue 24, defect 7), so that the request flow's
 * "Stap n van m" knows its total from the start: the upload stage when the product asks any document (a plate's only
 * when it takes plates, a leased plate's only when leasing is allowed); the confirmation when the product asks one and
 * no required document always sends the request to review first (the confirmation then comes on a later visit).
 * The server tells the browser with the product request parameters' DOCUMENTS_YN and CONFIRMATION_YN.
 */
export function stagesAfterSending(
  requirements: readonly { scope: string; min_status_level: number }[],
  product: { minPlates: number; maxPlates: number; leaseAllowed: boolean; confirmationRequired: boolean },
): { documents: boolean; confirmation: boolean } {
  const takesPlates = product.maxPlates > 0;
  const asked = (scope: string) =>
    scope === 'ADDITIONAL' ||
    (scope === 'PLATE' && takesPlates) ||
    (scope === LEASE_PLATE_SCOPE && product.leaseAllowed && takesPlates);
  const documents = requirements.some((r) => asked(r.scope));
  const alwaysReviewed = requirements.some(
    (r) => r.min_status_level > 0 && (r.scope === 'ADDITIONAL' || (r.scope === 'PLATE' && product.minPlates > 0)),
  );
  return { documents, confirmation: product.confirmationRequired && !alwaysReviewed };
}

/** Whether a requirement is asked for a plate: PLATE for every plate, LEASE_PLATE for a leased one. */
export function requirementAppliesToPlate(scope: string, plate: { lease_yn: 'Y' | 'N' }): boolean {
  return scope === 'PLATE' || (scope === LEASE_PLATE_SCOPE && plate.lease_yn === 'Y');
}

/** The browser's side of `asksLeaseProof`: a leased plate gets the 'a proof document will be asked' note. */
export function promisesLeaseProof(requirement: { LEASE_PROOF_YN?: 'Y' | 'N' | null }): boolean {
  return requirement.LEASE_PROOF_YN === 'Y';
}
