/**
 * The one way the app calls the server (core 3.1, 7.1, 8; DECISIONS 1).
 *
 * Every call is a POST of `p_name=value&...` (form-urlencoded) to
 * /{tenant}/services/{endpoint}, with cookies. The answer is the envelope
 * {statuscode, statusmessage, messagetype, result}; OK and PENDING are success.
 * A non-JSON answer is a file. SESSION_TIMEOUT logs the user out and goes to login;
 * any other failure shows the server's message in the modal message dialog, unless
 * the caller handles it itself (`quiet`).
 */
import { type Endpoint, type Envelope, isSuccess, type ParamsIn, type ResultItem } from '@parkeerloket/contract';
import type { EndpointRef } from './endpoints';
import { type ProgressCounter, progress } from './progress';
import { serviceUrl } from './tenant';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The envelope, or for a non-JSON answer an empty OK envelope carrying the file. */
export interface ServiceAnswer<T> extends Envelope<T> {
  file?: DownloadedFile;
}

export type ServiceErrorKind = 'failure' | 'session-timeout' | 'network';

export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  /** The server's envelope, for 'failure' and 'session-timeout'. */
  readonly envelope: Envelope | undefined;
  /** The HTTP status, when an answer arrived. */
  readonly status: number | undefined;

  constructor(kind: ServiceErrorKind, envelope?: Envelope, status?: number) {
    super(envelope?.statusmessage || envelope?.statuscode || kind);
    this.name = 'ServiceError';
    this.kind = kind;
    this.envelope = envelope;
    this.status = status;
  }
}

export interface CallOptions {
  /** The caller shows failures itself: no message dialog. Session timeouts are still handled. */
  quiet?: boolean;
  signal?: AbortSignal;
}

type ParamValue = string | number | boolean | Blob | null | undefined | readonly unknown[] | object;

/** Encodes parameters as `p_name=value&...`. Absent values are left out; lists and objects are sent as JSON. */
export function encodeParams(params: Readonly<Record<string, ParamValue>> = {}): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form.toString();
}

function multipartBody(params: Readonly<Record<string, ParamValue>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** The file name of a `Content-Disposition` header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return value || null;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).statuscode === 'string';
}

/** Reads an answer: a JSON envelope, or (non-JSON, HTTP success) a file. */
export async function readAnswer(response: Response): Promise<ServiceAnswer<unknown>> {
  const contentType = response.headers.get('content-type') ?? '';
  if (/\bjson\b/i.test(contentType)) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ServiceError('network', undefined, response.status);
    }
    if (!isEnvelope(body)) throw new ServiceError('network', undefined, response.status);
    return {
      statuscode: body.statuscode,
      statusmessage: typeof body.statusmessage === 'string' ? body.statusmessage : '',
      messagetype: body.messagetype ?? '',
      result: Array.isArray(body.result) ? body.result : [],
    };
  }
  // A non-JSON error page (a proxy, an unknown tenant) is not a file.
  if (!response.ok) throw new ServiceError('network', undefined, response.status);
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'download';
  return { statuscode: 'OK', statusmessage: '', messagetype: '', result: [], file: { blob, fileName } };
}

export interface ApiClientOptions {
  tenant: () => string;
  /** 'nl' or 'en': sent as Accept-Language so that server messages come in the user's language. */
  language: () => string;
  fetch?: typeof fetch;
  progress?: ProgressCounter;
  onSessionTimeout?: (envelope: Envelope) => void;
  onFailure?: (error: ServiceError) => void;
}

type CallArgs<E extends Endpoint> =
  Record<string, never> extends ParamsIn<E>
    ? [params?: ParamsIn<E>, options?: CallOptions]
    : [params: ParamsIn<E>, options?: CallOptions];

export type CallService = <E extends Endpoint>(
  endpoint: EndpointRef<E>,
  ...args: CallArgs<E>
) => Promise<ServiceAnswer<ResultItem<E>>>;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions): { callService: CallService } {
  const counter = options.progress ?? progress;

  async function send(endpoint: EndpointRef, params: Record<string, ParamValue>, call: CallOptions) {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { 'Accept-Language': options.language() };
    let url = serviceUrl(options.tenant(), endpoint.name);
    const init: RequestInit = { credentials: 'include', headers, signal: call.signal ?? null };
    if (!endpoint.methods.includes('POST')) {
      init.method = 'GET';
      const query = encodeParams(params);
      if (query) url += `?${query}`;
    } else if (endpoint.body === 'multipart') {
      init.method = 'POST';
      init.body = multipartBody(params);
    } else {
      init.method = 'POST';
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      init.body = encodeParams(params);
    }
    const response = await doFetch(url, init);
    return { answer: await readAnswer(response), status: response.status };
  }

  async function callService<E extends Endpoint>(
    endpoint: EndpointRef<E>,
    ...[params, call = {}]: CallArgs<E>
  ): Promise<ServiceAnswer<ResultItem<E>>> {
    return counter.track(async () => {
      let answer: ServiceAnswer<unknown>;
      let status: number;
      try {
        ({ answer, status } = await send(endpoint, (params ?? {}) as Record<string, ParamValue>, call));
      } catch (error) {
        if (isAbort(error)) throw error;
        const failure = error instanceof ServiceError ? error : new ServiceError('network');
        if (!call.quiet) options.onFailure?.(failure);
        throw failure;
      }
      if (answer.statuscode === 'SESSION_TIMEOUT') {
        options.onSessionTimeout?.(answer);
        throw new ServiceError('session-timeout', answer, status);
      }
      if (!isSuccess(answer)) {
        const failure = new ServiceError('failure', answer, status);
        if (!call.quiet) options.onFailure?.(failure);
        throw failure;
      }
      return answer as ServiceAnswer<ResultItem<E>>;
    });
  }

  return { callService };
}

let configured: { callService: CallService } | null = null;

/** Called once at start-up (app/bootstrap.ts) with the tenant, the language and the handlers. */
export function configureApiClient(options: ApiClientOptions): void {
  configured = createApiClient(options);
}

/** Calls an endpoint of the contract with the app's configuration. */
export const callService: CallService = (endpoint, ...args) => {
  if (!configured) throw new Error('callService is used before configureApiClient');
  return configured.callService(endpoint, ...args);
};
