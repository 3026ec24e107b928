import { STAFF_EXPORT_KINDS } from '@parkeerloket/contract';
import { staffTexts } from '@parkeerloket/translations/staff-texts';
import { describe, expect, it } from 'vitest';
import { EXPORT_STATUSES, statusLabelKey, statusOptions } from './status-labels';

describe("the exports' status filter", () => {
  for (const language of ['nl', 'en'] as const) {
    const texts = staffTexts(language);
    const translate = (key: string) => texts[key] ?? key;

    it(`names every status of every export in the staff app's ${language} texts, the code as the value`, () => {
      for (const kind of STAFF_EXPORT_KINDS) {
        const options = statusOptions(kind, translate);
        expect(options.map((o) => o.value)).toEqual([...EXPORT_STATUSES[kind]]);
        for (const status of EXPORT_STATUSES[kind]) {
          const key = statusLabelKey(kind, status);
          expect(texts[key], `${language}: ${key}`).toBeTruthy();
        }
        // No label is a bare code, and no two options read alike.
        for (const option of options) expect(option.label, `${kind} ${option.value}`).not.toBe(option.value);
        expect(new Set(options.map((o) => o.label)).size, kind).toBe(options.length);
      }
    });
  }

  it('uses the names staff and residents read elsewhere', () => {
    const nl = staffTexts('nl');
    const en = staffTexts('en');
    const label = (texts: Record<string, string>, kind: (typeof STAFF_EXPORT_KINDS)[number], value: string) =>
      statusOptions(kind, (key) => texts[key] ?? key).find((o) => o.value === value)?.label;
    expect(label(nl, 'vergunningen', 'ACTIVE')).toBe('Lopend');
    expect(label(en, 'vergunningen', 'ENDED')).toBe('Ended');
    expect(label(nl, 'aanvragen', 'PERMIT_CREATED')).toBe('Vergunning verleend');
    expect(label(en, 'aanvragen', 'AWAIT_PAYMENT')).toBe('Awaiting payment (AWAIT_PAYMENT)');
    expect(label(en, 'aanvragen', 'PENDING_PAYMENT')).toBe('Awaiting payment (PENDING_PAYMENT)');
    expect(label(nl, 'terugbetalingen', 'EXPORTED')).toBe('Naar de bank');
    expect(label(en, 'betalingen', 'PAID')).toBe('Paid');
    expect(label(nl, 'wachtlijsten', 'WAITING')).toBe('Wacht');
  });
});
