/** The resident's choice of optional messages in Mijn gegevens (issue 26): read with get_naw, set with set_message_choices. */
import { messageSettingName, OPTIONAL_MESSAGE_KINDS } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { queueMessage, readOutbox } from '../mail/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';

const { app, db } = await testApp({ config: { PUBLIC_URL: 'https://parkeren.example.nl' } });

async function resident(tenant: Tenant) {
  const relationId = await createRelation(db, tenant);
  await db
    .updateTable('relations')
    .set({ email: `r${relationId}@example.nl`, language: 'nl_NL' })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', relationId)
    .execute();
  const cookie = await relationSessionCookie(db, tenant, relationId);
  const call = (endpoint: string, params: Record<string, string> = {}) =>
    post(app, tenant.code, endpoint, params, { cookie });
  const choices = async () =>
    (await call('eloket/get_message_choices')).json().result as { KIND: string; ON_YN: string }[];
  return { relationId, call, choices };
}

describe('the resident’s choice of messages', () => {
  it('lists the optional kinds the municipality sends, all on, and turns some off', async () => {
    const tenant = await createTenant(db, { settings: { [messageSettingName('payment_link_expiring')]: 'N' } });
    const { relationId, call, choices } = await resident(tenant);
    const listed = await choices();
    expect(listed.map((c) => c.KIND)).toEqual(OPTIONAL_MESSAGE_KINDS.filter((k) => k !== 'payment_link_expiring'));
    expect(listed.every((c) => c.ON_YN === 'Y')).toBe(true);

    const set = await call('eloket/set_message_choices', { p_off: 'request_received,permit_issued' });
    expect(set.json().statuscode).toBe('OK');
    const after = await choices();
    expect(after.filter((c) => c.ON_YN === 'N').map((c) => c.KIND)).toEqual(['request_received', 'permit_issued']);
    // The choice is what queueMessage reads.
    const result = await queueMessage(db, {
      tenant,
      relationId,
      kind: 'request_received',
      eventKey: 'request:1',
      values: { request: 1, product: 'Bewonersvergunning' },
      linkPath: '/pending-requests',
    });
    expect(result).toEqual({ queued: false, reason: 'opted-out' });
    expect(await readOutbox(db, tenant.id)).toEqual([]);

    // Empty: every optional kind on again.
    expect((await call('eloket/set_message_choices', { p_off: '' })).json().statuscode).toBe('OK');
    expect((await choices()).every((c) => c.ON_YN === 'Y')).toBe(true);
  });

  it('refuses a mandatory or unknown kind, in the resident’s language, and changes nothing', async () => {
    const tenant = await createTenant(db);
    const { call, choices } = await resident(tenant);
    for (const off of ['refund_paid', 'document_rejected', 'no_such_kind']) {
      const answer = await call('eloket/set_message_choices', { p_off: off });
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json().statuscode).toBe('INVALID_PARAMETERS');
    }
    expect((await choices()).every((c) => c.ON_YN === 'Y')).toBe(true);
  });

  it('asks for a session, and touches only the caller’s own choice', async () => {
    const tenant = await createTenant(db);
    const first = await resident(tenant);
    const second = await resident(tenant);
    const anonymous = await post(app, tenant.code, 'eloket/set_message_choices', { p_off: 'request_received' });
    expect(anonymous.json().statuscode).toBe('SESSION_TIMEOUT');
    await first.call('eloket/set_message_choices', { p_off: 'request_received' });
    expect((await second.choices()).every((c) => c.ON_YN === 'Y')).toBe(true);
    // Another municipality's resident with the same choice leaves this one alone.
    const other = await resident(await createTenant(db));
    await other.call('eloket/set_message_choices', { p_off: 'permit_issued' });
    expect((await first.choices()).filter((c) => c.ON_YN === 'N').map((c) => c.KIND)).toEqual(['request_received']);
  });
});
