/**
 * For tests only: a stand-in for the RDW open data API (Socrata, dataset m9d7-ebf2) on 127.0.0.1,
 * answering with recorded answers (vehicles/fixtures/) written after the dataset's documented
 * shape. Tests never reach the real service. Reserved plates make it misbehave the ways a real
 * service can.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFileSync(new URL(`../vehicles/fixtures/${name}`, import.meta.url), 'utf8');

/** Plate → recorded answer. Any other plate: [] (the RDW does not know it). */
export const RECORDED_PLATES = {
  /** A passenger car: VOLKSWAGEN POLO, GRIJS. */
  passengerCar: 'GX873B',
  /** A company van: RENAULT MASTER, WIT with a second colour BLAUW. */
  companyVan: 'VZ624N',
  /** A trailer whose colour is the placeholder N.v.t. */
  trailerWithoutColour: 'WF12TR',
  /** The answer holds a record of another plate (GX873C), which must not be taken for this one. */
  otherPlateAnswered: 'GX873D',
} as const;

const RECORDED: Record<string, string> = {
  [RECORDED_PLATES.passengerCar]: 'rdw-passenger-car.json',
  [RECORDED_PLATES.companyVan]: 'rdw-company-van.json',
  [RECORDED_PLATES.trailerWithoutColour]: 'rdw-trailer-no-colour.json',
  [RECORDED_PLATES.otherPlateAnswered]: 'rdw-other-plate.json',
};

export const MISBEHAVING_PLATES = {
  /** HTTP 500 with Socrata's error body. */
  serverError: '00HTTP',
  /** HTTP 429, as Socrata throttles callers without an app token. */
  throttled: '00THRT',
  /** Sends the status and headers at once, and the body only after SLOW_BODY_MS: past any test's timeout. */
  slow: '00SLOW',
  /** Never answers at all. */
  silent: '00MUTE',
  /** HTTP 200 with a body cut off in the middle: not JSON. */
  malformed: '00JSON',
  /** HTTP 200 with JSON that is not a list of vehicles. */
  otherShape: '00SHAP',
} as const;

export const SLOW_BODY_MS = 3000;

export interface RdwFixtureServer {
  baseUrl: string;
  /** Every request's path and query, and its headers, in order. */
  requests: { url: URL; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startRdwFixtureServer(): Promise<RdwFixtureServer> {
  const requests: RdwFixtureServer['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: request.headers });
    const json = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(body);
    if (url.pathname !== '/resource/m9d7-ebf2.json') {
      return json(404, '{"code":"not_found","error":true,"message":"Not found"}');
    }
    const plate = url.searchParams.get('kenteken') ?? '';
    switch (plate) {
      case MISBEHAVING_PLATES.serverError:
        return json(500, fixture('rdw-server-error.json'));
      case MISBEHAVING_PLATES.throttled:
        return json(429, fixture('rdw-throttled.json'));
      case MISBEHAVING_PLATES.slow: {
        response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
        response.write('[');
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) response.end(']');
        }, SLOW_BODY_MS);
        timers.add(timer);
        return;
      }
      case MISBEHAVING_PLATES.silent:
        return; // Never answers: the caller's timeout must end the wait.
      case MISBEHAVING_PLATES.malformed:
        return json(200, fixture('rdw-malformed.txt'));
      case MISBEHAVING_PLATES.otherShape:
        return json(200, fixture('rdw-server-error.json'));
    }
    json(200, fixture(RECORDED[plate] ?? 'rdw-not-found.json'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
