import { describe, expect, it } from 'vitest';
import {
  cartItem,
  issuedProduct,
  openPayment,
  payInvoicesResult,
  productRequestParameters,
  rdwCheckResult,
  requestableProduct,
  requestResult,
  userRecord,
} from './entities.js';
import { INVOICE_ITEM_STATUSCODES, REQUEST_STATUSCODES } from './status-codes.js';

describe('result items', () => {
  it('reads an issued product with the wire spellings and extra fields', () => {
    const item = issuedProduct.parse({
      ROOT_RQT_ID: 100,
      REQUESTID: 101,
      STATUS: 'Actief',
      DESCRIPTION: 'Bewonersvergunning',
      VALID_FROM: '2024-01-01T00:00:00',
      VALID_TO: '2024-12-31',
      VALID_DAYS: [{ DAY: 'MONDAY', VALID: 'Y' }],
      LICENSE_PLATES: [{ LICENSE_PLATE: 'AB12CD', LEASE: 'N', RDW_CHECK_DONE: 'Y' }],
      PRICE: 120.5,
      RESTITUTION_AMOUNT: 30,
      EXSISTING_VREX_YN: 'N',
      CAN_TERMINATE: 'Y',
      CARDNUMBERS: [{ CARDNUMBER: 'C123' }],
      SOMETHING_NEW: 'kept',
    });
    expect(item.EXSISTING_VREX_YN).toBe('N');
    expect(item.SOMETHING_NEW).toBe('kept');
  });

  it('refuses a flag that is not Y or N', () => {
    expect(issuedProduct.safeParse({ ROOT_RQT_ID: 1, REQUESTID: 1, CAN_TERMINATE: 'yes' }).success).toBe(false);
  });

  it('reads a request result awaiting approval (spelt APROVAL)', () => {
    const result = requestResult.parse({
      STATUSCODE: 'DOCS_AWAIT_APROVAL',
      STATUS: 'In afwachting van goedkeuring',
      REQUESTID: 5,
      DOCUMENTS_TO_UPLOAD: [
        {
          RPG_ID: 1,
          DOC_TYPE_CODE: 'KENT',
          DOC_TYPE_DESCRIPTION: 'Kentekenbewijs',
          DISPLAY_DVE: 'AB-12-CD',
          DETAIL_VALUE: 'AB12CD',
          MAX_DOCUMENTS: 2,
          MIN_STATUS_LEVEL: 1,
          DOWNLOAD_DOC: null,
          UPLOADED_DOCUMENTS: [{ ID: 9, FILENAME: 'a.pdf', STATUS_LEVEL: 1, STATUS_REASON_CODE: null }],
        },
      ],
    });
    expect(result.DOCUMENTS_TO_UPLOAD?.[0]?.UPLOADED_DOCUMENTS).toHaveLength(1);
    expect(requestResult.safeParse({ STATUSCODE: 'DOCS_AWAIT_APPROVAL', REQUESTID: 5 }).success).toBe(false);
  });

  it('reads a requestable product and its request parameters', () => {
    expect(
      requestableProduct.parse({
        PERMITTYPEID: 1,
        AREAID: 2,
        DESCRIPTION: 'Bedrijfsvergunning',
        STAFFEL: 1,
        HAS_STAFFEL_YN: 'N',
        REQUESTABLE: 'WL',
        LOCATIONS: [{ LOCATIONID: 3, AVAILABLE: 'WL' }],
        MULTI_LOCATIONS_YN: 'N',
        HAS_ADDITIONAL_INFO_YN: 'Y',
        EXISTING_WL_YN: 'N',
        EXISTING_VREX_YN: 'N',
        EXISTING_TO_BE_PAID_YN: 'N',
        PERMITPLUS_PRODUCT_YN: 'N',
      }).REQUESTABLE,
    ).toBe('WL');
    expect(
      productRequestParameters.parse({
        LICENSEPLATE_REQUIREMENTS: [
          {
            MIN_LICENSEPLATES: 1,
            MAX_LICENSEPLATES: 2,
            REGISTER_BRAND: 'N',
            REGISTER_COLOUR: 'N',
            REGISTER_LEASE: 'Y',
          },
        ],
        PRICELINES: [
          {
            PRICELINE_ID: 4,
            PRICE: 7.5,
            PERIODCOUNT: 1,
            PERIODTYPE: 'M',
            DAY_SELECTION_YN: 'Y',
            ALLOWED_DAYS: [{ DAY: 'SATURDAY', VALID: 'Y' }],
          },
        ],
        LOCATIONS: [{ LOCATIONID: 3, LOCATIONDESCRIPTION: 'Centrum', AVAILABLE: 'Y' }],
        LOCATION_BY_ADDRESS_YN: 'N',
        NEED_SPECIFIC_LOCATION_YN: 'Y',
        MIN_STARTDATE: '2024-07-01',
        MAX_STARTDATE: null,
      }).PRICELINES[0]?.PERIODTYPE,
    ).toBe('M');
  });

  it('reads the e-mail gate fields of the user record', () => {
    expect(userRecord.parse({ RELATION_TYPE: 'P', EMAIL: null, EMAIL_VALIDATION_STATUS: 'NONE' })).toMatchObject({
      EMAIL_VALIDATION_STATUS: 'NONE',
    });
    expect(userRecord.safeParse({ RELATION_TYPE: 'P', EMAIL_VALIDATION_STATUS: 'SENT' }).success).toBe(false);
  });

  it('reads the registry answer true, false or failure', () => {
    expect(rdwCheckResult.parse({ RESULT: true }).RESULT).toBe(true);
    expect(rdwCheckResult.parse({ RESULT: 'failure' }).RESULT).toBe('failure');
    expect(rdwCheckResult.safeParse({ RESULT: 'true' }).success).toBe(false);
  });

  it('reads cart items, open payments and the payment forward', () => {
    expect(
      cartItem.parse({
        REQUESTID: 1,
        INVOICEID: 2,
        REQUEST_TYPE: 'to_be_paid_request',
        PCS_CANCEL: 'WEB_CHLI',
        STATUSCODE: 'AWAIT_PAYMENT',
        CAN_CANCEL: 'Y',
        CAN_CONTINUE: 'Y',
        PRICE: 12.5,
        PRICE_COMPONENTS: [{ DESCRIPTION: 'Kentekenwijziging', PRICE: 12.5 }],
      }).PRICE,
    ).toBe(12.5);
    expect(
      openPayment.parse({
        CREATION_DATE: '2024-07-01',
        AMOUNT: null,
        METHOD: 'paymentlink',
        UNIQUE_ID: 'u1',
        EXPIRY_DATE: '2024-07-15',
        STATUS: 'PROBLEM_PAYMENT',
      }).AMOUNT,
    ).toBeNull();
    expect(
      payInvoicesResult.parse({
        url: 'https://psp.example/checkout',
        httpmethod: 'POST',
        postparams: [{ name: 'id', value: 'x' }],
        transactionid: 't1',
        accepted: [{ INVOICEID: 2, STATUSCODE: 'PAYMENT_RUNNING', PRICE: 12.5 }],
        rejected: [{ INVOICEID: 3, STATUSCODE: 'INVOICE_ALREADY_PAID', STATUS: 'Al betaald' }],
      }).accepted,
    ).toHaveLength(1);
  });

  it('lists each status code once', () => {
    expect(new Set(REQUEST_STATUSCODES).size).toBe(REQUEST_STATUSCODES.length);
    expect(new Set(INVOICE_ITEM_STATUSCODES).size).toBe(INVOICE_ITEM_STATUSCODES.length);
    expect(INVOICE_ITEM_STATUSCODES).toEqual(expect.arrayContaining(['PROCESSED', 'AWAIT_PAYMENT']));
  });
});
