import { REQUEST_STATUSCODES, type RequestStatuscode } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import {
  FINAL_REQUEST_STATUSES,
  LIFECYCLE_STATUSES,
  NEW_REQUEST,
  OPEN_REQUEST_STATUSCODES,
  type RequestEvent,
  type RequestState,
  type TransitionOutcome,
  transition,
} from './request-machine.js';

/** One sample of every event, with the facts that make a difference. */
const EVENTS = {
  submit: { type: 'SUBMITTED', maxCheck: null, documentsRequired: 'none', confirmationRequired: false, priceCents: 0 },
  continueAllUploaded: {
    type: 'DOCUMENTS_CONTINUED',
    allRequiredUploaded: true,
    anyUploaded: true,
    confirmationRequired: false,
    priceCents: 500,
  },
  continueNothingUploadedPaid: {
    type: 'DOCUMENTS_CONTINUED',
    allRequiredUploaded: true,
    anyUploaded: false,
    confirmationRequired: false,
    priceCents: 500,
  },
  continueNothingUploadedFree: {
    type: 'DOCUMENTS_CONTINUED',
    allRequiredUploaded: true,
    anyUploaded: false,
    confirmationRequired: false,
    priceCents: 0,
  },
  continueNothingUploadedConfirm: {
    type: 'DOCUMENTS_CONTINUED',
    allRequiredUploaded: true,
    anyUploaded: false,
    confirmationRequired: true,
    priceCents: 500,
  },
  continueSomeMissing: {
    type: 'DOCUMENTS_CONTINUED',
    allRequiredUploaded: false,
    anyUploaded: true,
    confirmationRequired: false,
    priceCents: 0,
  },
  continueAllMissing: {
    type: 'DOCUMENTS_CONTINUED',
    allRequiredUploaded: false,
    anyUploaded: false,
    confirmationRequired: false,
    priceCents: 0,
  },
  accepted: { type: 'DOCUMENTS_REVIEWED', outcome: 'accepted' },
  rejected: { type: 'DOCUMENTS_REVIEWED', outcome: 'rejected' },
  rejectedUpload: { type: 'DOCUMENTS_REVIEWED', outcome: 'rejected_upload' },
  confirmedPaid: { type: 'CONFIRMED', priceCents: 1250 },
  confirmedFree: { type: 'CONFIRMED', priceCents: 0 },
  paid: { type: 'PAID' },
  cancelled: { type: 'CANCELLED_BY_USER' },
  addedToWaitingList: { type: 'ADDED_TO_WAITING_LIST' },
} as const satisfies Record<string, RequestEvent>;
type Sample = keyof typeof EVENTS;

const ok = (status: RequestStatuscode): TransitionOutcome => ({ ok: true, status });
const no = (refusal: Extract<TransitionOutcome, { ok: false }>['refusal']): TransitionOutcome => ({
  ok: false,
  refusal,
});

/** What every open status does with every sample; a sample not named is refused as not_allowed. */
const EXPECTED_OPEN: Record<string, Partial<Record<Sample, TransitionOutcome>>> = {
  MAX_CHECK_FAILED_WL: { cancelled: ok('CANCELLED'), addedToWaitingList: ok('WITHDRAWN') },
  DOCS_UPLOAD: {
    continueAllUploaded: ok('DOCS_AWAIT_APROVAL'),
    continueNothingUploadedPaid: ok('AWAIT_PAYMENT'),
    continueNothingUploadedFree: ok('PERMIT_CREATED'),
    continueNothingUploadedConfirm: ok('AWAIT_CONFIRMATION'),
    continueSomeMissing: no('documents_missing'),
    continueAllMissing: no('documents_missing'),
    cancelled: ok('CANCELLED'),
  },
  DOCS_REJECTED_UPLOAD: {
    continueAllUploaded: ok('DOCS_AWAIT_APROVAL'),
    continueNothingUploadedPaid: ok('AWAIT_PAYMENT'),
    continueNothingUploadedFree: ok('PERMIT_CREATED'),
    continueNothingUploadedConfirm: ok('AWAIT_CONFIRMATION'),
    continueSomeMissing: no('documents_missing'),
    continueAllMissing: no('documents_missing'),
    cancelled: ok('CANCELLED'),
  },
  DOCS_OPTIONAL: {
    continueAllUploaded: ok('DOCS_AWAIT_APROVAL'),
    continueNothingUploadedPaid: ok('AWAIT_PAYMENT'),
    continueNothingUploadedFree: ok('PERMIT_CREATED'),
    continueNothingUploadedConfirm: ok('AWAIT_CONFIRMATION'),
    continueSomeMissing: ok('DOCS_AWAIT_APROVAL'),
    continueAllMissing: ok('PERMIT_CREATED'),
    cancelled: ok('CANCELLED'),
  },
  DOCS_AWAIT_APROVAL: {
    accepted: ok('DOCS_ACCEPTED'),
    rejected: ok('DOCS_REJECTED'),
    rejectedUpload: ok('DOCS_REJECTED_UPLOAD'),
    cancelled: ok('CANCELLED'),
  },
  DOCS_ACCEPTED: {
    continueAllUploaded: ok('AWAIT_PAYMENT'),
    continueNothingUploadedPaid: ok('AWAIT_PAYMENT'),
    continueNothingUploadedFree: ok('PERMIT_CREATED'),
    continueNothingUploadedConfirm: ok('AWAIT_CONFIRMATION'),
    continueSomeMissing: ok('PERMIT_CREATED'),
    continueAllMissing: ok('PERMIT_CREATED'),
    cancelled: ok('CANCELLED'),
  },
  AWAIT_CONFIRMATION: {
    confirmedPaid: ok('AWAIT_PAYMENT'),
    confirmedFree: ok('PERMIT_CREATED'),
    cancelled: ok('CANCELLED'),
  },
  AWAIT_PAYMENT: { paid: ok('PERMIT_CREATED'), cancelled: ok('CANCELLED') },
};

const FINAL = ['MAX_CHECK_FAILED', 'DOCS_REJECTED', 'PERMIT_CREATED', 'CANCELLED', 'WITHDRAWN'];

function expected(status: RequestStatuscode, sample: Sample): TransitionOutcome {
  if (FINAL.includes(status)) return no('final');
  const open = EXPECTED_OPEN[status];
  if (!open) return no('not_a_request_status');
  return open[sample] ?? no('not_allowed');
}

describe('the request state machine', () => {
  it('knows which statuses are open, final, or not a request status at all', () => {
    expect([...OPEN_REQUEST_STATUSCODES].sort()).toEqual(Object.keys(EXPECTED_OPEN).sort());
    expect([...FINAL_REQUEST_STATUSES].sort()).toEqual([...FINAL].sort());
    expect(LIFECYCLE_STATUSES.every((s) => (REQUEST_STATUSCODES as readonly string[]).includes(s))).toBe(true);
  });

  describe.each(REQUEST_STATUSCODES)('from %s', (status) => {
    it.each(Object.keys(EVENTS) as Sample[])('on %s', (sample) => {
      expect(transition(status, EVENTS[sample])).toEqual(expected(status, sample));
    });
  });

  describe('a new request', () => {
    it.each(Object.keys(EVENTS).filter((s) => s !== 'submit') as Sample[])(
      'refuses %s before it is submitted',
      (sample) => {
        expect(transition(NEW_REQUEST, EVENTS[sample])).toEqual(no('not_submitted'));
      },
    );

    const maxChecks = [null, 'MAX_CHECK_FAILED', 'MAX_CHECK_FAILED_WL'] as const;
    const needs = ['none', 'optional', 'required'] as const;
    const cases = maxChecks.flatMap((maxCheck) =>
      needs.flatMap((documentsRequired) =>
        [true, false].flatMap((confirmationRequired) =>
          [0, 1, 4500].map((priceCents) => ({ maxCheck, documentsRequired, confirmationRequired, priceCents })),
        ),
      ),
    );

    it.each(cases)('on SUBMITTED with %o', (facts) => {
      let want: RequestStatuscode;
      if (facts.maxCheck) want = facts.maxCheck;
      else if (facts.documentsRequired === 'required') want = 'DOCS_UPLOAD';
      else if (facts.documentsRequired === 'optional') want = 'DOCS_OPTIONAL';
      else if (facts.confirmationRequired) want = 'AWAIT_CONFIRMATION';
      else if (facts.priceCents > 0) want = 'AWAIT_PAYMENT';
      else want = 'PERMIT_CREATED';
      expect(transition(NEW_REQUEST, { type: 'SUBMITTED', ...facts })).toEqual(ok(want));
    });
  });

  it('reaches every status of the lifecycle, and no other', () => {
    const submits: RequestEvent[] = [null, 'MAX_CHECK_FAILED', 'MAX_CHECK_FAILED_WL'].flatMap((maxCheck) =>
      (['none', 'optional', 'required'] as const).flatMap((documentsRequired) =>
        [true, false].flatMap((confirmationRequired) =>
          [0, 100].map((priceCents) => ({
            type: 'SUBMITTED' as const,
            maxCheck: maxCheck as 'MAX_CHECK_FAILED' | 'MAX_CHECK_FAILED_WL' | null,
            documentsRequired,
            confirmationRequired,
            priceCents,
          })),
        ),
      ),
    );
    const events: RequestEvent[] = [...submits, ...Object.values(EVENTS)];
    const reached = new Set<RequestStatuscode>();
    const queue: RequestState[] = [NEW_REQUEST];
    while (queue.length > 0) {
      const state = queue.shift() as RequestState;
      for (const event of events) {
        const outcome = transition(state, event);
        if (outcome.ok && !reached.has(outcome.status)) {
          reached.add(outcome.status);
          queue.push(outcome.status);
        }
      }
    }
    expect([...reached].sort()).toEqual([...LIFECYCLE_STATUSES].sort());
  });
});
