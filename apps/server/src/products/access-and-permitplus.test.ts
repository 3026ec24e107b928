import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../handlers.js';
import { createHistoryHandlers } from '../history/index.js';
import { readOutbox } from '../mail/index.js';
import { createTerminationHandlers } from '../termination/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { createProductsHandlers } from './products-handlers.js';

const NOW = new Date('2026-03-10T10:00:00Z');
const now = () => NOW;
const { app, db } = await testApp({
  handlers: [
    ...HANDLERS,
    ...createProductsHandlers({ now }),
    ...createTerminationHandlers({ now }),
    ...createHistoryHandlers({ now }),
  ],
});

async function resident(tenantCode?: string, email: string | null = null) {
  const tenant = tenantCode
    ? { ...(await import('../tenants/index.js').then((m) => m.findTenantByCode(db, tenantCode)))! }
    : await createTenant(db);
  if (!tenantCode) await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { relationType: 'C', name: 'Bakkerij BV' });
  if (email)
    await db
      .updateTable('relations')
      .set({ email })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', relationId)
      .execute();
  const cookie = await relationSessionCookie(db, tenant, relationId);
  const call = (endpoint: string, params: Record<string, string> = {}) =>
    post(app, tenant.code, endpoint, params, { cookie });
  return { tenant, relationId, call };
}

describe('another resident’s and another municipality’s permit', () => {
  it('is refused by every call of current products, plate change, permit-plus, termination and history', async () => {
    const owner = await resident(undefined, 'eigenaar@example.nl');
    const root = String(
      await issuePermit(db, owner.tenant, owner.relationId, {
        type: 'PLUS',
        validFrom: '2026-03-01',
        validTo: '2026-03-31',
        priceCents: 2_000,
      }),
    );
    const ended = String(
      await issuePermit(db, owner.tenant, owner.relationId, {
        type: 'MAAND',
        validFrom: '2025-01-01',
        validTo: '2025-12-31',
        priceCents: 12_000,
      }),
    );
    await db
      .updateTable('permits')
      .set({ status: 'ENDED', end_reason: 'EXPIRED' })
      .where('tenant_id', '=', owner.tenant.id)
      .where('request_id', '=', Number(ended))
      .execute();

    const neighbour = await resident(owner.tenant.code, 'buur@example.nl');
    const elsewhere = await resident(undefined, 'elders@example.nl');
    const calls: [string, Record<string, string>][] = [
      ['eloket/get_permitplus_info', { p_root_rqt_id: root }],
      ['eloket/send_permitplus_link', { p_root_rqt_id: root }],
      [
        'eloket/request_license_change_for_rqt',
        { p_rqt_id: root, p_licenseplates: '[{"LICENSE_PLATE":"ZZ99ZZ"}]', p_price: '0' },
      ],
      ['eloket/terminate_permit', { p_rqt_id: root }],
      ['eloket/cancel_future_ong', { p_rqt_id: root }],
    ];
    // Issuing the permits wrote their own messages (issue 26); the refused calls must add none.
    const mailBefore = await readOutbox(db, owner.tenant.id, { limit: 5 });
    for (const other of [neighbour, elsewhere]) {
      for (const [endpoint, params] of calls) {
        const answer = await other.call(endpoint, params);
        expect(answer.json().statuscode, `${endpoint} by ${other === neighbour ? 'neighbour' : 'other tenant'}`).toBe(
          'NOT_FOUND',
        );
      }
      expect((await other.call('eloket/get_issued_permits')).json().result).toEqual([]);
      expect((await other.call('eloket/get_permits_history')).json().result).toEqual([]);
    }
    // Nothing changed for the owner, and no e-mail went out.
    expect((await owner.call('eloket/get_issued_permits')).json().result).toHaveLength(1);
    expect((await owner.call('eloket/get_permits_history')).json().result).toHaveLength(1);
    expect(await readOutbox(db, owner.tenant.id, { limit: 5 })).toEqual(mailBefore);
    expect(mailBefore.every((m) => m.kind === 'permit_issued')).toBe(true);
  });

  it('asks for a session', async () => {
    const { tenant } = await resident();
    for (const endpoint of ['eloket/get_issued_permits', 'eloket/get_permits_history']) {
      expect((await post(app, tenant.code, endpoint)).json().statuscode).toBe('SESSION_TIMEOUT');
    }
  });
});

describe('permit-plus', () => {
  it('e-mails a link; the simulated app links the account; the info then names it and offers the app', async () => {
    const { tenant, relationId, call } = await resident(undefined, 'houder@example.nl');
    const root = String(
      await issuePermit(db, tenant, relationId, {
        type: 'PLUS',
        validFrom: '2026-03-01',
        validTo: '2026-03-31',
        priceCents: 2_000,
      }),
    );
    const [product] = (await call('eloket/get_issued_permits')).json().result;
    expect(product.HAS_PERMITPLUS_ACCOUNT_YN).toBe('Y');
    const before = (await call('eloket/get_permitplus_info', { p_root_rqt_id: root })).json().result[0];
    expect(before).toMatchObject({
      DYNAMIC_STATUS: 'AVAILABLE',
      LINK_INFO: { linked_to: [], SHOW_EMAIL_BUTTON: 'Y', SHOW_LINK: 'N', EMAIL_DATE: null },
    });

    const sent = await call('eloket/send_permitplus_link', { p_root_rqt_id: root });
    expect(sent.json()).toMatchObject({ statuscode: 'OK', messagetype: 'I' });
    const [mail] = await readOutbox(db, tenant.id, { limit: 1 });
    expect(mail?.to).toBe('houder@example.nl');
    const link = /http\S+\/simulator\/parking-app\/link\?token=\S+/.exec(mail?.body ?? '')?.[0];
    expect(link).toBeDefined();
    const afterMail = (await call('eloket/get_permitplus_info', { p_root_rqt_id: root })).json().result[0];
    expect(afterMail.LINK_INFO).toMatchObject({
      EMAIL_ADDRESS: 'houder@example.nl',
      EMAIL_DATE: '2026-03-10T11:00:00',
      LINK_VALID_UNTIL: '2026-03-17T11:00:00',
    });

    // The app's page runs on the real clock; this file's "today" lies in the past.
    await db
      .updateTable('permitplus_links')
      .set({ link_valid_until: new Date(Date.now() + 86_400_000) })
      .where('tenant_id', '=', tenant.id)
      .execute();
    const path = new URL(link as string).pathname + new URL(link as string).search;
    const pageAnswer = await app.inject({ method: 'GET', url: path });
    expect(pageAnswer.statusCode).toBe(200);
    expect(pageAnswer.body).toContain('Testomgeving');
    const token = new URL(link as string).searchParams.get('token') as string;
    const linked = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, email: 'app@example.nl' }).toString(),
    });
    expect(linked.statusCode).toBe(303);

    const after = (await call('eloket/get_permitplus_info', { p_root_rqt_id: root })).json().result[0];
    expect(after).toMatchObject({
      DYNAMIC_STATUS: 'AVAILABLE',
      LINK_INFO: { linked_to: [{ email_address: 'app@example.nl' }], SHOW_EMAIL_BUTTON: 'N', SHOW_LINK: 'Y' },
    });
    expect(after.LINK_INFO.LINK_URL).toContain('/simulator/parking-app/');
  });

  it('refuses a product without permit-plus, and an unknown link token', async () => {
    const { tenant, relationId, call } = await resident(undefined, 'houder@example.nl');
    const root = String(
      await issuePermit(db, tenant, relationId, {
        type: 'MAAND',
        validFrom: '2026-03-01',
        validTo: '2027-02-28',
        priceCents: 12_000,
      }),
    );
    expect((await call('eloket/get_permitplus_info', { p_root_rqt_id: root })).json().statuscode).toBe(
      'NOT_PERMITPLUS',
    );
    expect((await call('eloket/send_permitplus_link', { p_root_rqt_id: root })).json().statuscode).toBe(
      'NOT_PERMITPLUS',
    );
    const unknown = await app.inject({ method: 'GET', url: `/${tenant.code}/simulator/parking-app/link?token=nope` });
    expect(unknown.statusCode).toBe(404);
  });
});
