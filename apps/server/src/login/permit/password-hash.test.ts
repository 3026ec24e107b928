import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyDummy, verifyPassword } from './password-hash.js';

describe('password hashes', () => {
  it('are salted scrypt hashes that describe their own parameters', async () => {
    const a = await hashPassword('Geheim123!');
    const b = await hashPassword('Geheim123!');
    expect(a).toMatch(/^\$scrypt\$ln=16,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Geheim123!')).toBe(true);
    expect(await verifyPassword(a, 'geheim123!')).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('still verify with older parameters, which ask to be rehashed', async () => {
    const { randomBytes, scryptSync } = await import('node:crypto');
    const salt = randomBytes(16);
    const hash = scryptSync('Oud12345!', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const b64 = (x: Buffer) => x.toString('base64').replace(/=+$/, '');
    const stored = `$scrypt$ln=14,r=8,p=1$${b64(salt)}$${b64(hash)}`;
    expect(await verifyPassword(stored, 'Oud12345!')).toBe(true);
    expect(needsRehash(stored)).toBe(true);
    expect(SCRYPT_PARAMS.ln).toBeGreaterThanOrEqual(15);
  });

  it('refuse damaged or absurd stored values without throwing', async () => {
    for (const stored of [
      '',
      'plain',
      '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect(await verifyPassword(stored, 'x')).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
    expect(await verifyDummy('x')).toBe(false);
  });
});
