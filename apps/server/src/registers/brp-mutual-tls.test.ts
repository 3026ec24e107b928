/**
 * The BRP gateway that demands a client certificate (mutual TLS), on 127.0.0.1 with a throwaway
 * test CA (fixtures/tls/, made for these tests only): the certificate and its sealed key as the
 * operator stores them reach the gateway; without them, or without trusting the gateway's CA, the
 * register is unavailable.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, testDatabase } from '../test/support.js';
import { createHaalCentraalBrp } from './haal-centraal-brp.js';
import { configureRegister, populationRegisterFor } from './register-settings.js';
import { RegisterUnavailable } from './register-types.js';

const tls = (name: string) => readFileSync(new URL(`./fixtures/tls/${name}`, import.meta.url), 'utf8');
const answer = readFileSync(new URL('./fixtures/brp-resident-centrum.json', import.meta.url), 'utf8');
const BSN = '999993653';

let server: Server;
let baseUrl: string;
const seen: { authorized: boolean; key: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer(
    { cert: tls('server.pem'), key: tls('server.key'), ca: tls('ca.pem'), requestCert: true, rejectUnauthorized: true },
    (request, response) => {
      request.resume();
      request.on('end', () => {
        const socket = request.socket as import('node:tls').TLSSocket;
        seen.push({ authorized: socket.authorized, key: request.headers['x-api-key'] as string | undefined });
        response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const connection = () => ({ baseUrl, timeoutMs: 3000, headers: { 'X-API-KEY': 'key-1' } });

describe('the BRP behind a gateway with mutual TLS', () => {
  it('answers with the client certificate and the gateway CA trusted, and not without either', async () => {
    const withAll = createHaalCentraalBrp({
      ...connection(),
      clientCertificate: { cert: tls('client.pem'), key: tls('client.key') },
      serverCa: tls('ca.pem'),
    });
    expect((await withAll.lookUpPerson(BSN))?.address?.zipcode).toBe('1234');
    expect(seen.at(-1)).toEqual({ authorized: true, key: 'key-1' });

    const noClientCertificate = createHaalCentraalBrp({ ...connection(), serverCa: tls('ca.pem') });
    await expect(noClientCertificate.lookUpPerson(BSN)).rejects.toThrow(RegisterUnavailable);
    const untrustedGateway = createHaalCentraalBrp({
      ...connection(),
      clientCertificate: { cert: tls('client.pem'), key: tls('client.key') },
    });
    await expect(untrustedGateway.lookUpPerson(BSN)).rejects.toThrow(RegisterUnavailable);
  });

  it('uses the certificate and the sealed key as the operator stored them', async () => {
    const { db } = await testDatabase();
    const tenant = await createTenant(db);
    const env = { simulatorsAllowed: false, secretKey: Buffer.alloc(32, 7) };
    await configureRegister(db, env, tenant.id, 'brp', {
      mode: 'api',
      baseUrl,
      apiKey: 'key-2',
      clientCertificate: tls('client.pem'),
      clientKey: tls('client.key'),
      serverCaCertificate: tls('ca.pem'),
    });
    const row = await db
      .selectFrom('tenant_registers')
      .select(['client_key', 'client_certificate'])
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(row.client_key).not.toContain('PRIVATE KEY');
    expect(row.client_certificate).toContain('BEGIN CERTIFICATE');

    const register = await populationRegisterFor(db, env, tenant.id, false);
    expect(register?.kind).toBe('haalcentraal');
    expect((await register?.lookUpPerson(BSN))?.lastname).toBe('van Moulin');
    expect(seen.at(-1)).toEqual({ authorized: true, key: 'key-2' });
  });
});
