import {
  type DocumentRequirement,
  formatEuro,
  type PriceLine,
  type ProductRequestParameters,
  requirementMet,
} from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { type FlowEvent, type FlowState, flowTransition, initialFlowState } from './request-flow-machine';
import {
  datedDays,
  documentGroups,
  finishMessage,
  lineAllowedDays,
  periodKey,
  preselectedDays,
  priceLineOption,
  priceParam,
  requestPriceCents,
  requestSummary,
  validUntil,
} from './request-summary';

const line = (overrides: Partial<PriceLine>): PriceLine => ({
  PRICELINE_ID: 1,
  PRICE: 10,
  PERIODCOUNT: 1,
  PERIODTYPE: 'M',
  PERMIT_ENDDATE: null,
  DAY_SELECTION_YN: 'N',
  ...overrides,
});

describe('valid until (as the server computes VALID_TO)', () => {
  it('is PERMIT_ENDDATE when the line has one', () => {
    expect(validUntil('2025-03-12', line({ PERMIT_ENDDATE: '2025-12-31' }))).toBe('2025-12-31');
    expect(validUntil('2025-03-12T10:00:00', line({ PERMIT_ENDDATE: '2025-12-31T00:00:00' }))).toBe('2025-12-31');
  });

  it('is start + count × period − 1 day for days, weeks, months and years', () => {
    expect(validUntil('2025-03-12', line({ PERIODTYPE: 'D', PERIODCOUNT: 1 }))).toBe('2025-03-12');
    expect(validUntil('2025-03-12', line({ PERIODTYPE: 'D', PERIODCOUNT: 30 }))).toBe('2025-04-10');
    expect(validUntil('2025-03-12', line({ PERIODTYPE: 'W', PERIODCOUNT: 2 }))).toBe('2025-03-25');
    expect(validUntil('2025-03-12', line({ PERIODTYPE: 'M', PERIODCOUNT: 1 }))).toBe('2025-04-11');
    expect(validUntil('2025-03-01', line({ PERIODTYPE: 'M', PERIODCOUNT: 3 }))).toBe('2025-05-31');
    expect(validUntil('2025-11-15', line({ PERIODTYPE: 'M', PERIODCOUNT: 2 }))).toBe('2026-01-14');
    expect(validUntil('2025-03-12', line({ PERIODTYPE: 'Y', PERIODCOUNT: 1 }))).toBe('2026-03-11');
    expect(validUntil('2025-01-01', line({ PERIODTYPE: 'Y', PERIODCOUNT: 1 }))).toBe('2025-12-31');
  });

  it('ends on the last day of a month that lacks the start day (31 January + 1 month), like the server', () => {
    expect(validUntil('2025-01-31', line({ PERIODTYPE: 'M', PERIODCOUNT: 1 }))).toBe('2025-02-28');
    expect(validUntil('2024-01-31', line({ PERIODTYPE: 'M', PERIODCOUNT: 1 }))).toBe('2024-02-29');
    expect(validUntil('2024-02-29', line({ PERIODTYPE: 'Y', PERIODCOUNT: 1 }))).toBe('2025-02-28');
  });
});

describe('money', () => {
  it('is € with 2 decimals and a comma, in both languages', () => {
    expect(formatEuro(1050)).toBe('€ 10,50');
    expect(formatEuro(0)).toBe('€ 0,00');
    expect(formatEuro(123456)).toBe('€ 1.234,56');
  });

  it('the price is PRICE, × the selected days with day selection', () => {
    expect(requestPriceCents(line({ PRICE: 10.5 }), ['MONDAY'])).toBe(1050);
    expect(requestPriceCents(line({ PRICE: 2.35, DAY_SELECTION_YN: 'Y' }), ['MONDAY', 'FRIDAY', 'MONDAY'])).toBe(470);
    expect(requestPriceCents(line({ PRICE: 2.35, DAY_SELECTION_YN: 'Y' }), [])).toBe(0);
  });

  it('p_price is euro with a dot and two decimals', () => {
    expect(priceParam(1050)).toBe('10.50');
    expect(priceParam(5)).toBe('0.05');
    expect(priceParam(0)).toBe('0.00');
    expect(priceParam(123456)).toBe('1234.56');
  });
});

describe('days', () => {
  const days = line({
    DAY_SELECTION_YN: 'Y',
    ALLOWED_DAYS: [
      { DAY: 'SUNDAY', VALID: 'Y', SELECTED: 'Y' },
      { DAY: 'MONDAY', VALID: 'Y' },
      { DAY: 'SATURDAY', VALID: 'N', SELECTED: 'Y' },
    ],
  });

  it('are the allowed ones in week order; every day when the line names none', () => {
    expect(lineAllowedDays(days)).toEqual(['MONDAY', 'SUNDAY']);
    expect(preselectedDays(days)).toEqual(['SUNDAY']);
    expect(lineAllowedDays(line({ DAY_SELECTION_YN: 'Y' }))).toHaveLength(7);
  });
});

describe('price-line options', () => {
  it("read 'pay per count period' with the price and an optional end date", () => {
    expect(priceLineOption(line({ PRICELINE_ID: 5, PRICE: 45, PERIODCOUNT: 3, PERIODTYPE: 'M' }))).toEqual({
      id: 5,
      count: 3,
      periodKey: 'request_flow.period.M.other',
      price: '€\u00a045,00',
      perDay: false,
      endDate: null,
    });
    expect(priceLineOption(line({ PERIODTYPE: 'Y', PERMIT_ENDDATE: '2025-12-31' }))).toMatchObject({
      periodKey: 'request_flow.period.Y.one',
      endDate: '31-12-2025',
    });
    expect(priceLineOption(line({ DAY_SELECTION_YN: 'Y' })).perDay).toBe(true);
    expect(['D', 'W', 'M', 'Y'].map((type) => periodKey(type as 'D', 2))).toEqual([
      'request_flow.period.D.other',
      'request_flow.period.W.other',
      'request_flow.period.M.other',
      'request_flow.period.Y.other',
    ]);
  });
});

const PLATE_DOC: DocumentRequirement = {
  RPG_ID: 1,
  DOC_TYPE_CODE: 'KB',
  DOC_TYPE_DESCRIPTION: 'Kentekenbewijs',
  DISPLAY_DVE: 'AB-123-C',
  DETAIL_VALUE: 'AB123C',
  MAX_DOCUMENTS: 2,
  MIN_STATUS_LEVEL: 1,
  UPLOADED_DOCUMENTS: [{ ID: 3, FILENAME: 'kb.pdf', STATUS_LEVEL: 1, STATUS_REASON_CODE: null }],
};
const EXTRA_DOC: DocumentRequirement = {
  ...PLATE_DOC,
  RPG_ID: 2,
  DOC_TYPE_DESCRIPTION: 'Huurcontract',
  DISPLAY_DVE: null,
  DETAIL_VALUE: null,
  UPLOADED_DOCUMENTS: [],
};

describe('documents', () => {
  it('licence-plate documents first, headed by type and plate', () => {
    expect(documentGroups([EXTRA_DOC, PLATE_DOC])).toEqual([
      { key: '1', title: 'Kentekenbewijs', plate: 'AB-123-C', files: ['kb.pdf'] },
      { key: '2', title: 'Huurcontract', plate: null, files: [] },
    ]);
  });

  it('a requirement is met with MIN_STATUS_LEVEL 0 or an upload that is not rejected', () => {
    // The contract's rule over a requirement's own uploads, as the machine asks it for the upload stage.
    const met = (r: DocumentRequirement) => requirementMet(r, r.UPLOADED_DOCUMENTS ?? []);
    expect(met(PLATE_DOC)).toBe(true);
    expect(met(EXTRA_DOC)).toBe(false);
    expect(met({ ...EXTRA_DOC, MIN_STATUS_LEVEL: 0 })).toBe(true);
    const rejected = {
      ...PLATE_DOC,
      UPLOADED_DOCUMENTS: [{ ID: 3, FILENAME: 'x', STATUS_LEVEL: 1, STATUS_REASON_CODE: 'NVT' }],
    };
    expect(met(rejected)).toBe(false);
  });
});

// ---- The summary card over a real flow

const PARAMS: ProductRequestParameters = {
  LICENSEPLATE_REQUIREMENTS: [
    { MIN_LICENSEPLATES: 0, MAX_LICENSEPLATES: 0, REGISTER_BRAND: 'N', REGISTER_COLOUR: 'N', REGISTER_LEASE: 'N' },
  ],
  PRICELINES: [],
  LOCATIONS: [{ LOCATIONID: 11, LOCATIONDESCRIPTION: 'Garage Noord', AVAILABLE: 'Y' }],
  LOCATION_BY_ADDRESS_YN: 'N',
  NEED_SPECIFIC_LOCATION_YN: 'Y',
  MIN_STARTDATE: '2025-03-12',
  MAX_STARTDATE: null,
};

function flow(...events: FlowEvent[]): FlowState {
  const loaded: FlowEvent = {
    type: 'params-loaded',
    product: {
      permitTypeId: 7,
      areaId: 3,
      staffel: 2,
      waitingListId: null,
      description: 'Bewonersvergunning',
      areaDescription: 'Centrum',
      quantity: 2,
      multiLocations: false,
    },
    params: PARAMS,
    today: '2025-03-10',
    relationType: 'P',
    storedPlates: [],
  };
  return [loaded, ...events].reduce((state, event) => flowTransition(state, event).state, initialFlowState());
}

const DAYS_LINE = line({
  PRICELINE_ID: 9,
  PRICE: 2.5,
  PERIODTYPE: 'W',
  PERIODCOUNT: 4,
  DAY_SELECTION_YN: 'Y',
  ALLOWED_DAYS: [
    { DAY: 'MONDAY', VALID: 'Y', SELECTED: 'Y' },
    { DAY: 'FRIDAY', VALID: 'Y' },
  ],
});

describe('the summary card', () => {
  it('is empty before the parameters are in', () => {
    expect(requestSummary(initialFlowState())).toBeNull();
  });

  it('shows the product with its staffel, area, location and start date from the first stage', () => {
    expect(requestSummary(flow())).toEqual({
      quantity: 2,
      description: 'Bewonersvergunning',
      area: 'Centrum',
      location: 'Garage Noord',
      specificLocation: null,
      validFrom: '12-03-2025',
      validUntil: null,
      validDays: null,
      price: null,
      showPrice: false,
      documents: null,
    });
  });

  it('adds the specific location, valid until and the valid days once chosen; the price from the upload stage on', () => {
    const days = flow(
      { type: 'next' },
      { type: 'input', field: 'specificLocation', value: 'Vak 12' },
      { type: 'next' },
      { type: 'price-lines-loaded', priceLines: [DAYS_LINE] },
      { type: 'toggle-day', day: 'FRIDAY', selected: true },
    );
    expect(requestSummary(days)).toMatchObject({
      specificLocation: 'Vak 12',
      validFrom: '12-03-2025',
      validUntil: '08-04-2025',
      validDays: ['MONDAY', 'FRIDAY'],
      price: { unit: '€\u00a02,50', dayCount: 2, total: '€\u00a05,00' },
      showPrice: false,
    });
    const upload = flow(
      { type: 'next' },
      { type: 'input', field: 'specificLocation', value: 'Vak 12' },
      { type: 'next' },
      { type: 'price-lines-loaded', priceLines: [DAYS_LINE] },
      { type: 'next' },
      { type: 'next' },
      {
        type: 'request-answered',
        result: { STATUSCODE: 'DOCS_UPLOAD', REQUESTID: 5, DOCUMENTS_TO_UPLOAD: [EXTRA_DOC, PLATE_DOC] },
      },
    );
    expect(upload.stage).toBe('UPLOAD_DOCUMENT');
    const summary = requestSummary(upload);
    expect(summary).toMatchObject({ showPrice: true, price: { total: '€\u00a02,50' } });
    expect(summary?.documents?.map((group) => group.title)).toEqual(['Kentekenbewijs', 'Huurcontract']);
  });
});

describe('the finish message', () => {
  const finished = (code: 'AWAIT_PAYMENT' | 'DOCS_AWAIT_APROVAL' | 'PERMIT_CREATED', start = '2025-03-12') =>
    flow(
      { type: 'set-start-date', value: start },
      { type: 'next' },
      { type: 'input', field: 'specificLocation', value: 'A1' },
      { type: 'next' },
      { type: 'price-lines-loaded', priceLines: [line({})] },
      { type: 'next' },
      { type: 'request-answered', result: { STATUSCODE: code, REQUESTID: 5 } },
    );

  it('payment, approval, or active (from a future date)', () => {
    expect(finished('AWAIT_PAYMENT').stage).toBe('FINISH');
    expect(finishMessage(finished('AWAIT_PAYMENT'))).toEqual({ kind: 'payment' });
    expect(finishMessage(finished('DOCS_AWAIT_APROVAL'))).toEqual({ kind: 'approval' });
    expect(finishMessage(finished('PERMIT_CREATED'))).toEqual({ kind: 'active-from', date: '12-03-2025' });
  });

  it('active when the permit starts today', () => {
    const state = finished('PERMIT_CREATED');
    const startingToday: FlowState = { ...state, form: { ...state.form, startDate: '2025-03-10' } };
    expect(finishMessage(startingToday)).toEqual({ kind: 'active' });
  });
});

describe('datedDays', () => {
  const week = { PERIODTYPE: 'W' as const, PERIODCOUNT: 1, PERMIT_ENDDATE: null };
  const workdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

  it('gives each day of a one-week window its date, in date order from the start', () => {
    // Friday 27 November 2026: the week runs to Thursday 3 December.
    expect(datedDays('2026-11-27', week, [...workdays])).toEqual([
      { day: 'FRIDAY', date: '2026-11-27' },
      { day: 'SATURDAY', date: '2026-11-28' },
      { day: 'MONDAY', date: '2026-11-30' },
      { day: 'TUESDAY', date: '2026-12-01' },
      { day: 'WEDNESDAY', date: '2026-12-02' },
      { day: 'THURSDAY', date: '2026-12-03' },
    ]);
    // The start as the date-time of now (today in Europe/Amsterdam) counts as its day.
    expect(datedDays('2026-11-30T10:15:00', week, ['MONDAY'])).toEqual([{ day: 'MONDAY', date: '2026-11-30' }]);
  });

  it('leaves the weekdays bare in week order when a day falls more than once, or without a start', () => {
    const month = { PERIODTYPE: 'M' as const, PERIODCOUNT: 1, PERMIT_ENDDATE: null };
    expect(datedDays('2026-11-27', month, ['SATURDAY', 'MONDAY'])).toEqual([
      { day: 'MONDAY', date: null },
      { day: 'SATURDAY', date: null },
    ]);
    expect(datedDays('', week, ['MONDAY'])).toEqual([{ day: 'MONDAY', date: null }]);
  });
});
