/**
 * Sends a staff route's file answer (the contract's staffFileAnswer): a document under review or a
 * SEPA file, with the residents' file headers (http/file-answer.ts: real type, never sniffed, never
 * cached, a sandbox without scripts, forms or plug-ins). A document the reviewer looks at is `inline`
 * (the staff app fetches it and shows it beside the request); anything else an attachment.
 */
import { Readable } from 'node:stream';
import type { StaffFileAnswer, StaffStreamAnswer } from '@parkeerloket/contract';
import type { FastifyReply } from 'fastify';
import { contentDisposition, sendFile } from '../../http/file-answer.js';

export function sendStaffFile(reply: FastifyReply, file: StaffFileAnswer) {
  return sendFile(reply.code(200), file, file.disposition);
}

/**
 * Sends a streamed answer (the contract's staffStreamAnswer, issue 28): the chunks as they come, with
 * the response's backpressure (Readable.from pulls the next chunk only when the socket has taken the
 * last), chunked, as an attachment. A failure half-way ends the response early: the download is then
 * incomplete, which the browser reports, rather than a file that looks whole.
 */
export function sendStaffStream(reply: FastifyReply, answer: StaffStreamAnswer) {
  const body = Readable.from(answer.chunks, { objectMode: false });
  body.on('error', (error) => reply.log.error({ err: error }, 'staff export failed half-way'));
  return reply
    .code(200)
    .header('content-type', answer.contentType)
    .header('content-disposition', contentDisposition(answer.filename, 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
    .header('cache-control', 'private, no-store')
    .send(body);
}
