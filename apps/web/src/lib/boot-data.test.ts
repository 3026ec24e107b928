import { describe, expect, it } from 'vitest';
import { parseBootData } from './boot-data';

describe('the answers the server puts into the page', () => {
  it('reads the login options, the settings and the texts of the first screen', () => {
    const text = JSON.stringify({
      loginOptions: { LOGIN_OPTIONS_CITIZENS: 'digid', LOGIN_OPTIONS_COMPANIES: '' },
      settings: { SHOW_SHOPPING_CART_ICON: 'Y' },
      texts: { nl_NL: { 'municipality.name': 'Gemeente Voorbeeld' }, en_EN: { 'municipality.name': 1 } },
    });
    expect(parseBootData(text)).toEqual({
      loginOptions: { LOGIN_OPTIONS_CITIZENS: 'digid', LOGIN_OPTIONS_COMPANIES: '' },
      settings: { SHOW_SHOPPING_CART_ICON: 'Y' },
      texts: { nl_NL: { 'municipality.name': 'Gemeente Voorbeeld' } },
    });
  });

  it('leaves out what is missing or malformed, so it is asked for as usual', () => {
    expect(parseBootData(null)).toEqual({});
    expect(parseBootData('{not json')).toEqual({});
    expect(parseBootData('[1,2]')).toEqual({});
    expect(parseBootData(JSON.stringify({ loginOptions: { LOGIN_OPTIONS_CITIZENS: 1 }, settings: 'x' }))).toEqual({});
  });
});
