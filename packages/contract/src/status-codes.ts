/**
 * Coded values that travel in result items (not envelope statuscodes; see errors.ts for those).
 * Lifecycle 3, 4 and DECISIONS 2; core 3.2, 3.3, 4.3.
 */

/** STATUSCODE of a request, a continued request, a pending request, a prolongation, a cart item (lifecycle 4.1, 4.2, 4.6). */
export const REQUEST_STATUSCODES = [
  'MAX_CHECK_FAILED',
  'MAX_CHECK_FAILED_WL',
  'DOCS_UPLOAD',
  'DOCS_OPTIONAL',
  'DOCS_REJECTED',
  'DOCS_REJECTED_UPLOAD',
  // Spelt this way on the wire.
  'DOCS_AWAIT_APROVAL',
  'DOCS_ACCEPTED',
  'AWAIT_CONFIRMATION',
  'AWAIT_CONTINUE',
  'AWAIT_CONTINUE_WAITING',
  'AWAIT_CONTINUE_FO',
  'AWAIT_PAYMENT',
  'PENDING_PAYMENT',
  'PENDING_PAYMENT_FOR_CART',
  'PROCESSING_PAYMENT',
  'PROBLEM_PAYMENT',
  'CANCELLED_PAYMENT',
  'PRODUCT_EXPIRED',
  'PERMIT_CREATED',
  'CANCELLED',
  'DISCONTINUED',
  'DISABLED',
  'WITHDRAWN',
  'INVOICE_NOT_FOUND',
  'INVOICE_ALREADY_PAID',
  'INVOICE_CANCELLED',
  'INVOICE_ALREADY_IN_PAYMENT',
] as const;
export type RequestStatuscode = (typeof REQUEST_STATUSCODES)[number];

/** Request results that open the upload stage (lifecycle 4.1). */
export const UPLOAD_STAGE_STATUSCODES = [
  'DOCS_UPLOAD',
  'DOCS_OPTIONAL',
  'DOCS_REJECTED_UPLOAD',
] as const satisfies readonly RequestStatuscode[];

/** Request results that open the finish stage (lifecycle 4.1). */
export const FINISH_STAGE_STATUSCODES = [
  'DOCS_AWAIT_APROVAL',
  'PERMIT_CREATED',
  'AWAIT_PAYMENT',
] as const satisfies readonly RequestStatuscode[];

/** Pending requests that offer Continue (lifecycle 4.3). */
export const CONTINUABLE_PENDING_STATUSCODES = [
  'DOCS_REJECTED_UPLOAD',
  'DOCS_UPLOAD',
  'AWAIT_CONFIRMATION',
  'AWAIT_CONTINUE',
  'DOCS_ACCEPTED',
] as const satisfies readonly RequestStatuscode[];

/** payment_status of a direct payment (lifecycle 2.17, 4.7). */
export const PAYMENT_STATUSES = ['INIT', 'UNKNOWN', 'CANCELLED', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** STATUSCODE of an invoice inside a payment (lifecycle 4.7). */
export const INVOICE_STATUSCODES = [
  'PROCESSING_FAILED',
  'PROCESSED',
  'INVOICE_ALREADY_PAID',
  'INVOICE_CANCELLED',
  'PAYMENT_CANCELLED',
  'PAYMENT_RUNNING',
] as const;
export type InvoiceStatuscode = (typeof INVOICE_STATUSCODES)[number];

/** Every STATUSCODE an invoice item may carry: its own, or its request's when the payment rejected it. */
export const INVOICE_ITEM_STATUSCODES = [...new Set([...INVOICE_STATUSCODES, ...REQUEST_STATUSCODES])] as [
  InvoiceStatuscode | RequestStatuscode,
  ...(InvoiceStatuscode | RequestStatuscode)[],
];
export type InvoiceItemStatuscode = InvoiceStatuscode | RequestStatuscode;

/** Open payment STATUS. The spec names only PROBLEM_PAYMENT; OPEN (waiting to be paid) is ours. */
export const OPEN_PAYMENT_STATUSES = ['OPEN', 'PROBLEM_PAYMENT'] as const;
export type OpenPaymentStatus = (typeof OPEN_PAYMENT_STATUSES)[number];

/** EMAIL_VALIDATION_STATUS of the user record (core 2.9, 4.3). */
export const EMAIL_VALIDATION_STATUSES = ['NONE', 'SEND', 'VALIDATED'] as const;
export type EmailValidationStatus = (typeof EMAIL_VALIDATION_STATUSES)[number];

/** VERIFY_EMAIL result of eloket/verify_email (core 4.3). */
export const VERIFY_EMAIL_RESULTS = ['OK', 'RETRY', 'NOVALIDATE', 'NORETRIESLEFT'] as const;
export type VerifyEmailResult = (typeof VERIFY_EMAIL_RESULTS)[number];

/** CHECK_IBAN result of eloket/check_iban (core 7.4, lifecycle 2.10). */
export const CHECK_IBAN_RESULTS = ['OK', 'FAILED'] as const;
export type CheckIbanResult = (typeof CHECK_IBAN_RESULTS)[number];

/** LOGIN value of a login-process item: ENTER_OTP asks for the one-time code (core 2.5, 3.5). */
/** ENTER_OTP asks for the e-mailed code (core 4.2); CHOOSE_BRANCH, our addition, marks the branch page. */
export const LOGIN_RESULTS = ['ENTER_OTP', 'CHOOSE_BRANCH'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

/**
 * ADDRESS_TYPE (core 2.13, 3.3): FACT is the invoice address; the spec only says "any other" for the
 * mailing address, so we name it POST (Dutch "postadres").
 */
export const ADDRESS_TYPES = ['FACT', 'POST'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const INVOICE_ADDRESS_TYPE: AddressType = 'FACT';

/** RELATION_TYPE P is a private person; every other value is a company (core 1, 3.2). */
export const RELATION_TYPE_PERSON = 'P';

/** REQUEST_TYPE of a cart item (lifecycle 4.6). */
export const REQUEST_TYPES = ['vrex_request', 'rpay_request', 'to_be_paid_request'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** REQUESTABLE of a product and AVAILABLE of a location: WL means "via the waiting list" (lifecycle 3). */
export const AVAILABILITY_VALUES = ['Y', 'N', 'WL'] as const;
export type Availability = (typeof AVAILABILITY_VALUES)[number];

/** DAY names of ALLOWED_DAYS, VALID_DAYS and p_valid_days; the spec gives none, so we use English upper case. */
export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Day = (typeof DAYS)[number];

/** CODE of a p_request_details entry that carries the specific location (lifecycle 7). */
export const REQUEST_DETAIL_CODES = ['LOCATI'] as const;
export type RequestDetailCode = (typeof REQUEST_DETAIL_CODES)[number];

/** STATUS_REASON_CODE of a rejected (not applicable) uploaded document (lifecycle 2.5, 3). */
export const DOCUMENT_REJECTED_REASON = 'NVT';

/** RESULT of the vehicle-registry check: true, false, or 'failure' when the registry could not answer (lifecycle 7, 8). */
export const RDW_CHECK_FAILURE = 'failure';

/** What the payment portal was reached with: /paymentportal?payment=... or ?invoice=... (lifecycle 2.20). */
export const PAYMENT_HANDLE_KINDS = ['payment', 'invoice'] as const;
export type PaymentHandleKind = (typeof PAYMENT_HANDLE_KINDS)[number];

/** Methods of an external forward (login or payment): GET, otherwise POST (core 2.3). */
export const FORWARD_METHODS = ['GET', 'POST'] as const;
export type ForwardMethod = (typeof FORWARD_METHODS)[number];

/**
 * Envelope statuscodes of business failures: a use case ended without doing what was asked, for a
 * reason the user can act on. Unlike the protocol errors of errors.ts they answer HTTP 200
 * (decision 001: business outcomes are 200), with messagetype 'E' and the translated text of
 * `failure.<CODE>` as statusmessage. Stable: the web app and operators may rely on them.
 */
export const BUSINESS_FAILURE_CODES = [
  /** Permit login: unknown username/e-mail, wrong password, or no password registered yet; deliberately one answer for all. */
  'LOGIN_FAILED',
  /** Permit login: the password was right, but the account had as many one-time codes this hour as allowed. */
  'LOGIN_CODE_LIMIT',
  /** One-time login code not correct; tries are left. */
  'OTP_WRONG',
  /** One-time login code past its lifetime; log in again for a new one. */
  'OTP_EXPIRED',
  /** No usable one-time login code: tries used up, already used, or replaced by a newer login. Log in again. */
  'OTP_BLOCKED',
  /** A password key (reset or registration link) that is unknown, used or expired. */
  'PASSWORD_KEY_INVALID',
  /** send_verification_email with no e-mail address waiting for verification. */
  'EMAIL_NOT_PENDING',
  /** verify_email: the verification code has expired; request a new one (core 8 names the code). */
  'REL-00069',
  /** set_email / send_verification_email: too many verification codes requested this hour (core 8 names the code). */
  'REL-00070',
  /** set_iban: the IBAN fails the check (country, length, format or checksum); nothing is stored. check_iban says what is wrong. */
  'IBAN_INVALID',
  /** check_address / set_address: the national address register has no address with this postal code and house number. */
  'ADDRESS_NOT_FOUND',
  /** check_address / set_address: the address register could not be asked now (timeout, outage); nothing is saved, try again later. */
  'ADDRESS_CHECK_UNAVAILABLE',
  /** set_address: a foreign address with country NL; a Dutch address is entered with postal code and house number, so it is checked. */
  'ADDRESS_IN_NETHERLANDS',
  /** permit_login: too many wrong passwords from this client (or for this name from a client that failed too); the message says how many seconds to wait. The password was not checked. */
  'LOGIN_THROTTLED',
  /** register_password with a change-password key: the current password given is not the account's. The key stays usable. */
  'CURRENT_PASSWORD_WRONG',
  /** request_permit: p_price is not the price the server computes for this product, price line and days; nothing is stored. */
  'PRICE_CHANGED',
  /** The product is not requestable for this relation (relation type, address outside the area, FTE); the message says why. */
  'NOT_REQUESTABLE',
  /** get_locations / request_permit: the address is not inside the product's area. */
  'ADDRESS_OUTSIDE_AREA',
  /**
   * get_locations / request_permit: a product located by address is requested only for an address the relation is
   * registered at (a person's from the population register, a company's branch from the trade register; DECISIONS 3
   * "Where a permit is requested"). Another resident's address, a made-up one or another municipality's: nothing is
   * stored, and the message says why another address cannot be chosen.
   */
  'ADDRESS_NOT_REGISTERED',
  /** request_permit: the chosen location has no place left (use the waiting list where there is one). */
  'LOCATION_FULL',
  /** request_permit: the start date is outside MIN_STARTDATE..MAX_STARTDATE, or the price line or days do not fit the product. */
  'REQUEST_INVALID',
  /** rdw_check / request_permit: the vehicle registry could not be asked now; nothing is stored, try again later. */
  'RDW_UNAVAILABLE',
  /** request_permit: a plate not in the user's name for a product that allows only own plates. */
  'PLATE_NOT_OWN',
  /** add_on_waitinglist / add_to_waitinglist: the relation is already on this waiting list. */
  'WAITING_LIST_EXISTS',
  /** add_on_waitinglist / add_to_waitinglist: this product has no waiting list, or places are free so there is no need. */
  'NO_WAITING_LIST',
  /** cancel_waitinglist_position: the entry has left the list already (withdrawn, requested, passed on). */
  'WAITING_LIST_ENDED',
  /** continue / finalize / finish: the request is not at a stage where this can be done (already finished or cancelled). */
  'REQUEST_STATE',
  /** upload_file: the content is not a PDF, JPEG, PNG, DOC or DOCX (RTF, executables, scripts, markup, macros included); result UPLOAD_FILE -1. */
  'UPLOAD_FILE_TYPE',
  /** upload_file: the content starts as an allowed type but its structure is broken or cut off; result UPLOAD_FILE -1. */
  'UPLOAD_FILE_DAMAGED',
  /** upload_file: an allowed type carrying active content: PDF scripts, launch or automatic actions, embedded files, XFA; Word macros or ActiveX; HTML or script markup inside an image or PDF (issue 18); result UPLOAD_FILE -1. */
  'UPLOAD_FILE_ACTIVE_CONTENT',
  /** upload_file: a DOCX whose parts unpack to more than the bounded size or number of entries (a zip bomb); result UPLOAD_FILE -1. */
  'UPLOAD_FILE_EXPANDS',
  /** upload_file: the malware scanner found a virus or other malicious content; result UPLOAD_FILE -1. */
  'UPLOAD_FILE_MALWARE',
  /** upload_file: the malware scanner could not be asked now; nothing is stored (the check fails closed), try again later. */
  'UPLOAD_SCAN_UNAVAILABLE',
  /** upload_file: the file has no bytes; result UPLOAD_FILE -1. */
  'UPLOAD_FILE_EMPTY',
  /** upload_file: larger than MAX_UPLOAD_MB × 1,048,576 bytes; the message names the maximum; result UPLOAD_FILE -1. */
  'UPLOAD_FILE_TOO_LARGE',
  /** upload_file: the declared type (e.g. application/pdf) is not what the content is (e.g. PNG); result UPLOAD_FILE -1. */
  'UPLOAD_DECLARED_TYPE',
  /** upload_file: the requirement already has MAX_DOCUMENTS files that are not rejected; result UPLOAD_FILE -1. */
  'UPLOAD_TOO_MANY',
  /** upload_file: p_rpg_id, p_dtp_code and p_dve do not name one document this request needs; result UPLOAD_FILE -1. */
  'UPLOAD_REQUIREMENT',
  /** upload_file / delete_document: the request is not at an upload status (DOCS_UPLOAD, DOCS_OPTIONAL, DOCS_REJECTED_UPLOAD). */
  'DOCUMENT_STAGE',
  /** delete_document: the document has been reviewed (STATUS_LEVEL not 1) and stays. */
  'DOCUMENT_REVIEWED',
  /** Plate change, termination, cancel_future_ong: the permit has ended, has no planned end to cancel, or its type cannot be ended by the resident. */
  'PERMIT_STATE',
  /** request_license_change_for_rqt: a plate change of this permit still waits (documents, confirmation) or is unpaid; finish or withdraw it first. */
  'PLATE_CHANGE_WAITING',
  /** terminate_permit: the end date is outside today..VALID_TO minus 1 day, or this product can only be ended now. */
  'TERMINATION_DATE',
  /** terminate_permit: there is a refund, and no valid IBAN with account owner to pay it to. */
  'REFUND_ACCOUNT_REQUIRED',
  /** get_permitplus_info / send_permitplus_link: the product has no permit-plus account in the parking app. */
  'NOT_PERMITPLUS',
  /** get_forward_post (directpayment) / create_payment_send_link: none of the invoices can be paid now; nothing is started. */
  'NOTHING_TO_PAY',
  /** The municipality does not offer this payment service (directpayment or paymentlink). */
  'PAYMENT_SERVICE_OFF',
  /** A payment or invoice reference that is unknown, or not the caller's: deliberately the same answer. */
  'PAYMENT_NOT_FOUND',
  /** The payment is no longer open (paid, cancelled, withdrawn, expired), so it cannot be cancelled, resent or paid. */
  'PAYMENT_NOT_PAYABLE',
  /** The payment provider could not be reached or refused the payment; nothing was paid, try again later. */
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /**
   * cancel_bulkpayment, cancel_paymentlink, terminate_permit: the provider will not end the payment's checkout
   * (being processed, or a method that cannot be cancelled), so it may still be paid; cancelling here would
   * take money for nothing. Try again once the payment has ended.
   */
  'PAYMENT_NOT_CANCELABLE',
  /** create_payment_send_link / send_paymentlink: the account has no e-mail address to send the link to. */
  'PAYMENT_LINK_NO_EMAIL',
  /** withdraw_item / cancel_request: the cart item or pending request is held by an open payment (direct or link) that may still be paid; cancel or withdraw that payment first. */
  'CART_ITEM_IN_PAYMENT',
] as const;
export type BusinessFailureCode = (typeof BUSINESS_FAILURE_CODES)[number];
