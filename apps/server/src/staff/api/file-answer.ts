/**
 * Sends a staff route's file answer (the contract's staffFileAnswer): a document under review or a
 * SEPA file. Whatever the file holds, the browser never runs it (decision 034): the type is never
 * sniffed, the file's own policy is a sandbox without scripts, plugins or forms, nothing is cached,
 * and only this origin may embed it.
 */
import type { StaffFileAnswer } from '@parkeerloket/contract';
import type { FastifyReply } from 'fastify';

/** A file name in a Content-Disposition header: ASCII fallback plus the RFC 5987 UTF-8 form. */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\;]/g, '_').slice(0, 150) || 'file';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename.slice(0, 150))}`;
}

export const FILE_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

export function sendStaffFile(reply: FastifyReply, file: StaffFileAnswer) {
  return reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.filename))
    .header('content-security-policy', FILE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.data));
}
