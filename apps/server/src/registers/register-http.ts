/**
 * One JSON request to a register, with a deadline for the whole answer and, where the
 * municipality's gateway demands one, a client certificate (mutual TLS). node:https is used
 * rather than fetch because fetch cannot present a client certificate without another package.
 * Every failure becomes RegisterUnavailable; the caller decides what a 404 means.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
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

export function requestJson(
  connection: RegisterConnection,
  url: URL,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const payload = init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body), 'utf8');
    const headers: Record<string, string> = { accept: 'application/json', ...connection.headers };
    if (payload) {
      headers['content-type'] = 'application/json; charset=utf-8';
      headers['content-length'] = String(payload.length);
    }
    const https = url.protocol === 'https:';
    const options = {
      method: init.method,
      headers,
      ...(https && connection.clientCertificate
        ? { cert: connection.clientCertificate.cert, key: connection.clientCertificate.key }
        : {}),
      ...(https && connection.serverCa ? { ca: connection.serverCa } : {}),
      // A connection of its own per question: a pooled socket kept from an earlier question was seen reset by a mutual-TLS gateway.
      agent: false as const,
    };
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(new RegisterUnavailable(reason));
    };
    const onResponse = (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) return fail('answer too large');
        chunks.push(chunk);
      });
      response.on('error', (error) => fail(`answer broken off: ${error.message}`));
      response.on('end', () => {
        if (settled) return;
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = null;
        if (text.trim() !== '') {
          try {
            body = JSON.parse(text);
          } catch {
            if (response.statusCode && response.statusCode < 300) return fail('answer is not JSON');
          }
        }
        settled = true;
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body });
      });
    };
    const req = https ? httpsRequest(url, options, onResponse) : httpRequest(url, options, onResponse);
    // One deadline for the connection, the answer and its body: a register that starts answering and then stalls is as unavailable.
    const timer = setTimeout(() => fail(`no answer within ${connection.timeoutMs} ms`), connection.timeoutMs);
    req.on('error', (error) => fail(`request failed: ${error.message}`));
    if (payload) req.write(payload);
    req.end();
  });
}
