/**
 * Sends a staff route's file answer (the contract's staffFileAnswer): a document under review or a
 * SEPA file, with the residents' file headers (http/file-answer.ts: real type, never sniffed, never
 * cached, a sandbox without scripts, forms or plug-ins). A document the reviewer looks at is `inline`
 * (the staff app fetches it and shows it beside the request); anything else an attachment.
 */
import type { StaffFileAnswer } from '@parkeerloket/contract';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../../http/file-answer.js';

export function sendStaffFile(reply: FastifyReply, file: StaffFileAnswer) {
  return sendFile(reply.code(200), file, file.disposition);
}
