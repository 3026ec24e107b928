import type { RequestableProduct } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../login/index.js';
import { DEMO_CATALOGUES, DEMO_PERMIT_ACCOUNTS, DEMO_TENANTS, seedPermitAccount } from '../operator/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp, testConfig } from '../test/support.js';
import { importCatalogue } from './catalogue-file.js';

/**
 * Issue 16: every login the demo offers (each simulator persona on the test pages, each permit login) reaches at
 * least one product it may request in the municipality whose test page offers it. README lists what each can request.
 */

const { app, db } = await testApp();

/** A fresh tenant with a demo municipality's catalogue (never the demo codes themselves: other files seed those). */
async function demoTenant(code: string): Promise<Tenant> {
  const tenant = await createTenant(db);
  const catalogue = DEMO_CATALOGUES[code];
  if (!catalogue) throw new Error(`no demo catalogue for ${code}`);
  expect((await importCatalogue(db, tenant.code, catalogue)).problems).toEqual([]);
  return tenant;
}

async function requestable(tenant: Tenant, relationId: number): Promise<string[]> {
  const cookie = await relationSessionCookie(db, tenant, relationId);
  const res = await post(app, tenant.code, 'eloket/get_requestable_permits', {}, { cookie, 'accept-language': 'en' });
  expect(res.json().statuscode).toBe('OK');
  return (res.json().result as RequestableProduct[]).filter((p) => p.REQUESTABLE === 'Y').map((p) => p.DESCRIPTION);
}

describe('the demo logins', () => {
  for (const demo of DEMO_TENANTS) {
    const services = demo.loginOptions.filter((option) => option !== 'email');
    for (const service of services) {
      it(`each ${service} persona on ${demo.code}’s test page may request at least one product`, async () => {
        const tenant = await demoTenant(demo.code);
        for (const persona of PERSONAS[service as keyof typeof PERSONAS]) {
          const relationId = await createRelation(db, tenant, persona.attributes, {
            service,
            subject: persona.subject,
            ...(persona.branches ? { branches: persona.branches } : {}),
          });
          expect(await requestable(tenant, relationId), persona.label).not.toEqual([]);
        }
      });
    }
  }

  it('give each permit login a main address and FTE, so that it may request the business permit there', async () => {
    const tenant = await demoTenant('voorbeeld');
    const expected: Record<string, string[]> = {
      'demo.bedrijf': ['Business permit', 'Car park subscription', 'Car-sharing permit (pilot)', 'Event permit'],
      'demo.beheer': ['Business permit', 'Car park subscription', 'Car-sharing permit (pilot)', 'Event permit'],
    };
    for (const account of DEMO_PERMIT_ACCOUNTS) {
      const relationId = await seedPermitAccount(db, tenant, account, testConfig());
      expect(await requestable(tenant, relationId), account.username).toEqual(expected[account.username]);
    }
  });
});
