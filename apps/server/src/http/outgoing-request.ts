/**
 * One request to an outside service, with a deadline for the whole answer, a limit on its size and, where the service
 * demands one, a client certificate (mutual TLS). node:https is used rather than fetch because fetch cannot present a
 * client certificate without another package. Every failure becomes OutgoingRequestFailed with a reason for the log;
 * the adapter (the registers, the parking register) turns it into its own "unavailable".
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface OutgoingConnection {
  timeoutMs: number;
  /** PEM certificate and private key for mutual TLS; only over https. */
  clientCertificate?: { cert: string; key: string };
  /** PEM of the CA that signed the server's certificate, when it is not in Node's public trust store. */
  serverCa?: string;
}

export class OutgoingRequestFailed extends Error {}

export function requestText(
  connection: OutgoingConnection,
  url: URL,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: Buffer; maxBytes: number },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...init.headers };
    if (init.body) headers['content-length'] = String(init.body.length);
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
      reject(new OutgoingRequestFailed(reason));
    };
    const onResponse = (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > init.maxBytes) return fail('answer too large');
        chunks.push(chunk);
      });
      response.on('error', (error) => fail(`answer broken off: ${error.message}`));
      response.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
    };
    const req = https ? httpsRequest(url, options, onResponse) : httpRequest(url, options, onResponse);
    // One deadline for the connection, the answer and its body: a service that starts answering and then stalls is as unavailable.
    const timer = setTimeout(() => fail(`no answer within ${connection.timeoutMs} ms`), connection.timeoutMs);
    req.on('error', (error) => fail(`request failed: ${error.message}`));
    if (init.body) req.write(init.body);
    req.end();
  });
}
