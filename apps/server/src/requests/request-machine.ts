/**
 * THE request state machine (DECISIONS 2, Request lifecycle; lifecycle 4.1, 4.3): one pure function
 * from a request's status and an event (with the facts the event needs) to the next status, or a
 * refusal. Every place that changes a request's status asks it: submit, continue, document review,
 * confirmation, payment, cancel, waiting list. Nothing here reads or writes anything.
 *
 *   (new) ─SUBMITTED─► MAX_CHECK_FAILED | MAX_CHECK_FAILED_WL | DOCS_UPLOAD | DOCS_OPTIONAL
 *                      | AWAIT_CONFIRMATION | AWAIT_PAYMENT | PERMIT_CREATED
 *   DOCS_UPLOAD, DOCS_REJECTED_UPLOAD ─DOCUMENTS_CONTINUED─► DOCS_AWAIT_APROVAL (every required one uploaded)
 *   DOCS_OPTIONAL ─DOCUMENTS_CONTINUED─► DOCS_AWAIT_APROVAL (something uploaded) | onwards (nothing uploaded)
 *   DOCS_AWAIT_APROVAL ─DOCUMENTS_REVIEWED─► DOCS_ACCEPTED | DOCS_REJECTED | DOCS_REJECTED_UPLOAD
 *   DOCS_ACCEPTED ─DOCUMENTS_CONTINUED─► onwards
 *   AWAIT_CONFIRMATION ─CONFIRMED─► AWAIT_PAYMENT | PERMIT_CREATED
 *   AWAIT_PAYMENT ─PAID─► PERMIT_CREATED
 *   MAX_CHECK_FAILED_WL ─ADDED_TO_WAITING_LIST─► WITHDRAWN (the wish lives on as the waiting-list entry)
 *   every open status ─CANCELLED_BY_USER─► CANCELLED
 *
 * "Onwards" is one rule: confirmation required → AWAIT_CONFIRMATION; else a price → AWAIT_PAYMENT;
 * else PERMIT_CREATED. See docs/request-lifecycle.md.
 */
import { REQUEST_STATUSCODES, type RequestStatuscode } from '@parkeerloket/contract';

/** Whether a request needs documents: none at all, some that may be skipped, or some that must be there. */
export type DocumentsNeed = 'none' | 'optional' | 'required';

/** What decides where a request goes once documents are out of the way. */
interface OnwardFacts {
  /** The permit type asks the resident to confirm (AWAIT_CONFIRMATION) first. */
  confirmationRequired: boolean;
  /** What the request costs; above 0 it waits for payment. */
  priceCents: number;
}

export type RequestEvent =
  | ({
      type: 'SUBMITTED';
      /** Set when a maximum is reached (eligibility): the request ends there. */
      maxCheck: 'MAX_CHECK_FAILED' | 'MAX_CHECK_FAILED_WL' | null;
      documentsRequired: DocumentsNeed;
    } & OnwardFacts)
  | ({
      /** The resident presses Next on the upload stage, or continues an accepted request (continue_pcs_by_rqt_id N). */
      type: 'DOCUMENTS_CONTINUED';
      /** Every document with MIN_STATUS_LEVEL above 0 has at least one upload that is not rejected. */
      allRequiredUploaded: boolean;
      /** At least one document is uploaded (and not rejected). */
      anyUploaded: boolean;
    } & OnwardFacts)
  | {
      /** A municipality employee reviewed the uploaded documents. */
      type: 'DOCUMENTS_REVIEWED';
      outcome: 'accepted' | 'rejected' | 'rejected_upload';
    }
  | { type: 'CONFIRMED'; priceCents: number }
  | { type: 'PAID' }
  | { type: 'CANCELLED_BY_USER' }
  | { type: 'ADDED_TO_WAITING_LIST' };

type RequestEventType = RequestEvent['type'];

/**
 * Why an event was refused:
 * - final: the request has ended (permit created, cancelled, rejected, max check failed, withdrawn);
 * - not_allowed: the request is open, but this event does not apply at its stage (or it was already submitted);
 * - documents_missing: continue without every required document;
 * - not_submitted: an event other than SUBMITTED for a request that does not exist yet;
 * - not_a_request_status: the status is a code of a cart item, payment, invoice or waiting-list entry,
 *   which a request never has.
 */
type Refusal = 'final' | 'not_allowed' | 'documents_missing' | 'not_submitted' | 'not_a_request_status';

export type TransitionOutcome = { ok: true; status: RequestStatuscode } | { ok: false; refusal: Refusal };

/** A request that has not been submitted yet. */
export const NEW_REQUEST = null;
export type RequestState = RequestStatuscode | typeof NEW_REQUEST;

const to = (status: RequestStatuscode): TransitionOutcome => ({ ok: true, status });
const refuse = (refusal: Refusal): TransitionOutcome => ({ ok: false, refusal });

/** Where a request goes once documents are out of the way (or when there are none). */
export function onwards(facts: OnwardFacts): RequestStatuscode {
  if (facts.confirmationRequired) return 'AWAIT_CONFIRMATION';
  return facts.priceCents > 0 ? 'AWAIT_PAYMENT' : 'PERMIT_CREATED';
}

type Rule<E extends RequestEventType> = (event: Extract<RequestEvent, { type: E }>) => TransitionOutcome;
type Rules = { [E in RequestEventType]?: Rule<E> };

const cancel: Rules = { CANCELLED_BY_USER: () => to('CANCELLED') };

/** Next on the upload stage when documents are required: only with every required one. */
const continueRequired: Rule<'DOCUMENTS_CONTINUED'> = (event) => {
  if (!event.allRequiredUploaded) return refuse('documents_missing');
  return to(event.anyUploaded ? 'DOCS_AWAIT_APROVAL' : onwards(event));
};

const REVIEWED = {
  accepted: 'DOCS_ACCEPTED',
  rejected: 'DOCS_REJECTED',
  rejected_upload: 'DOCS_REJECTED_UPLOAD',
} as const satisfies Record<Extract<RequestEvent, { type: 'DOCUMENTS_REVIEWED' }>['outcome'], RequestStatuscode>;

/**
 * What each open status accepts. A status not listed here, or an event not listed under it, is
 * refused. Read a line as "in STATUS, on EVENT, go to ...".
 */
const OPEN: { [S in RequestStatuscode]?: Rules } = {
  MAX_CHECK_FAILED_WL: { ...cancel, ADDED_TO_WAITING_LIST: () => to('WITHDRAWN') },
  DOCS_UPLOAD: { ...cancel, DOCUMENTS_CONTINUED: continueRequired },
  DOCS_REJECTED_UPLOAD: { ...cancel, DOCUMENTS_CONTINUED: continueRequired },
  DOCS_OPTIONAL: {
    ...cancel,
    DOCUMENTS_CONTINUED: (event) => to(event.anyUploaded ? 'DOCS_AWAIT_APROVAL' : onwards(event)),
  },
  DOCS_AWAIT_APROVAL: {
    ...cancel,
    DOCUMENTS_REVIEWED: ({ outcome }) => to(REVIEWED[outcome]),
  },
  DOCS_ACCEPTED: { ...cancel, DOCUMENTS_CONTINUED: (event) => to(onwards(event)) },
  AWAIT_CONFIRMATION: {
    ...cancel,
    CONFIRMED: ({ priceCents }) => to(onwards({ confirmationRequired: false, priceCents })),
  },
  AWAIT_PAYMENT: { ...cancel, PAID: () => to('PERMIT_CREATED') },
};

/** Statuses a request can end in; nothing moves it any more. */
export const FINAL_REQUEST_STATUSES = [
  'MAX_CHECK_FAILED',
  'DOCS_REJECTED',
  'PERMIT_CREATED',
  'CANCELLED',
  'WITHDRAWN',
] as const satisfies readonly RequestStatuscode[];

/** Statuses a request is in while something (the resident, an employee, a payment) still has to happen. */
export const OPEN_REQUEST_STATUSCODES = Object.keys(OPEN) as RequestStatuscode[];

/** Every status a request can have; the other REQUEST_STATUSCODES belong to cart items, payments, invoices, waiting-list entries. */
export const LIFECYCLE_STATUSES: readonly RequestStatuscode[] = [
  ...OPEN_REQUEST_STATUSCODES,
  ...FINAL_REQUEST_STATUSES,
];

function isFinalStatus(status: RequestStatuscode): boolean {
  return (FINAL_REQUEST_STATUSES as readonly RequestStatuscode[]).includes(status);
}

function submit(event: Extract<RequestEvent, { type: 'SUBMITTED' }>): TransitionOutcome {
  if (event.maxCheck) return to(event.maxCheck);
  if (event.documentsRequired === 'required') return to('DOCS_UPLOAD');
  if (event.documentsRequired === 'optional') return to('DOCS_OPTIONAL');
  return to(onwards(event));
}

/** The next status of a request in `state` (NEW_REQUEST before it is stored) on `event`, or why not. */
export function transition(state: RequestState, event: RequestEvent): TransitionOutcome {
  if (state === NEW_REQUEST) return event.type === 'SUBMITTED' ? submit(event) : refuse('not_submitted');
  if (!(REQUEST_STATUSCODES as readonly string[]).includes(state)) return refuse('not_a_request_status');
  if (isFinalStatus(state)) return refuse('final');
  const rules = OPEN[state];
  if (!rules) return refuse('not_a_request_status');
  const rule = rules[event.type] as Rule<typeof event.type> | undefined;
  return rule ? rule(event as never) : refuse('not_allowed');
}
