/**
 * The name an uploaded document is stored and offered under. The browser's name is only a
 * suggestion: paths are cut off, invisible and dangerous characters removed, the length limited
 * and the extension replaced by the one of the detected type, so 'invoice.pdf.exe' holding a PDF
 * becomes 'invoice.pdf' and a name can never point anywhere but at itself.
 */
import { stripControlCharacters } from '@parkeerloket/contract';

export const MAX_FILE_NAME_LENGTH = 100;
export const FALLBACK_FILE_NAME = 'document';

// Bidirectional overrides and isolates ('gpj.exe' shown as 'exe.jpg'), zero-width characters, BOM.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
// Reserved on Windows (the employee saves the file there); a name is never given to a shell.
const RESERVED = /[<>:"/\\|?*]+/g;
// Device names Windows refuses as file names, with or without an extension.
const DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
// A trailing extension: a dot and one to five letters or digits.
const EXTENSION = /\.[A-Za-z0-9]{1,5}$/;

/** The last segment of a path, whichever separator the sender's system uses. */
function lastSegment(name: string): string {
  const parts = name.split(/[/\\]/);
  return parts[parts.length - 1] ?? '';
}

/** Cuts to at most `max` characters (code points), never in the middle of one. */
function cut(text: string, max: number): string {
  const points = [...text];
  return points.length <= max ? text : points.slice(0, max).join('');
}

/**
 * A safe file name with `extension` (without dot): no path, no control, invisible or reserved
 * characters, no leading or trailing dots and spaces, at most 100 characters including the
 * extension; 'document' when nothing is left.
 */
export function sanitizeFileName(name: string, extension: string): string {
  let base = lastSegment(stripControlCharacters(name.normalize('NFC')).replace(INVISIBLE, ''));
  base = base.replace(EXTENSION, '');
  base = base
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s.]+$/g, '');
  if (DEVICE.test(base)) base = `_${base}`;
  base = cut(base, MAX_FILE_NAME_LENGTH - extension.length - 1).replace(/[\s.]+$/g, '');
  if (base === '' || /^_+$/.test(base)) base = FALLBACK_FILE_NAME;
  return `${base}.${extension}`;
}
