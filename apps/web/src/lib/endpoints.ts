/**
 * The endpoints the web app calls, as light references: name, methods and body kind,
 * typed by the contract's Endpoint (its ParamsIn and ResultItem).
 *
 * Why not the contract's endpoint objects themselves: they carry their zod schemas, and
 * importing one pulls zod and every schema of its area into the bundle (about 30 KiB gzip
 * on the welcome screen). The browser needs only the name; the server validates.
 * endpoints.test.ts checks every reference against the contract, so a name cannot drift.
 *
 * To call a new endpoint: add `exportName: endpointRef<typeof contract.exportName>(name, ...)`.
 */
import type * as contract from '@parkeerloket/contract';
import type { Endpoint, HttpMethod } from '@parkeerloket/contract';

declare const endpointType: unique symbol;

export interface EndpointRef<E extends Endpoint = Endpoint> {
  readonly name: string;
  readonly methods: readonly HttpMethod[];
  readonly body: 'form' | 'multipart';
  /** Carries the contract type only; never set at runtime. */
  readonly [endpointType]?: E;
}

function endpointRef<E extends Endpoint>(
  name: string,
  methods: readonly HttpMethod[] = ['POST'],
  body: 'form' | 'multipart' = 'form',
): EndpointRef<E> {
  return { name, methods, body };
}

export const endpoints = {
  getEloketSettings: endpointRef<typeof contract.getEloketSettings>('eloket/get_eloket_settings', ['GET', 'POST']),
  getLoginOptions: endpointRef<typeof contract.getLoginOptions>('eloket/get_login_options'),
  setLanguage: endpointRef<typeof contract.setLanguage>('eloket/set_language'),
  getAvailableTranslations: endpointRef<typeof contract.getAvailableTranslations>('mla/get_available_translations'),
  getTranslation: endpointRef<typeof contract.getTranslation>('mla/get_translation'),
  getOverviewCounts: endpointRef<typeof contract.getOverviewCounts>('eloket/get_overview_counts'),
  getAnnouncements: endpointRef<typeof contract.getAnnouncements>('eloket/get_announcements'),
  logout: endpointRef<typeof contract.logout>('login/logout'),
  getForwardPost: endpointRef<typeof contract.getForwardPost>('eloket/get_forward_post'),
  getShoppingCart: endpointRef<typeof contract.getShoppingCart>('eloket/get_shopping_cart'),
  withdrawItem: endpointRef<typeof contract.withdrawItem>('eloket/withdraw_item'),
  getVrexPermits: endpointRef<typeof contract.getVrexPermits>('eloket/get_vrex_permits'),
  getRpayPermits: endpointRef<typeof contract.getRpayPermits>('eloket/get_rpay_permits'),
  getShoppingCartCount: endpointRef<typeof contract.getShoppingCartCount>('eloket/get_shopping_cart_count'),
  getPaymentStatus: endpointRef<typeof contract.getPaymentStatus>('eloket/get_payment_status'),
  cancelBulkpayment: endpointRef<typeof contract.cancelBulkpayment>('eloket/cancel_bulkpayment'),
  getPaidPermits: endpointRef<typeof contract.getPaidPermits>('eloket/get_paid_permits'),
  getOpenPayments: endpointRef<typeof contract.getOpenPayments>('eloket/get_open_payments'),
  getPaymentDetails: endpointRef<typeof contract.getPaymentDetails>('eloket/get_payment_details'),
  getPaidPayments: endpointRef<typeof contract.getPaidPayments>('eloket/get_paid_payments'),
  getRefunds: endpointRef<typeof contract.getRefunds>('eloket/get_refunds'),
  createPaymentSendLink: endpointRef<typeof contract.createPaymentSendLink>('eloket/create_payment_send_link'),
  cancelPaymentlink: endpointRef<typeof contract.cancelPaymentlink>('eloket/cancel_paymentlink'),
  sendPaymentlink: endpointRef<typeof contract.sendPaymentlink>('eloket/send_paymentlink'),
  getPendingRequests: endpointRef<typeof contract.getPendingRequests>('eloket/get_pending_requests'),
  cancelRequest: endpointRef<typeof contract.cancelRequest>('eloket/cancel_request'),
  permitLogin: endpointRef<typeof contract.permitLogin>('login/permit_login'),
  loginProcess: endpointRef<typeof contract.loginProcess>('login/login_process'),
  registerOtpCode: endpointRef<typeof contract.registerOtpCode>('login/register_otp_code'),
  getNextBranchnumbersPage: endpointRef<typeof contract.getNextBranchnumbersPage>('login/get_next_branchnumbers_page'),
  registerBranch: endpointRef<typeof contract.registerBranch>('login/register_branch'),
  resetPassword: endpointRef<typeof contract.resetPassword>('login/reset_password'),
  getUsername: endpointRef<typeof contract.getUsername>('login/get_username'),
  registerPassword: endpointRef<typeof contract.registerPassword>('login/register_password'),
  setParam: endpointRef<typeof contract.setParam>('eloket/set_param'),
  getNaw: endpointRef<typeof contract.getNaw>('eloket/get_naw'),
  setEmail: endpointRef<typeof contract.setEmail>('eloket/set_email'),
  sendVerificationEmail: endpointRef<typeof contract.sendVerificationEmail>('eloket/send_verification_email'),
  verifyEmail: endpointRef<typeof contract.verifyEmail>('eloket/verify_email'),
  checkIban: endpointRef<typeof contract.checkIban>('eloket/check_iban'),
  getIssuedPermits: endpointRef<typeof contract.getIssuedPermits>('eloket/get_issued_permits'),
  getPermitsHistory: endpointRef<typeof contract.getPermitsHistory>('eloket/get_permits_history'),
  getPermitplusInfo: endpointRef<typeof contract.getPermitplusInfo>('eloket/get_permitplus_info'),
  sendPermitplusLink: endpointRef<typeof contract.sendPermitplusLink>('eloket/send_permitplus_link'),
  requestLicenseChangeForRqt: endpointRef<typeof contract.requestLicenseChangeForRqt>(
    'eloket/request_license_change_for_rqt',
  ),
  terminatePermit: endpointRef<typeof contract.terminatePermit>('eloket/terminate_permit'),
  cancelFutureOng: endpointRef<typeof contract.cancelFutureOng>('eloket/cancel_future_ong'),
  setIban: endpointRef<typeof contract.setIban>('eloket/set_iban'),
  setFte: endpointRef<typeof contract.setFte>('eloket/set_fte'),
  getMessageChoices: endpointRef<typeof contract.getMessageChoices>('eloket/get_message_choices'),
  setMessageChoices: endpointRef<typeof contract.setMessageChoices>('eloket/set_message_choices'),
  checkAddress: endpointRef<typeof contract.checkAddress>('eloket/check_address'),
  setAddress: endpointRef<typeof contract.setAddress>('eloket/set_address'),
  deleteAddress: endpointRef<typeof contract.deleteAddress>('eloket/delete_address'),
  getCountries: endpointRef<typeof contract.getCountries>('eloket/get_countries'),
  showChangePassword: endpointRef<typeof contract.showChangePassword>('login/show_change_password'),
  changePassword: endpointRef<typeof contract.changePassword>('login/change_password'),
  uploadFile: endpointRef<typeof contract.uploadFile>('eloket/upload_file', ['POST'], 'multipart'),
  deleteDocument: endpointRef<typeof contract.deleteDocument>('eloket/delete_document', ['POST'], 'multipart'),
  getDocument: endpointRef<typeof contract.getDocument>('eloket/get_document'),
  getRequestablePermits: endpointRef<typeof contract.getRequestablePermits>('eloket/get_requestable_permits'),
  getCategories: endpointRef<typeof contract.getCategories>('eloket/get_categories'),
  getAdditionalPteInfo: endpointRef<typeof contract.getAdditionalPteInfo>('eloket/get_additional_pte_info'),
  addOnWaitinglist: endpointRef<typeof contract.addOnWaitinglist>('eloket/add_on_waitinglist'),
  getWaitinglist: endpointRef<typeof contract.getWaitinglist>('eloket/get_waitinglist'),
  cancelWaitinglistPosition: endpointRef<typeof contract.cancelWaitinglistPosition>(
    'eloket/cancel_waitinglist_position',
  ),
  getPaymentServices: endpointRef<typeof contract.getPaymentServices>('eloket/get_payment_services'),
  rdwCheck: endpointRef<typeof contract.rdwCheck>('eloket/rdw_check'),
  getProductRqtParms: endpointRef<typeof contract.getProductRqtParms>('eloket/get_product_rqt_parms'),
  getLocations: endpointRef<typeof contract.getLocations>('eloket/get_locations'),
  getPriceLines: endpointRef<typeof contract.getPriceLines>('eloket/get_price_lines'),
  requestPermit: endpointRef<typeof contract.requestPermit>('eloket/request_permit'),
  requestPermitFromWl: endpointRef<typeof contract.requestPermitFromWl>('eloket/request_permit_from_wl'),
  continuePcsByRqtId: endpointRef<typeof contract.continuePcsByRqtId>('eloket/continue_pcs_by_rqt_id'),
  finalizeRequestByRqtId: endpointRef<typeof contract.finalizeRequestByRqtId>('eloket/finalize_request_by_rqt_id'),
  finishRequest: endpointRef<typeof contract.finishRequest>('eloket/finish_request'),
  addToWaitinglist: endpointRef<typeof contract.addToWaitinglist>('eloket/add_to_waitinglist'),
} as const satisfies Record<string, EndpointRef<Endpoint>>;

export type EndpointName = keyof typeof endpoints;
