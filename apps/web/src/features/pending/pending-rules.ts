/**
 * The pending requests' rules (lifecycle 2.12, 4.3): the colour of a status, which actions a card
 * offers, and where opening it leads. Pure; the screen only draws them. Decision record 012.
 */
import { CONTINUABLE_PENDING_STATUSCODES, type PendingRequest, type RequestStatuscode } from '@parkeerloket/contract';
import { paths } from '../../lib/paths';

export type Tone = 'success' | 'warning' | 'danger';

const GREEN: readonly RequestStatuscode[] = ['AWAIT_PAYMENT', 'AWAIT_CONFIRMATION', 'DOCS_ACCEPTED'];
const RED: readonly RequestStatuscode[] = ['DOCS_REJECTED', 'PRODUCT_EXPIRED'];

/** 4.3: green for awaiting payment, confirmation, accepted documents; red for rejected and expired; orange otherwise. */
export function pendingTone(status: RequestStatuscode): Tone {
  if (GREEN.includes(status)) return 'success';
  return RED.includes(status) ? 'danger' : 'warning';
}

/**
 * Awaiting payment: AWAIT_PAYMENT, and the codes the server shows while an open payment holds the
 * invoice (a payment link: PENDING_PAYMENT; a direct payment: PENDING_PAYMENT_FOR_CART) or failed.
 */
const PAYMENT_STATUSES: readonly RequestStatuscode[] = [
  'AWAIT_PAYMENT',
  'PENDING_PAYMENT',
  'PENDING_PAYMENT_FOR_CART',
  'PROBLEM_PAYMENT',
];

type Item = Pick<PendingRequest, 'REQUESTID' | 'STATUSCODE' | 'PAYMENTREFERENCE' | 'PAYMENTSERVICE' | 'METHOD'>;

export function awaitsPayment(item: Item): boolean {
  return PAYMENT_STATUSES.includes(item.STATUSCODE);
}

/** 4.3: a payment reference of a service that is not a payment link: the payment runs at the provider. */
function inDirectPayment(item: Item): boolean {
  return Boolean(item.PAYMENTREFERENCE) && item.PAYMENTSERVICE !== 'paymentlink';
}

/**
 * 4.3 names the statuses that continue; DOCS_OPTIONAL waits at the upload stage as DOCS_UPLOAD does
 * (4.1), so it continues there too.
 */
const CONTINUABLE: readonly RequestStatuscode[] = [...CONTINUABLE_PENDING_STATUSCODES, 'DOCS_OPTIONAL'];

export function canContinue(item: Item): boolean {
  return CONTINUABLE.includes(item.STATUSCODE);
}

/** 4.3: Withdraw is hidden while a direct payment holds the request; the server refuses any open payment. */
export function canWithdraw(item: Item): boolean {
  return !inDirectPayment(item);
}

/** 4.3: a payment link is sent again by its reference. */
export function canResendLink(item: Item): boolean {
  return Boolean(item.PAYMENTREFERENCE) && item.PAYMENTSERVICE === 'paymentlink';
}

/** 4.3: METHOD paymentlink adds a 'check your e-mail' note. */
export function checkEmailNote(item: Item): boolean {
  return item.METHOD === 'paymentlink';
}

/** The payment action (4.3): to /payments when the payment runs at the provider, else to the shopping cart. */
export function paymentActionPath(item: Item): string | null {
  if (!awaitsPayment(item)) return null;
  return inDirectPayment(item) ? paths.payments : paths.shoppingCart;
}

/**
 * Where opening the card leads (2.12, 4.3): a request awaiting payment to /payments when it is in a
 * payment (METHOD), else to the shopping cart; a continuable one to its own page, which resumes it
 * at the upload or confirmation stage, or continues it at once (DOCS_ACCEPTED, AWAIT_CONTINUE).
 * Waiting for the municipality, nothing to open.
 */
export function openPath(item: Item): string | null {
  if (awaitsPayment(item)) return item.METHOD ? paths.payments : paths.shoppingCart;
  return canContinue(item) ? paths.uploadFilesForPendingRequest(item.REQUESTID) : null;
}
