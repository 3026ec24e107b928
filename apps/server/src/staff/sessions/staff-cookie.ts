/**
 * The staff session's cookie: its own name and a path of its own, /{tenant}/beheer, so the browser
 * never sends it to the residents' services, and the residents' cookie (path /{tenant}) is never
 * read by the staff API. SameSite=Strict: the staff API is only ever called by the staff app itself.
 */
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import { isSecureRequest } from '../../sessions/index.js';

export const STAFF_COOKIE = 'pl_staff';

export function staffCookiePath(tenantCode: string): string {
  return `/${tenantCode}/beheer`;
}

export function setStaffCookie(reply: FastifyReply, config: Config, tenantCode: string, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, {
    path: staffCookiePath(tenantCode),
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(reply, config),
  });
}

export function clearStaffCookie(reply: FastifyReply, tenantCode: string): void {
  reply.clearCookie(STAFF_COOKIE, { path: staffCookiePath(tenantCode) });
}
