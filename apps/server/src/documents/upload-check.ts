/**
 * The checks an uploaded file passes before anything is stored, in this order: not empty, not
 * above MAX_UPLOAD_MB (read by the contract's maxUploadMb, as the browser reads it; the body is cut
 * off there while it streams in), an allowed type by its content without active content
 * (file-type.ts, pdf-inspect.ts), and a declared type that agrees with that content. Pure: the
 * service adds the malware scan and the checks that need the request.
 */
import { type BusinessFailureCode, maxUploadBytes, type param } from '@parkeerloket/contract';

type UploadedFile = param.UploadedFile;

import { sanitizeFileName } from './file-name.js';
import {
  DOCUMENT_TYPE_INFO,
  type DocumentType,
  declaredTypeAgrees,
  detectFileType,
  MAX_DOCX_ENTRIES,
  MAX_DOCX_UNPACKED_MB,
  type RefusalReason,
} from './file-type.js';
import type { ScanOutcome } from './malware-scanner.js';

export interface UploadRefusal {
  code: BusinessFailureCode;
  /** Values for the message, e.g. the maximum in MB. */
  values?: Record<string, string | number>;
  /** For the log and the audit trail only. */
  detail: string;
}

export interface AcceptedFile {
  type: DocumentType;
  contentType: string;
  /** Sanitized, with the extension of the detected type. */
  filename: string;
  data: Uint8Array;
}

/** The message group of a content refusal; any reason not listed is "not an allowed type". */
const REFUSAL_CODES: Partial<Record<RefusalReason, BusinessFailureCode>> = {
  damaged: 'UPLOAD_FILE_DAMAGED',
  active_content: 'UPLOAD_FILE_ACTIVE_CONTENT',
  macros: 'UPLOAD_FILE_ACTIVE_CONTENT',
  markup_inside: 'UPLOAD_FILE_ACTIVE_CONTENT',
  // A remote template is how macros reach a document that has none of its own.
  external: 'UPLOAD_FILE_ACTIVE_CONTENT',
  expands: 'UPLOAD_FILE_EXPANDS',
};

/** The scanner's verdict as a refusal, or null when the file is clean. */
export function scanRefusal(outcome: ScanOutcome): UploadRefusal | null {
  if (outcome.kind === 'clean') return null;
  if (outcome.kind === 'infected') return { code: 'UPLOAD_FILE_MALWARE', detail: `malware: ${outcome.signature}` };
  return { code: 'UPLOAD_SCAN_UNAVAILABLE', detail: `scanner unavailable: ${outcome.detail}` };
}

/** The checks of the header; `name` is the name the user gave (p_filename), else the part's. */
export function checkUploadedFile(
  file: UploadedFile,
  name: string,
  maxMb: number,
): { ok: true; file: AcceptedFile } | { ok: false; refusal: UploadRefusal } {
  const size = file.data.byteLength;
  if (size === 0) return { ok: false, refusal: { code: 'UPLOAD_FILE_EMPTY', detail: 'empty file' } };
  if (size > maxUploadBytes(maxMb)) {
    return {
      ok: false,
      refusal: { code: 'UPLOAD_FILE_TOO_LARGE', values: { max: maxMb }, detail: `${size} bytes, max ${maxMb} MB` },
    };
  }
  if (file.truncated) {
    return {
      ok: false,
      refusal: {
        code: 'UPLOAD_FILE_TOO_LARGE',
        values: { max: maxMb },
        detail: `cut off at ${size} bytes, max ${maxMb} MB`,
      },
    };
  }
  const detected = detectFileType(file.data);
  if (!detected.ok) {
    const code = REFUSAL_CODES[detected.reason] ?? 'UPLOAD_FILE_TYPE';
    const values =
      code === 'UPLOAD_FILE_EXPANDS' ? { max: MAX_DOCX_UNPACKED_MB, entries: MAX_DOCX_ENTRIES } : undefined;
    return {
      ok: false,
      refusal: { code, ...(values ? { values } : {}), detail: `${detected.reason}: ${detected.detail}` },
    };
  }
  if (!declaredTypeAgrees(file.mimetype, detected.type)) {
    return {
      ok: false,
      refusal: {
        code: 'UPLOAD_DECLARED_TYPE',
        detail: `declared ${file.mimetype.slice(0, 100)}, content ${detected.type}`,
      },
    };
  }
  const info = DOCUMENT_TYPE_INFO[detected.type];
  return {
    ok: true,
    file: {
      type: detected.type,
      contentType: info.contentType,
      filename: sanitizeFileName(name, info.extension),
      data: file.data,
    },
  };
}
