/**
 * The access log: one line per request when the answer is complete (method, path without the query,
 * status, response time), never a cookie, a body or a query string; warnings as before.
 */
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.js';
import { createTenant, sessionCookie, testConfig, testDatabase } from '../test/support.js';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(JSON.parse(String(chunk)));
    callback();
  },
});
const { db } = await testDatabase();
const app = await buildApp({
  config: testConfig({ RATE_LIMIT_PER_MINUTE: '2' }),
  db,
  logger: { ...loggerOptions('info'), stream },
});
afterAll(() => app.close());

describe('access log', () => {
  it('writes one line per request, with method, path, status and time, and no cookie or query', async () => {
    const tenant = await createTenant(db);
    const cookie = await sessionCookie(db, tenant);
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: `/${tenant.code}/services/eloket/get_login_options?p_plate=AB123C`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: 'p_secret=geheim',
    });
    expect(res.statusCode).toBe(200);
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'POST', path: `/${tenant.code}/services/eloket/get_login_options` },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe('number');
    const text = JSON.stringify(lines);
    for (const secret of ['AB123C', 'geheim', cookie.split('=')[1] ?? '']) expect(text).not.toContain(secret);
  });

  it('keeps its warnings: a refused call over the limit logs the warning and its one access line', async () => {
    const tenant = await createTenant(db);
    const call = () =>
      app.inject({
        method: 'POST',
        url: `/${tenant.code}/services/eloket/get_login_options`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    await call();
    await call();
    lines.length = 0;
    expect((await call()).statusCode).toBe(429);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [40, 'rate limited'],
      [30, 'request completed'],
    ]);
  });
});
