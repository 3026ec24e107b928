import { describe, expect, it } from 'vitest';
import { forwardForm } from './forward';

const base = 'https://parkeren.example.nl/voorbeeld/login-person';

describe('forwardForm', () => {
  it('posts the postparams as fields for any method but GET', () => {
    expect(
      forwardForm(
        { url: 'https://idp.example.nl/sso', httpmethod: 'POST', postparams: [{ name: 'SAMLRequest', value: 'x' }] },
        base,
      ),
    ).toEqual({ method: 'POST', action: 'https://idp.example.nl/sso', fields: [{ name: 'SAMLRequest', value: 'x' }] });
  });

  it('resolves a url on the same server against the page', () => {
    expect(forwardForm({ url: '/voorbeeld/simulator/digid?x=1', httpmethod: 'POST', postparams: [] }, base)).toEqual({
      method: 'POST',
      action: 'https://parkeren.example.nl/voorbeeld/simulator/digid?x=1',
      fields: [],
    });
  });

  it('carries the query of a GET url as fields, since a GET form replaces it', () => {
    expect(
      forwardForm(
        {
          url: 'https://idp.example.nl/authorize?client_id=a&state=b',
          httpmethod: 'GET',
          postparams: [{ name: 'c', value: 'd' }],
        },
        base,
      ),
    ).toEqual({
      method: 'GET',
      action: 'https://idp.example.nl/authorize',
      fields: [
        { name: 'client_id', value: 'a' },
        { name: 'state', value: 'b' },
        { name: 'c', value: 'd' },
      ],
    });
  });

  it('refuses an answer without a url, with an unreadable one, or with one that is not http(s)', () => {
    expect(forwardForm(undefined, base)).toBeNull();
    expect(forwardForm({ url: '', httpmethod: 'GET', postparams: [] }, base)).toBeNull();
    expect(forwardForm({ url: 'javascript:alert(1)', httpmethod: 'GET', postparams: [] }, base)).toBeNull();
    expect(forwardForm({ url: 'http://[::1', httpmethod: 'GET', postparams: [] }, base)).toBeNull();
  });

  it('leaves out parameters without a name and sends absent values as empty', () => {
    const form = forwardForm(
      {
        url: 'https://idp.example.nl/',
        httpmethod: 'POST',
        postparams: [
          { name: '', value: 'x' },
          { name: 'a', value: undefined as unknown as string },
        ],
      },
      base,
    );
    expect(form?.fields).toEqual([{ name: 'a', value: '' }]);
  });
});
