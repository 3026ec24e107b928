/**
 * A service handler is one use case behind one endpoint of the contract. It receives
 * validated parameters and the caller's tenant and session, and returns result items; it
 * knows nothing of HTTP beyond setting cookies.
 */
import type { BusinessFailureCode, Endpoint, Locale, MessageType, ParamsOut, ResultItem } from '@parkeerloket/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Session, SessionScope } from '../sessions/index.js';
import type { Tenant } from '../tenants/index.js';
import type { FileAnswer } from './file-answer.js';

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
}

export interface ServiceContext<E extends Endpoint = Endpoint> {
  tenant: Tenant;
  params: ParamsOut<E>;
  session: Session | null;
  /** To start, rotate, authorize or end the session (sets the cookie). */
  sessions: SessionScope;
  locale: Locale;
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  http: {
    ip: string;
    /** Cookies are scoped to the tenant's path, so one municipality never sees another's. */
    setCookie(name: string, value: string, options?: CookieOptions): void;
    clearCookie(name: string): void;
  };
}

export interface ServiceAnswer<T> {
  result: T[];
  /**
   * OK or PENDING; or a business failure that still answers result items the client reads (an
   * upload's UPLOAD_FILE -1). Such an answer must set its own translated statusmessage and messagetype 'E'.
   */
  statuscode?: 'OK' | 'PENDING' | BusinessFailureCode;
  statusmessage?: string;
  messagetype?: MessageType;
}

export type ServiceHandler<E extends Endpoint> = (
  ctx: ServiceContext<E>,
) => Promise<ServiceAnswer<ResultItem<E>> | ResultItem<E>[] | FileAnswer>;

export interface HandlerOptions {
  /**
   * For an endpoint that takes a file: the largest file the tenant accepts. The multipart body is
   * read as a stream and the file cut off there (marked `truncated`), so memory does not grow with
   * what a client sends. Without it a file part may be as large as BODY_LIMIT_BYTES.
   */
  fileLimitBytes?: (db: Database, tenantId: number) => Promise<number>;
}

export interface HandlerRegistration extends HandlerOptions {
  endpoint: Endpoint;
  handle: ServiceHandler<Endpoint>;
}

export function handle<E extends Endpoint>(
  endpoint: E,
  fn: ServiceHandler<E>,
  options: HandlerOptions = {},
): HandlerRegistration {
  return { endpoint, handle: fn as unknown as ServiceHandler<Endpoint>, ...options };
}
