import { REQUEST_EVENTS, REQUEST_EXPORT_KINDS, STAFF_EXPORT_KINDS } from '@parkeerloket/contract';
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

describe("a request's kind and the event that moved it", () => {
  const NAMES = {
    requestKind: {
      NEW: { nl: 'Nieuwe vergunning', en: 'New permit' },
      WAITING_LIST: { nl: 'Via de wachtlijst', en: 'From the waiting list' },
      LICENSE_CHANGE: { nl: 'Kentekenwijziging', en: 'Licence plate change' },
      PROLONGATION: { nl: 'Verlenging', en: 'Prolongation' },
    },
    requestEvent: {
      SUBMITTED: { nl: 'Ingediend', en: 'Submitted' },
      DOCUMENTS_CONTINUED: { nl: 'Verder na de documenten', en: 'Continued past the documents' },
      DOCUMENTS_REVIEWED: { nl: 'Documenten beoordeeld', en: 'Documents reviewed' },
      CONFIRMED: { nl: 'Bevestigd', en: 'Confirmed' },
      PAID: { nl: 'Betaald', en: 'Paid' },
      CANCELLED_BY_USER: { nl: 'Geannuleerd', en: 'Cancelled' },
      ADDED_TO_WAITING_LIST: { nl: 'Op de wachtlijst geplaatst', en: 'Placed on the waiting list' },
    },
  } as const;

  it("lists every code the contract has (the server's request kinds and the request machine's events)", () => {
    expect(Object.keys(NAMES.requestKind)).toEqual([...REQUEST_EXPORT_KINDS]);
    expect(Object.keys(NAMES.requestEvent)).toEqual([...REQUEST_EVENTS]);
    expect(STATUSES.requestKind).toEqual(REQUEST_EXPORT_KINDS);
    expect(STATUSES.requestEvent).toEqual(REQUEST_EVENTS);
  });

  for (const language of ['nl', 'en'] as const) {
    it(`names each one in ${language}`, () => {
      const texts = staffTexts(language);
      const name = (family: StatusFamily, code: string) =>
        statusName((key, fallback) => texts[key] ?? fallback, family, code);
      for (const family of ['requestKind', 'requestEvent'] as const)
        for (const [code, names] of Object.entries(NAMES[family]))
          expect(name(family, code), `${language}: ${family} ${code}`).toBe(names[language]);
      // Within a family no two codes read alike.
      for (const family of ['requestKind', 'requestEvent'] as const) {
        const shown = STATUSES[family].map((code) => name(family, code));
        expect(new Set(shown).size, family).toBe(shown.length);
      }
      expect(name('requestEvent', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
    });
  }
});
