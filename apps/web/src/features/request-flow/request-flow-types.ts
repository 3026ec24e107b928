/**
 * The request flow's state, events and commands (lifecycle 2.3), and the state it starts in. The
 * transition function is request-flow-machine.ts.
 */
import type {
  Day,
  DocumentRequirement,
  Location,
  PriceLine,
  ProductRequestParameters,
  RegisteredAddress,
  RequestResult,
} from '@parkeerloket/contract';
import type { SessionUpload } from '../documents';
import type { PlateEntry, PlateRequirement } from './plates';

export const STAGES = [
  'LOADING',
  'SELECT_START_DATE',
  'SELECT_ADDRESS',
  'SELECT_LOCATION',
  'SPECIFIC_LOCATION',
  'SELECT_END_DATE',
  'SELECT_DAYS_OF_WEEK',
  'ENTER_LICENSE_PLATE',
  'CHECK_ANSWERS',
  'UPLOAD_DOCUMENT',
  'CONFIRMATION',
  'FINISH',
] as const;
export type Stage = (typeof STAGES)[number];

/** The stages where the user fills in the request, before it is submitted. */
export type EditStage = Exclude<Stage, 'LOADING' | 'UPLOAD_DOCUMENT' | 'CONFIRMATION' | 'FINISH'>;

/** A call in flight. */
export type Busy =
  | 'locations'
  | 'price-lines'
  | 'submit'
  /** continue_pcs_by_rqt_id p_cancel N (upload Next). */
  | 'continue'
  | 'finalize'
  /** continue_pcs_by_rqt_id p_cancel Y after 'Cancel request': then /requestable-products. */
  | 'cancel'
  /** continue_pcs_by_rqt_id p_cancel Y after Prev on upload or confirmation: then back to the stage submitted from. */
  | 'cancel-back'
  | 'add-on-waiting-list'
  | 'add-to-waiting-list';

export type FlowDialog =
  /** Location choice with AVAILABLE WL: apply for the waiting list? */
  | { kind: 'join-waiting-list' }
  /** MAX_CHECK_FAILED: the STATUS text; OK goes to /requestable-products. */
  | { kind: 'max-check-failed'; text: string | null }
  /** MAX_CHECK_FAILED_WL: 'Do you want to be placed on the waitinglist for this product?' */
  | { kind: 'max-check-failed-wl' }
  /** CANCELLED (or a finalize that did not finish): 'Your request has been cancelled.' */
  | { kind: 'cancelled' }
  /** A status lifecycle 4.1 does not route: its STATUS text; OK goes to /pending-requests. */
  | { kind: 'unexpected-status'; text: string | null }
  /** Prev on upload or confirmation: cancel the request and go back? */
  | { kind: 'confirm-prev' }
  /** 'Cancel request' on upload or confirmation. */
  | { kind: 'confirm-cancel' };

/** The product as the catalogue (eloket/get_requestable_permits) describes it. */
export interface FlowProduct {
  permitTypeId: number;
  areaId: number;
  staffel: number;
  /** Set when the product has a waiting list: the request goes to eloket/request_permit_from_wl. */
  waitingListId: number | null;
  /**
   * The location a waiting-list entry was offered (its LOCATIONID, lifecycle 2.14): the waiting-item
   * flow offers only that one, as the server accepts only that one for the entry. Absent or null: any.
   */
  offeredLocationId?: number | null;
  /** Where cancelling ends: /waiting-list for the waiting-item flow (as its back link); absent: /requestable-products. */
  exitPath?: string;
  description: string;
  areaDescription: string | null;
  /** STAFFEL when it prefixes the title (above 1 with HAS_STAFFEL_YN Y), else null. */
  quantity: number | null;
  multiLocations: boolean;
}

/** What the flow knows once the product request parameters are in; fixed for the rest of the flow. */
export interface FlowSetup {
  product: FlowProduct;
  byAddress: boolean;
  specificNeeded: boolean;
  minStartDate: string | null;
  maxStartDate: string | null;
  requirement: PlateRequirement;
  /** The product request parameters' LOCATIONS. */
  locations: Location[];
  /**
   * The addresses the relation is registered at (REGISTERED_ADDRESSES), the only ones a product located by address
   * can be requested for (issue 24): with exactly one the address stage is not shown, with several it offers them.
   */
  addresses: RegisteredAddress[];
  /** Plates stored at entry (the deep-link plate), as the plate manager holds them. */
  storedPlates: PlateEntry[];
  relationType: string;
  /** The calendar day in Europe/Amsterdam when the flow began. */
  today: string;
  /**
   * The stages "Stap n van m" counts, fixed when the parameters arrive (issue 24, defect 7: the total never changes
   * within one request): every stage this product can show, as far as the parameters tell (`plannedSteps`).
   */
  steps: Stage[];
}

export interface FlowForm {
  /** YYYY-MM-DD, or '' when cleared. */
  startDate: string;
  /** The chosen one of the setup's registered addresses; chosen at entry when there is one. */
  addressIndex: number | null;
  locationId: number | null;
  specificLocation: string;
  priceLineId: number | null;
  days: Day[];
  plates: PlateEntry[];
  /** The plate manager's confirm answer (confirmLicensePlates): null on entering and leaving the stage. */
  platesConfirmed: 'Y' | 'N' | null;
  /** 'Is the request correct?' */
  confirmation: 'Y' | 'N' | null;
}

/** What the address stage says after a lookup that gave nothing to request at. */
export type AddressNotice =
  | { kind: 'no-locations' }
  | { kind: 'unavailable'; reason: string | null }
  /** The server refused the address (ADDRESS_FIELD_FAILURES: not in the address register, outside the area). */
  | { kind: 'refused'; text: string };

export interface FlowState {
  stage: Stage;
  busy: Busy | null;
  dialog: FlowDialog | null;
  setup: FlowSetup | null;
  /** The locations to choose from: the parameters' LOCATIONS, or those of the address looked up. */
  locations: Location[];
  addressNotice: AddressNotice | null;
  /** get_price_lines answered no line at all. */
  noPriceLines: boolean;
  priceLines: PriceLine[];
  form: FlowForm;
  /** The server's request once submitted: REQUESTID, STATUSCODE, DOCUMENTS_TO_UPLOAD. */
  request: RequestResult | null;
  /** The stage whose action submitted the request: where Prev on upload or confirmation returns to. */
  submittedFrom: EditStage | null;
  /** The flow is over (finished, refused, cancelled, on the waiting list): leaving needs no confirmation. */
  ended: boolean;
  /** The files uploaded on the upload stage in this session (each keeps its File, for preview and view). */
  uploads: SessionUpload[];
  /** The documents deleted on the upload stage in this session. */
  deletedDocumentIds: number[];
  /** Entered with `resume` (a pending request continued from its id): no Prev, no leave guard. */
  resumed: boolean;
  /**
   * The stages of this request shown so far, in the order of STAGES, up to the furthest one whose answers still hold:
   * one browser history entry each (the browser's Back and Forward move along it with `revisit`). The current
   * stage is in it while the request is being filled in; an edit drops what follows the current stage.
   */
  trail: EditStage[];
  /** Entered from a change link of the check stage: Next comes back to it as soon as the answers allow. */
  returning: boolean;
}

export interface SubmitRequest {
  /** eloket/request_permit_from_wl when the product has a WAITINGLISTID, else eloket/request_permit. */
  fromWaitingList: boolean;
  permitTypeId: number;
  areaId: number;
  locationId: number;
  priceLineId: number;
  staffel: number;
  /** YYYY-MM-DD; sent as the API date of that day. */
  validFrom: string;
  plates: PlateEntry[];
  relationType: string;
  /** The selected days in week order; empty without day selection. */
  days: Day[];
  /** p_price, '12.50'. */
  price: string;
  addressId: number | null;
  waitingListId: number | null;
  /** p_request_details LOCATI, when the product needs a specific location. */
  specificLocation: string | null;
}

export type FlowCommand =
  | {
      type: 'fetch-locations';
      permitTypeId: number;
      areaId: number;
      postcode: string;
      houseNumber: string;
      addition: string;
      startDate: string;
    }
  | { type: 'fetch-price-lines'; permitTypeId: number; staffel: number; startDate: string }
  | { type: 'submit'; request: SubmitRequest }
  | { type: 'continue'; requestId: number; cancel: 'Y' | 'N'; pcsCode: string }
  | { type: 'finalize'; requestId: number }
  | { type: 'add-on-waiting-list'; permitTypeId: number; areaId: number; locationId: number }
  | { type: 'add-to-waiting-list'; requestId: number }
  /** The overview counts (cart badge, home tiles) after every request answer (lifecycle 4.1). */
  | { type: 'refresh-counts' }
  | { type: 'navigate'; to: string }
  | { type: 'show-message'; text: string };

export type TextField = 'specificLocation';

export type FlowEvent =
  | {
      type: 'params-loaded';
      product: FlowProduct;
      params: ProductRequestParameters;
      today: string;
      relationType: string;
      storedPlates: PlateEntry[];
    }
  | { type: 'set-start-date'; value: string }
  | { type: 'input'; field: TextField; value: string }
  /** One of the registered addresses (its index in the setup's addresses) on the address stage. */
  | { type: 'choose-address'; index: number }
  | { type: 'choose-location'; locationId: number }
  | { type: 'choose-price-line'; priceLineId: number }
  | { type: 'toggle-day'; day: Day; selected: boolean }
  | { type: 'plates-changed'; plates: PlateEntry[] }
  | { type: 'plates-confirmed'; value: 'Y' | 'N' | null }
  | { type: 'answer-confirmation'; value: 'Y' | 'N' }
  /** The upload stage's requirements as the server lists them (this session's uploads and deletions are kept). */
  | { type: 'documents-changed'; requirements: DocumentRequirement[] }
  /** A file was uploaded on the upload stage (eloket/upload_file answered its id). */
  | { type: 'document-uploaded'; upload: SessionUpload }
  /** A document was deleted on the upload stage (eloket/delete_document). */
  | { type: 'document-deleted'; documentId: number }
  /**
   * Continue a pending request from its id (/upload-files-for-pending-request/{requestId}): its
   * current result (eloket/finish_request), with DESCRIPTION, AREADESCRIPTION, LOCATIONDESCRIPTION,
   * LOCATION_SPECIFICATION, VALID_FROM, VALID_TO and VALID_DAYS for the summary card.
   */
  | { type: 'resume'; result: RequestResult; today: string }
  | { type: 'next' }
  | { type: 'prev' }
  /** The browser's Back or Forward arrived at the history entry of the trail's stage at this index. */
  | { type: 'revisit'; step: number }
  /** A change link of the check stage: that stage, then back to the check stage. */
  | { type: 'change'; stage: EditStage }
  | { type: 'cancel-request' }
  /** The dialog's Yes or OK. */
  | { type: 'dialog-yes' }
  /** The dialog's No or Cancel, or Escape. */
  | { type: 'dialog-no' }
  | { type: 'locations-loaded'; locations: Location[] }
  | { type: 'address-refused'; text: string }
  | { type: 'price-lines-loaded'; priceLines: PriceLine[] }
  /** The answer of request_permit(_from_wl), continue_pcs_by_rqt_id or finalize_request_by_rqt_id. */
  | { type: 'request-answered'; result: RequestResult }
  /** add_on_waitinglist or add_to_waitinglist succeeded; the message to show, if any. */
  | { type: 'waiting-list-joined'; message: string | null }
  /** The call in flight failed; the failure was shown (message dialog). */
  | { type: 'call-failed' };

export interface FlowStep {
  state: FlowState;
  commands: FlowCommand[];
}

// ---- The start

export const NO_PLATES: PlateRequirement = {
  MIN_LICENSEPLATES: 0,
  MAX_LICENSEPLATES: 0,
  REGISTER_BRAND: 'N',
  REGISTER_COLOUR: 'N',
  REGISTER_LEASE: 'N',
};

export const EMPTY_FORM: FlowForm = {
  startDate: '',
  addressIndex: null,
  locationId: null,
  specificLocation: '',
  priceLineId: null,
  days: [],
  plates: [],
  platesConfirmed: null,
  confirmation: null,
};

/** The flow before the product request parameters are in. */
export function initialFlowState(): FlowState {
  return {
    stage: 'LOADING',
    busy: null,
    dialog: null,
    setup: null,
    locations: [],
    addressNotice: null,
    noPriceLines: false,
    priceLines: [],
    form: EMPTY_FORM,
    request: null,
    submittedFrom: null,
    ended: false,
    uploads: [],
    deletedDocumentIds: [],
    resumed: false,
    trail: [],
    returning: false,
  };
}
