import { describe, expect, it } from 'vitest';
import {
  canConfirmFte,
  changePasswordTarget,
  filterFteInput,
  filterIbanInput,
  filterOwnerInput,
} from './profile-rules';

describe('the IBAN and owner fields', () => {
  it('upper-case as typed, keeping letters, digits and single spaces', () => {
    expect(filterIbanInput('nl91 abna-0417.1643 00')).toBe('NL91 ABNA04171643 00');
    expect(filterIbanInput(' nl91  abna')).toBe('NL91 ABNA');
    expect(filterOwnerInput('J. de Vries\n')).toBe('J. DE VRIES');
  });

  it('stop at 34 IBAN characters besides spaces, and 70 owner characters', () => {
    expect(filterIbanInput('A'.repeat(40)).length).toBe(34);
    expect(filterIbanInput(`${'ABCD '.repeat(9)}`).replace(/ /g, '').length).toBe(34);
    expect(filterOwnerInput('x'.repeat(80)).length).toBe(70);
  });
});

describe('the FTE dialog', () => {
  it('keeps digits only, at most 6', () => {
    expect(filterFteInput('1a2,5')).toBe('125');
    expect(filterFteInput('12345678')).toBe('123456');
  });

  it('is confirmed only with a number and the declaration answered Yes', () => {
    expect(canConfirmFte('12', 'Y')).toBe(true);
    expect(canConfirmFte('0', 'Y')).toBe(true);
    expect(canConfirmFte('', 'Y')).toBe(false);
    expect(canConfirmFte('12', 'N')).toBe(false);
    expect(canConfirmFte('12', null)).toBe(false);
  });
});

describe('the change-password target', () => {
  const origin = 'https://parkeren.example.nl';

  it('follows a path or an address of this site', () => {
    expect(changePasswordTarget('/voorbeeld/register-password?key=abc&change=1', origin)).toBe(
      '/voorbeeld/register-password?key=abc&change=1',
    );
    expect(changePasswordTarget(`${origin}/voorbeeld/register-password?key=a`, origin)).toBe(
      '/voorbeeld/register-password?key=a',
    );
  });

  it('refuses another site, script and nothing', () => {
    expect(changePasswordTarget('https://evil.example/x', origin)).toBeNull();
    expect(changePasswordTarget('//evil.example/x', origin)).toBeNull();
    expect(changePasswordTarget('/\\evil.example/x', origin)).toBeNull();
    expect(changePasswordTarget('javascript:alert(1)', origin)).toBeNull();
    expect(changePasswordTarget('', origin)).toBeNull();
    expect(changePasswordTarget(null, origin)).toBeNull();
  });
});
