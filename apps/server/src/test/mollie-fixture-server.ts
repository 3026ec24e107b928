/**
 * For tests only: a stand-in for Mollie's Payments API on 127.0.0.1, answering with answers recorded
 * from Mollie's API documentation (payments/fixtures/mollie-*.json). Creating a payment answers the recorded
 * open payment with a fresh id; getting one answers the recorded payment with the status the test set
 * for it and the amount it was created with. Cancelling one (DELETE) answers it canceled while it is
 * open and cancelable, else Mollie's 422. A key other than the test's is answered with Mollie's 401. Tests never reach Mollie.
 *
 * Mollie's client speaks only HTTPS and trusts only its own bundled CA list, so the server uses a
 * self-signed certificate made for this test (payments/fixtures/mollie-fixture-*.pem; the key protects
 * nothing) and the test file switches certificate checks off for its own process while it runs.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../payments/fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

export const MOLLIE_TEST_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

export interface MollieFixtureServer {
  /** The API root to give the client (apiEndpoint). */
  apiEndpoint: string;
  /** Every payment created: the body Mollie received and its idempotency key. */
  created: { id: string; body: Record<string, unknown>; idempotencyKey: string | undefined }[];
  /** Every payment id asked for. */
  fetched: string[];
  setStatus(id: string, status: string): void;
  /** Whether an open payment can be cancelled (isCancelable); a method such as a bank transfer being processed cannot. */
  setCancelable(id: string, cancelable: boolean): void;
  /** Every payment id cancelled through DELETE /v2/payments/{id}, successfully or not. */
  cancelled: string[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

export async function startMollieFixtureServer(): Promise<MollieFixtureServer> {
  const created: MollieFixtureServer['created'] = [];
  const fetched: string[] = [];
  const statuses = new Map<string, string>();
  const amounts = new Map<string, unknown>();
  const notCancelable = new Set<string>();
  const cancelled: string[] = [];
  let next = 1;
  const tls = {
    key: readFileSync(new URL('../payments/fixtures/mollie-fixture-key.pem', import.meta.url)),
    cert: readFileSync(new URL('../payments/fixtures/mollie-fixture-cert.pem', import.meta.url)),
  };
  const server = createServer(tls, async (request: IncomingMessage, response: ServerResponse) => {
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(body));
    if (request.headers.authorization !== `Bearer ${MOLLIE_TEST_KEY}`) return json(401, fixture('mollie-unauthorized'));
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'POST' && url.pathname === '/v2/payments') {
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const id = `tr_Fixture${String(next++).padStart(4, '0')}`;
      statuses.set(id, 'open');
      amounts.set(id, body.amount);
      const idempotencyKey = request.headers['idempotency-key'];
      created.push({ id, body, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined });
      const recorded = fixture('mollie-payment-created');
      const links = recorded._links as Record<string, { href: string }>;
      return json(201, {
        ...recorded,
        id,
        amount: body.amount,
        description: body.description,
        redirectUrl: body.redirectUrl,
        webhookUrl: body.webhookUrl,
        metadata: body.metadata,
        _links: {
          ...links,
          checkout: { href: `https://www.mollie.com/checkout/select-method/${id.slice(3)}`, type: 'text/html' },
        },
      });
    }
    const get = /^\/v2\/payments\/(tr_[A-Za-z0-9]+)$/.exec(url.pathname);
    if (request.method === 'GET' && get?.[1]) {
      const id = get[1];
      fetched.push(id);
      const status = statuses.get(id);
      if (!status) return json(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
      const recorded = fixture(status === 'paid' ? 'mollie-payment-paid' : 'mollie-payment-created');
      const isCancelable = status === 'open' && !notCancelable.has(id);
      return json(200, { ...recorded, id, status, isCancelable, amount: amounts.get(id) ?? recorded.amount });
    }
    if (request.method === 'DELETE' && get?.[1]) {
      const id = get[1];
      cancelled.push(id);
      const status = statuses.get(id);
      if (!status) return json(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
      if (status !== 'open' || notCancelable.has(id)) {
        return json(422, { status: 422, title: 'Unprocessable Entity', detail: 'The payment cannot be canceled' });
      }
      statuses.set(id, 'canceled');
      const recorded = fixture('mollie-payment-created');
      return json(200, { ...recorded, id, status: 'canceled', isCancelable: false, amount: amounts.get(id) });
    }
    return json(404, { status: 404, title: 'Not Found', detail: 'Unknown path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiEndpoint: `https://127.0.0.1:${port}/v2/`,
    created,
    fetched,
    setStatus: (id, status) => statuses.set(id, status),
    setCancelable: (id, cancelable) => (cancelable ? notCancelable.delete(id) : notCancelable.add(id)),
    cancelled,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
