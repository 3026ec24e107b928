import { describe, expect, it } from 'vitest';
import { countsAsRequestable } from './catalogue-rules.js';

describe('countsAsRequestable', () => {
  it('counts a product that can be requested or whose waiting list can be joined', () => {
    expect(countsAsRequestable({ REQUESTABLE: 'Y' })).toBe(true);
    expect(countsAsRequestable({ REQUESTABLE: 'WL' })).toBe(true);
    expect(countsAsRequestable({ REQUESTABLE: 'N' })).toBe(false);
  });
});
