import { STAFF_ROUTES, type StaffRoute } from '@parkeerloket/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTenant, testApp } from '../../test/support.js';

const { app, db } = await testApp();

describe("the staff API's OpenAPI document", () => {
  it('is served per municipality, validates as OpenAPI 3, and lists every staff route with its operationId', async () => {
    const tenant = await createTenant(db);
    const answer = await app.inject({ url: `/${tenant.code}/beheer/api/v1/openapi.json` });
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    expect(document.openapi).toBe('3.0.3');
    expect(document.servers[0].variables.tenant.default).toBe(tenant.code);

    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);

    const listed = Object.entries(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      ([path, operations]) =>
        Object.entries(operations).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    const expected = (STAFF_ROUTES as readonly StaffRoute[]).map((r) => `${r.method} ${r.path} ${r.operationId}`);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('gives every route its roles and its problem answers', async () => {
    const tenant = await createTenant(db);
    const document = (await app.inject({ url: `/${tenant.code}/beheer/api/v1/openapi.json` })).json();
    for (const route of STAFF_ROUTES as readonly StaffRoute[]) {
      const operation = document.paths[route.path][route.method.toLowerCase()];
      expect(operation.description, route.operationId).toContain(route.roles.join(', '));
      expect(Object.keys(operation.responses), route.operationId).toEqual(
        expect.arrayContaining(['400', '401', '403']),
      );
      expect(operation.responses['400'].content['application/problem+json'].schema, route.operationId).toBeDefined();
    }
  });

  it("documents the session's language: the switch's body and the session's answer name the two languages", async () => {
    const tenant = await createTenant(db);
    const document = (await app.inject({ url: `/${tenant.code}/beheer/api/v1/openapi.json` })).json();
    const put = document.paths['/sessie/taal'].put;
    expect(put.operationId).toBe('setStaffSessionLanguage');
    expect(put.requestBody.content['application/json'].schema).toMatchObject({
      properties: { language: { enum: ['nl_NL', 'en_EN'] } },
      required: ['language'],
    });
    const session = document.paths['/sessie'].get.responses['200'].content['application/json'].schema;
    expect(session.properties.language).toMatchObject({ nullable: true });
    expect(session.required).toContain('language');
  });

  it('answers 404 problem for an unknown municipality', async () => {
    const answer = await app.inject({ url: '/zzgeen/beheer/api/v1/openapi.json' });
    expect(answer.statusCode).toBe(404);
  });
});
