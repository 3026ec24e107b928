import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sent: Record<string, unknown>[] = [];
vi.mock('../../../lib/api-client', () => ({
  callService: vi.fn(async (_endpoint: unknown, params: Record<string, unknown>) => {
    sent.push(params);
    return { statuscode: 'OK', statusmessage: 'Beëindigd', messagetype: 'I', result: [{ REQUESTID: 1 }] };
  }),
}));
vi.mock('../../../lib/query-client', () => ({ queryClient: { invalidateQueries: vi.fn(async () => {}) } }));

const { storeLoginEmail, loginEmail } = await import('../../../lib/login-session');
const { setCurrentTenant } = await import('../../../lib/tenant');
const { withdrawCartItem } = await import('../../../api/withdraw-item');
const { terminatePermit } = await import('./terminate');

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => items.set(k, v),
    removeItem: (k: string) => items.delete(k),
  });
  setCurrentTenant('voorbeeld');
  sent.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('the stored login e-mail as p_email (lifecycle 7)', () => {
  it('is sent when withdrawing a cart item and when terminating', async () => {
    storeLoginEmail('jan@example.nl');
    await withdrawCartItem({ REQUESTID: 3, INVOICEID: 4, PCS_CANCEL: 'WEB_NEW' });
    await terminatePermit(5, { iban: 'NL91ABNA0417164300', owner: 'J Jansen', endDate: null });
    expect(sent.map((params) => params.p_email)).toEqual(['jan@example.nl', 'jan@example.nl']);
  });

  it('is empty when none is stored, or the username typed at login is no e-mail address', () => {
    expect(loginEmail()).toBe('');
    storeLoginEmail('jansen01');
    expect(loginEmail()).toBe('');
  });
});
