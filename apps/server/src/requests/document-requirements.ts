/**
 * The documents a request needs (DOCUMENTS_TO_UPLOAD; lifecycle 2.5, 3): built from the permit
 * type's document requirements, the request's plates and the documents already uploaded. Pure.
 *
 * Scopes: ADDITIONAL is asked once per request; PLATE once per plate; LEASE_PLATE once per plate
 * with LEASE Y (not in the user's name). Plate documents come first (plate by plate, in plate
 * order, each plate's requirements in their order), then the additional ones.
 *
 * RPG_ID identifies requirement and plate together: requirement id × 10 + the plate's position
 * (1 to 5), or + 0 for an additional document. `decodeRpgId` turns it back.
 */
import {
  type DocumentRequirement,
  isRejectedDocument,
  type Locale,
  requirementAppliesToPlate,
  requirementMet,
} from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import type { LocalizedText } from '../db/schema.js';
import { translate } from '../http/messages.js';
import { templateDocumentId } from './document-ids.js';
import type { DocumentsNeed } from './request-machine.js';

/** Plates per request are at most 5, so one decimal digit holds the position. */
const RPG_PLATE_FACTOR = 10;

export interface RequirementInput {
  id: number;
  doc_type_code: string;
  description: LocalizedText;
  instruction: LocalizedText;
  scope: 'ADDITIONAL' | 'PLATE' | 'LEASE_PLATE';
  max_documents: number;
  min_status_level: number;
  /** Set when the requirement has a template to download (DOWNLOAD_DOC, with the requirement's id as ID). */
  template_filename: string | null;
  position: number;
}

export interface PlateInput {
  /** 1 to 5, the plate's place in the request. */
  position: number;
  license_plate: string;
  lease_yn: 'Y' | 'N';
  /** Empty or NL for a Dutch plate. */
  country?: string;
}

/** A document already uploaded for one requirement (and plate) of the request. */
export interface UploadedInput {
  id: number;
  rpgId: number;
  filename: string;
  statusLevel: number;
  /** NVT: rejected (not applicable). */
  statusReasonCode: string | null;
  /** The document's status (UPLOADED, ACCEPTED, REJECTED): shown as STATUS_DESCRIPTION. */
  statusCode?: string | null;
  /** The employee's reason for a rejection, as they wrote it: STATUS_REASON_DESC. */
  statusReasonText?: string | null;
}

export interface RpgTarget {
  requirementId: number;
  /** The plate's position (1 to 5); null for an additional document. */
  platePosition: number | null;
}

export function encodeRpgId(requirementId: number, platePosition: number | null): number {
  return requirementId * RPG_PLATE_FACTOR + (platePosition ?? 0);
}

/** The requirement and plate an RPG_ID stands for; null when it cannot be one of ours. */
export function decodeRpgId(rpgId: number): RpgTarget | null {
  if (!Number.isSafeInteger(rpgId) || rpgId < RPG_PLATE_FACTOR) return null;
  const position = rpgId % RPG_PLATE_FACTOR;
  if (position > 5) return null;
  return { requirementId: Math.floor(rpgId / RPG_PLATE_FACTOR), platePosition: position === 0 ? null : position };
}

/**
 * A Dutch plate as it is written (AB-12-CD): dashes where letters and digits meet, and a group
 * of four split in two. Other plates as they are.
 */
export function displayPlate(plate: string, country = ''): string {
  if (plate.length !== 6 || !/^[A-Z0-9]+$/.test(plate) || !['', 'NL'].includes(country.toUpperCase())) return plate;
  const groups = plate.match(/[A-Z]+|[0-9]+/g) ?? [plate];
  const split = groups.flatMap((group) => (group.length === 4 ? [group.slice(0, 2), group.slice(2)] : [group]));
  return split.length === 3 ? split.join('-') : plate;
}

function item(
  requirement: RequirementInput,
  plate: PlateInput | null,
  uploaded: readonly UploadedInput[],
  locale: Locale,
): DocumentRequirement {
  const rpgId = encodeRpgId(requirement.id, plate?.position ?? null);
  return {
    RPG_ID: rpgId,
    DOC_TYPE_CODE: requirement.doc_type_code,
    DOC_TYPE_DESCRIPTION: localized(requirement.description, locale),
    /** Not named by the spec: the instruction text the upload stage shows (lifecycle 2.5). */
    INSTRUCTION: localized(requirement.instruction, locale),
    DISPLAY_DVE: plate ? displayPlate(plate.license_plate, plate.country) : null,
    DETAIL_VALUE: plate ? plate.license_plate : null,
    MAX_DOCUMENTS: requirement.max_documents,
    MIN_STATUS_LEVEL: requirement.min_status_level,
    DOWNLOAD_DOC: requirement.template_filename
      ? { ID: templateDocumentId(requirement.id), FILENAME: requirement.template_filename }
      : null,
    UPLOADED_DOCUMENTS: uploaded
      .filter((document) => document.rpgId === rpgId)
      .map((document) => ({
        ID: document.id,
        FILENAME: document.filename,
        STATUS_LEVEL: document.statusLevel,
        STATUS_REASON_CODE: document.statusReasonCode,
        STATUS_DESCRIPTION: document.statusCode ? translate(locale, `document.status.${document.statusCode}`) : null,
        STATUS_REASON_DESC: document.statusReasonText ?? null,
      })),
  };
}

/** DOCUMENTS_TO_UPLOAD of a request: plate documents first, then additional ones. */
export function buildDocumentsToUpload(
  requirements: readonly RequirementInput[],
  plates: readonly PlateInput[],
  uploaded: readonly UploadedInput[],
  locale: Locale,
): DocumentRequirement[] {
  const ordered = [...requirements].sort((a, b) => a.position - b.position || a.id - b.id);
  const forPlates = [...plates]
    .sort((a, b) => a.position - b.position)
    .flatMap((plate) =>
      ordered.filter((r) => requirementAppliesToPlate(r.scope, plate)).map((r) => item(r, plate, uploaded, locale)),
    );
  const additional = ordered.filter((r) => r.scope === 'ADDITIONAL').map((r) => item(r, null, uploaded, locale));
  return [...forPlates, ...additional];
}

/** none: nothing to upload; required: at least one document with MIN_STATUS_LEVEL above 0; else optional. */
export function documentsNeed(documents: readonly Pick<DocumentRequirement, 'MIN_STATUS_LEVEL'>[]): DocumentsNeed {
  if (documents.length === 0) return 'none';
  return documents.some((document) => document.MIN_STATUS_LEVEL > 0) ? 'required' : 'optional';
}

/**
 * The facts the machine's DOCUMENTS_CONTINUED needs, from the built list: every required document
 * has an upload that is not rejected (NVT), and whether anything usable is uploaded at all.
 */
export function documentFactsOf(documents: readonly DocumentRequirement[]): {
  allRequiredUploaded: boolean;
  anyUploaded: boolean;
} {
  return {
    allRequiredUploaded: documents.every((document) => requirementMet(document, document.UPLOADED_DOCUMENTS)),
    anyUploaded: documents.some((document) => document.UPLOADED_DOCUMENTS.some((u) => !isRejectedDocument(u))),
  };
}
