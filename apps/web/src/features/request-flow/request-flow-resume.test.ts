/**
 * The request flow machine's upload stage with this session's documents (document-uploaded,
 * document-deleted, documents-changed), and a pending request resumed from its id (`resume`, the page
 * /upload-files-for-pending-request/{requestId}; lifecycle 2.1, 2.5, 4.1, 4.3).
 */
import type {
  DocumentRequirement,
  PriceLine,
  ProductRequestParameters,
  RequestResult,
  RequestStatuscode,
} from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import type { SessionUpload } from '../documents';
import {
  canCancelRequest,
  canNext,
  type FlowEvent,
  type FlowState,
  type FlowStep,
  flowTransition,
  hasPrev,
  initialFlowState,
  mustConfirmLeave,
  requirementsWithSession,
} from './request-flow-machine';
import { finishMessage, requestSummary } from './request-summary';

const TODAY = '2025-03-10';

const PLATE_DOC: DocumentRequirement = {
  RPG_ID: 91,
  DOC_TYPE_CODE: 'LEASECONTRACT',
  DOC_TYPE_DESCRIPTION: 'Leasecontract',
  DISPLAY_DVE: 'SXR-41-P',
  DETAIL_VALUE: 'SXR41P',
  MAX_DOCUMENTS: 2,
  MIN_STATUS_LEVEL: 1,
  UPLOADED_DOCUMENTS: [],
};
const EXTRA_DOC: DocumentRequirement = {
  ...PLATE_DOC,
  RPG_ID: 100,
  DOC_TYPE_CODE: 'ZORGVERKLARING',
  DOC_TYPE_DESCRIPTION: 'Verklaring',
  DISPLAY_DVE: null,
  DETAIL_VALUE: null,
};
const REJECTED_PLATE_DOC: DocumentRequirement = {
  ...PLATE_DOC,
  UPLOADED_DOCUMENTS: [
    {
      ID: 7,
      FILENAME: 'lease.pdf',
      STATUS_LEVEL: 0,
      STATUS_REASON_CODE: 'NVT',
      STATUS_DESCRIPTION: 'Afgekeurd',
      STATUS_REASON_DESC: 'Onleesbaar',
    },
  ],
};
const ACCEPTED_EXTRA_DOC: DocumentRequirement = {
  ...EXTRA_DOC,
  UPLOADED_DOCUMENTS: [{ ID: 8, FILENAME: 'verklaring.pdf', STATUS_LEVEL: 2, STATUS_REASON_CODE: null }],
};

function result(code: RequestStatuscode, documents: DocumentRequirement[] | null = null): RequestResult {
  return {
    STATUSCODE: code,
    STATUS: `status ${code}`,
    REQUESTID: 900,
    PRICE: 45,
    DOCUMENTS_TO_UPLOAD: documents,
    DESCRIPTION: 'Zorgverlenersvergunning',
    AREADESCRIPTION: 'Heel Voorbeeld',
    LOCATIONDESCRIPTION: 'Vergunninggebied Voorbeeld',
    LOCATION_SPECIFICATION: null,
    VALID_FROM: '2025-03-20',
    VALID_TO: '2026-03-19',
    VALID_DAYS: null,
  };
}

const resumeWith = (code: RequestStatuscode, documents: DocumentRequirement[] | null = null): FlowEvent => ({
  type: 'resume',
  result: result(code, documents),
  today: TODAY,
});
const answered = (code: RequestStatuscode, documents: DocumentRequirement[] | null = null): FlowEvent => ({
  type: 'request-answered',
  result: result(code, documents),
});

function run(state: FlowState, ...events: FlowEvent[]): FlowStep {
  const commands: FlowStep['commands'] = [];
  let current = state;
  for (const event of events) {
    const step = flowTransition(current, event);
    current = step.state;
    commands.push(...step.commands);
  }
  return { state: current, commands };
}
const go = (state: FlowState, ...events: FlowEvent[]) => run(state, ...events).state;
const resumed = (code: RequestStatuscode, documents: DocumentRequirement[] | null = null) =>
  go(initialFlowState(), resumeWith(code, documents));

const NEXT: FlowEvent = { type: 'next' };
const PREV: FlowEvent = { type: 'prev' };
const YES: FlowEvent = { type: 'dialog-yes' };
const NO: FlowEvent = { type: 'dialog-no' };
const FAILED: FlowEvent = { type: 'call-failed' };

const upload = (id: number, rpgId: number, name = `file-${id}.pdf`): SessionUpload => ({
  UPLOAD_FILE_ID: id,
  RPG_ID: rpgId,
  file: new File(['%PDF-1.4'], name, { type: 'application/pdf' }),
});
const uploaded = (id: number, rpgId: number, name?: string): FlowEvent => ({
  type: 'document-uploaded',
  upload: upload(id, rpgId, name),
});
const deleted = (documentId: number): FlowEvent => ({ type: 'document-deleted', documentId });

const uploadedIds = (state: FlowState) =>
  (state.request?.DOCUMENTS_TO_UPLOAD ?? []).map((requirement) => [
    requirement.RPG_ID,
    requirement.UPLOADED_DOCUMENTS.map((document) => document.ID),
  ]);

// ---- A request being made: the flow up to its upload stage.

const PARAMS: ProductRequestParameters = {
  LICENSEPLATE_REQUIREMENTS: [
    { MIN_LICENSEPLATES: 0, MAX_LICENSEPLATES: 0, REGISTER_BRAND: 'N', REGISTER_COLOUR: 'N', REGISTER_LEASE: 'N' },
  ],
  PRICELINES: [],
  LOCATIONS: [{ LOCATIONID: 11, LOCATIONDESCRIPTION: 'Zone', AVAILABLE: 'Y' }],
  LOCATION_BY_ADDRESS_YN: 'N',
  NEED_SPECIFIC_LOCATION_YN: 'N',
  MIN_STARTDATE: null,
  MAX_STARTDATE: null,
};
const LINE: PriceLine = {
  PRICELINE_ID: 21,
  PRICE: 45,
  PERIODCOUNT: 1,
  PERIODTYPE: 'Y',
  PERMIT_ENDDATE: null,
  DAY_SELECTION_YN: 'N',
};

function atUpload(): FlowState {
  const started = go(initialFlowState(), {
    type: 'params-loaded',
    product: {
      permitTypeId: 9,
      areaId: 4,
      staffel: 1,
      waitingListId: null,
      description: 'Zorgverlenersvergunning',
      areaDescription: 'Heel Voorbeeld',
      quantity: null,
      multiLocations: false,
    },
    params: PARAMS,
    today: TODAY,
    relationType: 'P',
    storedPlates: [],
  });
  // No plates: Next fetches the price line, which leads to the check stage; its Next submits.
  return go(
    started,
    NEXT,
    { type: 'price-lines-loaded', priceLines: [LINE] },
    NEXT,
    answered('DOCS_UPLOAD', [PLATE_DOC, EXTRA_DOC]),
  );
}

describe('the upload stage keeps this session’s documents', () => {
  it('lists an upload at STATUS_LEVEL 1 under its requirement; Next once every required one has one', () => {
    const start = atUpload();
    expect(start.stage).toBe('UPLOAD_DOCUMENT');
    expect(canNext(start)).toBe(false);
    const one = go(start, uploaded(1, 91, 'lease.pdf'));
    expect(one.uploads.map((u) => u.UPLOAD_FILE_ID)).toEqual([1]);
    expect(one.request?.DOCUMENTS_TO_UPLOAD?.[0]?.UPLOADED_DOCUMENTS).toEqual([
      { ID: 1, FILENAME: 'lease.pdf', STATUS_LEVEL: 1, STATUS_REASON_CODE: null },
    ]);
    expect(canNext(one)).toBe(false);
    const both = go(one, uploaded(2, 100));
    expect(canNext(both)).toBe(true);
    // The same upload reported twice is listed once.
    expect(go(both, uploaded(2, 100))).toBe(both);
  });

  it('a deletion takes the document out (this session’s and the server’s); Next follows', () => {
    const both = go(atUpload(), uploaded(1, 91), uploaded(2, 100));
    const gone = go(both, deleted(1));
    expect(uploadedIds(gone)).toEqual([
      [91, []],
      [100, [2]],
    ]);
    expect(gone.uploads.map((u) => u.UPLOAD_FILE_ID)).toEqual([2]);
    expect(gone.deletedDocumentIds).toEqual([1]);
    expect(canNext(gone)).toBe(false);
    // The server's list (documents-changed) still naming the deleted document does not bring it back.
    const listed = go(gone, {
      type: 'documents-changed',
      requirements: [{ ...PLATE_DOC, UPLOADED_DOCUMENTS: [{ ID: 1, FILENAME: 'x', STATUS_LEVEL: 1 }] }, EXTRA_DOC],
    });
    expect(uploadedIds(listed)).toEqual([
      [91, []],
      [100, [2]],
    ]);
  });

  it('records an upload or deletion that finishes while a question is open or a call is in flight', () => {
    const asked = go(atUpload(), { type: 'cancel-request' });
    expect(asked.dialog).toEqual({ kind: 'confirm-cancel' });
    const during = go(asked, uploaded(1, 91));
    expect(during.dialog).toEqual({ kind: 'confirm-cancel' });
    expect(uploadedIds(during)[0]).toEqual([91, [1]]);
    expect(go(during, NO, uploaded(2, 100)).stage).toBe('UPLOAD_DOCUMENT');
  });

  it('ignores document events outside the upload stage', () => {
    const confirmation = go(atUpload(), uploaded(1, 91), uploaded(2, 100), NEXT, answered('AWAIT_CONFIRMATION'));
    expect(confirmation.stage).toBe('CONFIRMATION');
    expect(go(confirmation, uploaded(3, 91))).toBe(confirmation);
    expect(go(confirmation, deleted(1))).toBe(confirmation);
  });

  it('Next continues with the documents; the server’s answer lists them; a new request starts without them', () => {
    const ready = go(atUpload(), uploaded(1, 91), uploaded(2, 100));
    const step = run(ready, NEXT);
    expect(step.commands).toEqual([{ type: 'continue', requestId: 900, cancel: 'N', pcsCode: 'WEB_NEW' }]);
    const finished = go(step.state, answered('DOCS_AWAIT_APROVAL', [PLATE_DOC, EXTRA_DOC]));
    expect(finished.stage).toBe('FINISH');
    // The uploads of this request are still listed, also when the server's answer lags behind.
    expect(uploadedIds(finished)).toEqual([
      [91, [1]],
      [100, [2]],
    ]);
    // Prev cancels the request and goes back: its uploads are forgotten.
    const back = go(ready, PREV, YES, answered('CANCELLED'));
    expect(back).toMatchObject({ stage: 'CHECK_ANSWERS', uploads: [], deletedDocumentIds: [] });
    const other = go(back, NEXT, {
      type: 'request-answered',
      result: { ...result('DOCS_UPLOAD', [PLATE_DOC, EXTRA_DOC]), REQUESTID: 901 },
    });
    expect(uploadedIds(other)).toEqual([
      [91, []],
      [100, []],
    ]);
  });

  it('requirementsWithSession is idempotent and leaves other requirements alone', () => {
    const uploads = [upload(1, 91), upload(2, 100)];
    const once = requirementsWithSession([REJECTED_PLATE_DOC, EXTRA_DOC], uploads, []);
    expect(requirementsWithSession(once, uploads, [])).toEqual(once);
    expect(once.map((r) => r.UPLOADED_DOCUMENTS.map((d) => d.ID))).toEqual([[7, 1], [2]]);
    expect(requirementsWithSession(once, uploads, [7, 2]).map((r) => r.UPLOADED_DOCUMENTS.map((d) => d.ID))).toEqual([
      [1],
      [],
    ]);
  });
});

describe('resuming a pending request from its id', () => {
  it('DOCS_REJECTED_UPLOAD: the upload stage with the rejected document; a new upload lets it continue', () => {
    const state = resumed('DOCS_REJECTED_UPLOAD', [REJECTED_PLATE_DOC, ACCEPTED_EXTRA_DOC]);
    expect(state).toMatchObject({ stage: 'UPLOAD_DOCUMENT', resumed: true, busy: null, dialog: null, ended: false });
    expect(hasPrev(state)).toBe(false);
    expect(canCancelRequest(state)).toBe(true);
    expect(mustConfirmLeave(state)).toBe(false);
    // The rejected upload does not count; the accepted one does.
    expect(canNext(state)).toBe(false);
    const replaced = go(state, uploaded(12, 91, 'nieuw.pdf'));
    expect(uploadedIds(replaced)[0]).toEqual([91, [7, 12]]);
    expect(canNext(replaced)).toBe(true);
    // Prev does nothing on a resumed request.
    expect(go(replaced, PREV)).toBe(replaced);
    const step = run(replaced, NEXT);
    expect(step.commands).toEqual([{ type: 'continue', requestId: 900, cancel: 'N', pcsCode: 'WEB_NEW' }]);
    const finished = go(step.state, answered('DOCS_AWAIT_APROVAL'));
    expect(finished).toMatchObject({ stage: 'FINISH', ended: true });
    expect(finishMessage(finished)).toEqual({ kind: 'approval' });
  });

  it('DOCS_UPLOAD and DOCS_OPTIONAL: the upload stage', () => {
    expect(resumed('DOCS_UPLOAD', [PLATE_DOC]).stage).toBe('UPLOAD_DOCUMENT');
    const optional = resumed('DOCS_OPTIONAL', [{ ...EXTRA_DOC, MIN_STATUS_LEVEL: 0 }]);
    expect(optional.stage).toBe('UPLOAD_DOCUMENT');
    expect(canNext(optional)).toBe(true);
  });

  it('AWAIT_CONFIRMATION: the confirmation stage; Confirm with Yes finalizes; payment then waits in the cart', () => {
    const state = resumed('AWAIT_CONFIRMATION', [REJECTED_PLATE_DOC]);
    expect(state.stage).toBe('CONFIRMATION');
    expect(hasPrev(state)).toBe(false);
    expect(canNext(state)).toBe(false);
    const yes = go(state, { type: 'answer-confirmation', value: 'Y' });
    const step = run(yes, NEXT);
    expect(step.commands).toEqual([{ type: 'finalize', requestId: 900 }]);
    const paid = run(step.state, answered('AWAIT_PAYMENT'));
    expect(paid.state.stage).toBe('FINISH');
    expect(paid.commands).toEqual([{ type: 'refresh-counts' }]);
    expect(finishMessage(paid.state)).toEqual({ kind: 'payment' });
  });

  it('DOCS_AWAIT_APROVAL, AWAIT_PAYMENT, PERMIT_CREATED: the finish stage, active from VALID_FROM', () => {
    expect(finishMessage(resumed('DOCS_AWAIT_APROVAL'))).toEqual({ kind: 'approval' });
    expect(finishMessage(resumed('AWAIT_PAYMENT'))).toEqual({ kind: 'payment' });
    const created = resumed('PERMIT_CREATED');
    expect(created).toMatchObject({ stage: 'FINISH', ended: true });
    expect(finishMessage(created)).toEqual({ kind: 'active-from', date: '20-03-2025' });
  });

  it('DOCS_ACCEPTED is continued at once; a failure shows its status and leads to the pending requests', () => {
    const step = run(initialFlowState(), resumeWith('DOCS_ACCEPTED'));
    expect(step.state).toMatchObject({ stage: 'LOADING', busy: 'continue', resumed: true });
    expect(step.commands).toEqual([{ type: 'continue', requestId: 900, cancel: 'N', pcsCode: 'WEB_NEW' }]);
    expect(go(step.state, answered('AWAIT_CONFIRMATION')).stage).toBe('CONFIRMATION');
    const failed = go(step.state, FAILED);
    expect(failed.dialog).toEqual({ kind: 'unexpected-status', text: 'status DOCS_ACCEPTED' });
    expect(run(failed, YES).commands).toEqual([{ type: 'navigate', to: '/pending-requests' }]);
  });

  it('a cancelled, rejected or otherwise ended request says so', () => {
    const cancelled = resumed('CANCELLED');
    expect(cancelled.dialog).toEqual({ kind: 'cancelled' });
    expect(run(cancelled, YES).commands).toEqual([{ type: 'navigate', to: '/requestable-products' }]);
    expect(resumed('DOCS_REJECTED').dialog).toEqual({ kind: 'unexpected-status', text: 'status DOCS_REJECTED' });
  });

  it("'Cancel request' asks, cancels and goes to the products", () => {
    const asked = go(resumed('DOCS_REJECTED_UPLOAD', [REJECTED_PLATE_DOC]), { type: 'cancel-request' });
    const yes = run(asked, YES);
    expect(yes.commands).toEqual([{ type: 'continue', requestId: 900, cancel: 'Y', pcsCode: 'WEB_NEW' }]);
    expect(run(yes.state, answered('CANCELLED')).commands).toEqual([
      { type: 'refresh-counts' },
      { type: 'navigate', to: '/requestable-products' },
    ]);
  });

  it('only once, and only before the flow has started', () => {
    const state = resumed('DOCS_UPLOAD', [PLATE_DOC]);
    expect(go(state, resumeWith('AWAIT_CONFIRMATION'))).toBe(state);
    const flow = atUpload();
    expect(go(flow, resumeWith('AWAIT_CONFIRMATION'))).toBe(flow);
  });

  it('the summary card shows what the result says, with the rejected file marked', () => {
    const state = resumed('DOCS_REJECTED_UPLOAD', [REJECTED_PLATE_DOC, ACCEPTED_EXTRA_DOC]);
    expect(requestSummary(state)).toEqual({
      quantity: null,
      description: 'Zorgverlenersvergunning',
      area: 'Heel Voorbeeld',
      location: 'Vergunninggebied Voorbeeld',
      specificLocation: null,
      validFrom: '20-03-2025',
      validUntil: '19-03-2026',
      validDays: null,
      price: { unit: '€\u00a045,00', dayCount: null, total: '€\u00a045,00' },
      showPrice: true,
      documents: [
        { key: '91', title: 'Leasecontract', plate: 'SXR-41-P', files: ['lease.pdf'], rejected: [0] },
        { key: '100', title: 'Verklaring', plate: null, files: ['verklaring.pdf'] },
      ],
    });
    const days = go(initialFlowState(), {
      type: 'resume',
      result: {
        ...result('AWAIT_CONFIRMATION'),
        LOCATION_SPECIFICATION: 'Vak 12',
        VALID_DAYS: [
          { DAY: 'MONDAY', VALID: 'Y' },
          { DAY: 'TUESDAY', VALID: 'N' },
          { DAY: 'FRIDAY', VALID: 'Y' },
        ],
      },
      today: TODAY,
    });
    expect(requestSummary(days)).toMatchObject({ specificLocation: 'Vak 12', validDays: ['MONDAY', 'FRIDAY'] });
  });
});

// ---- Every state a resumed flow can reach.

const STATUSES: RequestStatuscode[] = [
  'DOCS_UPLOAD',
  'DOCS_OPTIONAL',
  'DOCS_REJECTED_UPLOAD',
  'AWAIT_CONFIRMATION',
  'DOCS_ACCEPTED',
  'DOCS_AWAIT_APROVAL',
  'AWAIT_PAYMENT',
  'PERMIT_CREATED',
  'CANCELLED',
  'DOCS_REJECTED',
];

const ALPHABET: FlowEvent[] = [
  NEXT,
  PREV,
  YES,
  NO,
  FAILED,
  { type: 'cancel-request' },
  { type: 'answer-confirmation', value: 'Y' },
  { type: 'answer-confirmation', value: 'N' },
  uploaded(12, 91),
  uploaded(13, 100),
  deleted(12),
  deleted(8),
  answered('DOCS_AWAIT_APROVAL'),
  answered('AWAIT_CONFIRMATION'),
  answered('AWAIT_PAYMENT'),
  answered('DOCS_REJECTED_UPLOAD', [REJECTED_PLATE_DOC, ACCEPTED_EXTRA_DOC]),
  answered('CANCELLED'),
];

const keyOf = (state: FlowState) =>
  JSON.stringify({ ...state, setup: null, uploads: state.uploads.map((u) => [u.UPLOAD_FILE_ID, u.RPG_ID]) });

describe('the walk over every resumed request', () => {
  it.each(STATUSES)('%s: never a Prev nor a leave guard, and from every state an exit', (status) => {
    const start = resumed(status, [REJECTED_PLATE_DOC, ACCEPTED_EXTRA_DOC]);
    const states = [start];
    const index = new Map([[keyOf(start), 0]]);
    const into = new Map<number, number[]>();
    const exits = new Set<number>();
    for (let i = 0; i < states.length; i++) {
      const state = states[i] as FlowState;
      expect(hasPrev(state)).toBe(false);
      expect(mustConfirmLeave(state)).toBe(false);
      if (state.stage === 'FINISH') exits.add(i);
      if (state.stage === 'UPLOAD_DOCUMENT' || state.stage === 'CONFIRMATION') expect(state.request).not.toBeNull();
      for (const event of ALPHABET) {
        const step = flowTransition(state, event);
        const navigates = step.commands.some((command) => command.type === 'navigate');
        if (navigates) exits.add(i);
        if (step.state === state) continue;
        const key = keyOf(step.state);
        let j = index.get(key);
        if (j === undefined) {
          j = states.length;
          index.set(key, j);
          states.push(step.state);
        }
        // The state a navigation leaves behind is gone with its screen.
        if (navigates) exits.add(j);
        into.set(j, [...(into.get(j) ?? []), i]);
      }
    }
    const canExit = new Set(exits);
    const queue = [...exits];
    while (queue.length > 0) {
      for (const from of into.get(queue.pop() as number) ?? []) {
        if (!canExit.has(from)) {
          canExit.add(from);
          queue.push(from);
        }
      }
    }
    const stuck = states.filter((_, i) => !canExit.has(i));
    expect(stuck.map((s) => `${s.stage} ${s.busy} ${JSON.stringify(s.dialog)}`)).toEqual([]);
  });
});
