/**
 * For tests only: a stand-in for PDOK's Locatieserver on 127.0.0.1, answering with recorded
 * answers (fixtures/) written after the service's documented response shape. Tests never reach
 * the real service. Special postal codes make it misbehave the ways a real service can.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFileSync(new URL(`../addresses/fixtures/${name}.json`, import.meta.url), 'utf8');

/** Postal code and number → recorded answer. Anything else: nothing found. */
const RECORDED: Record<string, string> = {
  '3512JE 29': 'pdok-found',
  '9711LV 1': 'pdok-several',
  '1234AB 1': 'pdok-other-addresses',
};

export const MISBEHAVING = {
  serverError: '5000AA',
  silent: '5000AB',
  notJson: '5000AC',
  otherShape: '5000AD',
} as const;

export interface PdokFixtureServer {
  baseUrl: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  close(): Promise<void>;
}

function filters(url: URL): Record<string, string> {
  return Object.fromEntries(
    url.searchParams.getAll('fq').map((fq) => {
      const at = fq.indexOf(':');
      return [fq.slice(0, at), fq.slice(at + 1)];
    }),
  );
}

export async function startPdokFixtureServer(): Promise<PdokFixtureServer> {
  const requests: URL[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { postcode = '', huisnummer = '' } = filters(url);
    const json = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (url.pathname !== '/locatieserver/free') return json(404, '{"message":"not found"}');
    switch (postcode) {
      case MISBEHAVING.serverError:
        return json(503, '{"message":"service unavailable"}');
      case MISBEHAVING.silent:
        return; // Never answers: the caller's timeout must end the wait.
      case MISBEHAVING.notJson:
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Onderhoud</html>');
      case MISBEHAVING.otherShape:
        return json(200, '{"error":"query parameter not allowed"}');
    }
    json(200, fixture(RECORDED[`${postcode} ${huisnummer}`] ?? 'pdok-not-found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/locatieserver`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
