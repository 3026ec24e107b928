/**
 * Result items shared by several endpoints (core 3; lifecycle 3). Field names are the wire's, spelling
 * mistakes included. Loose objects: fields the spec does not name pass through. Amounts are numbers in
 * euro (the server computes in cents and presents euro); dates are strings (YYYY-MM-DD, or
 * YYYY-MM-DDTHH:mm:ss where a time matters). Where the spec allows "a list or a single wrapped item",
 * our server always sends a list.
 */
import { z } from 'zod';
import { PAYMENT_SERVICES, PERIOD_TYPES, PRICE_UNITS } from './constants.js';
import { jsonId } from './params.js';
import { REFUND_ORDER_STATUSES, RESIDENT_REFUND_STATES } from './refund-state.js';
import {
  ADDRESS_TYPES,
  AVAILABILITY_VALUES,
  CHECK_IBAN_RESULTS,
  DAYS,
  EMAIL_VALIDATION_STATUSES,
  FORWARD_METHODS,
  INVOICE_ITEM_STATUSCODES,
  LOGIN_RESULTS,
  OPEN_PAYMENT_STATUSES,
  PAYMENT_STATUSES,
  RDW_CHECK_FAILURE,
  REQUEST_STATUSCODES,
  REQUEST_TYPES,
  VERIFY_EMAIL_RESULTS,
} from './status-codes.js';

export const ynFlag = z.enum(['Y', 'N']);
const text = z.string().nullish();
const day = z.string();
const amount = z.number();
const wireId = z.number().int();

/** For calls whose answer is read only for its statuscode and statusmessage. */
export const emptyResult = z.looseObject({});
export type EmptyResult = z.infer<typeof emptyResult>;

// ---- Login (core 3.5).

/** Where the browser goes next, by a hidden form: login forward and payment forward. */
export const externalForward = z.looseObject({
  url: z.string(),
  httpmethod: z.enum(FORWARD_METHODS),
  postparams: z.array(z.looseObject({ name: z.string(), value: z.string() })),
});
export type ExternalForward = z.infer<typeof externalForward>;

export const branch = z.looseObject({ BRANCHNUMBER: z.string(), DESCRIPTION: text });
export type Branch = z.infer<typeof branch>;

/** One item of the login-process answer; LOGIN ENTER_OTP asks for the one-time code (core 4.2). */
export const loginProcessItem = z.looseObject({
  PAGENUMBER: z.number().int().nullish(),
  BRANCHNUMBERS: z.array(branch).nullish(),
  LOGIN: z.enum(LOGIN_RESULTS).nullish(),
});
export type LoginProcessItem = z.infer<typeof loginProcessItem>;

export const branchPage = z.looseObject({
  PAGENUMBER: z.number().int(),
  NUMPAGES: z.number().int(),
  BRANCHNUMBERS: z.array(branch),
});
export type BranchPage = z.infer<typeof branchPage>;

// ---- Profile (core 3.2–3.4).

/** The fields of a Dutch address (core 3.3) and the two lines of a foreign one. */
const addressFields = {
  STREET: text,
  NR: text,
  HOUSE_LETTER: text,
  ADDITION: text,
  INDICATION: text,
  ZIPCODE: text,
  ZIPCODE_LETTERS: text,
  CITY: text,
  ADDRESS1: text,
  ADDRESS2: text,
};

export const address = z.looseObject({
  ADDRESS_TYPE: z.enum(ADDRESS_TYPES),
  FOREIGN_YN: ynFlag,
  ...addressFields,
  COUNTRY: text,
});
export type Address = z.infer<typeof address>;

const addressTypeEntry = z.looseObject({ ADDRESS_TYPE: z.enum(ADDRESS_TYPES) });

/**
 * Our addition (issue 16): the branch a company chose at this login, with its visiting address from the trade
 * register (empty fields when the register gave none). The user record's own address fields stay the company's.
 */
export const chosenBranch = z.looseObject({
  BRANCHNUMBER: z.string(),
  DESCRIPTION: text,
  ...addressFields,
});
export type ChosenBranch = z.infer<typeof chosenBranch>;

/** The logged-in relation (eloket/get_naw). The relation's own address fields are its main address. */
export const userRecord = z.looseObject({
  RELATION_TYPE: z.string(),
  FIRSTNAME: text,
  LASTNAME: text,
  NAME: text,
  FOREIGN_YN: ynFlag.nullish(),
  ...addressFields,
  NR_OF_POET: z.number().int().nullish(),
  EMAIL: text,
  EMAIL_VALIDATION_STATUS: z.enum(EMAIL_VALIDATION_STATUSES).nullish(),
  SHOW_FTE_YN: ynFlag.nullish(),
  EDIT_FTE_YN: ynFlag.nullish(),
  NUMBER_OF_FTE: z.number().int().nullish(),
  BANKACCOUNT_NR: text,
  BANKACCOUNT_OWNER: text,
  ADDRESSES: z.array(address).nullish(),
  /** The address types shown, and the ones that may be edited. */
  SHOW_ADDRESSES: z.array(addressTypeEntry).nullish(),
  EDIT_ADDRESSES: z.array(addressTypeEntry).nullish(),
  /** Our addition: Y when the register could not be asked at this login, so the address above is not confirmed now. */
  ADDRESS_UNCHECKED_YN: ynFlag.nullish(),
  /** Our addition: the branch of this login (companies that chose one), else null. */
  BRANCH: chosenBranch.nullish(),
  /** Our addition (issue 26): the optional message kinds the municipality sends, and whether the resident gets each. */
});
export type UserRecord = z.infer<typeof userRecord>;

export const country = z.looseObject({ DESCRIPTION: z.string(), CODE: z.string() });
export type Country = z.infer<typeof country>;

export const verifyEmailResult = z.looseObject({ VERIFY_EMAIL: z.enum(VERIFY_EMAIL_RESULTS) });
export const checkIbanResult = z.looseObject({ CHECK_IBAN: z.enum(CHECK_IBAN_RESULTS) });

// ---- Catalogue and request flow (lifecycle 3).

/** A licence plate as the server shows it. RDW_CHECK_DONE is how issued products spell the check. */
export const licensePlateItem = z.looseObject({
  LICENSE_PLATE: z.string(),
  LEASE: ynFlag.nullish(),
  RDW_CHECKED: ynFlag.nullish(),
  RDW_CHECK_DONE: ynFlag.nullish(),
  BRAND: text,
  COLOR: text,
  COUNTRY: text,
});
export type LicensePlateItem = z.infer<typeof licensePlateItem>;

/** A day of the week with whether it applies (VALID_DAYS, ALLOWED_DAYS). */
export const weekDay = z.looseObject({
  DAY: z.enum(DAYS),
  VALID: ynFlag,
  /** Whether the user ticked it (ALLOWED_DAYS only). */
  SELECTED: ynFlag.nullish(),
});
export type WeekDay = z.infer<typeof weekDay>;

export const productLocation = z.looseObject({
  LOCATIONID: wireId,
  AVAILABLE: z.enum(AVAILABILITY_VALUES),
  NOT_AVAILABLE_REASON: text,
});

export const requestableProduct = z.looseObject({
  PERMITTYPEID: wireId,
  AREAID: wireId,
  AREADESCRIPTION: text,
  DESCRIPTION: z.string(),
  LONG_DESCRIPTION: text,
  STAFFEL: z.number().int(),
  HAS_STAFFEL_YN: ynFlag,
  /** Set when the product has a waiting list; the request then goes to eloket/request_permit_from_wl. */
  WAITINGLISTID: wireId.nullish(),
  REQUESTABLE: z.enum(AVAILABILITY_VALUES),
  NOT_REQ_REASON: text,
  LOCATIONS: z.array(productLocation).nullish(),
  MULTI_LOCATIONS_YN: ynFlag,
  HAS_ADDITIONAL_INFO_YN: ynFlag,
  EXISTING_WL_YN: ynFlag,
  EXISTING_VREX_YN: ynFlag,
  EXISTING_TO_BE_PAID_YN: ynFlag,
  PERMITPLUS_PRODUCT_YN: ynFlag,
  /** The lowest price (fromPrice in pricing.ts) and, our addition (issue 16), what it is for: "from € 8,00 per month". */
  PRICE: amount.nullish(),
  PRICE_UNIT: z.enum(PRICE_UNITS).nullish(),
  PRICE_PERIOD_COUNT: z.number().int().nullish(),
  LICENSE_PLATES: z.array(licensePlateItem).nullish(),
});
export type RequestableProduct = z.infer<typeof requestableProduct>;

export const category = z.looseObject({
  CATEGORYID: wireId,
  NAME: z.string(),
  DESCRIPTION: text,
  PERMITTYPEIDS: z.array(z.looseObject({ PTE_ID: wireId, ARA_ID: wireId })),
});
export type Category = z.infer<typeof category>;

export const additionalInfo = z.looseObject({ INFO: z.string() });

export const location = z.looseObject({
  LOCATIONID: wireId,
  ADDRESSID: wireId.nullish(),
  LOCATIONDESCRIPTION: z.string(),
  AVAILABLE: z.enum(AVAILABILITY_VALUES),
  NOT_AVAILABLE_REASON: text,
});
export type Location = z.infer<typeof location>;

export const priceLine = z.looseObject({
  PRICELINE_ID: wireId,
  PRICE: amount,
  PERIODCOUNT: z.number().int(),
  PERIODTYPE: z.enum(PERIOD_TYPES),
  PERMIT_ENDDATE: text,
  DAY_SELECTION_YN: ynFlag,
  ALLOWED_DAYS: z.array(weekDay).nullish(),
});
export type PriceLine = z.infer<typeof priceLine>;

export const licensePlateRequirement = z.looseObject({
  MIN_LICENSEPLATES: z.number().int().min(0),
  MAX_LICENSEPLATES: z.number().int().min(0),
  REGISTER_BRAND: ynFlag,
  REGISTER_COLOUR: ynFlag,
  REGISTER_LEASE: ynFlag,
  /** Ours: Y when the product asks a proof document for a plate not in the user's name (`asksLeaseProof`). */
  LEASE_PROOF_YN: ynFlag.nullish(),
});
export type LicensePlateRequirement = z.infer<typeof licensePlateRequirement>;

/**
 * Ours: an address the relation is registered at (a person's from the population register, the company's branch of
 * this session from the trade register), offered by the address stage instead of typing one (DECISIONS 3 "Where a
 * permit is requested"). ZIPCODE, NR and ADDITION are what get_locations takes (p_zipcode, p_nr, p_addition).
 */
export const registeredAddress = z.looseObject({
  /** 1234AB. */
  ZIPCODE: z.string(),
  NR: z.string(),
  /** House letter and addition as get_locations takes them ("A", "2", "A-2"); '' when none. */
  ADDITION: z.string(),
  STREET: z.string(),
  CITY: z.string(),
});
export type RegisteredAddress = z.infer<typeof registeredAddress>;

/** eloket/get_product_rqt_parms (rqtParams). */
export const productRequestParameters = z.looseObject({
  LICENSEPLATE_REQUIREMENTS: z.array(licensePlateRequirement),
  PRICELINES: z.array(priceLine),
  LOCATIONS: z.array(location),
  LOCATION_BY_ADDRESS_YN: ynFlag,
  NEED_SPECIFIC_LOCATION_YN: ynFlag,
  MIN_STARTDATE: text,
  MAX_STARTDATE: text,
  LICENSE_PLATES: z.array(licensePlateItem).nullish(),
  /** Ours: the addresses a product located by address can be requested for; empty for other products. */
  REGISTERED_ADDRESSES: z.array(registeredAddress).nullish(),
  /** Ours (issue 24): Y when the upload stage can follow sending, in the same visit (`stagesAfterSending`). */
  DOCUMENTS_YN: ynFlag.nullish(),
  /** Ours (issue 24): Y when the confirmation (the truthfulness declaration) can follow sending, in the same visit. */
  CONFIRMATION_YN: ynFlag.nullish(),
});
export type ProductRequestParameters = z.infer<typeof productRequestParameters>;

// ---- Documents (lifecycle 2.5, 3).

export const uploadedDocument = z.looseObject({
  ID: wireId,
  FILENAME: z.string(),
  STATUS_LEVEL: z.number().int(),
  /** NVT: rejected (not applicable). */
  STATUS_REASON_CODE: text,
});
export type UploadedDocument = z.infer<typeof uploadedDocument>;

/** One document a request needs (DOCUMENTS_TO_UPLOAD). With DISPLAY_DVE and DETAIL_VALUE it belongs to a plate. */
export const documentRequirement = z.looseObject({
  RPG_ID: wireId,
  DOC_TYPE_CODE: z.string(),
  DOC_TYPE_DESCRIPTION: z.string(),
  DISPLAY_DVE: text,
  DETAIL_VALUE: text,
  MAX_DOCUMENTS: z.number().int().min(0),
  MIN_STATUS_LEVEL: z.number().int().min(0),
  /** A template to download. */
  DOWNLOAD_DOC: z.looseObject({ ID: wireId, FILENAME: z.string() }).nullish(),
  UPLOADED_DOCUMENTS: z.array(uploadedDocument),
});
export type DocumentRequirement = z.infer<typeof documentRequirement>;

/** A document of a product; request documents are those with any STATUS_* field. */
export const productDocument = z.looseObject({
  ID: wireId,
  DOC_GROUP_NAME: text,
  DOC_TYPE_NAME: text,
  FILENAME: z.string(),
  DETAIL_VALUE: text,
  STATUS_CODE: text,
  STATUS_LEVEL: z.number().int().nullish(),
  STATUS_DESCRIPTION: text,
  STATUS_REASON_CODE: text,
  STATUS_REASON_DESC: text,
});
export type ProductDocument = z.infer<typeof productDocument>;

/** The answer to a request, a continued request, a plate change and a finished request (lifecycle 4.1). */
export const requestResult = z.looseObject({
  STATUSCODE: z.enum(REQUEST_STATUSCODES),
  STATUS: text,
  REQUESTID: wireId,
  PRICE: amount.nullish(),
  DOCUMENTS_TO_UPLOAD: z.array(documentRequirement).nullish(),
});
export type RequestResult = z.infer<typeof requestResult>;

/** RESULT true or false, or 'failure' when the registry could not answer (lifecycle 7, 8). */
export const rdwCheckResult = z.looseObject({
  RESULT: z.union([z.boolean(), z.literal(RDW_CHECK_FAILURE)]),
});
export type RdwCheckResult = z.infer<typeof rdwCheckResult>;

/** UPLOAD_FILE is the new document's id, or -1 when the upload failed. */
export const uploadFileResult = z.looseObject({ UPLOAD_FILE: z.number().int() });

// ---- Products, history, pending, prolongations, waiting list, cart (lifecycle 3).

export const priceComponent = z.looseObject({ DESCRIPTION: z.string(), PRICE: amount });
export type PriceComponent = z.infer<typeof priceComponent>;

/** What every product-like item shows: title, location, validity, days, plates, price. */
const productFields = {
  DESCRIPTION: text,
  STAFFEL: z.number().int().nullish(),
  HAS_STAFFEL_YN: ynFlag.nullish(),
  LOCATIONDESCRIPTION: text,
  LOCATION_SPECIFICATION: text,
  VALID_FROM: text,
  VALID_TO: text,
  /**
   * Ours: the time of day ('HH:mm') the product starts on VALID_FROM and ends on VALID_TO, where its permit type
   * has them; null for whole days. Shown when DISPLAY_PERMIT_START_TIME / _END_TIME is Y (formatValidity).
   */
  VALID_FROM_TIME: text,
  VALID_TO_TIME: text,
  VALID_DAYS: z.array(weekDay).nullish(),
  LICENSE_PLATES: z.array(licensePlateItem).nullish(),
  PRICE: amount.nullish(),
};

export const issuedProduct = z.looseObject({
  ...productFields,
  ROOT_RQT_ID: wireId,
  REQUESTID: wireId,
  STATUS: text,
  MIN_LICENSEPLATES: z.number().int().nullish(),
  MAX_LICENSEPLATES: z.number().int().nullish(),
  ALTER_LICENSEPLATE_COST: amount.nullish(),
  CAN_ALTER_LICENSEPLATES: ynFlag.nullish(),
  CAN_TERMINATE: ynFlag.nullish(),
  CAN_FUTURE_TERMINATE: ynFlag.nullish(),
  RESTITUTION_AMOUNT: amount.nullish(),
  PLANNED_END_DATE: text,
  DOCUMENTS: z.array(productDocument).nullish(),
  /** Spelt both ways by the spec; our server sends both. */
  EXSISTING_VREX_YN: ynFlag.nullish(),
  EXISTING_VREX_YN: ynFlag.nullish(),
  CARDNUMBER: text,
  CARDNUMBERS: z.array(z.looseObject({ CARDNUMBER: z.string() })).nullish(),
  HAS_PERMITPLUS_ACCOUNT_YN: ynFlag.nullish(),
  EXISTING_PAUSED_CHLI_YN: ynFlag.nullish(),
  EXISTING_TOBEPAID_CHLI_YN: ynFlag.nullish(),
  REGISTER_BRAND: ynFlag.nullish(),
  REGISTER_COLOUR: ynFlag.nullish(),
  REGISTER_LEASE: ynFlag.nullish(),
  /**
   * Ours, in history (issue 24): the refund the permit's termination produced and its stored state, which
   * the resident reads through residentRefundState (refund-state.ts); absent when it produced none.
   */
  REFUND_AMOUNT: amount.nullish(),
  REFUND_STATUS: z.enum(REFUND_ORDER_STATUSES).nullish(),
  /** Not in the spec (issue 30): whether the permit's rights are registered for enforcement (NPR); absent: none. */
  ENFORCEMENT_REGISTRATION: z.enum(['REGISTERED', 'PENDING']).nullish(),
});
export type IssuedProduct = z.infer<typeof issuedProduct>;

export const permitPlusInfo = z.looseObject({
  /** The e-mail block is shown when AVAILABLE. */
  DYNAMIC_STATUS: text,
  isPPSBalanceProduct: z.boolean().nullish(),
  LINK_INFO: z
    .looseObject({
      linked_to: z.array(z.looseObject({ email_address: z.string() })).nullish(),
      EMAIL_DATE: text,
      EMAIL_ADDRESS: text,
      LINK_VALID_UNTIL: text,
      SHOW_EMAIL_BUTTON: ynFlag.nullish(),
      SHOW_LINK: ynFlag.nullish(),
      LINK_URL: text,
    })
    .nullish(),
});
export type PermitPlusInfo = z.infer<typeof permitPlusInfo>;

export const pendingRequest = z.looseObject({
  ...productFields,
  REQUESTID: wireId,
  STATUSCODE: z.enum(REQUEST_STATUSCODES),
  STATUS: text,
  ENDDATE: text,
  PERMIT_PRICE: amount.nullish(),
  PRICE_COMPONENTS: z.array(priceComponent).nullish(),
  PAYMENTREFERENCE: text,
  PAYMENTSERVICE: z.enum(PAYMENT_SERVICES).nullish(),
  METHOD: z.enum(PAYMENT_SERVICES).nullish(),
});
export type PendingRequest = z.infer<typeof pendingRequest>;

export const prolongation = z.looseObject({
  ...productFields,
  ROOT_RQT_ID: wireId.nullish(),
  REQUESTID: wireId,
  INVOICEID: wireId.nullish(),
  PCS_CODE: text,
  CAN_CVRX: ynFlag,
  CAN_VREX: ynFlag,
  DOCUMENTS: z.array(productDocument).nullish(),
  STATUSCODE: z.enum(REQUEST_STATUSCODES),
  STATUS: text,
});
export type Prolongation = z.infer<typeof prolongation>;

export const waitingListEntry = z.looseObject({
  WAITINGLISTID: wireId,
  /** Ours: the product and place the entry waits for, so the waiting-item request flow can open it. */
  PERMITTYPEID: wireId.nullish(),
  AREAID: wireId.nullish(),
  LOCATIONID: wireId.nullish(),
  CREATION_DATE: day,
  /** Ours: the last day an offered place (AWAIT_CONTINUE_WAITING) can be requested; null while waiting. */
  OFFER_END_DATE: day.nullish(),
  AVERAGE_WAIT_DAYS: z.number().nullish(),
  WAIT_POSITION: z.number().int().nullish(),
  CAN_CWL: ynFlag,
  DOCUMENTS: z.array(productDocument).nullish(),
  STATUSCODE: z.enum(REQUEST_STATUSCODES),
  STATUS: text,
  LICENSE_PLATES: z.array(licensePlateItem).nullish(),
  DESCRIPTION: text,
  STAFFEL: z.number().int().nullish(),
  LOCATIONDESCRIPTION: text,
});
export type WaitingListEntry = z.infer<typeof waitingListEntry>;

export const cartItem = z.looseObject({
  ...productFields,
  REQUESTID: wireId,
  INVOICEID: wireId,
  REQUEST_TYPE: z.enum(REQUEST_TYPES),
  /** The process code that cancels this item; WEB_CHLI marks a plate change. */
  PCS_CANCEL: text,
  STATUSCODE: z.enum(REQUEST_STATUSCODES),
  CAN_CANCEL: ynFlag,
  CAN_CONTINUE: ynFlag,
  PERMIT_PRICE: amount.nullish(),
  PRICE_COMPONENTS: z.array(priceComponent).nullish(),
  PAID_AMOUNT: amount.nullish(),
  /** Y for a new request: always paid with the rest, cannot be deselected. */
  pay_now: ynFlag.nullish(),
});
export type CartItem = z.infer<typeof cartItem>;

// ---- Payments (lifecycle 3, 4.7).

/** One invoice inside a payment: accepted, rejected, paid, or a problem. */
export const invoiceItem = z.looseObject({
  ...productFields,
  INVOICEID: wireId.nullish(),
  STATUSCODE: z.enum(INVOICE_ITEM_STATUSCODES),
  /** Why a rejected invoice is not paid. */
  STATUS: text,
  /**
   * INVOICE_ALREADY_IN_PAYMENT: the open payment that holds the invoice (names as on a pending
   * request, lifecycle 3), so a payment link can be sent again with eloket/send_paymentlink (2.16).
   */
  PAYMENTREFERENCE: text,
  PAYMENTSERVICE: z.enum(PAYMENT_SERVICES).nullish(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

/** p_invoices: the invoices to pay, as a JSON list. */
export const invoiceReference = z.object({ INVOICEID: jsonId() }, 'invalid');
export type InvoiceReference = z.infer<typeof invoiceReference>;

/** The answer to the payment forward: where to pay, and which invoices are in it. */
export const payInvoicesResult = externalForward.partial().extend({
  statuscode: z.string().nullish(),
  statusmessage: text,
  transactionid: text,
  /** Ours: the short reference the payer reads and quotes ('PL-7K3F-9Q2M'); transactionid stays the handle. */
  reference: text,
  accepted: z.array(invoiceItem).nullish(),
  rejected: z.array(invoiceItem).nullish(),
});
export type PayInvoicesResult = z.infer<typeof payInvoicesResult>;

export const paymentStatus = z.looseObject({
  payment_status: z.enum(PAYMENT_STATUSES),
  transactionid: text,
  /** Ours: the short reference shown to the payer. */
  reference: text,
});
export type PaymentStatusItem = z.infer<typeof paymentStatus>;

export const paymentLink = z.looseObject({
  INTERNAL_REFERENCE: z.string(),
  INTERNAL_LINK_REFERENCE: text,
  METHOD: z.enum(PAYMENT_SERVICES).nullish(),
});
export type PaymentLink = z.infer<typeof paymentLink>;

export const openPayment = z.looseObject({
  CREATION_DATE: day,
  AMOUNT: amount.nullable(),
  INTERNAL_LINK_REFERENCE: text,
  METHOD: z.enum(PAYMENT_SERVICES),
  UNIQUE_ID: z.string(),
  /** Ours: the short reference shown to the payer (UNIQUE_ID stays the handle). */
  REFERENCE: text,
  EXPIRY_DATE: text,
  STATUS: z.enum(OPEN_PAYMENT_STATUSES),
});
export type OpenPayment = z.infer<typeof openPayment>;

/** eloket/get_payment_details: the pay-invoices answer plus its invoices split by outcome. */
export const paymentDetails = payInvoicesResult.extend({
  AMOUNT: amount.nullish(),
  PAYMENT_INVOICES: z.array(invoiceItem).nullish(),
  PROBLEM_INVOICES: z.array(invoiceItem).nullish(),
});
export type PaymentDetails = z.infer<typeof paymentDetails>;

/** The public payment portal's answer: continue to the provider when CAN_CONTINUE is Y. */
export const paymentHandleResult = externalForward.partial().extend({
  CAN_CONTINUE: ynFlag,
  statusmessage: text,
  /**
   * Ours: what the link pays for, so the payer sees it before paying: each product's title and period and
   * its price, nothing personal (no plate, name or address).
   */
  PAYMENT_FOR: z
    .array(
      z.looseObject({
        DESCRIPTION: text,
        STAFFEL: z.number().int().nullish(),
        HAS_STAFFEL_YN: ynFlag.nullish(),
        VALID_FROM: text,
        VALID_TO: text,
        PRICE: amount.nullish(),
      }),
    )
    .nullish(),
});
export type PaymentHandleResult = z.infer<typeof paymentHandleResult>;

/** What a paid payment paid for (ours, decision 030): each product's title, period and price. */
export const paidItem = z.looseObject({
  DESCRIPTION: text,
  STAFFEL: z.number().int().nullish(),
  HAS_STAFFEL_YN: ynFlag.nullish(),
  VALID_FROM: text,
  VALID_TO: text,
  PRICE: amount.nullish(),
});
export type PaidItem = z.infer<typeof paidItem>;

/**
 * Ours (eloket/get_paid_payments, decision 030): one payment the resident made, newest first. UNIQUE_ID is
 * the payment's handle, as on open payments: the receipt is GET /{tenant}/payment-receipt/{UNIQUE_ID}.
 */
export const paidPayment = z.looseObject({
  PAID_DATE: day,
  REFERENCE: text,
  UNIQUE_ID: z.string(),
  AMOUNT: amount,
  METHOD: z.enum(PAYMENT_SERVICES),
  ITEMS: z.array(paidItem),
});
export type PaidPayment = z.infer<typeof paidPayment>;

/**
 * Ours (eloket/get_refunds, decision 030): one refund order of the resident, newest first. STATUS is the
 * stored state, STATE what the resident reads (residentRefundState); IBAN masked, null while the
 * municipality has no account for it. DESCRIPTION names the product ended, or REFERENCE the payment whose
 * money is returned.
 */
export const refundItem = z.looseObject({
  AMOUNT: amount,
  IBAN: text,
  STATUS: z.enum(REFUND_ORDER_STATUSES),
  STATE: z.enum(RESIDENT_REFUND_STATES),
  ORDER_DATE: day,
  /** The termination's last valid day; null for a payment's refund. */
  END_DATE: text,
  /** When it went to the bank; null before. */
  SENT_DATE: text,
  /** When the bank paid it, or returned it (FAILED); null before (the back office records it, decision 034). */
  SETTLED_DATE: text,
  DESCRIPTION: text,
  REFERENCE: text,
});
export type RefundItem = z.infer<typeof refundItem>;

/** One optional message kind the municipality sends, and whether the resident gets it (issue 26). */
export const messageChoice = z.looseObject({ KIND: z.string(), ON_YN: ynFlag });
