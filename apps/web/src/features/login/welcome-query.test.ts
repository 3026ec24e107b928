import { describe, expect, it } from 'vitest';
import { loginErrorKind, readWelcomeQuery } from './welcome-query';

describe('readWelcomeQuery', () => {
  it('upper-cases the deep-link plate and stays on the welcome screen', () => {
    expect(readWelcomeQuery('?licenseplate=ab12cd', false)).toEqual({ plate: 'AB12CD', redirect: null });
  });

  it('does not keep the plate NULL, in any case', () => {
    expect(readWelcomeQuery('?licenseplate=NULL', false).plate).toBeNull();
    expect(readWelcomeQuery('?licenseplate=null', false).plate).toBeNull();
    expect(readWelcomeQuery('?licenseplate=', false).plate).toBeNull();
    expect(readWelcomeQuery('', false)).toEqual({ plate: null, redirect: null });
  });

  it('sends an authorized user home, keeping the plate', () => {
    expect(readWelcomeQuery('?licenseplate=ab12cd', true)).toEqual({
      plate: 'AB12CD',
      redirect: '/?licenseplate=AB12CD',
    });
    expect(readWelcomeQuery('', true).redirect).toBe('/');
  });

  it('goes to the citizens or companies login choice for both query forms', () => {
    expect(readWelcomeQuery('?citizens', false).redirect).toBe('/login-citizens');
    expect(readWelcomeQuery('?login=citizens', false).redirect).toBe('/login-citizens');
    expect(readWelcomeQuery('?companies', false).redirect).toBe('/login-companies');
    expect(readWelcomeQuery('?login=Companies', false).redirect).toBe('/login-companies');
    expect(readWelcomeQuery('?citizens&licenseplate=xx99yy', false)).toEqual({
      plate: 'XX99YY',
      redirect: '/login-citizens?licenseplate=XX99YY',
    });
  });

  it('prefers home over a login choice once authorized', () => {
    expect(readWelcomeQuery('?citizens', true).redirect).toBe('/');
  });

  it('encodes what it passes on', () => {
    expect(readWelcomeQuery('?licenseplate=a%26b', true).redirect).toBe('/?licenseplate=A%26B');
  });
});

describe('loginErrorKind', () => {
  it('tells a cancelled login from a failed one', () => {
    expect(loginErrorKind('?login_error=cancelled')).toBe('cancelled');
    expect(loginErrorKind('?login_error=1')).toBe('failed');
    expect(loginErrorKind('?login_error=')).toBe('failed');
    expect(loginErrorKind('?licenseplate=AB12CD')).toBeNull();
  });
});
