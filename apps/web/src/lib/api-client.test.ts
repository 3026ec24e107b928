import { describe, expect, it, vi } from 'vitest';
import {
  type ApiClientOptions,
  createApiClient,
  encodeParams,
  fileNameFromDisposition,
  readAnswer,
  ServiceError,
} from './api-client';
import { endpoints } from './endpoints';
import { createProgressCounter } from './progress';

const { getEloketSettings, setLanguage } = endpoints;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

function setup(answer: () => Promise<Response>, extra: Partial<ApiClientOptions> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  const progress = createProgressCounter();
  const onFailure = vi.fn();
  const onSessionTimeout = vi.fn();
  const client = createApiClient({
    tenant: () => 'voorbeeld',
    language: () => 'en',
    fetch,
    progress,
    onFailure,
    onSessionTimeout,
    ...extra,
  });
  return { client, calls, progress, onFailure, onSessionTimeout };
}

describe('encodeParams', () => {
  it('joins p_ parameters form-encoded', () => {
    expect(encodeParams({ p_lan_code: 'en_EN', p_version: '2.0' })).toBe('p_lan_code=en_EN&p_version=2.0');
  });

  it('escapes reserved characters and spaces', () => {
    expect(encodeParams({ p_email: 'a+b@example.nl', p_name: 'van der Berg & Co' })).toBe(
      'p_email=a%2Bb%40example.nl&p_name=van+der+Berg+%26+Co',
    );
  });

  it('leaves out absent values, keeps empty ones, and sends lists as JSON', () => {
    expect(encodeParams({ p_a: undefined, p_b: null, p_c: '', p_d: 3, p_e: ['AB12CD'] })).toBe(
      'p_c=&p_d=3&p_e=%5B%22AB12CD%22%5D',
    );
  });

  it('is empty without parameters', () => {
    expect(encodeParams()).toBe('');
    expect(encodeParams({})).toBe('');
  });
});

describe('fileNameFromDisposition', () => {
  it('reads quoted, plain and RFC 5987 names', () => {
    expect(fileNameFromDisposition('attachment; filename="permit 12.pdf"')).toBe('permit 12.pdf');
    expect(fileNameFromDisposition('attachment; filename=permit.pdf')).toBe('permit.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''vergunning%20%C3%A9.pdf")).toBe('vergunning é.pdf');
    expect(fileNameFromDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'b.pdf')).toBe('b.pdf');
  });

  it('gives null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});

describe('readAnswer', () => {
  it('reads the envelope, defaulting missing parts', async () => {
    const answer = await readAnswer(json({ statuscode: 'OK', result: [{ A: 1 }] }));
    expect(answer).toEqual({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [{ A: 1 }] });
  });

  it('treats a non-JSON answer as a file', async () => {
    const response = new Response(new Uint8Array([37, 80, 68, 70]), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="p.pdf"' },
    });
    const answer = await readAnswer(response);
    expect(answer.statuscode).toBe('OK');
    expect(answer.file?.fileName).toBe('p.pdf');
    expect(answer.file?.blob.size).toBe(4);
  });

  it('does not take an HTML error page for a file', async () => {
    const response = new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    await expect(readAnswer(response)).rejects.toMatchObject({ kind: 'network', status: 502 });
  });

  it('refuses JSON that is not an envelope', async () => {
    await expect(readAnswer(json({ hello: 'world' }))).rejects.toBeInstanceOf(ServiceError);
  });
});

describe('callService', () => {
  it('posts form-encoded parameters to the tenant service path with cookies and the language', async () => {
    const { client, calls } = setup(async () =>
      json({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [] }),
    );
    await client.callService(setLanguage, { p_lan_code: 'en_EN' });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('/voorbeeld/services/eloket/set_language');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('p_lan_code=en_EN');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(headers['Accept-Language']).toBe('en');
  });

  it('answers the envelope on OK and on PENDING', async () => {
    for (const statuscode of ['OK', 'PENDING']) {
      const { client, onFailure } = setup(async () =>
        json({ statuscode, statusmessage: '', messagetype: '', result: [{ SHOW_MENU_BUTTON: 'Y' }] }),
      );
      const answer = await client.callService(getEloketSettings);
      expect(answer.result[0]).toEqual({ SHOW_MENU_BUTTON: 'Y' });
      expect(onFailure).not.toHaveBeenCalled();
    }
  });

  it('shows a failure and rejects', async () => {
    const { client, onFailure, progress } = setup(async () =>
      json({ statuscode: 'INVALID_PARAMETERS', statusmessage: 'Not valid', messagetype: 'E', result: [] }, 400),
    );
    await expect(client.callService(getEloketSettings)).rejects.toMatchObject({ kind: 'failure' });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]?.[0].envelope.statusmessage).toBe('Not valid');
    expect(progress.get()).toBe(0);
  });

  it('leaves a failure to a quiet caller', async () => {
    const { client, onFailure } = setup(async () =>
      json({ statuscode: 'NOT_FOUND', statusmessage: 'x', messagetype: 'E', result: [] }, 404),
    );
    await expect(client.callService(getEloketSettings, {}, { quiet: true })).rejects.toBeInstanceOf(ServiceError);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('logs out on SESSION_TIMEOUT, also for a quiet caller', async () => {
    const { client, onSessionTimeout, onFailure } = setup(async () =>
      json({ statuscode: 'SESSION_TIMEOUT', statusmessage: 'Expired', messagetype: 'E', result: [] }, 401),
    );
    await expect(client.callService(getEloketSettings, {}, { quiet: true })).rejects.toMatchObject({
      kind: 'session-timeout',
    });
    expect(onSessionTimeout).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('reports a network error', async () => {
    const { client, onFailure, progress } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.callService(getEloketSettings)).rejects.toMatchObject({ kind: 'network' });
    expect(onFailure.mock.calls[0]?.[0].kind).toBe('network');
    expect(progress.get()).toBe(0);
  });

  it('keeps the progress counter up while the call runs', async () => {
    let release: (response: Response) => void = () => {};
    const { client, progress } = setup(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const pending = client.callService(getEloketSettings);
    expect(progress.get()).toBe(1);
    await Promise.resolve();
    release(json({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [] }));
    await pending;
    expect(progress.get()).toBe(0);
  });
});
