/**
 * Malformed input to the back office's API never becomes an unexpected error (issue 27, "the fuzz test
 * of the money issue covers these routes too"): the sibling of malformed-parameters.test.ts for every
 * route of the contract's STAFF_ROUTES. Each path parameter, query field and body field gets
 * out-of-range ids, control characters, very long strings and values of the wrong type, one at a time,
 * the others as the route's example has them; then generated combinations of all of them (fast-check,
 * fixed seed); then bodies that are no object or no JSON. The answer is never a 500: an error is
 * application/problem+json, a 400 names a field where the bad value was (params., query., body.), and
 * nothing is logged as an error. A value a field takes may pass (2xx), or name an object that is not
 * there (404), or not fit the object's state (409): as documented per route. The staff member has every
 * role, so every route's handler is reached.
 */
import {
  PROBLEM_CONTENT_TYPE,
  STAFF_ROLES,
  STAFF_ROUTES,
  type StaffRoute,
  staffRoutePath,
} from '@parkeerloket/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appWithErrorLog } from '../test/error-log-app.js';
import { samplePdf } from '../test/sample-files.js';
import { signInStaff } from '../test/staff.js';
import { createTenant } from '../test/support.js';
import { multipart } from '../test/uploads.js';

const { app, db, logged } = await appWithErrorLog({ RATE_LIMIT_PER_MINUTE: '100000000' });
const tenant = await createTenant(db);
let cookie = (await signInStaff(app, tenant.code, STAFF_ROLES, 'Fuzz', { db })).cookie;

const routes = (STAFF_ROUTES as readonly StaffRoute[]).filter((route) => route.operationId !== 'endStaffSession');

/** Text values as they arrive in a path or a query string. */
const MALFORMED_TEXT = [
  '2147483648',
  '999999999999999',
  '-1',
  '0',
  '1e20',
  'NaN',
  '1.5',
  ' 1 ',
  '0x10',
  '١٢',
  '',
  'abc\u0000def',
  'a\u001b[31mb',
  'a\u007fb',
  'a\nb',
  '\ud800',
  '{"a":1}',
  '[1]',
  'true',
  'null',
  '9999-99-99',
  '../../etc/passwd',
  "' or 1=1 --",
  'z'.repeat(5000),
];
/** Values of the wrong type, or out of range, inside a JSON body. */
const MALFORMED_JSON: unknown[] = [
  null,
  true,
  0,
  -1,
  2_147_483_648,
  1e308,
  1.5,
  '',
  'a\u0000b',
  '\u0007',
  'z'.repeat(100_000),
  [],
  [1, 2],
  {},
  { a: { b: { c: [1] } } },
  '2026-02-30',
];

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodObject)
    return schema.in.shape as Record<string, z.ZodType>;
  return {};
}

type Where = 'params' | 'query' | 'body';

interface Input {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  /** A raw body instead of JSON, with its content type. */
  raw?: { payload: string; contentType: string };
}

/** A route that takes a file gets its fields as multipart/form-data, with a small PDF, as the staff screen sends them. */
function multipartOf(fields: Record<string, unknown>) {
  const text = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  const body = multipart(text, [{ field: 'file', filename: 'scan.pdf', type: 'application/pdf', data: samplePdf() }]);
  return { payload: body.payload.toString('latin1'), contentType: body.contentType };
}

function exampleInput(route: StaffRoute): Input {
  const example = route.example ?? {};
  const body = (example.body ?? {}) as Record<string, unknown>;
  return {
    params: { ...(example.params ?? {}) },
    query: { ...(example.query ?? {}) },
    ...(route.bodyType === 'multipart' ? { raw: multipartOf(body) } : route.body ? { body } : {}),
  };
}

async function send(route: StaffRoute, input: Input) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  const query = search.size > 0 ? `?${search.toString()}` : '';
  const path = staffRoutePath(route.path, input.params);
  const payload =
    input.raw?.payload !== undefined
      ? Buffer.from(input.raw.payload, 'latin1')
      : input.body !== undefined
        ? JSON.stringify(input.body)
        : undefined;
  const contentType = input.raw?.contentType ?? (input.body !== undefined ? 'application/json' : undefined);
  const answer = await app.inject({
    method: route.method,
    url: `/${tenant.code}/beheer/api/v1${path}${query}`,
    headers: { cookie, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
  // A route that ended the session (none is walked, but a 401 must not spoil the rest).
  if (answer.statusCode === 401) cookie = (await signInStaff(app, tenant.code, STAFF_ROLES, 'Fuzz', { db })).cookie;
  return answer;
}

/** Checks one answer; `where` is where the bad value went, so a 400 names a field there. */
function check(route: StaffRoute, label: string, answer: Awaited<ReturnType<typeof send>>, where?: Where) {
  const what = `${route.operationId} ${label}: ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, what).toBeLessThan(500);
  if (answer.statusCode < 400) return;
  expect(answer.headers['content-type'], what).toContain(PROBLEM_CONTENT_TYPE);
  expect([400, 401, 403, 404, 405, 409, 413, 415, 422], what).toContain(answer.statusCode);
  if (answer.statusCode === 400 && where) {
    const names = ((answer.json().invalidParams ?? []) as { name: string }[]).map((p) => p.name);
    expect(
      names.some((name) => name === where || name.startsWith(`${where}.`)),
      what,
    ).toBe(true);
  }
}

/** Nothing logged as an error since `from` (an index into `logged`). */
function expectNoErrorLogged(from: number) {
  const errors = logged.slice(from).filter((line) => line.level >= 50);
  expect(errors.map((line) => `${line.msg} ${line.err?.message ?? ''}`)).toEqual([]);
}

describe('malformed input to every staff route', () => {
  for (const route of routes) {
    it(`${route.operationId}: one bad value at a time, never a 500`, async () => {
      const from = logged.length;
      const base = exampleInput(route);
      for (const name of Object.keys(base.params)) {
        // A lone surrogate cannot be put in a URL at all (encodeURIComponent refuses it).
        for (const value of MALFORMED_TEXT.filter((v) => v !== '\ud800')) {
          const answer = await send(route, { ...base, params: { ...base.params, [name]: value } });
          check(route, `params.${name}=${JSON.stringify(value.slice(0, 20))}`, answer, 'params');
        }
      }
      for (const name of Object.keys(shapeOf(route.query))) {
        for (const value of [...MALFORMED_TEXT, ['1', '2'], ['a', '']] as (string | string[])[]) {
          const answer = await send(route, { ...base, query: { ...base.query, [name]: value } });
          check(route, `query.${name}=${JSON.stringify(value).slice(0, 30)}`, answer, 'query');
        }
      }
      if (route.body) {
        const example = (base.body ?? (route.example?.body as Record<string, unknown> | undefined) ?? {}) as Record<
          string,
          unknown
        >;
        for (const name of Object.keys(shapeOf(route.body))) {
          for (const value of MALFORMED_JSON) {
            const fields = { ...example, [name]: value };
            const answer = await send(
              route,
              route.bodyType === 'multipart'
                ? { params: base.params, query: base.query, raw: multipartOf(fields) }
                : { ...base, body: fields },
            );
            check(route, `body.${name}=${JSON.stringify(value).slice(0, 30)}`, answer, 'body');
          }
        }
        for (const body of [[], 'text', 42, null, [example]]) {
          check(
            route,
            `body ${JSON.stringify(body)}`,
            await send(route, { params: base.params, query: base.query, body }),
            'body',
          );
        }
        for (const raw of [
          { payload: '{"unclosed', contentType: 'application/json' },
          { payload: '', contentType: 'application/json' },
          { payload: 'iban=NL91', contentType: 'application/x-www-form-urlencoded' },
          { payload: '\u0000\u0001', contentType: 'text/plain' },
        ]) {
          check(route, `raw ${raw.contentType} ${JSON.stringify(raw.payload)}`, await send(route, { ...base, raw }));
        }
      }
      expectNoErrorLogged(from);
    });
  }

  it('generated combinations of bad values in every field of every route, never a 500', async () => {
    const text = fc.oneof(fc.constantFrom(...MALFORMED_TEXT), fc.string({ maxLength: 40 }), fc.integer().map(String));
    const pathText = text.filter((value) => value.isWellFormed());
    const json = fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.jsonValue({ maxDepth: 2 }), fc.string());
    const from = logged.length;
    for (const route of routes) {
      const base = exampleInput(route);
      const arbitrary = fc.record({
        params: fc.record(Object.fromEntries(Object.keys(base.params).map((name) => [name, pathText]))),
        query: fc.record(
          Object.fromEntries(
            Object.keys(shapeOf(route.query)).map((name) => [name, fc.oneof(text, fc.array(text, { maxLength: 3 }))]),
          ),
          { requiredKeys: [] },
        ),
        body: fc.record(Object.fromEntries(Object.keys(shapeOf(route.body)).map((name) => [name, json])), {
          requiredKeys: [],
        }),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          const answer = await send(route, {
            params: { ...base.params, ...input.params },
            query: input.query as Record<string, string | string[]>,
            ...(route.bodyType === 'multipart'
              ? { raw: multipartOf(input.body) }
              : route.body
                ? { body: input.body }
                : {}),
          });
          check(route, `generated ${JSON.stringify(input).slice(0, 200)}`, answer);
        }),
        { seed: 27, numRuns: 25 },
      );
    }
    expectNoErrorLogged(from);
  });
});
