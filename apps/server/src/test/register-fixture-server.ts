/**
 * For tests only: a stand-in for the BRP API (Haal Centraal Personen bevragen v2) and the KvK API
 * on 127.0.0.1, answering with answers recorded from the published specifications
 * (registers/fixtures/). Tests never reach the real services. A test says what the register
 * answers for a number (a fixture, "not found", or a way of failing), and may change it between
 * two logins, as when a resident moves.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFileSync(new URL(`../registers/fixtures/${name}`, import.meta.url), 'utf8');

/** How the register answers a question: a recorded answer, or a failure. */
export type FixtureAnswer =
  | { fixture: string; status?: number }
  /** HTTP 503 with an empty body. */
  | 'down'
  /** Never answers: the caller's timeout must end the wait. */
  | 'silent';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface RegisterFixtureServer {
  baseUrl: string;
  /** BSN → answer of POST /personen. Unlisted: no person (an empty list). */
  persons: Map<string, FixtureAnswer>;
  /** KvK number → answer of the basic profile. Unlisted: 404. */
  companies: Map<string, FixtureAnswer>;
  /** Every request, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const FIXTURE_KVK = '68750110';

export async function startRegisterFixtureServer(): Promise<RegisterFixtureServer> {
  const persons = new Map<string, FixtureAnswer>();
  const companies = new Map<string, FixtureAnswer>();
  const requests: RecordedRequest[] = [];

  const answer = (response: ServerResponse, reply: FixtureAnswer) => {
    if (reply === 'silent') return;
    if (reply === 'down') return response.writeHead(503).end();
    const body = fixture(reply.fixture);
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      requests.push({ method: request.method ?? '', url, headers: request.headers, body });

      if (request.method === 'POST' && url.pathname === '/personen') {
        const bsn = (body as { burgerservicenummer?: string[] } | null)?.burgerservicenummer?.[0] ?? '';
        return answer(response, persons.get(bsn) ?? { fixture: 'brp-not-found.json' });
      }
      const profile = /^\/api\/v1\/basisprofielen\/(\d{8})$/.exec(url.pathname);
      if (request.method === 'GET' && profile?.[1]) {
        return answer(response, companies.get(profile[1]) ?? { fixture: 'kvk-not-found.json', status: 404 });
      }
      if (request.method === 'GET' && url.pathname === '/api/v2/zoeken') {
        const known = url.searchParams.get('kvkNummer') === FIXTURE_KVK;
        return answer(
          response,
          known ? { fixture: 'kvk-zoeken.json' } : { fixture: 'kvk-not-found.json', status: 404 },
        );
      }
      const branch = /^\/api\/v1\/vestigingsprofielen\/(\d{12})$/.exec(url.pathname);
      if (request.method === 'GET' && branch?.[1]) {
        try {
          return answer(response, { fixture: `kvk-vestiging-${branch[1]}.json` });
        } catch {
          return answer(response, { fixture: 'kvk-not-found.json', status: 404 });
        }
      }
      answer(response, { fixture: 'kvk-not-found.json', status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    persons,
    companies,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
