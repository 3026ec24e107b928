/**
 * Contract test of the RDW NPR registration adapter: its SOAP messages against recorded request
 * and answer examples (fixtures/npr/, written from the interface description; see
 * docs/adapters/parking-rights.md for what the public copy does not show), served on 127.0.0.1
 * with a throwaway test CA that demands the client certificate (fixtures/tls/, test-only).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, testDatabase } from '../test/support.js';
import { ParkingRegisterUnavailable, type RightMessage } from './parking-register.js';
import type { ParkingRegisterEnv } from './parking-register-env.js';
import { createRdwNprRegister, DEFAULT_NPR_OPTIONS, escapeXml } from './rdw-npr-register.js';
import { configureParkingRegister, parkingRegisterFor } from './register-settings.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8').trim();
const tls = (name: string) => fixture(`tls/${name}`);

interface Seen {
  action: string | undefined;
  body: string;
  authorized: boolean;
}
const { db } = await testDatabase();
const seen: Seen[] = [];
/** The recorded answer per SOAP action; a test replaces one to play a fault. */
const answers = new Map<string, string>();
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer(
    { cert: tls('server.pem'), key: tls('server.key'), ca: tls('ca.pem'), requestCert: true, rejectUnauthorized: true },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const action = (request.headers.soapaction as string | undefined)?.replace(/"/g, '');
        seen.push({
          action,
          body: Buffer.concat(chunks).toString('utf8'),
          authorized: (request.socket as TLSSocket).authorized,
        });
        const operation = action?.slice(DEFAULT_NPR_OPTIONS.actionPrefix.length) ?? '';
        const answer = answers.get(operation);
        const fault = answer?.includes('Fault>') ?? false;
        response
          .writeHead(answer ? (fault ? 500 : 200) : 404, { 'content-type': 'text/xml; charset=utf-8' })
          .end(answer ?? '');
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/bevraging/rpv/201511/registration.svc`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const RIGHT: RightMessage = {
  reference: 'PL-7-42',
  version: 1,
  licensePlate: 'AB12CD',
  areaManagerId: '363',
  areaId: 'CENTRUM&OOST',
  startsAt: new Date('2026-04-30T22:00:00Z'),
  endsAt: new Date('2027-04-30T22:00:00Z'),
  validDays: 'MONDAY,TUESDAY',
  known: false,
};

const adapter = (overrides: { withCertificate?: boolean } = {}) =>
  createRdwNprRegister({
    ...DEFAULT_NPR_OPTIONS,
    timeoutMs: 3000,
    endpoint,
    areaManagerId: '363',
    clientCertificate:
      overrides.withCertificate === false ? { cert: '', key: '' } : { cert: tls('client.pem'), key: tls('client.key') },
    serverCa: tls('ca.pem'),
  });

describe('the RDW NPR registration service (contract)', () => {
  it('registers a right with the recorded message over mutual TLS and reads the recorded answer', async () => {
    answers.set('RegisterRight', fixture('npr/register-right.response.xml'));
    await adapter().putRight(RIGHT);
    const request = seen.at(-1);
    expect(request?.authorized).toBe(true);
    expect(request?.action).toBe(`${DEFAULT_NPR_OPTIONS.actionPrefix}RegisterRight`);
    expect(request?.body).toBe(fixture('npr/register-right.request.xml'));
  });

  it('ends a right (withdrawn or ended) with the recorded message', async () => {
    answers.set('EndRight', fixture('npr/end-right.response.xml'));
    const end = new Date('2026-06-15T10:30:00Z');
    await adapter().putRight({ ...RIGHT, version: 3, known: true, startsAt: end, endsAt: end });
    expect(seen.at(-1)?.body).toBe(fixture('npr/end-right.request.xml'));
  });

  it('counts "already registered" as done (a resend after a lost answer), and another fault as not registered', async () => {
    answers.set('RegisterRight', fixture('npr/fault-already-registered.response.xml'));
    await expect(adapter().putRight(RIGHT)).resolves.toBeUndefined();
    answers.set('RegisterRight', fixture('npr/fault-unknown-area.response.xml'));
    await expect(adapter().putRight(RIGHT)).rejects.toThrow(/AREA_UNKNOWN/);
  });

  it('reads a held right back for the reconciliation', async () => {
    answers.set('GetRight', fixture('npr/get-right.response.xml'));
    expect(await adapter().readRight(RIGHT)).toEqual({ version: 0, startsAt: RIGHT.startsAt, endsAt: RIGHT.endsAt });
  });

  it('is refused by the register without the client certificate', async () => {
    answers.set('RegisterRight', fixture('npr/register-right.response.xml'));
    await expect(adapter({ withCertificate: false }).putRight(RIGHT)).rejects.toThrow(ParkingRegisterUnavailable);
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('stores the client key sealed and reaches the register with the configured connection', async () => {
    const tenant = await createTenant(db);
    const env: ParkingRegisterEnv = { simulatorAllowed: false, secretKey: Buffer.alloc(32, 7) };
    await configureParkingRegister(db, env, tenant.id, {
      mode: 'rdw',
      endpoint,
      areaManagerId: '363',
      clientCertificate: tls('client.pem'),
      clientKey: tls('client.key'),
      serverCaCertificate: tls('ca.pem'),
    });
    const row = await db
      .selectFrom('tenant_parking_registers')
      .select(['client_key'])
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(row.client_key).not.toContain('PRIVATE KEY');
    answers.set('RegisterRight', fixture('npr/register-right.response.xml'));
    await (await parkingRegisterFor(db, env, tenant.id)).putRight(RIGHT);
    expect(seen.at(-1)?.authorized).toBe(true);
    // Another key cannot open it: the register is unavailable, nothing is sent.
    await expect(parkingRegisterFor(db, { ...env, secretKey: Buffer.alloc(32, 8) }, tenant.id)).rejects.toThrow(
      ParkingRegisterUnavailable,
    );
  });
});
