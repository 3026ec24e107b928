import { STAFF_EXPORT_KINDS } from '@parkeerloket/contract';
import { staffTexts } from '@parkeerloket/translations/staff-texts';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_STATUSES,
  exportStatusLabelKey,
  STATUSES,
  type StatusFamily,
  statusName,
  statusOptions,
} from './status-labels';

describe("the exports' status filter", () => {
  for (const language of ['nl', 'en'] as const) {
    const texts = staffTexts(language);
    const translate = (key: string) => texts[key] ?? key;

    it(`names every status of every export in the staff app's ${language} texts, the code as the value`, () => {
      for (const kind of STAFF_EXPORT_KINDS) {
        const options = statusOptions(kind, translate);
        expect(options.map((o) => o.value)).toEqual([...EXPORT_STATUSES[kind]]);
        for (const status of EXPORT_STATUSES[kind]) {
          const key = exportStatusLabelKey(kind, status);
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

describe("the resident file's status names", () => {
  const families = Object.keys(STATUSES) as StatusFamily[];
  for (const language of ['nl', 'en'] as const) {
    const texts = staffTexts(language);
    const translate = (key: string, fallback: string) => texts[key] ?? fallback;

    it(`names every stored status of every family in the staff app's ${language} texts`, () => {
      for (const family of families)
        for (const code of STATUSES[family])
          expect(statusName(translate, family, code), `${language}: ${family} ${code}`).not.toBe(code);
    });
  }

  it('uses the names staff and residents read elsewhere, and shows a code the texts do not know as it is', () => {
    const nl = staffTexts('nl');
    const en = staffTexts('en');
    const name = (texts: Record<string, string>, family: StatusFamily, code: string) =>
      statusName((key, fallback) => texts[key] ?? fallback, family, code);
    expect(name(nl, 'request', 'AWAIT_PAYMENT')).toBe('In afwachting van betaling');
    expect(name(en, 'request', 'PERMIT_CREATED')).toBe('Permit issued');
    expect(name(nl, 'permit', 'ACTIVE')).toBe('Lopend');
    expect(name(en, 'invoice', 'PAID')).toBe('Paid');
    expect(name(nl, 'payment', 'CANCELLED')).toBe('Geannuleerd');
    expect(name(en, 'refund', 'EXPORTED')).toBe(en['staff.refunds.status.EXPORTED']);
    expect(name(nl, 'waiting', 'WAITING')).toBe('Wacht');
    expect(name(en, 'payment', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
