/**
 * A service whose contract answer is a file (`file: true`, e.g. eloket/get_document) returns a
 * FileAnswer instead of result items; the services plugin sends the bytes themselves. A file is
 * always an attachment in its real content type, never sniffed, never cached, and sandboxed.
 */
import type { FastifyReply } from 'fastify';

export interface FileAnswer {
  file: {
    data: Uint8Array;
    /** The type the server determined (for uploads: detected from the content). */
    contentType: string;
    /** Any Unicode name; headers get an encoded form and an ASCII fallback. */
    filename: string;
  };
}

export function isFileAnswer(answer: unknown): answer is FileAnswer {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'file' in answer;
}

/** RFC 5987 / 8187 encoding: everything but attr-chars percent-encoded from UTF-8. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Only ASCII letters, digits and a few safe signs, for browsers that ignore `filename*`. */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/_+/g, '_');
  const dot = ascii.lastIndexOf('.');
  const base = dot > 0 ? ascii.slice(0, dot) : ascii;
  return /[A-Za-z0-9]/.test(base) ? ascii : `download${dot > 0 ? ascii.slice(dot) : ''}`;
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>` (RFC 6266); `inline` for what a viewer shows. */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  return `${disposition}; filename="${asciiFileName(filename)}"; filename*=UTF-8''${encodeExtValue(filename)}`;
}

export function sendFile(
  reply: FastifyReply,
  file: FileAnswer['file'],
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename, disposition))
      .header('x-content-type-options', 'nosniff')
      // Opened directly (not through the viewer) a file is a sandboxed document without scripts, forms,
      // plug-ins or the portal's origin; the page's own policy does not apply to it.
      .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
      .header('cache-control', 'private, no-store')
      .header('content-length', String(file.data.byteLength))
      .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength))
  );
}
