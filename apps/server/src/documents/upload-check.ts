/**
 * The checks an uploaded file passes before anything is stored, in this order: not empty, not
 * above MAX_UPLOAD_MB (read by the contract's maxUploadMb, as the browser reads it), an allowed type by its content (file-type.ts), and a declared type that
 * agrees with that content. Pure: the handler adds the checks that need the request.
 */
import { type BusinessFailureCode, maxUploadBytes, type param } from '@parkeerloket/contract';

type UploadedFile = param.UploadedFile;

import { sanitizeFileName } from './file-name.js';
import { DOCUMENT_TYPE_INFO, type DocumentType, declaredTypeAgrees, detectFileType } from './file-type.js';

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
  const detected = detectFileType(file.data);
  if (!detected.ok) {
    const code = detected.reason === 'damaged' ? 'UPLOAD_FILE_DAMAGED' : 'UPLOAD_FILE_TYPE';
    return { ok: false, refusal: { code, detail: `${detected.reason}: ${detected.detail}` } };
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
