import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { createProgressCounter } from '../../lib/progress';
import { checkRegistry } from './registry-check';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function answerWith(answer: () => Promise<Response>) {
  const calls: { url: string; body: string }[] = [];
  const onFailure = vi.fn();
  const onSessionTimeout = vi.fn();
  configureApiClient({
    tenant: () => 'voorbeeld',
    language: () => 'en',
    progress: createProgressCounter(),
    fetch: (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body ?? '') });
      return answer();
    }) as typeof fetch,
    onFailure,
    onSessionTimeout,
  });
  return { calls, onFailure, onSessionTimeout };
}

const envelope = (result: unknown[], statuscode = 'OK', statusmessage = '') => ({
  statuscode,
  statusmessage,
  messagetype: statuscode === 'OK' ? '' : 'E',
  result,
});

describe('eloket/rdw_check', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the plate without dashes as p_licenseplate and reads the answer', async () => {
    const { calls, onFailure } = answerWith(async () => json(envelope([{ RESULT: true, BRAND: 'VOLVO' }])));
    await expect(checkRegistry('ab-12-3c')).resolves.toMatchObject({ kind: 'answered', result: true, brand: 'VOLVO' });
    expect(calls[0]?.url).toContain('/voorbeeld/services/eloket/rdw_check');
    expect(calls[0]?.body).toBe('p_licenseplate=AB123C');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('passes the server’s message with RESULT false or failure', async () => {
    answerWith(async () => json(envelope([{ RESULT: false }], 'OK', 'Not in your name')));
    await expect(checkRegistry('AB123C')).resolves.toMatchObject({ result: false, message: 'Not in your name' });
  });

  it('is unavailable, quietly, when the statuscode is not OK or there is no answer', async () => {
    const unavailable = answerWith(async () => json(envelope([], 'RDW_UNAVAILABLE', 'Registry down'), 503));
    await expect(checkRegistry('AB123C')).resolves.toEqual({ kind: 'unavailable' });
    expect(unavailable.onFailure).not.toHaveBeenCalled();

    answerWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkRegistry('AB123C')).resolves.toEqual({ kind: 'unavailable' });
  });

  it('leaves a session timeout to the API client', async () => {
    const { onSessionTimeout } = answerWith(async () => json(envelope([], 'SESSION_TIMEOUT', 'Expired'), 401));
    await expect(checkRegistry('AB123C')).rejects.toMatchObject({ kind: 'session-timeout' });
    expect(onSessionTimeout).toHaveBeenCalled();
  });
});
