import type {
  Day,
  DocumentRequirement,
  Location,
  PriceLine,
  ProductRequestParameters,
  RegisteredAddress,
  RequestResult,
  RequestStatuscode,
} from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import type { PlateEntry } from './plates';
import {
  canCancelRequest,
  canNext,
  checkAnswerLinks,
  chosenAddress,
  type EditStage,
  type FlowCommand,
  type FlowEvent,
  type FlowProduct,
  type FlowState,
  type FlowStep,
  flowProduct,
  flowTransition,
  hasNoLocation,
  hasPrev,
  initialFlowState,
  mustConfirmLeave,
  STAGES,
  type Stage,
  stageOrder,
  startDateError,
  stepProgress,
  storedPlateNumbers,
  submitRequest,
  trailStep,
} from './request-flow-machine';

// ---- Fixtures

const TODAY = '2025-03-10';

const LOC_Y: Location = { LOCATIONID: 11, ADDRESSID: 501, LOCATIONDESCRIPTION: 'Garage Noord', AVAILABLE: 'Y' };
const LOC_WL: Location = { LOCATIONID: 12, LOCATIONDESCRIPTION: 'Garage Zuid', AVAILABLE: 'WL' };
const LOC_N: Location = {
  LOCATIONID: 13,
  LOCATIONDESCRIPTION: 'Garage Oost',
  AVAILABLE: 'N',
  NOT_AVAILABLE_REASON: 'Vol',
};

const MONTH: PriceLine = {
  PRICELINE_ID: 21,
  PRICE: 10.5,
  PERIODCOUNT: 1,
  PERIODTYPE: 'M',
  PERMIT_ENDDATE: null,
  DAY_SELECTION_YN: 'N',
};
const YEAR: PriceLine = {
  PRICELINE_ID: 22,
  PRICE: 100,
  PERIODCOUNT: 1,
  PERIODTYPE: 'Y',
  PERMIT_ENDDATE: '2025-12-31',
  DAY_SELECTION_YN: 'N',
};
const WEEKDAYS: PriceLine = {
  PRICELINE_ID: 23,
  PRICE: 2.5,
  PERIODCOUNT: 4,
  PERIODTYPE: 'W',
  PERMIT_ENDDATE: null,
  DAY_SELECTION_YN: 'Y',
  ALLOWED_DAYS: [
    { DAY: 'MONDAY', VALID: 'Y' },
    { DAY: 'TUESDAY', VALID: 'Y', SELECTED: 'Y' },
    { DAY: 'WEDNESDAY', VALID: 'Y' },
    { DAY: 'THURSDAY', VALID: 'Y' },
    { DAY: 'FRIDAY', VALID: 'Y' },
    { DAY: 'SATURDAY', VALID: 'N' },
    { DAY: 'SUNDAY', VALID: 'N' },
  ],
};

const plate = (LICENSE_PLATE: string, person = true): PlateEntry => ({
  LICENSE_PLATE,
  LEASE: person ? 'Y' : 'N',
  RDW_CHECKED: person ? 'Y' : 'N',
  BRAND: '',
  COLOR: '',
  COUNTRY: 'NL',
  dutchLicensePlate: true,
});
const STORED = plate('AB123C');
const TYPED = plate('XY987Z', false);

interface Shape {
  byAddress?: boolean;
  multi?: boolean;
  specific?: boolean;
  min?: number;
  max?: number;
  stored?: boolean;
  waitingListId?: number | null;
  offeredLocationId?: number | null;
  exitPath?: string;
  locations?: Location[];
  minStart?: string | null;
  maxStart?: string | null;
  /** The parameters' PRICELINES (those at the earliest start). */
  priceLines?: PriceLine[];
  /** DOCUMENTS_YN and CONFIRMATION_YN: what can follow sending (issue 24). */
  documents?: boolean;
  confirmation?: boolean;
  /** The registered addresses; by address without this: two, so the address stage shows. */
  addresses?: RegisteredAddress[];
}

const KERKSTRAAT: RegisteredAddress = {
  ZIPCODE: '1234AB',
  NR: '12',
  ADDITION: '',
  STREET: 'Kerkstraat',
  CITY: 'Voorbeeld',
};
const MARKTPLEIN: RegisteredAddress = {
  ZIPCODE: '1234AC',
  NR: '3',
  ADDITION: 'A',
  STREET: 'Marktplein',
  CITY: 'Voorbeeld',
};

function product(shape: Shape): FlowProduct {
  return {
    permitTypeId: 7,
    areaId: 3,
    staffel: 2,
    waitingListId: shape.waitingListId ?? null,
    description: 'Bewonersvergunning',
    areaDescription: 'Centrum',
    quantity: 2,
    multiLocations: shape.multi ?? false,
    ...(shape.offeredLocationId === undefined ? {} : { offeredLocationId: shape.offeredLocationId }),
    ...(shape.exitPath === undefined ? {} : { exitPath: shape.exitPath }),
  };
}

function params(shape: Shape): ProductRequestParameters {
  return {
    LICENSEPLATE_REQUIREMENTS: [
      {
        MIN_LICENSEPLATES: shape.min ?? 1,
        MAX_LICENSEPLATES: shape.max ?? 1,
        REGISTER_BRAND: 'N',
        REGISTER_COLOUR: 'N',
        REGISTER_LEASE: 'Y',
      },
    ],
    PRICELINES: shape.priceLines ?? [],
    LOCATIONS: shape.locations ?? [LOC_Y],
    LOCATION_BY_ADDRESS_YN: shape.byAddress ? 'Y' : 'N',
    NEED_SPECIFIC_LOCATION_YN: shape.specific ? 'Y' : 'N',
    MIN_STARTDATE: shape.minStart === undefined ? '2025-03-12' : shape.minStart,
    MAX_STARTDATE: shape.maxStart === undefined ? '2025-06-30' : shape.maxStart,
    DOCUMENTS_YN: shape.documents ? 'Y' : 'N',
    CONFIRMATION_YN: shape.confirmation ? 'Y' : 'N',
    REGISTERED_ADDRESSES: shape.addresses ?? (shape.byAddress ? [KERKSTRAAT, MARKTPLEIN] : []),
  };
}

function loaded(shape: Shape): FlowEvent {
  return {
    type: 'params-loaded',
    product: product(shape),
    params: params(shape),
    today: TODAY,
    relationType: 'P',
    storedPlates: shape.stored ? [STORED] : [],
  };
}

function start(shape: Shape = {}): FlowState {
  return flowTransition(initialFlowState(), loaded(shape)).state;
}

/** Applies events; returns the last state and every command on the way. */
function run(state: FlowState, ...events: FlowEvent[]): FlowStep {
  const commands: FlowCommand[] = [];
  let current = state;
  for (const event of events) {
    const step = flowTransition(current, event);
    current = step.state;
    commands.push(...step.commands);
  }
  return { state: current, commands };
}
const go = (state: FlowState, ...events: FlowEvent[]) => run(state, ...events).state;
const last = (step: FlowStep) => step.commands[step.commands.length - 1];

const NEXT: FlowEvent = { type: 'next' };
const PREV: FlowEvent = { type: 'prev' };
const YES: FlowEvent = { type: 'dialog-yes' };
const NO: FlowEvent = { type: 'dialog-no' };
const FAILED: FlowEvent = { type: 'call-failed' };
const input = (field: 'specificLocation', value: string): FlowEvent => ({ type: 'input', field, value });
const chooseAddress = (index: number): FlowEvent => ({ type: 'choose-address', index });
const CHOOSE_FIRST = chooseAddress(0);
const locations = (...list: Location[]): FlowEvent => ({ type: 'locations-loaded', locations: list });
const lines = (...list: PriceLine[]): FlowEvent => ({ type: 'price-lines-loaded', priceLines: list });
const day = (d: Day, selected = true): FlowEvent => ({ type: 'toggle-day', day: d, selected });
const plates = (...list: PlateEntry[]): FlowEvent => ({ type: 'plates-changed', plates: list });
const confirmPlates = (value: 'Y' | 'N' | null = 'Y'): FlowEvent => ({ type: 'plates-confirmed', value });

const REQUIRED_DOC: DocumentRequirement = {
  RPG_ID: 41,
  DOC_TYPE_CODE: 'KENTEKENBEWIJS',
  DOC_TYPE_DESCRIPTION: 'Kentekenbewijs',
  DISPLAY_DVE: 'AB-123-C',
  DETAIL_VALUE: 'AB123C',
  MAX_DOCUMENTS: 2,
  MIN_STATUS_LEVEL: 1,
  UPLOADED_DOCUMENTS: [],
};
const OPTIONAL_DOC: DocumentRequirement = { ...REQUIRED_DOC, RPG_ID: 42, MIN_STATUS_LEVEL: 0, DISPLAY_DVE: null };
const UPLOADED: DocumentRequirement = {
  ...REQUIRED_DOC,
  UPLOADED_DOCUMENTS: [{ ID: 9, FILENAME: 'bewijs.pdf', STATUS_LEVEL: 1, STATUS_REASON_CODE: null }],
};
const REJECTED: DocumentRequirement = {
  ...REQUIRED_DOC,
  UPLOADED_DOCUMENTS: [{ ID: 9, FILENAME: 'bewijs.pdf', STATUS_LEVEL: 1, STATUS_REASON_CODE: 'NVT' }],
};

function result(code: RequestStatuscode, documents: DocumentRequirement[] | null = null): RequestResult {
  return { STATUSCODE: code, STATUS: `status ${code}`, REQUESTID: 900, PRICE: 21, DOCUMENTS_TO_UPLOAD: documents };
}
const answered = (code: RequestStatuscode, documents: DocumentRequirement[] | null = null): FlowEvent => ({
  type: 'request-answered',
  result: result(code, documents),
});

/** A plain product (no address, no choice, no specific location), one plate, at its plate stage. */
const A_DOCS_UPLOAD = answered('DOCS_UPLOAD', [REQUIRED_DOC]);

function atPlates(shape: Shape = {}): FlowState {
  return go(start(shape), NEXT, lines(MONTH));
}

// ---- Entering the flow

describe('entering the flow', () => {
  it('starts at the start date with the later of today and MIN_STARTDATE', () => {
    const state = start();
    expect(state.stage).toBe('SELECT_START_DATE');
    expect(state.form.startDate).toBe('2025-03-12');
    expect(start({ minStart: '2025-01-01' }).form.startDate).toBe(TODAY);
    expect(start({ minStart: null }).form.startDate).toBe(TODAY);
    expect(hasPrev(state)).toBe(false);
    expect(mustConfirmLeave(state)).toBe(true);
    expect(mustConfirmLeave(initialFlowState())).toBe(false);
  });

  it('preselects the first location when it is AVAILABLE Y or WL, not N', () => {
    expect(start({ locations: [LOC_Y, LOC_N] }).form.locationId).toBe(11);
    expect(start({ locations: [LOC_WL, LOC_Y] }).form.locationId).toBe(12);
    expect(start({ locations: [LOC_N, LOC_Y] }).form.locationId).toBeNull();
    expect(start({ locations: [] }).form.locationId).toBeNull();
  });

  it('ignores a second params-loaded and events before the parameters', () => {
    const state = start();
    expect(flowTransition(state, loaded({ byAddress: true })).state).toBe(state);
    const loading = initialFlowState();
    expect(flowTransition(loading, NEXT).state).toBe(loading);
    expect(canNext(loading)).toBe(false);
  });

  it('takes the product from the catalogue: staffel, quantity, waiting list, multi-location', () => {
    const catalogue = {
      PERMITTYPEID: 7,
      AREAID: 3,
      AREADESCRIPTION: ' Centrum ',
      DESCRIPTION: 'Bewonersvergunning',
      STAFFEL: 2,
      HAS_STAFFEL_YN: 'Y',
      WAITINGLISTID: 44,
      REQUESTABLE: 'Y',
      MULTI_LOCATIONS_YN: 'Y',
      HAS_ADDITIONAL_INFO_YN: 'N',
      EXISTING_WL_YN: 'N',
      EXISTING_VREX_YN: 'N',
      EXISTING_TO_BE_PAID_YN: 'N',
      PERMITPLUS_PRODUCT_YN: 'N',
    } as const;
    expect(flowProduct(catalogue)).toEqual({
      permitTypeId: 7,
      areaId: 3,
      staffel: 2,
      waitingListId: 44,
      description: 'Bewonersvergunning',
      areaDescription: 'Centrum',
      quantity: 2,
      multiLocations: true,
    });
    expect(flowProduct({ ...catalogue, HAS_STAFFEL_YN: 'N', WAITINGLISTID: null }).quantity).toBeNull();
    expect(flowProduct({ ...catalogue, STAFFEL: 1 }).quantity).toBeNull();
  });

  it('finds the plates stored at entry: the server keeps them, else the deep-link plate', () => {
    expect(storedPlateNumbers({ LICENSE_PLATES: [{ LICENSE_PLATE: 'ab-123-c' }] }, 'ZZ999Z')).toEqual(['AB123C']);
    expect(storedPlateNumbers({ LICENSE_PLATES: null }, 'zz-999-z')).toEqual(['ZZ999Z']);
    expect(storedPlateNumbers({ LICENSE_PLATES: [] }, null)).toEqual([]);
  });
});

// ---- 1. Start date

describe('the start date stage', () => {
  it('allows MIN_STARTDATE (or today) to MAX_STARTDATE; a cleared date disables Next', () => {
    const state = start();
    expect(canNext(state)).toBe(true);
    const early = go(state, { type: 'set-start-date', value: '2025-03-11' });
    expect(startDateError(early)).toBe('out_of_range');
    expect(canNext(early)).toBe(false);
    expect(startDateError(go(state, { type: 'set-start-date', value: '2025-07-01' }))).toBe('out_of_range');
    expect(startDateError(go(state, { type: 'set-start-date', value: '2025-06-30' }))).toBeNull();
    const cleared = go(state, { type: 'set-start-date', value: '' });
    expect(startDateError(cleared)).toBe('required');
    expect(flowTransition(cleared, NEXT).state).toBe(cleared);
    expect(startDateError(go(start({ maxStart: null }), { type: 'set-start-date', value: '2030-01-01' }))).toBeNull();
  });

  it('Next: by address → address; else multi → location choice; else specific → specific; else price lines', () => {
    expect(go(start({ byAddress: true, multi: true, specific: true }), NEXT).stage).toBe('SELECT_ADDRESS');
    expect(go(start({ multi: true, specific: true }), NEXT).stage).toBe('SELECT_LOCATION');
    expect(go(start({ specific: true }), NEXT).stage).toBe('SPECIFIC_LOCATION');
    const fetching = run(start(), NEXT);
    expect(fetching.state).toMatchObject({ stage: 'SELECT_START_DATE', busy: 'price-lines' });
    expect(fetching.commands).toEqual([
      { type: 'fetch-price-lines', permitTypeId: 7, staffel: 2, startDate: '2025-03-12' },
    ]);
  });

  it('without a location to request at (no choice, no address, none preselected), says so and stays', () => {
    const none = start({ locations: [LOC_N] });
    expect(hasNoLocation(none)).toBe(true);
    expect(canNext(none)).toBe(false);
    expect(hasNoLocation(start({ locations: [LOC_N], multi: true }))).toBe(false);
    expect(hasNoLocation(start({ locations: [], byAddress: true }))).toBe(false);
  });
});

// ---- 2. Address

describe('the address stage', () => {
  const atAddress = go(start({ byAddress: true }), NEXT);
  const typed = go(atAddress, chooseAddress(1));

  it('offers the registered addresses, none chosen; Next needs one of them', () => {
    expect(atAddress).toMatchObject({ stage: 'SELECT_ADDRESS', form: { addressIndex: null } });
    expect(canNext(atAddress)).toBe(false);
    expect(typed.form.addressIndex).toBe(1);
    expect(chosenAddress(typed)).toEqual(MARKTPLEIN);
    expect(canNext(typed)).toBe(true);
    // Only an address of the list, and only on this stage.
    expect(go(atAddress, chooseAddress(2))).toBe(atAddress);
    expect(go(start({ byAddress: true }), chooseAddress(1)).form.addressIndex).toBeNull();
  });

  it('Next looks up the locations at the chosen address, as the server gave it, for the start date', () => {
    const step = run(typed, NEXT);
    expect(step.state.busy).toBe('locations');
    expect(step.commands).toEqual([
      {
        type: 'fetch-locations',
        permitTypeId: 7,
        areaId: 3,
        postcode: '1234AC',
        houseNumber: '3',
        addition: 'A',
        startDate: '2025-03-12',
      },
    ]);
  });

  it('one registered address: the stage is left out; the start date’s Next looks up the locations there', () => {
    const one = start({ byAddress: true, addresses: [MARKTPLEIN] });
    expect(one.form.addressIndex).toBe(0);
    const step = run(one, NEXT);
    expect(step.state).toMatchObject({ stage: 'SELECT_START_DATE', busy: 'locations' });
    expect(last(step)).toMatchObject({ type: 'fetch-locations', postcode: '1234AC', houseNumber: '3', addition: 'A' });
    // A notice of that lookup is said on the start date stage.
    expect(go(one, NEXT, locations())).toMatchObject({
      stage: 'SELECT_START_DATE',
      addressNotice: { kind: 'no-locations' },
    });
    // Several locations: the choice, whose Prev returns to the start date.
    const choice = go(one, NEXT, locations(LOC_Y, LOC_WL));
    expect(choice.stage).toBe('SELECT_LOCATION');
    expect(go(choice, PREV).stage).toBe('SELECT_START_DATE');
    expect(choice.trail).toEqual(['SELECT_START_DATE', 'SELECT_LOCATION']);
    // Start date, price line, plates, check: no address stage counted (with two addresses it is).
    expect(stepProgress(one)).toEqual({ number: 1, total: 4 });
    expect(stepProgress(start({ byAddress: true }))).toEqual({ number: 1, total: 5 });
  });

  it('no registered address: the stage shows with Next off', () => {
    const none = go(start({ byAddress: true, addresses: [] }), NEXT);
    expect(none).toMatchObject({ stage: 'SELECT_ADDRESS', form: { addressIndex: null } });
    expect(canNext(none)).toBe(false);
    expect(run(none, NEXT).commands).toEqual([]);
  });

  it('0 locations: the no-locations message, and it stays; another choice clears it', () => {
    const none = go(typed, NEXT, locations());
    expect(none).toMatchObject({ stage: 'SELECT_ADDRESS', busy: null, addressNotice: { kind: 'no-locations' } });
    expect(go(none, chooseAddress(0)).addressNotice).toBeNull();
  });

  it('an address the server refuses: its text at the address stage, no dialog; another choice clears it', () => {
    const refused = go(typed, NEXT, { type: 'address-refused', text: 'Geen adres' });
    expect(refused).toMatchObject({
      stage: 'SELECT_ADDRESS',
      busy: null,
      dialog: null,
      addressNotice: { kind: 'refused', text: 'Geen adres' },
    });
    expect(go(refused, chooseAddress(0)).addressNotice).toBeNull();
    // Not waiting for locations: an answer out of turn changes nothing.
    expect(go(typed, { type: 'address-refused', text: 'x' }).addressNotice).toBeNull();
  });

  it('1 location: selected automatically and price lines are fetched', () => {
    const step = run(typed, NEXT, locations(LOC_Y));
    expect(step.state).toMatchObject({ stage: 'SELECT_ADDRESS', busy: 'price-lines', form: { locationId: 11 } });
    expect(last(step)).toMatchObject({ type: 'fetch-price-lines' });
  });

  it('1 location with a specific location needed: the specific location stage', () => {
    const state = go(start({ byAddress: true, specific: true }), NEXT, CHOOSE_FIRST);
    expect(go(state, NEXT, locations(LOC_Y)).stage).toBe('SPECIFIC_LOCATION');
  });

  it('1 location with AVAILABLE WL asks for the waiting list; with N it says why', () => {
    expect(go(typed, NEXT, locations(LOC_WL)).dialog).toEqual({ kind: 'join-waiting-list' });
    expect(go(typed, NEXT, locations(LOC_N)).addressNotice).toEqual({ kind: 'unavailable', reason: 'Vol' });
  });

  it('more than 1: location choice, the first preselected when available', () => {
    const many = go(typed, NEXT, locations(LOC_Y, LOC_WL, LOC_N));
    expect(many).toMatchObject({ stage: 'SELECT_LOCATION', form: { locationId: 11 } });
    expect(many.locations.map((l) => l.LOCATIONID)).toEqual([11, 12, 13]);
    expect(go(typed, NEXT, locations(LOC_N, LOC_Y)).form.locationId).toBeNull();
  });

  it('Prev clears the start date and returns to the start date', () => {
    const back = go(typed, PREV);
    expect(back).toMatchObject({ stage: 'SELECT_START_DATE', form: { startDate: '', addressIndex: 1 } });
    expect(canNext(back)).toBe(false);
  });

  it('a failed lookup leaves the user on the stage', () => {
    expect(go(typed, NEXT, FAILED)).toMatchObject({ stage: 'SELECT_ADDRESS', busy: null });
  });
});

// ---- 3. Location choice

describe('the location choice', () => {
  const atChoice = go(start({ multi: true, locations: [LOC_Y, LOC_WL, LOC_N] }), NEXT);

  it('Next is disabled with nothing chosen or AVAILABLE N, enabled for Y and WL', () => {
    expect(atChoice.stage).toBe('SELECT_LOCATION');
    expect(canNext(atChoice)).toBe(true);
    expect(canNext(go(atChoice, { type: 'choose-location', locationId: 13 }))).toBe(false);
    expect(canNext(go(atChoice, { type: 'choose-location', locationId: 12 }))).toBe(true);
    expect(go(atChoice, { type: 'choose-location', locationId: 99 }).form.locationId).toBe(11);
    expect(canNext(go(start({ multi: true, locations: [LOC_N] }), NEXT))).toBe(false);
  });

  it('Y fetches price lines', () => {
    expect(run(atChoice, NEXT).commands).toEqual([
      { type: 'fetch-price-lines', permitTypeId: 7, staffel: 2, startDate: '2025-03-12' },
    ]);
  });

  it('a specific location needed comes first', () => {
    const withSpecific = go(start({ multi: true, specific: true, locations: [LOC_WL, LOC_Y] }), NEXT);
    expect(go(withSpecific, NEXT).stage).toBe('SPECIFIC_LOCATION');
  });

  it('WL asks to apply for the waiting list; Yes adds the user, then the waiting list', () => {
    const asked = go(atChoice, { type: 'choose-location', locationId: 12 }, NEXT);
    expect(asked.dialog).toEqual({ kind: 'join-waiting-list' });
    expect(flowTransition(asked, PREV).state).toBe(asked);
    const yes = run(asked, YES);
    expect(yes.state).toMatchObject({ busy: 'add-on-waiting-list', dialog: null });
    expect(yes.commands).toEqual([{ type: 'add-on-waiting-list', permitTypeId: 7, areaId: 3, locationId: 12 }]);
    const joined = run(yes.state, { type: 'waiting-list-joined', message: 'U staat op de wachtlijst.' });
    expect(joined.state.ended).toBe(true);
    expect(mustConfirmLeave(joined.state)).toBe(false);
    expect(joined.commands).toEqual([
      { type: 'show-message', text: 'U staat op de wachtlijst.' },
      { type: 'refresh-counts' },
      { type: 'navigate', to: '/waiting-list' },
    ]);
  });

  it('WL: No closes the question; a failed add leaves the user on the stage', () => {
    const asked = go(atChoice, { type: 'choose-location', locationId: 12 }, NEXT);
    expect(go(asked, NO)).toMatchObject({ stage: 'SELECT_LOCATION', dialog: null, busy: null });
    expect(go(asked, YES, FAILED)).toMatchObject({ stage: 'SELECT_LOCATION', dialog: null, busy: null, ended: false });
  });

  it('Prev goes to the address stage when by address, else to the start date', () => {
    expect(go(atChoice, PREV).stage).toBe('SELECT_START_DATE');
    const byAddress = go(start({ byAddress: true, multi: true }), NEXT, CHOOSE_FIRST, NEXT, locations(LOC_Y, LOC_WL));
    expect(byAddress.stage).toBe('SELECT_LOCATION');
    expect(go(byAddress, PREV)).toMatchObject({ stage: 'SELECT_ADDRESS', form: { addressIndex: 0 } });
  });
});

// ---- 4. Specific location

describe('the specific location', () => {
  const atSpecific = go(start({ specific: true }), NEXT);

  it('is required: letters, digits and spaces, at most 32', () => {
    expect(atSpecific.stage).toBe('SPECIFIC_LOCATION');
    expect(canNext(atSpecific)).toBe(false);
    expect(canNext(go(atSpecific, input('specificLocation', '   ')))).toBe(false);
    expect(canNext(go(atSpecific, input('specificLocation', 'Vak 12-b')))).toBe(false);
    expect(canNext(go(atSpecific, input('specificLocation', 'x'.repeat(33))))).toBe(false);
    expect(canNext(go(atSpecific, input('specificLocation', `Vak 12 ${'x'.repeat(25)}`)))).toBe(true);
  });

  it('Next fetches price lines', () => {
    expect(last(run(atSpecific, input('specificLocation', 'Vak 12'), NEXT))).toMatchObject({
      type: 'fetch-price-lines',
    });
  });

  it('Prev goes to location choice when multi, else to the address when by address, else the start date', () => {
    expect(go(atSpecific, PREV).stage).toBe('SELECT_START_DATE');
    expect(go(start({ multi: true, specific: true }), NEXT, NEXT, PREV).stage).toBe('SELECT_LOCATION');
    const byAddress = go(start({ byAddress: true, specific: true }), NEXT, CHOOSE_FIRST, NEXT, locations(LOC_Y));
    expect(byAddress.stage).toBe('SPECIFIC_LOCATION');
    expect(go(byAddress, PREV).stage).toBe('SELECT_ADDRESS');
  });
});

// ---- 5. Price lines (DECISIONS 1: one line selected and reading B at once; several: the stage)

describe('price lines', () => {
  it('one line without day selection, plates allowed: selected, then the plate stage', () => {
    const state = go(start(), NEXT, lines(MONTH));
    expect(state).toMatchObject({ stage: 'ENTER_LICENSE_PLATE', busy: null, form: { priceLineId: 21 } });
  });

  it('one line without day selection and no plates (min = max = 0): the check stage at once, then submitted', () => {
    const checking = go(start({ min: 0, max: 0 }), NEXT, lines(MONTH));
    expect(checking).toMatchObject({ stage: 'CHECK_ANSWERS', busy: null });
    const step = run(checking, NEXT);
    expect(step.state).toMatchObject({ stage: 'CHECK_ANSWERS', busy: 'submit', submittedFrom: 'CHECK_ANSWERS' });
    expect(last(step)).toMatchObject({ type: 'submit', request: { priceLineId: 21, plates: [] } });
  });

  it('one line with day selection: days of the week, the preselected days ticked', () => {
    const state = go(start(), NEXT, lines(WEEKDAYS));
    expect(state).toMatchObject({ stage: 'SELECT_DAYS_OF_WEEK', form: { priceLineId: 23, days: ['TUESDAY'] } });
  });

  it('several lines: the price-line stage; Next disabled until a line is chosen, then reading B', () => {
    const state = go(start(), NEXT, lines(MONTH, YEAR, WEEKDAYS));
    expect(state).toMatchObject({ stage: 'SELECT_END_DATE', form: { priceLineId: null } });
    expect(canNext(state)).toBe(false);
    expect(go(state, { type: 'choose-price-line', priceLineId: 99 }).form.priceLineId).toBeNull();
    expect(go(state, { type: 'choose-price-line', priceLineId: 22 }, NEXT).stage).toBe('ENTER_LICENSE_PLATE');
    expect(go(state, { type: 'choose-price-line', priceLineId: 23 }, NEXT).stage).toBe('SELECT_DAYS_OF_WEEK');
    const noPlates = go(start({ min: 0, max: 0 }), NEXT, lines(MONTH, YEAR), {
      type: 'choose-price-line',
      priceLineId: 22,
    });
    expect(go(noPlates, NEXT).stage).toBe('CHECK_ANSWERS');
    expect(run(noPlates, NEXT, NEXT).state).toMatchObject({ busy: 'submit', submittedFrom: 'CHECK_ANSWERS' });
  });

  it('no line at all: says so on the stage that asked', () => {
    expect(go(start(), NEXT, lines())).toMatchObject({ stage: 'SELECT_START_DATE', noPriceLines: true, busy: null });
  });

  it('Prev follows the flags: specific location, location choice, address, start date', () => {
    const several = lines(MONTH, YEAR);
    expect(go(start(), NEXT, several, PREV).stage).toBe('SELECT_START_DATE');
    expect(go(start({ multi: true }), NEXT, NEXT, several, PREV).stage).toBe('SELECT_LOCATION');
    const specific = go(start({ multi: true, specific: true }), NEXT, NEXT, input('specificLocation', 'A1'), NEXT);
    expect(go(specific, several, PREV).stage).toBe('SPECIFIC_LOCATION');
    const byAddress = go(start({ byAddress: true }), NEXT, CHOOSE_FIRST, NEXT, locations(LOC_Y), several);
    expect(byAddress.stage).toBe('SELECT_END_DATE');
    expect(go(byAddress, PREV).stage).toBe('SELECT_ADDRESS');
  });
});

// ---- 6. Days of the week

describe('days of the week', () => {
  const atDays = go(start(), NEXT, lines(WEEKDAYS));

  it('only allowed days; Next disabled until one is chosen', () => {
    expect(go(atDays, day('SATURDAY')).form.days).toEqual(['TUESDAY']);
    const none = go(atDays, day('TUESDAY', false));
    expect(none.form.days).toEqual([]);
    expect(canNext(none)).toBe(false);
    expect(go(none, day('FRIDAY'), day('MONDAY')).form.days).toEqual(['MONDAY', 'FRIDAY']);
  });

  it('Next goes to the plates, or the check stage when the product takes none; the price is days × PRICE', () => {
    expect(go(atDays, NEXT).stage).toBe('ENTER_LICENSE_PLATE');
    const noPlates = go(start({ min: 0, max: 0 }), NEXT, lines(WEEKDAYS), day('MONDAY'), day('FRIDAY'));
    expect(go(noPlates, NEXT).stage).toBe('CHECK_ANSWERS');
    const step = run(noPlates, NEXT, NEXT);
    expect(step.state).toMatchObject({ busy: 'submit', submittedFrom: 'CHECK_ANSWERS' });
    expect(last(step)).toMatchObject({
      type: 'submit',
      request: { days: ['MONDAY', 'TUESDAY', 'FRIDAY'], price: '7.50' },
    });
  });

  it('Prev: several lines → the price-line stage; one line → clears it and goes back following the flags', () => {
    const several = go(start(), NEXT, lines(MONTH, WEEKDAYS), { type: 'choose-price-line', priceLineId: 23 }, NEXT);
    expect(go(several, PREV)).toMatchObject({ stage: 'SELECT_END_DATE', form: { priceLineId: 23, days: [] } });
    expect(go(atDays, PREV)).toMatchObject({ stage: 'SELECT_START_DATE', form: { priceLineId: null, days: [] } });
  });
});

// ---- 7. Licence plates

describe('the licence plate stage', () => {
  it('zero plates allowed (min = max = 0) never shows: the check stage, then the request is submitted', () => {
    const step = run(start({ min: 0, max: 0 }), NEXT, lines(MONTH), NEXT);
    expect(step.state.stage).toBe('CHECK_ANSWERS');
    expect(last(step)).toMatchObject({ type: 'submit' });
  });

  it('one plate: Next once the plate is there and confirmed; Next checks, then submits with it', () => {
    const state = atPlates();
    expect(canNext(state)).toBe(false);
    const entered = go(state, plates(TYPED));
    expect(canNext(entered)).toBe(false);
    const confirmed = go(entered, confirmPlates('Y'));
    expect(canNext(confirmed)).toBe(true);
    expect(canNext(go(confirmed, confirmPlates('N')))).toBe(false);
    expect(go(confirmed, NEXT)).toMatchObject({ stage: 'CHECK_ANSWERS', busy: null, form: { plates: [TYPED] } });
    const step = run(confirmed, NEXT, NEXT);
    expect(step.state).toMatchObject({ busy: 'submit', submittedFrom: 'CHECK_ANSWERS' });
    expect(last(step)).toMatchObject({ type: 'submit', request: { plates: [TYPED] } });
  });

  it('several plates: within min..max, never more than the maximum', () => {
    const state = atPlates({ min: 1, max: 3 });
    const three = go(state, plates(TYPED, STORED, plate('GH456J')), confirmPlates());
    expect(canNext(three)).toBe(true);
    expect(go(state, plates(TYPED, STORED, plate('GH456J'), plate('KL789M'))).form.plates).toHaveLength(3);
    const optional = atPlates({ min: 0, max: 2 });
    expect(canNext(go(optional, confirmPlates()))).toBe(true);
  });

  it('a plate stored at entry that satisfies the minimum is added (leased, checked): the check stage', () => {
    expect(go(start({ stored: true }), NEXT, lines(MONTH))).toMatchObject({ stage: 'CHECK_ANSWERS', busy: null });
    const step = run(start({ stored: true }), NEXT, lines(MONTH), NEXT);
    expect(step.state).toMatchObject({ stage: 'CHECK_ANSWERS', busy: 'submit' });
    expect(last(step)).toMatchObject({
      type: 'submit',
      request: { plates: [{ LICENSE_PLATE: 'AB123C', LEASE: 'Y', RDW_CHECKED: 'Y' }] },
    });
    // Also after the price-line stage and after the days.
    const several = go(start({ stored: true }), NEXT, lines(MONTH, YEAR), {
      type: 'choose-price-line',
      priceLineId: 22,
    });
    expect(last(run(several, NEXT, NEXT))).toMatchObject({ type: 'submit', request: { plates: [STORED] } });
    const days = go(start({ stored: true, min: 0, max: 2 }), NEXT, lines(WEEKDAYS));
    expect(last(run(days, NEXT, NEXT))).toMatchObject({ type: 'submit', request: { plates: [STORED] } });
  });

  it('a stored plate that does not satisfy the minimum: the plate stage with it listed', () => {
    const state = go(start({ stored: true, min: 2, max: 3 }), NEXT, lines(MONTH));
    expect(state).toMatchObject({ stage: 'ENTER_LICENSE_PLATE', form: { plates: [STORED], platesConfirmed: null } });
    expect(canNext(go(state, confirmPlates()))).toBe(false);
    expect(canNext(go(state, plates(STORED, TYPED), confirmPlates()))).toBe(true);
  });

  it('the confirm answer is reset on entering and on leaving the stage', () => {
    const confirmed = go(atPlates(), plates(TYPED), confirmPlates('Y'));
    expect(go(confirmed, PREV).form.platesConfirmed).toBeNull();
    const resubmitted = go(confirmed, NEXT, NEXT, answered('DOCS_UPLOAD', [REQUIRED_DOC]));
    expect(resubmitted).toMatchObject({ stage: 'UPLOAD_DOCUMENT', form: { platesConfirmed: null } });
    const back = go(resubmitted, PREV, YES, answered('CANCELLED'), PREV);
    expect(back).toMatchObject({ stage: 'ENTER_LICENSE_PLATE', form: { platesConfirmed: null, plates: [TYPED] } });
  });

  it('Prev with one line and no day selection clears plates and the line and goes back following the flags', () => {
    const back = go(atPlates(), plates(TYPED), PREV);
    expect(back).toMatchObject({ stage: 'SELECT_START_DATE', form: { plates: [], priceLineId: null } });
    const viaChoice = go(start({ multi: true }), NEXT, NEXT, lines(MONTH), PREV);
    expect(viaChoice.stage).toBe('SELECT_LOCATION');
    const viaSpecific = go(start({ specific: true }), NEXT, input('specificLocation', 'A1'), NEXT, lines(MONTH), PREV);
    expect(viaSpecific.stage).toBe('SPECIFIC_LOCATION');
  });

  it('Prev with several lines (no day selection) goes to the price-line stage', () => {
    const state = go(start(), NEXT, lines(MONTH, YEAR), { type: 'choose-price-line', priceLineId: 22 }, NEXT);
    expect(go(state, plates(TYPED), PREV)).toMatchObject({
      stage: 'SELECT_END_DATE',
      form: { plates: [], priceLineId: 22 },
    });
  });

  it('Prev with day selection goes to the days of the week', () => {
    const state = go(start(), NEXT, lines(WEEKDAYS), NEXT);
    expect(go(state, PREV)).toMatchObject({ stage: 'SELECT_DAYS_OF_WEEK', form: { days: ['TUESDAY'] } });
  });

  it('Prev without a chosen line goes to the start date', () => {
    const state: FlowState = { ...atPlates(), form: { ...atPlates().form, priceLineId: null } };
    expect(go(state, PREV).stage).toBe('SELECT_START_DATE');
  });
});

// ---- Submission

describe('the submission', () => {
  it('goes to request_permit_from_wl when the product has a WAITINGLISTID, with every parameter', () => {
    const state = go(
      start({ byAddress: true, specific: true, waitingListId: 44, min: 0, max: 0 }),
      { type: 'set-start-date', value: '2025-04-01' },
      NEXT,
      CHOOSE_FIRST,
      NEXT,
      locations(LOC_Y),
      input('specificLocation', ' Vak 12 '),
      NEXT,
      lines(MONTH),
    );
    expect(submitRequest(state)).toEqual({
      fromWaitingList: true,
      permitTypeId: 7,
      areaId: 3,
      locationId: 11,
      priceLineId: 21,
      staffel: 2,
      validFrom: '2025-04-01',
      plates: [],
      relationType: 'P',
      days: [],
      price: '10.50',
      addressId: 501,
      waitingListId: 44,
      specificLocation: 'Vak 12',
    });
    expect(submitRequest(go(start({ min: 0, max: 0 }), NEXT, lines(MONTH)))).toMatchObject({
      fromWaitingList: false,
      addressId: 501,
      waitingListId: null,
      specificLocation: null,
    });
  });

  it('a refused submission (PRICE_CHANGED, LOCATION_FULL, ...) leaves the user on the stage', () => {
    const state = go(atPlates(), plates(TYPED), confirmPlates(), NEXT, NEXT, FAILED);
    expect(state).toMatchObject({ stage: 'CHECK_ANSWERS', busy: null, dialog: null, ended: false });
    expect(canNext(state)).toBe(true);
  });

  it('ignores answers nobody asked for', () => {
    const state = atPlates();
    for (const event of [answered('PERMIT_CREATED'), lines(MONTH), locations(LOC_Y), FAILED, YES]) {
      expect(flowTransition(state, event).state).toBe(state);
    }
  });
});

// ---- Every STATUSCODE of lifecycle 4.1

describe('the answer to a request (lifecycle 4.1)', () => {
  const submitted = go(atPlates(), plates(TYPED), confirmPlates(), NEXT, NEXT);

  it.each([
    'MAX_CHECK_FAILED',
    'MAX_CHECK_FAILED_WL',
    'DOCS_UPLOAD',
    'DOCS_OPTIONAL',
    'DOCS_REJECTED_UPLOAD',
    'AWAIT_CONFIRMATION',
    'DOCS_AWAIT_APROVAL',
    'PERMIT_CREATED',
    'AWAIT_PAYMENT',
    'CANCELLED',
  ] as const)('%s refreshes the counts', (code) => {
    expect(run(submitted, answered(code)).commands).toEqual([{ type: 'refresh-counts' }]);
  });

  it('MAX_CHECK_FAILED: a dialog with STATUS; OK goes to /requestable-products', () => {
    const state = go(submitted, answered('MAX_CHECK_FAILED'));
    expect(state).toMatchObject({ dialog: { kind: 'max-check-failed', text: 'status MAX_CHECK_FAILED' }, ended: true });
    expect(run(state, YES).commands).toEqual([{ type: 'navigate', to: '/requestable-products' }]);
    expect(run(state, NO).commands).toEqual([{ type: 'navigate', to: '/requestable-products' }]);
  });

  it('MAX_CHECK_FAILED_WL: Yes adds the request to the waiting list and goes there; No to the products', () => {
    const state = go(submitted, answered('MAX_CHECK_FAILED_WL'));
    expect(state.dialog).toEqual({ kind: 'max-check-failed-wl' });
    const yes = run(state, YES);
    expect(yes.commands).toEqual([{ type: 'add-to-waiting-list', requestId: 900 }]);
    expect(run(yes.state, { type: 'waiting-list-joined', message: null }).commands).toEqual([
      { type: 'refresh-counts' },
      { type: 'navigate', to: '/waiting-list' },
    ]);
    expect(go(yes.state, FAILED).dialog).toEqual({ kind: 'max-check-failed-wl' });
    expect(run(state, NO).commands).toEqual([{ type: 'navigate', to: '/requestable-products' }]);
  });

  it.each(['DOCS_UPLOAD', 'DOCS_OPTIONAL', 'DOCS_REJECTED_UPLOAD'] as const)('%s opens the upload stage', (code) => {
    const state = go(submitted, answered(code, [REQUIRED_DOC]));
    expect(state).toMatchObject({ stage: 'UPLOAD_DOCUMENT', ended: false, request: { REQUESTID: 900 } });
    expect(mustConfirmLeave(state)).toBe(true);
  });

  it('AWAIT_CONFIRMATION opens the confirmation stage with no answer yet', () => {
    expect(go(submitted, answered('AWAIT_CONFIRMATION'))).toMatchObject({
      stage: 'CONFIRMATION',
      form: { confirmation: null },
    });
  });

  it.each(['DOCS_AWAIT_APROVAL', 'PERMIT_CREATED', 'AWAIT_PAYMENT'] as const)('%s finishes', (code) => {
    const state = go(submitted, answered(code));
    expect(state).toMatchObject({ stage: 'FINISH', ended: true });
    expect(hasPrev(state)).toBe(false);
    expect(canNext(state)).toBe(false);
    expect(mustConfirmLeave(state)).toBe(false);
  });

  it('CANCELLED: the cancelled dialog, then back to the products', () => {
    const state = go(submitted, answered('CANCELLED'));
    expect(state.dialog).toEqual({ kind: 'cancelled' });
    expect(run(state, YES).commands).toEqual([{ type: 'navigate', to: '/requestable-products' }]);
  });

  it('a status outside lifecycle 4.1 shows its text and leads to the pending requests', () => {
    const state = go(submitted, answered('DOCS_ACCEPTED'));
    expect(state.dialog).toEqual({ kind: 'unexpected-status', text: 'status DOCS_ACCEPTED' });
    expect(run(state, YES).commands).toEqual([{ type: 'navigate', to: '/pending-requests' }]);
  });
});

// ---- 8. Upload

describe('the upload stage', () => {
  const atUpload = go(
    atPlates(),
    plates(TYPED),
    confirmPlates(),
    NEXT,
    NEXT,
    answered('DOCS_UPLOAD', [REQUIRED_DOC, OPTIONAL_DOC]),
  );

  it('Next only when each requirement has MIN_STATUS_LEVEL 0 or a document that is not rejected', () => {
    expect(canNext(atUpload)).toBe(false);
    const docs = (...requirements: DocumentRequirement[]): FlowEvent => ({ type: 'documents-changed', requirements });
    expect(canNext(go(atUpload, docs(UPLOADED, OPTIONAL_DOC)))).toBe(true);
    expect(canNext(go(atUpload, docs(REJECTED, OPTIONAL_DOC)))).toBe(false);
    expect(
      canNext(go(atPlates(), plates(TYPED), confirmPlates(), NEXT, NEXT, answered('DOCS_OPTIONAL', [OPTIONAL_DOC]))),
    ).toBe(true);
    expect(canNext(go(atPlates(), plates(TYPED), confirmPlates(), NEXT, NEXT, answered('DOCS_OPTIONAL', null)))).toBe(
      true,
    );
  });

  it('Next continues the request (cancel N, WEB_NEW) and routes by its answer', () => {
    const ready = go(atUpload, { type: 'documents-changed', requirements: [UPLOADED] });
    const step = run(ready, NEXT);
    expect(step.state.busy).toBe('continue');
    expect(step.commands).toEqual([{ type: 'continue', requestId: 900, cancel: 'N', pcsCode: 'WEB_NEW' }]);
    expect(go(step.state, answered('DOCS_AWAIT_APROVAL')).stage).toBe('FINISH');
    expect(go(step.state, answered('AWAIT_CONFIRMATION')).stage).toBe('CONFIRMATION');
    expect(go(step.state, answered('DOCS_UPLOAD', [REQUIRED_DOC])).stage).toBe('UPLOAD_DOCUMENT');
    expect(go(step.state, FAILED)).toMatchObject({ stage: 'UPLOAD_DOCUMENT', busy: null });
  });

  it('Prev asks to confirm; Yes cancels the request and returns to the stage it was submitted from', () => {
    const asked = go(atUpload, PREV);
    expect(asked.dialog).toEqual({ kind: 'confirm-prev' });
    expect(go(asked, NO)).toMatchObject({ stage: 'UPLOAD_DOCUMENT', dialog: null });
    const yes = run(asked, YES);
    expect(yes.commands).toEqual([{ type: 'continue', requestId: 900, cancel: 'Y', pcsCode: 'WEB_NEW' }]);
    const back = run(yes.state, answered('CANCELLED'));
    expect(back.state).toMatchObject({ stage: 'CHECK_ANSWERS', request: null, dialog: null, ended: false });
    expect(back.commands).toEqual([{ type: 'refresh-counts' }]);
    expect(go(yes.state, FAILED)).toMatchObject({ stage: 'UPLOAD_DOCUMENT', busy: null, dialog: null });
  });

  it("'Cancel request' asks to confirm; Yes cancels the request and goes to the products", () => {
    expect(canCancelRequest(atUpload)).toBe(true);
    const asked = go(atUpload, { type: 'cancel-request' });
    expect(asked.dialog).toEqual({ kind: 'confirm-cancel' });
    expect(go(asked, NO).dialog).toBeNull();
    const yes = run(asked, YES);
    expect(yes.state.busy).toBe('cancel');
    expect(yes.commands).toEqual([{ type: 'continue', requestId: 900, cancel: 'Y', pcsCode: 'WEB_NEW' }]);
    const done = run(yes.state, answered('CANCELLED'));
    expect(done.state.ended).toBe(true);
    expect(done.commands).toEqual([{ type: 'refresh-counts' }, { type: 'navigate', to: '/requestable-products' }]);
    expect(canCancelRequest(atPlates())).toBe(false);
  });
});

// ---- 9. Confirmation

describe('the confirmation stage', () => {
  const atConfirmation = go(atPlates(), plates(TYPED), confirmPlates(), NEXT, NEXT, answered('AWAIT_CONFIRMATION'));

  it('Confirm is enabled only with Yes; it finalizes the request', () => {
    expect(canNext(atConfirmation)).toBe(false);
    expect(canNext(go(atConfirmation, { type: 'answer-confirmation', value: 'N' }))).toBe(false);
    const yes = go(atConfirmation, { type: 'answer-confirmation', value: 'Y' });
    const step = run(yes, NEXT);
    expect(step.commands).toEqual([{ type: 'finalize', requestId: 900 }]);
    expect(go(step.state, answered('PERMIT_CREATED'))).toMatchObject({ stage: 'FINISH', ended: true });
    expect(go(step.state, answered('AWAIT_PAYMENT')).stage).toBe('FINISH');
    expect(go(step.state, answered('CANCELLED')).dialog).toEqual({ kind: 'cancelled' });
    expect(go(step.state, answered('DOCS_UPLOAD')).dialog).toEqual({ kind: 'cancelled' });
    expect(run(step.state, answered('PERMIT_CREATED')).commands).toEqual([{ type: 'refresh-counts' }]);
    expect(go(step.state, FAILED)).toMatchObject({ stage: 'CONFIRMATION', busy: null });
  });

  it('Prev asks to confirm and returns to the stage the request was submitted from', () => {
    const back = go(atConfirmation, PREV, YES, answered('CANCELLED'));
    expect(back.stage).toBe('CHECK_ANSWERS');
    const auto = go(start({ min: 0, max: 0 }), NEXT, lines(MONTH, YEAR), {
      type: 'choose-price-line',
      priceLineId: 21,
    });
    const confirmed = go(auto, NEXT, NEXT, answered('AWAIT_CONFIRMATION'), PREV, YES, answered('CANCELLED'));
    expect(confirmed.stage).toBe('CHECK_ANSWERS');
    expect(go(confirmed, PREV).stage).toBe('SELECT_END_DATE');
  });
});

// ---- Issue 16: the check stage, one history entry per stage, the step indicator

const revisit = (step: number): FlowEvent => ({ type: 'revisit', step });
const change = (stage: EditStage): FlowEvent => ({ type: 'change', stage });

describe('the check stage (issue 16)', () => {
  const byAddress = { byAddress: true, multi: true, min: 1, max: 2 } satisfies Shape;
  /** Start date, address, location choice, price line, plates: then the check stage. */
  function atCheck(): FlowState {
    return go(
      start(byAddress),
      NEXT,
      CHOOSE_FIRST,
      NEXT,
      locations(LOC_Y, LOC_WL),
      NEXT,
      lines(MONTH, YEAR),
      { type: 'choose-price-line', priceLineId: 22 },
      NEXT,
      plates(TYPED),
      confirmPlates(),
      NEXT,
    );
  }

  it('comes after the plates, before anything is submitted; Next submits from it, Prev goes back to the plates', () => {
    const state = atCheck();
    expect(state).toMatchObject({ stage: 'CHECK_ANSWERS', busy: null, request: null });
    expect(state.trail).toEqual([
      'SELECT_START_DATE',
      'SELECT_ADDRESS',
      'SELECT_LOCATION',
      'SELECT_END_DATE',
      'ENTER_LICENSE_PLATE',
      'CHECK_ANSWERS',
    ]);
    expect(canNext(state)).toBe(true);
    expect(hasPrev(state)).toBe(true);
    expect(last(run(state, NEXT))).toMatchObject({ type: 'submit', request: { plates: [TYPED], priceLineId: 22 } });
    expect(go(state, PREV)).toMatchObject({ stage: 'ENTER_LICENSE_PLATE', form: { plates: [TYPED] } });
  });

  it('links each answer to the stage it was given on', () => {
    expect(checkAnswerLinks(atCheck())).toEqual({
      location: 'SELECT_LOCATION',
      address: 'SELECT_ADDRESS',
      startDate: 'SELECT_START_DATE',
      priceLine: 'SELECT_END_DATE',
      days: null,
      plates: 'ENTER_LICENSE_PLATE',
    });
    const plain = go(start({ stored: true }), NEXT, lines(MONTH));
    expect(plain.stage).toBe('CHECK_ANSWERS');
    expect(checkAnswerLinks(plain)).toEqual({
      location: null,
      address: null,
      startDate: 'SELECT_START_DATE',
      priceLine: null,
      days: null,
      plates: 'ENTER_LICENSE_PLATE',
    });
    expect(checkAnswerLinks(go(start({ min: 0, max: 0 }), NEXT, lines(WEEKDAYS), NEXT))).toMatchObject({
      priceLine: 'SELECT_DAYS_OF_WEEK',
      days: 'SELECT_DAYS_OF_WEEK',
      plates: null,
    });
  });

  it('a change link goes to its stage; Next with nothing changed comes straight back, the answers kept', () => {
    const state = atCheck();
    const atDate = go(state, change('SELECT_START_DATE'));
    expect(atDate).toMatchObject({ stage: 'SELECT_START_DATE', returning: true });
    const back = run(atDate, NEXT);
    expect(back.commands).toEqual([]);
    expect(back.state).toMatchObject({ stage: 'CHECK_ANSWERS', returning: false, form: state.form });
    expect(back.state.trail).toEqual(state.trail);
    // The plates: Next on the plate stage always leads to the check stage.
    const atPlatesAgain = go(state, change('ENTER_LICENSE_PLATE'), plates(TYPED, STORED), confirmPlates(), NEXT);
    expect(atPlatesAgain).toMatchObject({ stage: 'CHECK_ANSWERS', form: { plates: [TYPED, STORED] } });
    // A stage that is not linked (nothing was answered there) is refused, as is a change from another stage.
    expect(go(state, change('SPECIFIC_LOCATION'))).toBe(state);
    expect(go(atDate, change('SELECT_ADDRESS'))).toBe(atDate);
  });

  it('a changed answer goes on through the stages that depend on it, and back to the check stage once they hold', () => {
    const state = atCheck();
    const moved = go(state, change('SELECT_ADDRESS'), chooseAddress(1));
    expect(moved.trail.at(-1)).toBe('SELECT_ADDRESS');
    const lookup = run(moved, NEXT);
    expect(last(lookup)).toMatchObject({ type: 'fetch-locations', houseNumber: '3' });
    // One location at the new address: the price lines again, then the price-line stage (the choice kept).
    const lined = go(lookup.state, locations(LOC_Y), lines(MONTH, YEAR));
    expect(lined).toMatchObject({ stage: 'SELECT_END_DATE', form: { priceLineId: 22 } });
    // The plates given still hold: straight to the check stage.
    expect(go(lined, NEXT)).toMatchObject({ stage: 'CHECK_ANSWERS', returning: false, form: { plates: [TYPED] } });
    // A stored plate product without a change: the plate stage is offered by its link.
    const stored = go(start({ stored: true }), NEXT, lines(MONTH));
    const atStoredPlates = go(stored, change('ENTER_LICENSE_PLATE'));
    expect(atStoredPlates).toMatchObject({ stage: 'ENTER_LICENSE_PLATE', form: { plates: [STORED] } });
    expect(go(atStoredPlates, confirmPlates(), NEXT).stage).toBe('CHECK_ANSWERS');
  });

  it('the check stage is where the upload and confirmation stages return to after Prev', () => {
    const submitted = go(atCheck(), NEXT, answered('AWAIT_CONFIRMATION'));
    expect(submitted.submittedFrom).toBe('CHECK_ANSWERS');
    expect(go(submitted, PREV, YES, answered('CANCELLED')).stage).toBe('CHECK_ANSWERS');
  });
});

describe('the browser history (issue 16): one entry per stage', () => {
  const atCheck = go(start({ byAddress: true }), NEXT, CHOOSE_FIRST, NEXT);
  const checked = go(atCheck, locations(LOC_Y), lines(MONTH, YEAR), { type: 'choose-price-line', priceLineId: 21 });
  const full = go(checked, NEXT, plates(TYPED), confirmPlates(), NEXT);

  it('each stage shown is a step of the trail; the submitted stages come after it', () => {
    expect(full.trail).toEqual([
      'SELECT_START_DATE',
      'SELECT_ADDRESS',
      'SELECT_END_DATE',
      'ENTER_LICENSE_PLATE',
      'CHECK_ANSWERS',
    ]);
    expect(trailStep(full)).toBe(4);
    expect(trailStep(go(full, NEXT, answered('DOCS_UPLOAD', [REQUIRED_DOC])))).toBe(5);
    expect(trailStep(initialFlowState())).toBeNull();
  });

  it('Back and Forward move along the trail without losing an answer', () => {
    const back = go(full, revisit(1));
    expect(back).toMatchObject({ stage: 'SELECT_ADDRESS', form: { addressIndex: 0, plates: [TYPED] } });
    expect(back.trail).toEqual(full.trail);
    expect(go(back, revisit(0)).form.startDate).toBe(full.form.startDate);
    const forward = go(back, revisit(2), revisit(3), revisit(4));
    expect(forward).toMatchObject({ stage: 'CHECK_ANSWERS', form: { priceLineId: 21, plates: [TYPED] } });
    expect(go(full, revisit(9))).toBe(full);
  });

  it('an edit after Back drops the entries after it: Forward no longer goes there', () => {
    const edited = go(full, revisit(1), chooseAddress(1));
    expect(edited.trail).toEqual(['SELECT_START_DATE', 'SELECT_ADDRESS']);
    expect(go(edited, revisit(2))).toBe(edited);
  });

  it('Back from the upload stage is its Prev (it asks first); at the end, or with a dialog open, nothing moves', () => {
    const upload = go(full, NEXT, answered('DOCS_UPLOAD', [REQUIRED_DOC]));
    expect(go(upload, revisit(3)).dialog).toEqual({ kind: 'confirm-prev' });
    const finished = go(full, NEXT, answered('PERMIT_CREATED'));
    expect(go(finished, revisit(3))).toBe(finished);
    const asking = go(upload, revisit(3));
    expect(go(asking, revisit(2))).toBe(asking);
  });
});

describe('the step indicator (issue 16, issue 24 defect 7)', () => {
  it('counts every stage the product can show, from the start; a stage passed over keeps the total', () => {
    // Start date, price line (the parameters list no single line), plates, check.
    const plain = start();
    expect(stepProgress(plain)).toEqual({ number: 1, total: 4 });
    // One price line after all: its stage is passed over, the plates are step 3 of the same 4.
    const plates1 = go(plain, NEXT, lines(MONTH));
    expect(stepProgress(plates1)).toEqual({ number: 3, total: 4 });
    const checking = go(plates1, plates(TYPED), confirmPlates(), NEXT);
    expect(stepProgress(checking)).toEqual({ number: 4, total: 4 });
    expect(stepProgress(go(checking, revisit(0)))).toEqual({ number: 1, total: 4 });
    expect(stepProgress(go(checking, NEXT, answered('PERMIT_CREATED')))).toBeNull();
    const address = start({ byAddress: true, specific: true, max: 0, min: 0 });
    expect(stepProgress(address)).toEqual({ number: 1, total: 5 });
  });

  it('counts the upload stage and the confirmation from the start when the server says they can follow', () => {
    // The business permit: by address, three price lines, plates, check, then the declaration (was 5 of 5 → 6 of 6).
    const business = start({ byAddress: true, priceLines: [MONTH, YEAR], confirmation: true });
    expect(stepProgress(business)).toEqual({ number: 1, total: 6 });
    const checking = go(
      business,
      NEXT,
      CHOOSE_FIRST,
      NEXT,
      locations(LOC_Y),
      lines(MONTH, YEAR),
      { type: 'choose-price-line', priceLineId: 21 },
      NEXT,
      plates(TYPED),
      confirmPlates(),
      NEXT,
    );
    expect(checking.stage).toBe('CHECK_ANSWERS');
    expect(stepProgress(checking)).toEqual({ number: 5, total: 6 });
    const confirming = go(checking, NEXT, answered('AWAIT_CONFIRMATION'));
    expect(confirming.stage).toBe('CONFIRMATION');
    expect(stepProgress(confirming)).toEqual({ number: 6, total: 6 });
    // The car-sharing pilot: one price line, known at the start (was 1 of 4 → 2 of 3).
    const sharing = start({ priceLines: [YEAR] });
    expect(stepProgress(sharing)).toEqual({ number: 1, total: 3 });
    const sharingPlates = go(sharing, NEXT, lines(YEAR));
    expect(stepProgress(sharingPlates)).toEqual({ number: 2, total: 3 });
    expect(stepProgress(go(sharingPlates, revisit(0)))).toEqual({ number: 1, total: 3 });
    // Documents that can be asked: the upload stage counted from the start.
    const care = start({ priceLines: [YEAR], documents: true });
    expect(stepProgress(care)).toEqual({ number: 1, total: 4 });
    const upload = go(care, NEXT, lines(YEAR), plates(TYPED), confirmPlates(), NEXT, NEXT, A_DOCS_UPLOAD);
    expect(upload.stage).toBe('UPLOAD_DOCUMENT');
    expect(stepProgress(upload)).toEqual({ number: 4, total: 4 });
  });
});

// ---- The waiting-item flow (lifecycle 2.14, 4.5): the offered location only, cancelling back to the list

describe('the waiting-item flow', () => {
  const OFFERED: Location = { ...LOC_WL, AVAILABLE: 'Y' };
  const item: Shape = {
    waitingListId: 77,
    offeredLocationId: 12,
    exitPath: '/waiting-list',
    locations: [LOC_Y, OFFERED],
  };

  it('offers only the location the entry was offered, not the first available one', () => {
    const state = start({ ...item, locations: [LOC_Y, OFFERED, LOC_N] });
    expect(state.locations).toEqual([OFFERED]);
    expect(state.form.locationId).toBe(12);
    const choice = go(start({ ...item, multi: true, locations: [LOC_Y, OFFERED] }), NEXT);
    expect(choice.stage).toBe('SELECT_LOCATION');
    expect(choice.locations.map((l) => l.LOCATIONID)).toEqual([12]);
    const submitted = run(
      atPlates({ ...item, locations: [LOC_Y, OFFERED] }),
      plates(TYPED),
      confirmPlates(),
      NEXT,
      NEXT,
    );
    expect(last(submitted)).toMatchObject({ type: 'submit', request: { locationId: 12, waitingListId: 77 } });
  });

  it('narrows the locations of an address lookup to the offered one too', () => {
    const byAddress = go(
      start({ ...item, byAddress: true, multi: true }),
      NEXT,
      CHOOSE_FIRST,
      NEXT,
      locations(LOC_Y, OFFERED),
    );
    expect(byAddress.locations).toEqual([OFFERED]);
    expect(byAddress.form.locationId).toBe(12);
  });

  it('a product without an offered location keeps all its locations', () => {
    expect(start({ waitingListId: 77, offeredLocationId: null, locations: [LOC_Y, OFFERED] }).locations).toHaveLength(
      2,
    );
  });

  it("'Cancel request' and the cancelled dialog end at the waiting list, not the products", () => {
    const atUpload = go(
      atPlates(item),
      plates(TYPED),
      confirmPlates(),
      NEXT,
      NEXT,
      answered('DOCS_UPLOAD', [REQUIRED_DOC]),
    );
    expect(atUpload.stage).toBe('UPLOAD_DOCUMENT');
    const asked = run(atUpload, { type: 'cancel-request' }, YES);
    expect(asked.state.busy).toBe('cancel');
    const cancelled = run(asked.state, answered('CANCELLED'));
    expect(cancelled.commands.slice(-2)).toEqual([
      { type: 'refresh-counts' },
      { type: 'navigate', to: '/waiting-list' },
    ]);
    const dialog = go(atPlates(item), plates(TYPED), confirmPlates(), NEXT, NEXT, answered('CANCELLED'));
    expect(run(dialog, YES).commands).toEqual([{ type: 'navigate', to: '/waiting-list' }]);
  });
});

// ---- The exhaustive walk

const A = {
  noLocations: locations(),
  oneLocation: locations(LOC_Y),
  oneWaitingList: locations(LOC_WL),
  oneUnavailable: locations(LOC_N),
  manyLocations: locations(LOC_Y, LOC_WL, LOC_N),
  noLines: lines(),
  oneLine: lines(MONTH),
  oneDaysLine: lines(WEEKDAYS),
  severalLines: lines(MONTH, YEAR, WEEKDAYS),
  maxCheckFailed: answered('MAX_CHECK_FAILED'),
  maxCheckFailedWl: answered('MAX_CHECK_FAILED_WL'),
  docsUpload: answered('DOCS_UPLOAD', [REQUIRED_DOC]),
  docsOptional: answered('DOCS_OPTIONAL', [OPTIONAL_DOC]),
  docsRejectedUpload: answered('DOCS_REJECTED_UPLOAD', [REJECTED]),
  awaitConfirmation: answered('AWAIT_CONFIRMATION'),
  awaitApproval: answered('DOCS_AWAIT_APROVAL'),
  permitCreated: answered('PERMIT_CREATED'),
  awaitPayment: answered('AWAIT_PAYMENT'),
  cancelled: answered('CANCELLED'),
  other: answered('DOCS_ACCEPTED'),
} satisfies Record<string, FlowEvent>;

/** Answers every walk has: a failed call, and joining the waiting list. */
const ALWAYS: FlowEvent[] = [FAILED, { type: 'waiting-list-joined', message: null }];

/** Every event the screens can send, with a few values each; the server's answers come with each shape. */
const USER_EVENTS: FlowEvent[] = [
  { type: 'set-start-date', value: '2025-04-01' },
  CHOOSE_FIRST,
  input('specificLocation', 'Vak 12'),
  { type: 'choose-location', locationId: 11 },
  { type: 'choose-location', locationId: 12 },
  { type: 'choose-location', locationId: 13 },
  { type: 'choose-price-line', priceLineId: 21 },
  { type: 'choose-price-line', priceLineId: 23 },
  day('TUESDAY', false),
  day('TUESDAY'),
  plates(TYPED),
  plates(STORED, TYPED),
  plates(),
  confirmPlates('Y'),
  confirmPlates(null),
  { type: 'answer-confirmation', value: 'Y' },
  { type: 'answer-confirmation', value: 'N' },
  { type: 'documents-changed', requirements: [UPLOADED] },
  NEXT,
  PREV,
  { type: 'cancel-request' },
  YES,
  NO,
];

/**
 * The browser's Back and Forward and the check stage's change links (issue 16): walked with the shapes marked
 * `history`, since every answer kept for Forward multiplies the states.
 */
const HISTORY_EVENTS: FlowEvent[] = [
  revisit(0),
  revisit(2),
  change('SELECT_START_DATE'),
  change('ENTER_LICENSE_PLATE'),
];

/**
 * Product shapes, each with the server answers its walk may get. Together they give every answer of
 * 2.3 and 4.1 (locations 0 / 1 Y / 1 WL / 1 N / many; price lines 0 / 1 / 1 with days / several;
 * every request STATUSCODE); each shape gets a part, so that every walk stays small enough to run.
 */
const SHAPES: Record<string, { shape: Shape; answers: FlowEvent[]; history?: true }> = {
  'plain, one plate': {
    shape: {},
    answers: [
      A.noLines,
      A.oneLine,
      A.oneDaysLine,
      A.severalLines,
      A.maxCheckFailed,
      A.maxCheckFailedWl,
      A.docsUpload,
      A.docsOptional,
      A.docsRejectedUpload,
      A.awaitConfirmation,
      A.awaitApproval,
      A.permitCreated,
      A.awaitPayment,
      A.cancelled,
      A.other,
    ],
  },
  'by address, specific location, up to two plates': {
    shape: { byAddress: true, specific: true, min: 0, max: 2 },
    answers: [
      A.noLocations,
      A.oneLocation,
      A.oneWaitingList,
      A.oneUnavailable,
      A.manyLocations,
      A.oneLine,
      A.severalLines,
      A.docsUpload,
      A.awaitConfirmation,
      A.permitCreated,
    ],
  },
  'multi-location, no plates, waiting list': {
    shape: { multi: true, min: 0, max: 0, waitingListId: 44, locations: [LOC_Y, LOC_WL, LOC_N] },
    answers: [A.oneLine, A.oneDaysLine, A.maxCheckFailedWl, A.docsOptional, A.awaitPayment, A.cancelled],
    history: true,
  },
  'by address and multi-location, stored plate satisfying the minimum': {
    shape: { byAddress: true, multi: true, stored: true },
    answers: [
      A.noLocations,
      A.oneLocation,
      A.manyLocations,
      A.oneLine,
      A.severalLines,
      A.docsRejectedUpload,
      A.awaitApproval,
      A.maxCheckFailed,
      A.other,
    ],
    history: true,
  },
  'multi-location and specific, stored plate below the minimum': {
    shape: { multi: true, specific: true, stored: true, min: 2, max: 3, locations: [LOC_N, LOC_WL, LOC_Y] },
    answers: [A.noLines, A.severalLines, A.docsUpload, A.awaitConfirmation, A.permitCreated],
  },
};

interface Walk {
  states: FlowState[];
  /** Index pairs of the transitions that change the state. */
  edges: [number, number][];
  /** The states with an exit: a transition that navigates away, or the finish stage. */
  exits: Set<number>;
}

/** The setup never changes within a walk: the key leaves it out. */
const keyOf = (state: FlowState) => JSON.stringify({ ...state, setup: null });

function walk(startState: FlowState, alphabet: readonly FlowEvent[]): Walk {
  const index = new Map<string, number>([[keyOf(startState), 0]]);
  const states = [startState];
  const edges: [number, number][] = [];
  const exits = new Set<number>();
  for (let i = 0; i < states.length; i++) {
    const state = states[i] as FlowState;
    if (state.stage === 'FINISH') exits.add(i);
    for (const event of alphabet) {
      const step = flowTransition(state, event);
      if (step.commands.some((command) => command.type === 'navigate')) exits.add(i);
      if (step.state === state) continue;
      const key = keyOf(step.state);
      let j = index.get(key);
      if (j === undefined) {
        j = states.length;
        index.set(key, j);
        states.push(step.state);
      }
      edges.push([i, j]);
    }
  }
  return { states, edges, exits };
}

const WALKS = Object.fromEntries(
  Object.entries(SHAPES).map(([name, { shape, answers, history }]) => [
    name,
    walk(start(shape), [...USER_EVENTS, ...answers, ...ALWAYS, ...(history ? HISTORY_EVENTS : [])]),
  ]),
);
const walkOf = (name: string) => WALKS[name] as Walk;

// The walks are large (tens of thousands of states with the history events): more time than the default.
describe('the exhaustive walk over product shapes', { timeout: 60_000 }, () => {
  it('reaches every stage over all shapes, and many states in each', () => {
    const stages = new Set<Stage>();
    for (const { states } of Object.values(WALKS)) {
      expect(states.length).toBeGreaterThan(100);
      for (const state of states) stages.add(state.stage);
    }
    expect(stages).toEqual(new Set(STAGES.filter((stage) => stage !== 'LOADING')));
  });

  it.each(Object.keys(SHAPES))('%s: no state is a dead end — an exit is reachable from every state', (name) => {
    const { states, edges, exits } = walkOf(name);
    const into = new Map<number, number[]>();
    for (const [from, to] of edges) into.set(to, [...(into.get(to) ?? []), from]);
    const canExit = new Set(exits);
    const queue = [...exits];
    while (queue.length > 0) {
      const to = queue.pop() as number;
      for (const from of into.get(to) ?? []) {
        if (!canExit.has(from)) {
          canExit.add(from);
          queue.push(from);
        }
      }
    }
    const stuck = states.filter((_, i) => !canExit.has(i));
    expect(stuck.map((state) => `${state.stage} ${state.busy} ${JSON.stringify(state.dialog)}`)).toEqual([]);
  });

  it.each(Object.keys(SHAPES))('%s: Next moves exactly when enabled; a busy state waits for its answer', (name) => {
    for (const state of walkOf(name).states) {
      const step = flowTransition(state, NEXT);
      if (state.busy !== null || state.dialog !== null || !canNext(state)) {
        expect(step.state).toBe(state);
        expect(step.commands).toEqual([]);
      } else {
        expect(step.state === state && step.commands.length === 0).toBe(false);
      }
      if (state.busy !== null) expect(state.dialog).toBeNull();
    }
  });

  it.each(Object.keys(SHAPES))('%s: Back then Forward returns to the same state, its answers kept', (name) => {
    for (const state of walkOf(name).states) {
      const step = trailStep(state);
      if (step === null || step === 0 || state.ended || state.busy !== null || state.dialog !== null) continue;
      if (state.stage !== 'UPLOAD_DOCUMENT' && state.stage !== 'CONFIRMATION' && state.stage !== 'FINISH') {
        const back = flowTransition(state, revisit(step - 1)).state;
        expect(back.stage).toBe(state.trail[step - 1]);
        expect(back.form.startDate).toBe(state.form.startDate);
        expect(back.form.plates).toEqual(state.form.plates);
        const forward = flowTransition(back, revisit(step)).state;
        expect(forward.stage).toBe(state.stage);
        expect(forward.trail).toEqual(state.trail);
      }
    }
  });

  it.each(Object.keys(SHAPES))('%s: Prev moves exactly where there is one', (name) => {
    for (const state of walkOf(name).states) {
      const after = flowTransition(state, PREV).state;
      if (state.busy !== null || state.dialog !== null || !hasPrev(state)) expect(after).toBe(state);
      else expect(after).not.toBe(state);
    }
  });

  it.each(Object.keys(SHAPES))('%s: every state is consistent with its shape', (name) => {
    const { shape } = SHAPES[name] as { shape: Shape };
    for (const state of walkOf(name).states) {
      const stage = state.stage;
      if (!shape.byAddress) expect(stage).not.toBe('SELECT_ADDRESS');
      if (!shape.byAddress && !shape.multi) expect(stage).not.toBe('SELECT_LOCATION');
      if (!shape.specific) expect(stage).not.toBe('SPECIFIC_LOCATION');
      if ((shape.max ?? 1) === 0) expect(stage).not.toBe('ENTER_LICENSE_PLATE');
      if (stage === 'ENTER_LICENSE_PLATE') expect(state.form.plates.length).toBeLessThanOrEqual(shape.max ?? 1);
      if (stage === 'UPLOAD_DOCUMENT' || stage === 'CONFIRMATION' || stage === 'FINISH') {
        expect(state.request).not.toBeNull();
      }
      if (stage === 'FINISH') expect(state.ended).toBe(true);
      if (state.busy === 'submit') expect(submitRequest(state)).not.toBeNull();
      if (!state.ended && state.stage !== 'LOADING') expect(mustConfirmLeave(state)).toBe(true);
      if (stage === 'UPLOAD_DOCUMENT' || stage === 'CONFIRMATION') expect(state.submittedFrom).toBe('CHECK_ANSWERS');
      // The trail: in the order of the stages, the stage being filled in on it, the check stage its last.
      const orders = state.trail.map(stageOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(orders).size).toBe(orders.length);
      if (stage !== 'LOADING' && stage !== 'UPLOAD_DOCUMENT' && stage !== 'CONFIRMATION' && stage !== 'FINISH') {
        expect(state.trail).toContain(stage);
      }
      if (state.trail.includes('CHECK_ANSWERS')) expect(state.trail.at(-1)).toBe('CHECK_ANSWERS');
      if (stage === 'CHECK_ANSWERS') expect(state.returning).toBe(false);
      const progress = stepProgress(state);
      if (progress) expect(progress.number).toBeLessThanOrEqual(progress.total);
    }
  });
});

// ---- Issue 24, defect 7: the total of "Stap n van m" never changes within one request, for every demo product

const QUARTER: PriceLine = { ...MONTH, PRICELINE_ID: 24, PERIODCOUNT: 3 };

/**
 * Each product of the demo catalogues (apps/server/src/operator/demo-catalogue.ts, Voorbeeld and Proefdorp) as the
 * parameters describe it, with the server answers its request can get. Proefdorp's products have the shapes of
 * Voorbeeld's of the same code.
 */
const DEMO_PRODUCTS: Record<string, { shape: Shape; answers: FlowEvent[] }> = {
  'BEWONER: by address, three price lines, one or two plates, a lease contract for a leased plate': {
    shape: { byAddress: true, min: 1, max: 2, priceLines: [MONTH, QUARTER, YEAR], documents: true },
    answers: [
      A.oneLocation,
      lines(MONTH, QUARTER, YEAR),
      A.docsUpload,
      A.awaitApproval,
      A.awaitPayment,
      A.maxCheckFailed,
    ],
  },
  'BEWONER for a resident registered at one address: no address stage, and none counted': {
    shape: {
      byAddress: true,
      addresses: [KERKSTRAAT],
      min: 1,
      max: 2,
      priceLines: [MONTH, QUARTER, YEAR],
      documents: true,
    },
    answers: [A.oneLocation, lines(MONTH, QUARTER, YEAR), A.docsUpload, A.awaitPayment],
  },
  'TWEEDE_AUTO: by address, one price line, own car only': {
    shape: { byAddress: true, priceLines: [YEAR] },
    answers: [A.oneLocation, lines(YEAR), A.awaitPayment],
  },
  'BEZOEKER: by address, one line with day selection, no plate needed': {
    shape: { byAddress: true, min: 0, max: 1, priceLines: [WEEKDAYS] },
    answers: [A.oneLocation, A.oneDaysLine, A.awaitPayment],
  },
  'MANTELZORG: by address, free, one plate': {
    shape: { byAddress: true, priceLines: [YEAR] },
    answers: [A.oneLocation, lines(YEAR), A.permitCreated],
  },
  'GEHANDICAPT: by address, a specific location, two documents': {
    shape: { byAddress: true, specific: true, priceLines: [YEAR], documents: true },
    answers: [A.oneLocation, lines(YEAR), A.docsUpload, A.awaitApproval],
  },
  'BEDRIJF: by (branch) address, three price lines, up to three plates, the declaration': {
    shape: { byAddress: true, min: 1, max: 3, priceLines: [MONTH, QUARTER, YEAR], confirmation: true },
    answers: [A.oneLocation, lines(MONTH, QUARTER, YEAR), A.awaitConfirmation, A.awaitPayment, A.maxCheckFailed],
  },
  'GARAGE in Centrum: two car parks, one full, a waiting list': {
    shape: { multi: true, waitingListId: 44, locations: [LOC_WL, LOC_Y], priceLines: [MONTH, YEAR] },
    answers: [lines(MONTH, YEAR), A.awaitPayment, A.maxCheckFailedWl],
  },
  'GARAGE in Stationsgebied: one full car park': {
    shape: { waitingListId: 44, locations: [LOC_WL], priceLines: [MONTH, YEAR] },
    answers: [lines(MONTH, YEAR), A.awaitPayment, A.maxCheckFailedWl],
  },
  'DEELAUTO: one price line with a fixed end date': {
    shape: { priceLines: [YEAR] },
    answers: [lines(YEAR), A.awaitPayment],
  },
  'EVENEMENT: free, a permit at once': {
    shape: { priceLines: [MONTH] },
    answers: [lines(MONTH), A.permitCreated],
  },
  'ZORGVERLENER: documents reviewed before the confirmation (on a later visit)': {
    shape: { priceLines: [YEAR], documents: true },
    answers: [lines(YEAR), A.docsUpload, A.awaitApproval],
  },
};

describe('the step indicator over every demo product (issue 24, defect 7)', { timeout: 60_000 }, () => {
  it.each(Object.keys(DEMO_PRODUCTS))('%s: the total never changes, every stage shown was counted', (name) => {
    const { shape, answers } = DEMO_PRODUCTS[name] as { shape: Shape; answers: FlowEvent[] };
    const first = start(shape);
    const total = stepProgress(first)?.total;
    expect(total).toBeGreaterThan(1);
    const { states, edges } = walk(first, [...USER_EVENTS, ...answers, ...ALWAYS, ...HISTORY_EVENTS]);
    const shown = new Set<Stage>();
    for (const state of states) {
      const progress = stepProgress(state);
      if (!progress) continue;
      shown.add(state.stage);
      expect(progress.total, `${state.stage}`).toBe(total);
      // Counted from the start: the stage has a place of its own in the count.
      expect(state.setup?.steps, `${state.stage} was not counted`).toContain(state.stage);
      expect(progress.number).toBe((state.setup?.steps.indexOf(state.stage) ?? 0) + 1);
    }
    // Along every move, a counted screen stays within the same total (also into and out of dialogs and Back).
    for (const [from, to] of edges) {
      const before = stepProgress(states[from] as FlowState);
      const after = stepProgress(states[to] as FlowState);
      if (before && after) expect(after.total).toBe(before.total);
    }
    expect(shown.has('CHECK_ANSWERS')).toBe(true);
  });
});
