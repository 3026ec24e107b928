import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_ID } from '../constants.js';
import { AREAS } from '../endpoint.js';
import { VALIDATION_CODES } from '../errors.js';
import { hasControlCharacters } from '../text.js';
import {
  createPaymentSendLink,
  ENDPOINTS,
  findEndpoint,
  getForwardPost,
  getLocations,
  paymentlinkHandle,
  requestPermit,
  setAddress,
  setIban,
  setParam,
  terminatePermit,
  uploadFile,
  withdrawItem,
} from './index.js';

/** Every call named in core 7.2–7.4 and lifecycle 7, with the paths DECISIONS 1 gives where the spec shows none. */
const SPEC_CALLS = [
  // core 7.2
  'eloket/get_login_options',
  'eloket/get_forward_post',
  'login/permit_login',
  'login/login_process',
  'login/register_otp_code',
  'login/get_next_branchnumbers_page',
  'login/register_branch',
  'login/reset_password',
  'login/get_username',
  'login/register_password',
  'login/show_change_password',
  'login/change_password',
  'login/logout',
  'eloket/set_param',
  'milieuzones/set_param',
  // core 7.3
  'eloket/get_eloket_settings',
  'eloket/get_payment_services',
  'eloket/set_language',
  'mla/get_translation',
  'mla/get_available_translations',
  'eloket/get_overview_counts',
  // core 7.4
  'eloket/get_naw',
  'eloket/set_email',
  'eloket/send_verification_email',
  'eloket/verify_email',
  'eloket/check_iban',
  'eloket/set_iban',
  'eloket/set_fte',
  'eloket/check_address',
  'eloket/set_address',
  'eloket/delete_address',
  'eloket/get_countries',
  // ours (issue 26): the resident's choice of optional messages in Mijn gegevens
  'eloket/get_message_choices',
  'eloket/set_message_choices',
  // lifecycle 7
  'eloket/get_requestable_permits',
  'eloket/get_categories',
  'eloket/get_additional_pte_info',
  'eloket/get_product_rqt_parms',
  'eloket/get_locations',
  'eloket/get_price_lines',
  'eloket/request_permit',
  'eloket/request_permit_from_wl',
  'eloket/continue_pcs_by_rqt_id',
  'eloket/finalize_request_by_rqt_id',
  'eloket/finish_request',
  'eloket/add_on_waitinglist',
  'eloket/add_to_waitinglist',
  'eloket/rdw_check',
  'eloket/upload_file',
  'eloket/delete_document',
  'eloket/get_document',
  'eloket/request_license_change_for_rqt',
  'eloket/get_issued_permits',
  'eloket/get_permitplus_info',
  'eloket/send_permitplus_link',
  'eloket/cancel_future_ong',
  'eloket/terminate_permit',
  'eloket/get_permits_history',
  'eloket/get_pending_requests',
  'eloket/cancel_request',
  'eloket/send_paymentlink',
  'eloket/get_vrex_permits',
  'eloket/withdraw_item',
  'eloket/get_waitinglist',
  'eloket/cancel_waitinglist_position',
  'eloket/get_shopping_cart',
  'eloket/get_rpay_permits',
  'eloket/get_shopping_cart_count',
  'eloket/get_payment_status',
  'eloket/cancel_bulkpayment',
  'eloket/get_paid_permits',
  'eloket/get_open_payments',
  'eloket/get_payment_details',
  'eloket/create_payment_send_link',
  'eloket/cancel_paymentlink',
  'paymentlink/handle',
];

/**
 * Ours, where the specification has no call for what an issue asks (decision 030): each names the
 * specification's part it extends and "ours".
 */
const OUR_CALLS = ['eloket/get_paid_payments', 'eloket/get_refunds', 'eloket/get_announcements'];

const PUBLIC = [
  'eloket/get_eloket_settings',
  'eloket/get_login_options',
  'eloket/get_payment_services',
  'eloket/set_language',
  'mla/get_translation',
  'mla/get_available_translations',
  'eloket/get_forward_post',
  'login/permit_login',
  'login/reset_password',
  'login/get_username',
  'login/register_password',
  'login/logout',
  'paymentlink/handle',
];

const LOGIN = [
  'login/login_process',
  'login/register_otp_code',
  'login/get_next_branchnumbers_page',
  'login/register_branch',
  'eloket/set_param',
  'milieuzones/set_param',
];

const names = ENDPOINTS.map((e) => e.name);
const sorted = (list: readonly string[]) => [...list].sort();

function problems(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path, code: issue.message }));
}

function paramKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    return [...new Set((schema.options as z.ZodObject[]).flatMap((option) => Object.keys(option.shape)))];
  }
  throw new Error('params must be an object or a discriminated union of objects');
}

describe('the endpoint list', () => {
  it('holds every call of both specification documents and our few additions, and nothing else', () => {
    expect(sorted(names)).toEqual(sorted([...SPEC_CALLS, ...OUR_CALLS]));
    for (const name of OUR_CALLS) expect(findEndpoint(name)?.spec, name).toMatch(/\(ours, decision \d{3}\)$/);
  });

  it('has unique names of the form area/endpoint', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z_]+\/[a-z_]+$/);
  });

  it('references the specification for every endpoint', () => {
    for (const endpoint of ENDPOINTS) {
      expect(endpoint.spec, endpoint.name).toMatch(/^(core|lifecycle) \d/);
    }
  });

  it('places every endpoint in a known area', () => {
    for (const endpoint of ENDPOINTS) expect(AREAS, endpoint.name).toContain(endpoint.area);
  });

  it('is POST with a form body, apart from the documented exceptions (DECISIONS 1)', () => {
    for (const endpoint of ENDPOINTS) {
      if (endpoint.name === 'eloket/get_eloket_settings') expect(endpoint.methods).toEqual(['GET', 'POST']);
      else if (endpoint.name === 'paymentlink/handle') expect(endpoint.methods).toEqual(['GET']);
      else expect(endpoint.methods, endpoint.name).toEqual(['POST']);
    }
    const multipart = ENDPOINTS.filter((e) => e.body === 'multipart').map((e) => e.name);
    expect(sorted(multipart)).toEqual(['eloket/delete_document', 'eloket/upload_file']);
    expect(ENDPOINTS.filter((e) => e.file).map((e) => e.name)).toEqual(['eloket/get_document']);
  });

  it('opens only the login start, password, translation and payment-portal calls to the public', () => {
    expect(sorted(ENDPOINTS.filter((e) => e.access === 'public').map((e) => e.name))).toEqual(sorted(PUBLIC));
    expect(sorted(ENDPOINTS.filter((e) => e.access === 'login').map((e) => e.name))).toEqual(sorted(LOGIN));
  });

  it('finds an endpoint by name', () => {
    expect(findEndpoint('eloket/request_permit')).toBe(requestPermit);
    expect(findEndpoint('eloket/nothing')).toBeUndefined();
  });

  it('only ever reports validation codes, whatever arrives', () => {
    const known = new Set<string>(VALIDATION_CODES);
    for (const endpoint of ENDPOINTS) {
      const keys = paramKeys(endpoint.params);
      const bodies = ['x', '', '-1', '[{"a":1}]', '{"a":1}', 'Y'].map((value) =>
        Object.fromEntries(keys.map((key) => [key, value])),
      );
      for (const body of [{}, ...bodies]) {
        for (const problem of problems(endpoint.params, body)) {
          expect(known, `${endpoint.name} ${JSON.stringify(problem)}`).toContain(problem.code);
        }
      }
    }
  });
});

/** Every string and number a parsed value holds, however deep. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value instanceof Uint8Array) return [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [value];
}

describe('one rule for ids and texts on every parameter of every endpoint', () => {
  const fields = ENDPOINTS.flatMap((endpoint) => {
    const options = endpoint.params instanceof z.ZodDiscriminatedUnion ? endpoint.params.options : [endpoint.params];
    return options.flatMap((option) => {
      const shape = (option instanceof z.ZodPipe ? option.in : option) as z.ZodObject;
      return Object.entries(shape.shape as Record<string, z.ZodType>).map(([name, schema]) => ({
        label: `${endpoint.name} ${name}`,
        schema,
      }));
    });
  });
  const hostile = [
    'abc\u0000def',
    '\u0000',
    'AB\u0007123C',
    'a\u001b[0mb',
    'a\u0085b',
    'a@example.nl\n',
    '2147483648',
    '999999999999999',
    '999999999.99',
    '[{"INVOICEID":2147483648}]',
    '[{"INVOICEID":999999999999999}]',
    '[{"LICENSE_PLATE":"AB123C","BRAND":"a\\u0000b"}]',
    '[{"LICENSE_PLATE":"AB\\u0000123C"}]',
    '[{"CODE":"LOCATI","VALUE":"Vak\\u000012"}]',
  ];

  it('covers the parameters of every endpoint that takes any', () => {
    expect(fields.length).toBeGreaterThan(80);
  });

  it('never lets through a text with a control character or a number beyond the database’s integer', () => {
    const through: string[] = [];
    for (const { label, schema } of fields) {
      for (const wire of hostile) {
        const parsed = schema.safeParse(wire);
        if (!parsed.success) continue;
        const bad = leaves(parsed.data).filter(
          (leaf) =>
            (typeof leaf === 'string' && hasControlCharacters(leaf)) ||
            (typeof leaf === 'number' && Math.abs(leaf) > MAX_ID),
        );
        if (bad.length > 0) through.push(`${label} ${JSON.stringify(wire)} gave ${JSON.stringify(bad)}`);
      }
    }
    expect(through).toEqual([]);
  });
});

describe('parameter examples', () => {
  const permitRequest = {
    p_pte_id: '12',
    p_ara_id: '3',
    p_lcn_id: '44',
    p_priceline_id: '7',
    p_staffel: '1',
    p_valid_from: '2024-07-02T10:15:00',
    p_remarks: '',
    p_email: '',
    p_phone: '',
    p_mobile_phone: '',
    p_reference: '',
    p_licenseplates: '[{"LICENSE_PLATE":"ab-12-cd","LEASE":"N","RDW_CHECKED":"Y","BRAND":"","COLOR":"","COUNTRY":""}]',
    p_valid_days: '[{"DAY":"MONDAY","VALID":"Y"},{"DAY":"FRIDAY","VALID":"Y"}]',
    p_price: '24.50',
    p_request_details: '[{"CODE":"LOCATI","VALUE":"Vak 12"}]',
  };

  it('parses a request for a permit', () => {
    const params = requestPermit.params.parse(permitRequest);
    expect(params).toMatchObject({
      p_pte_id: 12,
      p_lcn_id: 44,
      p_staffel: 1,
      p_price: 2450,
      p_email: undefined,
      p_licenseplates: [{ LICENSE_PLATE: 'AB12CD', LEASE: 'N', RDW_CHECKED: 'Y' }],
      p_valid_days: [
        { DAY: 'MONDAY', VALID: 'Y' },
        { DAY: 'FRIDAY', VALID: 'Y' },
      ],
      p_request_details: [{ CODE: 'LOCATI', VALUE: 'Vak 12' }],
    });
  });

  it('names each bad field of a request with its code', () => {
    const bad = {
      ...permitRequest,
      p_pte_id: undefined,
      p_valid_from: 'tomorrow',
      p_licenseplates: '[{"LICENSE_PLATE":"AB12CD"},{"LICENSE_PLATE":"AB-12-CD"}]',
      p_valid_days: '[{"DAY":"FUNDAY","VALID":"Y"}]',
      p_request_details: '[{"CODE":"LOCATI","VALUE":"Vak #12"}]',
      p_price: 'free',
    };
    expect(problems(requestPermit.params, bad)).toEqual([
      { path: ['p_pte_id'], code: 'required' },
      { path: ['p_valid_from'], code: 'date_invalid' },
      { path: ['p_licenseplates', 1, 'LICENSE_PLATE'], code: 'license_plate_duplicate' },
      { path: ['p_valid_days', 0, 'DAY'], code: 'not_allowed' },
      { path: ['p_price'], code: 'not_a_number' },
      { path: ['p_request_details', 0, 'VALUE'], code: 'specific_location_invalid' },
    ]);
  });

  it('parses the location lookup by address', () => {
    expect(
      getLocations.params.parse({
        p_pte_id: '1',
        p_ara_id: '2',
        p_zipcode: '1234 ab',
        p_nr: '10',
        p_addition: '',
        p_startdate: '2024-07-03',
      }),
    ).toEqual({ p_pte_id: 1, p_ara_id: 2, p_zipcode: '1234AB', p_nr: '10', p_addition: '', p_startdate: '2024-07-03' });
  });

  it('parses a Dutch and a foreign address', () => {
    expect(
      setAddress.params.parse({
        p_address_type: 'FACT',
        p_foreign_yn: 'N',
        p_zipcode: '1234',
        p_zipcode_letters: 'ab',
        p_nr: '5',
        p_house_letter: 'a',
        p_indication: '',
        p_addition: '',
      }),
    ).toEqual({
      p_address_type: 'FACT',
      p_foreign_yn: 'N',
      p_zipcode: '1234',
      p_zipcode_letters: 'AB',
      p_nr: '5',
      p_house_letter: 'A',
      p_indication: '',
      p_addition: '',
    });
    expect(
      setAddress.params.parse({
        p_address_type: 'POST',
        p_foreign_yn: 'Y',
        p_address1: 'Rue de la Loi 16',
        p_address2: '1000 Bruxelles',
        p_country: 'BE',
      }),
    ).toMatchObject({ p_foreign_yn: 'Y', p_country: 'BE' });
    expect(problems(setAddress.params, { p_address_type: 'FACT', p_foreign_yn: 'N', p_zipcode: '12' })).toEqual([
      { path: ['p_zipcode'], code: 'postal_code_invalid' },
      { path: ['p_zipcode_letters'], code: 'required' },
      { path: ['p_nr'], code: 'required' },
    ]);
    expect(problems(setAddress.params, { p_address_type: 'FACT' })).toEqual([
      { path: ['p_foreign_yn'], code: 'not_allowed' },
    ]);
  });

  it('deletes the IBAN with both values empty, and refuses half a pair', () => {
    expect(setIban.params.parse({ p_bankaccount_nr: '', p_bankaccount_owner: '' })).toEqual({
      p_bankaccount_nr: '',
      p_bankaccount_owner: '',
    });
    expect(problems(setIban.params, { p_bankaccount_nr: '', p_bankaccount_owner: 'jansen' })).toEqual([
      { path: ['p_bankaccount_nr'], code: 'required' },
    ]);
  });

  it('terminates now or at a day, with an optional refund account', () => {
    expect(
      terminatePermit.params.parse({
        p_rqt_id: '9',
        p_reference: '',
        p_bankaccount_nr: 'nl91abna0417164300',
        p_bankaccount_owner: 'j jansen',
        p_email: 'Jan@Example.nl',
        p_end_date: '2024-08-01',
      }),
    ).toEqual({
      p_rqt_id: 9,
      p_reference: '',
      p_bankaccount_nr: 'NL91ABNA0417164300',
      p_bankaccount_owner: 'J JANSEN',
      p_email: 'jan@example.nl',
      p_end_date: '2024-08-01',
    });
    expect(terminatePermit.params.parse({ p_rqt_id: '9', p_end_date: '' })).toMatchObject({ p_end_date: undefined });
    expect(problems(terminatePermit.params, { p_rqt_id: '9', p_end_date: '01-08-2024' })).toEqual([
      { path: ['p_end_date'], code: 'date_invalid' },
    ]);
  });

  it('takes the deep-link plate only under its parameter name', () => {
    expect(setParam.params.parse({ p_paramname: 'DEEPLINK_LICENSEPLATE', p_paramvalue: 'ab-12-cd' })).toEqual({
      p_paramname: 'DEEPLINK_LICENSEPLATE',
      p_paramvalue: 'AB12CD',
    });
    expect(problems(setParam.params, { p_paramname: 'OTHER', p_paramvalue: 'AB12CD' })).toEqual([
      { path: ['p_paramname'], code: 'not_allowed' },
    ]);
  });

  it('needs invoices to forward a direct payment, not a login', () => {
    expect(getForwardPost.params.parse({ p_ext_service: 'digid' })).toEqual({ p_ext_service: 'digid', p_invoices: [] });
    expect(getForwardPost.params.parse({ p_ext_service: 'directpayment', p_invoices: '[{"INVOICEID":5}]' })).toEqual({
      p_ext_service: 'directpayment',
      p_invoices: [{ INVOICEID: 5 }],
    });
    expect(problems(getForwardPost.params, { p_ext_service: 'directpayment' })).toEqual([
      { path: ['p_invoices'], code: 'required' },
    ]);
    expect(problems(getForwardPost.params, { p_ext_service: 'paypal' })).toEqual([
      { path: ['p_ext_service'], code: 'not_allowed' },
    ]);
  });

  it('creates a payment link from invoices, or resends one by reference', () => {
    expect(
      createPaymentSendLink.params.parse({ p_initial: 'Y', p_internal_reference: '', p_invoices: '[{"INVOICEID":1}]' }),
    ).toEqual({ p_initial: 'Y', p_internal_reference: '', p_invoices: [{ INVOICEID: 1 }] });
    expect(problems(createPaymentSendLink.params, { p_initial: 'N', p_invoices: '' })).toEqual([
      { path: ['p_internal_reference'], code: 'required' },
    ]);
    expect(problems(createPaymentSendLink.params, { p_initial: 'Y', p_invoices: '[{"INVOICEID":"x"}]' })).toEqual([
      { path: ['p_invoices', 0, 'INVOICEID'], code: 'invalid' },
    ]);
  });

  it('withdraws an item with an optional invoice id', () => {
    expect(
      withdrawItem.params.parse({ p_rqt_id: '3', p_ive_id: '', p_reference: '', p_email: '', p_pcs_code: 'WEB_CHLI' }),
    ).toEqual({ p_rqt_id: 3, p_ive_id: undefined, p_reference: '', p_email: undefined, p_pcs_code: 'WEB_CHLI' });
  });

  it('handles a payment link by kind and value', () => {
    expect(paymentlinkHandle.params.parse({ p_kind: 'invoice', p_value: 'abc123' })).toEqual({
      p_kind: 'invoice',
      p_value: 'abc123',
    });
    expect(problems(paymentlinkHandle.params, { p_kind: 'refund', p_value: '' })).toEqual([
      { path: ['p_kind'], code: 'not_allowed' },
      { path: ['p_value'], code: 'required' },
    ]);
  });

  it('takes an uploaded file with its fields', () => {
    const file = { filename: 'a.pdf', mimetype: 'application/pdf', data: new Uint8Array([37, 80, 68, 70]) };
    expect(
      uploadFile.params.parse({
        p_request_id: '8',
        p_dve: 'AB12CD',
        p_dtp_code: 'KENT',
        p_filename: 'a.pdf',
        p_rpg_id: '2',
        p_file_content: file,
      }),
    ).toMatchObject({ p_request_id: 8, p_rpg_id: 2, p_dve: 'AB12CD', p_file_content: file });
    expect(
      problems(uploadFile.params, { p_request_id: '8', p_dtp_code: 'KENT', p_filename: 'a.pdf', p_rpg_id: '2' }),
    ).toEqual([{ path: ['p_file_content'], code: 'required' }]);
  });
});
