import { describe, expect, it, vi } from 'vitest';

/**
 * The contract is in the web app's first chunk: what its modules do when they load, every page's start-up does. A
 * formatter for a time zone loads that zone's data (16 ms under a profiler in the browser, decision 057), so it is made when a
 * date is first asked for, not when the module loads.
 */
describe('loading the contract (decision 057)', () => {
  it('makes no time-zone formatter until a time in Amsterdam is asked for', async () => {
    const Original = Intl.DateTimeFormat;
    const zones: unknown[] = [];
    const note = (args: unknown[]) => {
      const options = args[1] as Intl.DateTimeFormatOptions | undefined;
      if (options?.timeZone) zones.push(options.timeZone);
    };
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args) {
        note(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        note(args);
        return Reflect.apply(target, self, args);
      },
    });
    try {
      vi.resetModules();
      const contract = await import('./index');
      expect(zones).toEqual([]);
      // Half past midnight in Amsterdam (summer time) is still the day before in UTC.
      expect(contract.amsterdamDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
      expect(zones).toEqual(['Europe/Amsterdam']);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
