import { describe, expect, it } from 'vitest';
import { offeredChoices } from './login-choices';

describe('offeredChoices', () => {
  it('offers only the configured services of the group, in a fixed order', () => {
    expect(offeredChoices('citizens', ['eidas', 'digid']).map((c) => c.path)).toEqual([
      '/login-person',
      '/login-eu-citizen',
    ]);
    expect(offeredChoices('citizens', ['eidas']).map((c) => c.code)).toEqual(['eidas']);
    expect(offeredChoices('companies', ['email']).map((c) => c.path)).toEqual(['/login-permit']);
    expect(offeredChoices('companies', ['eherkenning', 'email']).map((c) => c.code)).toEqual(['eherkenning', 'email']);
  });

  it('never offers a service of the other group', () => {
    expect(offeredChoices('citizens', ['eherkenning', 'email'])).toEqual([]);
    expect(offeredChoices('companies', ['digid'])).toEqual([]);
  });
});
