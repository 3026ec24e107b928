/**
 * The document rules of the upload stage and the document viewer (lifecycle 2.5, 2.8, 3, 4.9, 5, 8, 9;
 * DECISIONS 1 "Upload types"), pure so they are tested without a browser:
 *
 * - the pre-checks before a file is sent (one file, type by extension and MIME type, size);
 * - what an upload answer means (UPLOAD_FILE -1 is a failure);
 * - the camera's file names;
 * - how the viewer shows a file (inline, with a note, or as a download) and which name it uses;
 * - which documents a requirement shows, which count, and when a requirement is met.
 *
 * The server checks every upload again, by its content (magic bytes): these checks only spare the
 * user a round trip for a file that cannot be right.
 */
import {
  CAMERA,
  type DocumentRequirement,
  fileExtension,
  hasControlCharacters,
  isPlateDocument,
  isRejectedDocument,
  maxUploadMb as maxUploadMbOf,
  requirementMet as requirementMetByContract,
  stripControlCharacters,
  type UploadedDocument,
  validateUpload,
} from '@parkeerloket/contract';

/** A file uploaded in this session: it keeps the original file (lifecycle 3). */
export interface SessionUpload {
  UPLOAD_FILE_ID: number;
  RPG_ID: number;
  file: File;
}

// ---- Pre-checks (lifecycle 5, 9).

export type UploadProblem =
  | { code: 'no_file' }
  | { code: 'one_file_at_a_time' }
  | { code: 'file_type_not_allowed' }
  | { code: 'file_too_large'; maxMb: number };

/**
 * Whether a file may be sent: the contract's validateUpload (extension and declared type, then at most
 * MAX_UPLOAD_MB × 1,048,576 bytes), with the maximum named for the message. `maxUploadMb` is the
 * tenant's MAX_UPLOAD_MB as the contract's maxUploadMb reads it. `null` when the file may be sent.
 */
export function checkUploadFile(
  file: { name: string; type: string; size: number },
  maxUploadMb?: number | null,
): UploadProblem | null {
  const maxMb = maxUploadMbOf(maxUploadMb);
  const code = validateUpload(file, maxMb);
  if (code === 'file_too_large') return { code, maxMb };
  return code ? { code } : null;
}

/** One file at a time (lifecycle 9): the only file of a selection, or the reason there is none. */
export function singleFile<F extends { name: string; type: string; size: number }>(
  files: ArrayLike<F> | null | undefined,
): { file: F } | { problem: UploadProblem } {
  if (!files || files.length === 0) return { problem: { code: 'no_file' } };
  if (files.length > 1) return { problem: { code: 'one_file_at_a_time' } };
  return { file: files[0] as F };
}

/** The translation key and values of a pre-check problem (the texts of lifecycle 5 and 8). */
export function uploadProblemText(problem: UploadProblem): { key: string; values?: Record<string, string | number> } {
  switch (problem.code) {
    case 'file_type_not_allowed':
      return { key: 'validation.file_type_not_allowed' };
    case 'file_too_large':
      return { key: 'validation.file_too_large', values: { max: problem.maxMb } };
    case 'one_file_at_a_time':
      return { key: 'documents.upload.one_file' };
    case 'no_file':
      return { key: 'documents.upload.no_file' };
  }
}

// ---- The upload call (lifecycle 7, 8).

/** p_dve: the plate for a licence-plate document (DETAIL_VALUE), else empty. */
export function uploadDve(requirement: Pick<DocumentRequirement, 'DISPLAY_DVE' | 'DETAIL_VALUE'>): string {
  return isPlateDocument(requirement) ? (requirement.DETAIL_VALUE ?? '').trim() : '';
}

/**
 * What eloket/upload_file answered: the new document's id, or a failure with the server's
 * statusmessage (null: the caller says 'Document upload failed. Please try again.').
 */
export function uploadOutcome(
  result: readonly { UPLOAD_FILE?: unknown }[],
  statusmessage: string | null | undefined,
): { id: number } | { failed: string | null } {
  const id = result[0]?.UPLOAD_FILE;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return { id };
  const message = (statusmessage ?? '').trim();
  return { failed: message === '' ? null : message };
}

// ---- Camera (lifecycle 9).

/** The dialog camera's photo: PNG, named camera_{timestamp}.png. */
export function cameraFileName(timestamp: number): string {
  return CAMERA.dialog.fileName(Math.trunc(timestamp), 'png');
}

/** The full-screen camera's photo: JPEG, always 'Photo of document.jpg'. */
export const FULL_SCREEN_PHOTO_NAME: string = CAMERA.fullScreen.fileName;

// ---- The viewer (lifecycle 2.8).

/**
 * How the viewer shows a file: images and PDF inline, DOCX with its name and a download (browsers
 * cannot render Word files), anything else is downloaded at once.
 */
export type ViewerMode = 'image' | 'pdf' | 'docx' | 'download';

export function viewerMode(fileName: string): ViewerMode {
  switch (fileExtension(fileName)) {
    case 'jpg':
    case 'jpeg':
    case 'png':
      return 'image';
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    default:
      return 'download';
  }
}

/**
 * The type the viewer gives the file's blob: a server may answer application/octet-stream, and
 * then a browser downloads a PDF instead of showing it.
 */
export function viewerMimeType(fileName: string): string | null {
  switch (fileExtension(fileName)) {
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'pdf':
      return 'application/pdf';
    default:
      return null;
  }
}

/** The name lib/api-client gives a file answer without a content-disposition name. */
const NO_DISPOSITION_NAME = 'download';

/**
 * The name to show and save a fetched document under: the content-disposition name
 * (lib/api-client's fileNameFromDisposition reads `filename*=UTF-8''…` and `filename="…"`),
 * without any folder part or control characters; the known FILENAME when the answer named none.
 */
export function documentFileName(dispositionName: string | null | undefined, known?: string | null): string {
  const clean = (name: string | null | undefined) =>
    stripControlCharacters((name ?? '').replace(/^.*[\\/]/, '')).trim();
  const fromAnswer = clean(dispositionName);
  if (fromAnswer !== '' && fromAnswer !== NO_DISPOSITION_NAME) return fromAnswer;
  const fromList = clean(known);
  return fromList !== '' ? fromList : fromAnswer || NO_DISPOSITION_NAME;
}

// ---- Requirements (lifecycle 2.5, 3, 4.9).

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * What a rejected document shows under its name (lifecycle 2.5, 4.9): STATUS_DESCRIPTION, unless it only says
 * 'rejected' again (`rejectedLabel`, the block's own word for it), and the employee's reason STATUS_REASON_DESC.
 */
export function rejectionTexts(
  document: Readonly<Record<string, unknown>>,
  rejectedLabel: string,
): { description: string; reason: string } {
  const description = textOf(document.STATUS_DESCRIPTION);
  return {
    description: description.toLowerCase() === rejectedLabel.trim().toLowerCase() ? '' : description,
    reason: textOf(document.STATUS_REASON_DESC),
  };
}

/** An uploaded document may be deleted only on the upload stage and only at STATUS_LEVEL 1 (lifecycle 4.9). */
export function canDeleteUploaded(document: Pick<UploadedDocument, 'STATUS_LEVEL'>): boolean {
  return document.STATUS_LEVEL === 1;
}

/** One file the block shows: a document the server listed, or one uploaded in this session. */
export type ShownDocument =
  | { kind: 'server'; id: number; fileName: string; rejected: boolean; deletable: boolean; document: UploadedDocument }
  | { kind: 'session'; id: number; fileName: string; rejected: false; deletable: true; upload: SessionUpload };

/**
 * The files of a requirement: the server's UPLOADED_DOCUMENTS not deleted in this session, then this
 * session's uploads for it (a session upload the server also lists is shown once, with its file).
 * A session upload is deletable: it is new, so at STATUS_LEVEL 1; the server refuses otherwise.
 */
export function shownDocuments(
  requirement: Pick<DocumentRequirement, 'RPG_ID' | 'UPLOADED_DOCUMENTS'>,
  sessionUploads: readonly SessionUpload[],
  deletedIds: Iterable<number> = [],
): ShownDocument[] {
  const deleted = new Set(deletedIds);
  const session = sessionUploads.filter((u) => u.RPG_ID === requirement.RPG_ID && !deleted.has(u.UPLOAD_FILE_ID));
  const sessionIds = new Set(session.map((u) => u.UPLOAD_FILE_ID));
  const fromServer: ShownDocument[] = (requirement.UPLOADED_DOCUMENTS ?? [])
    .filter((d) => !deleted.has(d.ID) && !sessionIds.has(d.ID))
    .map((document) => ({
      kind: 'server',
      id: document.ID,
      fileName: document.FILENAME,
      rejected: isRejectedDocument(document),
      deletable: canDeleteUploaded(document),
      document,
    }));
  const fromSession: ShownDocument[] = session.map((upload) => ({
    kind: 'session',
    id: upload.UPLOAD_FILE_ID,
    fileName: upload.file.name,
    rejected: false,
    deletable: true,
    upload,
  }));
  return [...fromServer, ...fromSession];
}

/** The documents that count: shown and not rejected. */
export function countingDocuments(
  requirement: Pick<DocumentRequirement, 'RPG_ID' | 'UPLOADED_DOCUMENTS'>,
  sessionUploads: readonly SessionUpload[],
  deletedIds: Iterable<number> = [],
): number {
  return shownDocuments(requirement, sessionUploads, deletedIds).filter((d) => !d.rejected).length;
}

/**
 * The upload box shows while the number of files is below MAX_DOCUMENTS. A rejected upload does not
 * count: it must be replaced (DOCS_REJECTED_UPLOAD), and it usually cannot be deleted.
 */
export function canUploadMore(
  requirement: Pick<DocumentRequirement, 'RPG_ID' | 'UPLOADED_DOCUMENTS' | 'MAX_DOCUMENTS'>,
  sessionUploads: readonly SessionUpload[],
  deletedIds: Iterable<number> = [],
): boolean {
  return countingDocuments(requirement, sessionUploads, deletedIds) < requirement.MAX_DOCUMENTS;
}

/**
 * Met (the contract's requirementMet, which the server applies too): MIN_STATUS_LEVEL 0, or at least one
 * shown document that is not rejected; this session's uploads are new, so never rejected.
 */
export function requirementMet(
  requirement: Pick<DocumentRequirement, 'RPG_ID' | 'UPLOADED_DOCUMENTS' | 'MIN_STATUS_LEVEL'>,
  sessionUploads: readonly SessionUpload[],
  deletedIds: Iterable<number> = [],
): boolean {
  const shown = shownDocuments(requirement, sessionUploads, deletedIds);
  return requirementMetByContract(
    requirement,
    shown.map((d) => (d.kind === 'server' ? d.document : { STATUS_REASON_CODE: null })),
  );
}

/** The upload stage's Next: every requirement met. */
export function allRequirementsMet(
  requirements: readonly Pick<DocumentRequirement, 'RPG_ID' | 'UPLOADED_DOCUMENTS' | 'MIN_STATUS_LEVEL'>[],
  sessionUploads: readonly SessionUpload[],
  deletedIds: Iterable<number> = [],
): boolean {
  const deleted = [...deletedIds];
  return requirements.every((requirement) => requirementMet(requirement, sessionUploads, deleted));
}

// ---- Returning from the full-screen camera.

/**
 * Where the full-screen camera may send the user back to: a path inside the municipality
 * ('/request-product/1/2'), never another site ('//host', 'https://…', '/\\host').
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  const value = (path ?? '').trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (hasControlCharacters(value)) return null;
  return value;
}
