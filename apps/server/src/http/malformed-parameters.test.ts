/**
 * Malformed parameters never become an unexpected error (issue 25, part 4). Every endpoint of the
 * contract is called with out-of-range ids, control characters, very long strings and values of the
 * wrong type (a repeated name, JSON where a number belongs, ids inside JSON lists) in every parameter
 * it declares, first one parameter and value at a time, then in generated combinations (fast-check,
 * fixed seed). No answer may be HTTP 500 or an INTERNAL_ERROR envelope, and nothing may be logged as
 * an error. The other parameters carry values the contract takes, so a value the contract lets
 * through reaches the handler and the database.
 */
import type { BinaryLike, ScryptOptions } from 'node:crypto';
import { ENDPOINTS, type Endpoint } from '@parkeerloket/contract';
import { bundledCatalogue } from '@parkeerloket/translations';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createDocumentCatalogue, createRequestAt } from '../test/document-fixtures.js';
import { appWithErrorLog } from '../test/error-log-app.js';
import { samplePdf } from '../test/sample-files.js';
import { createRelation, createTenant, relationSessionCookie } from '../test/support.js';
import { slow } from '../test/time-scale.js';

/**
 * Password hashing at the lowest cost scrypt takes. A permit login hashes once per attempt, whatever
 * the name, and some hundreds of them here took most of the run's CPU (64 MiB and a tenth of a second
 * each); the hash's cost is not what this test is about, and every path still runs.
 */
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof crypto.scrypt>) => {
    const [password, salt, length, options, callback] = args as unknown as [
      BinaryLike,
      BinaryLike,
      number,
      ScryptOptions,
      (error: Error | null, key: Buffer) => void,
    ];
    crypto.scrypt(password, salt, length, { ...options, N: 2, r: 1, p: 1 }, callback);
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

const { app, db, logged: loggedErrors } = await appWithErrorLog({ RATE_LIMIT_PER_MINUTE: '100000000' });

/** A parameter's wire value: one string, or the same name repeated. */
type WireValue = string | string[];

const MEGABYTE = 'x'.repeat(1024 * 1024);
/** Below the form body limit, so it reaches the schemas. */
const LONG = 'y'.repeat(200 * 1024);

const OUT_OF_RANGE_IDS = ['2147483648', '999999999999999', '-1', '0', '1e20', 'NaN', '-2147483649', '9007199254740993'];
const CONTROL_CHARACTERS = [
  'abc\u0000def',
  '\u0000',
  'a\u0001b',
  'AB\u0007123',
  'a\u001b[31mb',
  'a\u007fb',
  'a\u0085b',
  'a\tb',
  'a\nb',
  'a\rb',
];
const WRONG_TYPES: WireValue[] = [
  ['1', '2'],
  ['a', ''],
  '{"a":1}',
  '{}',
  '[1]',
  '[]',
  '[[[[[[[[[[1]]]]]]]]]]',
  'true',
  'null',
  '1.5',
  ' 1 ',
  '0x10',
  '١٢',
  '\ud800',
  '999999999.99',
  '-999999999.99',
  '9999-99-99',
  '2026-02-30T25:61:61',
];
/** Ids and texts inside the JSON lists (invoices, plates, days, request details). */
const INSIDE_JSON = [
  '[{"INVOICEID":2147483648}]',
  '[{"INVOICEID":999999999999999}]',
  '[{"INVOICEID":1e20}]',
  '[{"INVOICEID":-1}]',
  '[{"INVOICEID":"1"}]',
  '[{"INVOICEID":1},{"INVOICEID":1}]',
  '[2147483648]',
  '[{"LICENSE_PLATE":"AB123C","BRAND":"a\\u0000b","COLOR":"\\u0007","COUNTRY":"NL"}]',
  '[{"LICENSE_PLATE":"AB\\u0000123C"}]',
  '[{"LICENSE_PLATE":{"a":1}}]',
  '[{"DAY":"MONDAY","VALID":"Y"},{"DAY":"MONDAY","VALID":"Y"}]',
  '[{"CODE":"LOCATI","VALUE":"Vak\\u000012"}]',
  `[${'{"INVOICEID":1},'.repeat(2000)}{"INVOICEID":2}]`,
];
const MALFORMED: readonly WireValue[] = [
  ...OUT_OF_RANGE_IDS,
  ...CONTROL_CHARACTERS,
  ...WRONG_TYPES,
  ...INSIDE_JSON,
  LONG,
  MEGABYTE,
];

/** Wire values tried for a parameter that is not the one under test; an enum's or literal's own values come first. */
const FILLERS = [
  '1',
  '2',
  'Y',
  'N',
  '',
  '[]',
  '[{"INVOICEID":1}]',
  '[{"LICENSE_PLATE":"AB123C"}]',
  '2026-12-01',
  'a@example.nl',
  'NL91ABNA0417164300',
  'J JANSEN',
  'AB123C',
  '1234AB',
  '1234',
  'AB',
  '10',
  'A',
  'Parkeren-2026!',
  'ABC123',
  'Vak 12',
];

function objectOptions(endpoint: Endpoint): z.ZodObject[] {
  const schema = endpoint.params as z.ZodType;
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodObject) return [schema.in];
  if (schema instanceof z.ZodDiscriminatedUnion) return schema.options as z.ZodObject[];
  throw new Error(`${endpoint.name}: params must be an object or a discriminated union of objects`);
}

/** The values an enum or literal field takes, found through its optional/default wrappers. */
function ownValues(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def: { type: string; innerType?: z.ZodType; values?: unknown[] } }).def;
  if (def.type === 'optional' || def.type === 'default') return def.innerType ? ownValues(def.innerType) : [];
  if (schema instanceof z.ZodEnum) return (schema.options as unknown[]).map(String);
  if (schema instanceof z.ZodLiteral) return [...schema.values].map(String);
  return [];
}

/** For each option of the schema, each field's wire values that the field's schema takes. */
function validValues(endpoint: Endpoint): Record<string, string[]>[] {
  return objectOptions(endpoint).map((option) =>
    Object.fromEntries(
      Object.entries(option.shape as Record<string, z.ZodType>)
        .filter(([name]) => name !== 'p_file_content')
        .map(([name, field]) => [
          name,
          [...new Set([...ownValues(field), ...FILLERS])].filter((value) => field.safeParse(value).success),
        ]),
    ),
  );
}

/**
 * Two bases per option: the first value each field takes, and the last one, so both sides of an enum
 * are reached. The second has the municipality's own catalogue ids (`known`) where it names them, so a
 * call gets past the lookup of its product and area to what comes after.
 */
function baseParams(endpoint: Endpoint, known: Record<string, string> = {}): Record<string, string>[] {
  return validValues(endpoint).flatMap((fields) => {
    const pick = (choose: (name: string, values: string[]) => string | undefined) =>
      Object.fromEntries(
        Object.entries(fields)
          .filter(([, values]) => values.length > 0)
          .map(([name, values]) => [name, choose(name, values) as string]),
      );
    const last = (name: string, values: string[]) => {
      const own = known[name];
      return own !== undefined && objectOptions(endpoint).some((o) => o.shape[name]?.safeParse(own).success)
        ? own
        : values.at(-1);
    };
    return [pick((_, values) => values[0]), pick(last)];
  });
}

function paramNames(endpoint: Endpoint): string[] {
  return [...new Set(objectOptions(endpoint).flatMap((option) => Object.keys(option.shape)))];
}

function formBody(params: Record<string, WireValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  return search.toString();
}

/** A multipart body with the file in p_file_content unless the test puts text there. */
function multipartBody(params: Record<string, WireValue>) {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  if (!('p_file_content' in params)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="p_file_content"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(samplePdf()),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The calls taken from each endpoint in turn: the slow ones (a password hash, a minimum answer time)
 * spread over the run and overlap with the rest instead of queueing behind each other.
 */
function interleaved<T extends { endpoint: Endpoint }>(list: readonly T[]): T[] {
  const byEndpoint = new Map<string, T[]>();
  for (const item of list) byEndpoint.set(item.endpoint.name, [...(byEndpoint.get(item.endpoint.name) ?? []), item]);
  const groups = [...byEndpoint.values()];
  const longest = Math.max(...groups.map((group) => group.length));
  return Array.from({ length: longest }, (_, index) => groups.flatMap((group) => group[index] ?? [])).flat();
}

/** What the server makes of the file multipartBody sends, for checking a base against the contract. */
const sampleFile = {
  p_file_content: { filename: 'a.pdf', mimetype: 'application/pdf', data: samplePdf() },
};

interface Callers {
  tenant: string;
  /** A new session part-way through logging in, waiting for that step. */
  loggingIn: (pending: 'otp' | 'branch') => Promise<string>;
  /** A new logged-in session. */
  fresh: () => Promise<string>;
}

/** One call of the test; `resident` is the logged-in session it is made with where it takes one. */
interface Call {
  endpoint: Endpoint;
  params: Record<string, WireValue>;
  what: string;
  withSession: boolean;
  resident: string;
}

/**
 * The session a call is made with. A public endpoint is called without one or, on the second base and
 * every other generated call, with the resident's (a direct payment forward needs it); a login step
 * with a new session at that step, as a wrong code can end one; logging out with one of its own.
 */
async function cookieFor(callers: Callers, { endpoint, withSession, resident }: Call): Promise<string | undefined> {
  if (endpoint.name === 'login/logout') return callers.fresh();
  if (endpoint.access === 'login')
    return callers.loggingIn(endpoint.name === 'login/register_otp_code' ? 'otp' : 'branch');
  if (endpoint.access === 'public' && !withSession) return undefined;
  return resident;
}

let clients = 0;

async function call(callers: Callers, one: Call) {
  const { endpoint, params } = one;
  const url = `/${callers.tenant}/services/${endpoint.name}`;
  const cookie = await cookieFor(callers, one);
  const headers = { 'accept-language': 'en', ...(cookie ? { cookie } : {}) };
  // Each call from a client address of its own: the limits on attempts per client would otherwise
  // refuse the later calls before their parameters reach the handler.
  clients++;
  const remoteAddress = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  if (endpoint.name === 'paymentlink/handle') {
    // A lone surrogate cannot be encoded: it goes as the bytes of one, which are no UTF-8.
    const segment = (value: WireValue | undefined) =>
      Array.from(String(value ?? ''), (c) => (/\p{Surrogate}/u.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
    return app.inject({
      method: 'GET',
      url: `${url}/${segment(params.p_kind)}/${segment(params.p_value)}`,
      headers,
      remoteAddress,
    });
  }
  if (endpoint.body === 'multipart') {
    const body = multipartBody(params);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
      remoteAddress,
    });
  }
  if (!endpoint.methods.includes('POST')) {
    return app.inject({ method: 'GET', url: `${url}?${formBody(params)}`, headers, remoteAddress });
  }
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody(params),
    remoteAddress,
  });
}

const show = (value: WireValue) => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} characters)` : text;
};

describe('the malformed calls of issue 25', () => {
  const message = (locale: 'nl_NL' | 'en_EN', code: string) => bundledCatalogue(locale)[`validation.${code}`];

  it('are refused as INVALID_PARAMETERS naming the parameter, in the caller’s language', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid', 'email'], paymentServices: ['directpayment'] });
    const relation = await createRelation(db, tenant);
    const cookie = await relationSessionCookie(db, tenant, relation);
    const services = `/${tenant.code}/services`;
    const form = (endpoint: string, params: Record<string, string>, language?: string) =>
      app.inject({
        method: 'POST',
        url: `${services}/${endpoint}`,
        headers: {
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          ...(language ? { 'accept-language': language } : {}),
        },
        payload: new URLSearchParams(params).toString(),
      });
    const cases = [
      {
        call: (language?: string) => form('eloket/cancel_future_ong', { p_rqt_id: '2147483648' }, language),
        field: 'p_rqt_id',
        code: 'out_of_range',
      },
      {
        call: (language?: string) =>
          form(
            'eloket/get_forward_post',
            { p_ext_service: 'directpayment', p_invoices: '[{"INVOICEID":2147483648}]' },
            language,
          ),
        field: 'p_invoices',
        code: 'out_of_range',
      },
      {
        call: (language?: string) =>
          app.inject({
            method: 'GET',
            url: `${services}/paymentlink/handle/payment/abc%00def`,
            headers: language ? { 'accept-language': language } : {},
          }),
        field: 'p_value',
        code: 'invalid',
      },
      {
        call: (language?: string) => form('login/permit_login', { p_username: 'a\u0000b', p_password: 'x' }, language),
        field: 'p_username',
        code: 'invalid',
      },
    ];
    const errorsBefore = loggedErrors.length;
    for (const { call, field, code } of cases) {
      for (const [language, locale] of [
        [undefined, 'nl_NL'],
        ['en', 'en_EN'],
      ] as const) {
        const response = await call(language);
        expect(response.statusCode, field).toBe(400);
        expect(response.json(), field).toEqual({
          statuscode: 'INVALID_PARAMETERS',
          statusmessage: message(locale, code),
          messagetype: 'E',
          result: [{ FIELD: field, CODE: code }],
        });
      }
    }
    expect(message('nl_NL', 'out_of_range')).not.toBe(message('en_EN', 'out_of_range'));
    expect(loggedErrors.slice(errorsBefore)).toEqual([]);
  });
});

describe('malformed parameters on every endpoint of the contract', () => {
  it(
    'are never answered HTTP 500 or INTERNAL_ERROR, and log no error',
    async () => {
      const tenant = await createTenant(db, {
        loginOptions: ['digid', 'eherkenning', 'email'],
        paymentServices: ['directpayment', 'paymentlink'],
      });
      const catalogue = await createDocumentCatalogue(db, tenant.id);
      const known = { p_pte_id: String(catalogue.permitTypeId), p_ara_id: String(catalogue.areaId) };
      const relation = await createRelation(db, tenant);
      await createRequestAt(db, tenant.id, relation, catalogue, 'DOCS_UPLOAD', { plates: [{ plate: 'AB123C' }] });
      const callers: Callers = {
        tenant: tenant.code,
        loggingIn: (pending) => relationSessionCookie(db, tenant, relation, 'login', pending),
        fresh: () => relationSessionCookie(db, tenant, relation),
      };
      /**
       * A resident of their own for every 52 calls at most: address lookups are limited to 60 per resident
       * in 15 minutes, and past that the calls would be refused before their parameters reach the handler.
       */
      const newResident = async () => relationSessionCookie(db, tenant, await createRelation(db, tenant));
      const firstResident = await newResident();
      const failures: string[] = [];
      const codes = new Map<string, number>();
      const reachedHandler = new Set<string>();
      const send = async (one: Call) => {
        const { endpoint, what } = one;
        const response = await call(callers, one);
        const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
        const code = json
          ? String(response.json().statuscode ?? `${response.statusCode} not an envelope`)
          : `${response.statusCode} file/page`;
        codes.set(code, (codes.get(code) ?? 0) + 1);
        if (!['INVALID_PARAMETERS', 'MALFORMED_BODY', 'BODY_TOO_LARGE'].includes(code))
          reachedHandler.add(endpoint.name);
        // Every refusal is an envelope: a path Fastify cannot decode too (frameworkErrors, app.ts).
        if (response.statusCode >= 500 || code === 'INTERNAL_ERROR' || code.endsWith('not an envelope')) {
          failures.push(`${endpoint.name} ${what}: ${response.statusCode} ${code}`);
        }
      };
      /**
       * A few calls at a time: a permit login hashes a password (scrypt, on libuv's threads) and a password
       * reset never answers sooner than its minimum time, so one at a time most of the run would be waiting.
       */
      const sendAll = async (list: readonly Call[]) => {
        let next = 0;
        const worker = async () => {
          while (next < list.length) await send(list[next++] as Call);
        };
        await Promise.all(Array.from({ length: 8 }, worker));
      };

      // One parameter and one malformed value at a time, on each base (and each base as it is).
      const systematic: Call[] = [];
      for (const endpoint of ENDPOINTS) {
        const names = paramNames(endpoint);
        if (names.length === 0) {
          const resident = await newResident();
          for (const value of MALFORMED) {
            systematic.push({
              endpoint,
              params: { p_x: value },
              what: `p_x=${show(value)}`,
              withSession: true,
              resident,
            });
          }
          continue;
        }
        for (const [index, base] of baseParams(endpoint, known).entries()) {
          const withSession = index % 2 === 1;
          const what = `base ${show(JSON.stringify(base))}`;
          systematic.push({ endpoint, params: base, what, withSession, resident: firstResident });
          for (const name of names) {
            const resident = await newResident();
            for (const value of MALFORMED) {
              const params = { ...base, [name]: value };
              // On the second base only what the contract lets through: a refusal takes the same path on
              // either base, while what passes meets the handler with other parameters (or another caller).
              const refused =
                typeof value === 'string' && !endpoint.params.safeParse({ ...params, ...sampleFile }).success;
              if (index % 2 === 1 && refused) continue;
              const what = `${name}=${show(value)} on ${show(JSON.stringify(base))}`;
              systematic.push({ endpoint, params, what, withSession, resident });
            }
          }
        }
      }

      // Generated combinations: any parameters malformed at once, the rest valid, with generated values too.
      const malformedValue: fc.Arbitrary<WireValue> = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...MALFORMED) },
        { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
        { weight: 2, arbitrary: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String) },
        { weight: 1, arbitrary: fc.double().map(String) },
        { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
        { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 4 }), { minLength: 2, maxLength: 3 }) },
      );
      const withParams = ENDPOINTS.filter((endpoint) => paramNames(endpoint).length > 0);
      const generatedCall: fc.Arbitrary<Omit<Call, 'resident'>> = fc.constantFrom(...withParams).chain((endpoint) =>
        fc.constantFrom(...validValues(endpoint)).chain((fields) =>
          fc
            .record({
              withSession: fc.boolean(),
              params: fc.record(
                Object.fromEntries(
                  Object.entries(fields).map(([name, values]) => [
                    name,
                    values.length > 0 ? fc.oneof(fc.constantFrom(...values), malformedValue) : malformedValue,
                  ]),
                ) as Record<string, fc.Arbitrary<WireValue>>,
              ),
            })
            .map(({ withSession, params }) => ({
              endpoint,
              params,
              withSession,
              what: `generated ${show(JSON.stringify(params))}`,
            })),
        ),
      );
      // Sampled rather than asserted: every failing call is listed, none is shrunk away.
      const generated: Call[] = [];
      for (const [index, one] of fc.sample(generatedCall, { numRuns: 1500, seed: 25 }).entries()) {
        const resident = index % 50 === 0 ? await newResident() : (generated.at(-1)?.resident as string);
        generated.push({ ...one, resident });
      }

      const started = Date.now();
      await sendAll(interleaved([...systematic, ...generated]));
      const elapsed = Date.now() - started;

      // The sessions the calls were made with are still logged in: the calls were not refused for want of one.
      const getNaw = ENDPOINTS.find((e) => e.name === 'eloket/get_naw') as Endpoint;
      for (const resident of new Set([...systematic, ...generated].map((one) => one.resident))) {
        const control = await call(callers, {
          endpoint: getNaw,
          params: {},
          what: 'control',
          withSession: true,
          resident,
        });
        expect(control.json().statuscode).toBe('OK');
      }
      console.log(
        [
          `malformed parameters: ${systematic.length + generated.length} calls (${systematic.length} one value at a time, ${generated.length} generated) in ${elapsed} ms`,
          `malformed parameters: answers ${JSON.stringify(Object.fromEntries(codes))}`,
          `malformed parameters: never reached a handler: ${
            ENDPOINTS.map((e) => e.name)
              .filter((n) => !reachedHandler.has(n))
              .join(', ') || 'none'
          }`,
          `malformed parameters: no base the contract takes whole (a rule across parameters): ${
            ENDPOINTS.filter(
              (e) => !baseParams(e).some((base) => e.params.safeParse({ ...base, ...sampleFile }).success),
            )
              .map((e) => e.name)
              .join(', ') || 'none'
          }`,
          `malformed parameters: ${failures.length} answers 500 or INTERNAL_ERROR, ${loggedErrors.length} errors logged`,
          ...failures.slice(0, 200),
          ...[...new Set(loggedErrors.map((line) => line.err?.message ?? line.msg))].slice(0, 50),
        ].join('\n'),
      );
      expect(failures).toEqual([]);
      expect(loggedErrors).toEqual([]);
    },
    slow(600_000),
  );
});
