import { describe, expect, it } from 'vitest';
import { isTenantCode, RESERVED_TENANT_CODES, TENANT_CODE_PATTERN } from './tenant-code';

describe('the tenant code', () => {
  it('takes 2 to 40 lowercase letters, digits or dashes that start with a letter', () => {
    for (const code of ['voorbeeld', 'proefdorp', 'ok-town', 'ab', 'a1', 'den-haag', `a${'b'.repeat(39)}`]) {
      expect(isTenantCode(code), code).toBe(true);
    }
    for (const code of [
      '',
      'a',
      `a${'b'.repeat(40)}`,
      'Utrecht',
      'UTRECHT',
      '1town',
      '-town',
      'den_haag',
      'den haag',
      'tówn',
      'a.b',
    ]) {
      expect(isTenantCode(code), code).toBe(false);
    }
  });

  it('takes the codes the server tests and the e2e suite create (uniqueCode: a prefix and 12 hex digits)', () => {
    for (const prefix of ['t', 'town', 'copy', 'pay', 'upload', 'oidc']) {
      expect(isTenantCode(`${prefix}0123456789ab`), prefix).toBe(true);
    }
  });

  it('refuses every reserved path segment, including those the pattern alone would take', () => {
    for (const code of RESERVED_TENANT_CODES) expect(isTenantCode(code), code).toBe(false);
    for (const code of ['api', 'assets', 'health', 'municipalities', 'services', 'static']) {
      expect(TENANT_CODE_PATTERN.test(code), code).toBe(true);
      expect(RESERVED_TENANT_CODES.has(code), code).toBe(true);
    }
    expect(RESERVED_TENANT_CODES.has('index.html')).toBe(true);
  });
});
