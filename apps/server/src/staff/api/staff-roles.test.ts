/**
 * The generated role test of the staff API (issue 27): every route of the contract's STAFF_ROUTES x every
 * role x own and another municipality. Only the combinations the route lists succeed (2xx, or a 404/409
 * problem for an example that names no object: past the role check); every other role gets 403, another
 * municipality's staff 401. Routes the queues and the file add are walked the moment they are in the
 * contract; a route with required input gives its `example`. Also: a resident's session opens no staff
 * route, a staff session no resident endpoint; and bad input to every route is a 400 problem+json naming
 * the field, never a 500.
 */
import {
  PROBLEM_CONTENT_TYPE,
  STAFF_ROLES,
  STAFF_ROUTES,
  type StaffRoute,
  staffRoutePath,
} from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../../test/sample-files.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../../test/support.js';
import { multipart } from '../../test/uploads.js';

const { app, db } = await testApp({ config: { RATE_LIMIT_PER_MINUTE: '1000000' } });
const own = await createTenant(db);
const other = await createTenant(db);

const routes = STAFF_ROUTES as readonly StaffRoute[];

function call(route: StaffRoute, tenantCode: string, cookie: string) {
  const example = route.example ?? {};
  if (route.bodyType === 'multipart') {
    // A route that takes a file: the example's fields and a small PDF, as multipart/form-data.
    const body = multipart((example.body ?? {}) as Record<string, string>, [
      { field: 'file', filename: 'scan.pdf', type: 'application/pdf', data: samplePdf() },
    ]);
    return app.inject({
      method: route.method,
      url: `/${tenantCode}/beheer/api/v1${staffRoutePath(route.path, example.params ?? {})}`,
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  return staffCall(app, tenantCode, route.method, staffRoutePath(route.path, example.params ?? {}), {
    cookie,
    ...(example.query ? { query: example.query } : {}),
    ...(route.body ? { body: example.body ?? {} } : {}),
  });
}

const PASSED_ROLE_CHECK = (status: number) => (status >= 200 && status < 300) || status === 404 || status === 409;

describe('every staff route x every role x own and another municipality', () => {
  it('has routes with unique operationIds and unique method + path', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(new Set(routes.map((r) => r.operationId)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
    for (const route of routes) {
      expect(route.roles.length, route.operationId).toBeGreaterThan(0);
      // Path parameters without an example cannot be walked: the route must give one.
      if (route.params) expect(route.example?.params, `${route.operationId}: example.params`).toBeDefined();
    }
  });

  for (const role of STAFF_ROLES) {
    it(`${role}: the listed routes answer, the others 403, another municipality 401`, async () => {
      let { cookie } = await signInStaff(app, own.code, [role], `Rol ${role}`);
      const seen: string[] = [];
      for (const route of routes) {
        const allowed = route.roles.includes(role);
        const answer = await call(route, own.code, cookie);
        const label = `${route.operationId} as ${role}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        if (allowed) expect(PASSED_ROLE_CHECK(answer.statusCode), label).toBe(true);
        else expect(answer.statusCode, label).toBe(403);
        const elsewhere = await call(route, other.code, cookie);
        expect(elsewhere.statusCode, `${route.operationId} as ${role} in another municipality`).toBe(401);
        seen.push(route.operationId);
        // A sign-out ends the session: sign in again for the next route.
        if (route.operationId === 'endStaffSession' && allowed) {
          cookie = (await signInStaff(app, own.code, [role], `Rol ${role}`)).cookie;
        }
      }
      expect(seen.length).toBe(routes.length);
    });
  }
});

describe('sessions never cross between residents and staff', () => {
  it("a resident's session opens no staff route", async () => {
    const relation = await createRelation(db, own);
    const resident = await relationSessionCookie(db, own, relation);
    for (const route of routes) {
      const answer = await call(route, own.code, resident);
      expect(answer.statusCode, route.operationId).toBe(401);
      expect(answer.headers['content-type'], route.operationId).toMatch(/^application\/problem\+json/);
    }
  });

  it("a staff session opens no resident endpoint, even with the staff cookie sent where the resident's goes", async () => {
    const { cookie } = await signInStaff(app, own.code, STAFF_ROLES);
    const token = cookie.split('=')[1] ?? '';
    for (const header of [cookie, `pl_session=${token}`]) {
      const answer = await post(app, own.code, 'eloket/get_overview_counts', {}, { cookie: header });
      expect(answer.json().statuscode, header.slice(0, 12)).toBe('SESSION_TIMEOUT');
    }
  });
});

describe('bad input to every staff route', () => {
  it('is a 400 problem+json naming the field, never a 500', async () => {
    const { cookie } = await signInStaff(app, own.code, STAFF_ROLES);
    let sessionCookie = cookie;
    for (const route of routes) {
      if (route.operationId === 'endStaffSession') continue;
      const example = route.example ?? {};
      const path = staffRoutePath(route.path, example.params ?? {});
      const attempts: { label: string; expect400?: string; send: () => ReturnType<typeof staffCall> }[] = [];
      if (route.body) {
        attempts.push({
          label: 'a JSON array for a body',
          expect400: 'body',
          send: () => staffCall(app, own.code, route.method, path, { cookie: sessionCookie, body: [] }),
        });
        attempts.push({
          label: 'malformed JSON',
          send: () =>
            app.inject({
              method: route.method,
              url: `/${own.code}/beheer/api/v1${path}`,
              headers: { cookie: sessionCookie, 'content-type': 'application/json' },
              payload: '{"unclosed',
            }),
        });
      }
      const shape = (route.query as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      if ('pageSize' in shape) {
        attempts.push({
          label: 'pageSize 0',
          expect400: 'query.pageSize',
          send: () =>
            staffCall(app, own.code, route.method, path, {
              cookie: sessionCookie,
              query: { ...(example.query ?? {}), pageSize: '0' },
              ...(route.body ? { body: example.body ?? {} } : {}),
            }),
        });
      }
      for (const key of Object.keys(shape)) {
        attempts.push({
          label: `query.${key} of 5000 characters`,
          send: () =>
            staffCall(app, own.code, route.method, path, {
              cookie: sessionCookie,
              query: { ...(example.query ?? {}), [key]: 'x'.repeat(5000) },
              ...(route.body ? { body: example.body ?? {} } : {}),
            }),
        });
      }
      for (const name of Object.keys(example.params ?? {})) {
        for (const value of ['-1', 'x'.repeat(300), '%00', '1e309']) {
          attempts.push({
            label: `params.${name} = ${value.slice(0, 10)}`,
            send: () =>
              staffCall(app, own.code, route.method, staffRoutePath(route.path, { ...example.params, [name]: value }), {
                cookie: sessionCookie,
                ...(route.body ? { body: example.body ?? {} } : {}),
              }),
          });
        }
      }
      for (const attempt of attempts) {
        const answer = await attempt.send();
        const label = `${route.operationId}, ${attempt.label}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, label).toBeLessThan(500);
        if (answer.statusCode >= 400) expect(answer.headers['content-type'], label).toContain(PROBLEM_CONTENT_TYPE);
        if (attempt.expect400) {
          expect(answer.statusCode, label).toBe(400);
          const names = (answer.json().invalidParams ?? []).map((p: { name: string }) => p.name);
          expect(
            names.some((n: string) => n.startsWith(attempt.expect400 ?? '')),
            label,
          ).toBe(true);
        }
        if (answer.statusCode === 401) sessionCookie = (await signInStaff(app, own.code, STAFF_ROLES)).cookie;
      }
    }
  });
});
