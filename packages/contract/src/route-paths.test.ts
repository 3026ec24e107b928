import { describe, expect, it } from 'vitest';
import { matchesRoute } from './route-paths.js';

describe('matchesRoute', () => {
  it('matches segment by segment, a :name segment any one', () => {
    expect(matchesRoute('request-product/:permitTypeId/:areaId', 'request-product/1/2')).toBe(true);
    expect(matchesRoute('request-product/:permitTypeId/:areaId', 'request-product/1')).toBe(false);
    expect(matchesRoute('home', 'home')).toBe(true);
    expect(matchesRoute('', '')).toBe(true);
    expect(matchesRoute('home', 'homes')).toBe(false);
  });
});
