import { describe, expect, it } from 'vitest';
import { AddressEnvError, createAddressLookup, readAddressEnv } from './address-env.js';

describe('the address lookup configuration', () => {
  it('defaults to the built-in register outside production and to PDOK in production', () => {
    expect(readAddressEnv('development', {})).toEqual({
      mode: 'builtin',
      baseUrl: 'https://api.pdok.nl/bzk/locatieserver/search/v3_1',
      timeoutMs: 5000,
    });
    expect(readAddressEnv('test', { ADDRESS_LOOKUP: '' }).mode).toBe('builtin');
    expect(readAddressEnv('production', {}).mode).toBe('pdok');
    // Switched on explicitly, the built-in register also runs in production.
    expect(readAddressEnv('production', { ADDRESS_LOOKUP: 'builtin' }).mode).toBe('builtin');
  });

  it('takes another service address and timeout', () => {
    const env = readAddressEnv('development', {
      ADDRESS_LOOKUP: 'pdok',
      ADDRESS_LOOKUP_URL: 'http://127.0.0.1:9999/locatieserver',
      ADDRESS_LOOKUP_TIMEOUT_MS: '1500',
    });
    expect(env).toEqual({ mode: 'pdok', baseUrl: 'http://127.0.0.1:9999/locatieserver', timeoutMs: 1500 });
    expect(createAddressLookup(env).name).toBe('pdok');
    expect(createAddressLookup({ ...env, mode: 'builtin' }).name).toBe('builtin');
  });

  it('stops on a bad value, naming the variable', () => {
    for (const [name, value] of [
      ['ADDRESS_LOOKUP', 'bag'],
      ['ADDRESS_LOOKUP_URL', 'ftp://example.nl'],
      ['ADDRESS_LOOKUP_URL', 'geen url'],
      ['ADDRESS_LOOKUP_TIMEOUT_MS', '10'],
      ['ADDRESS_LOOKUP_TIMEOUT_MS', 'vijf'],
    ] as const) {
      expect(() => readAddressEnv('development', { [name]: value }), `${name}=${value}`).toThrow(AddressEnvError);
      expect(() => readAddressEnv('development', { [name]: value })).toThrow(name);
    }
  });
});
