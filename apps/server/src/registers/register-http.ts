/**
 * One JSON request to a register, through the shared outgoing request (deadline, size limit,
 * mutual TLS where the municipality's gateway demands it: http/outgoing-request.ts). Every
 * failure becomes RegisterUnavailable; the caller decides what a 404 means.
 */
import { OutgoingRequestFailed, requestText } from '../http/outgoing-request.js';
import { RegisterUnavailable } from './register-types.js';

export interface RegisterConnection {
  baseUrl: string;
  timeoutMs: number;
  headers: Record<string, string>;
  /** PEM certificate and private key for mutual TLS; only over https. */
  clientCertificate?: { cert: string; key: string };
  /** PEM of the CA that signed the server's certificate, when it is not in Node's public trust store. */
  serverCa?: string;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Larger answers are not what we asked for (a person, a company's branch list page). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export function registerUrl(baseUrl: string, path: string, query?: URLSearchParams): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  if (query) url.search = query.toString();
  return url;
}

export async function requestJson(
  connection: RegisterConnection,
  url: URL,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<JsonAnswer> {
  const body = init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body), 'utf8');
  const headers: Record<string, string> = { accept: 'application/json', ...connection.headers };
  if (body) headers['content-type'] = 'application/json; charset=utf-8';
  let answer: { status: number; text: string };
  try {
    answer = await requestText(connection, url, {
      method: init.method,
      headers,
      ...(body ? { body } : {}),
      maxBytes: MAX_BODY_BYTES,
    });
  } catch (error) {
    if (error instanceof OutgoingRequestFailed) throw new RegisterUnavailable(error.message);
    throw error;
  }
  let parsed: unknown = null;
  if (answer.text.trim() !== '') {
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      if (answer.status && answer.status < 300) throw new RegisterUnavailable('answer is not JSON');
    }
  }
  return { status: answer.status, body: parsed };
}
