import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTenant, post, sessionCookie, testApp } from '../test/support.js';
import { hashToken, touchSession } from './session-repository.js';

const { app, db } = await testApp();
const tenant = await createTenant(db);

const seen = async (id: string) =>
  db.selectFrom('sessions').select(['last_seen_at', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('using a session', () => {
  it('writes nothing while the idle time left is within a minute of full', async () => {
    const cookie = await sessionCookie(db, tenant);
    const id = hashToken(cookie.split('=')[1] ?? '');
    const before = await seen(id);
    for (let i = 0; i < 3; i++) {
      expect((await post(app, tenant.code, 'eloket/get_overview_counts', {}, { cookie })).json().statuscode).toBe('OK');
    }
    expect(await seen(id)).toEqual(before);
  });

  it('renews the idle time once it has dropped by more than a minute', async () => {
    const cookie = await sessionCookie(db, tenant);
    const token = cookie.split('=')[1] ?? '';
    const id = hashToken(token);
    await db
      .updateTable('sessions')
      .set({ expires_at: sql`now() + interval '18 minutes'` })
      .where('id', '=', id)
      .execute();
    const session = await touchSession(db, tenant.id, token, 20);
    const after = await seen(id);
    expect(session?.expiresAt.getTime()).toBe(after.expires_at.getTime());
    expect(after.expires_at.getTime()).toBeGreaterThan(Date.now() + 19 * 60_000);
  });

  it('answers nothing for an expired session, and does not revive it', async () => {
    const cookie = await sessionCookie(db, tenant);
    const token = cookie.split('=')[1] ?? '';
    await db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', hashToken(token))
      .execute();
    expect(await touchSession(db, tenant.id, token, 20)).toBeUndefined();
    expect((await seen(hashToken(token))).expires_at.getTime()).toBeLessThan(Date.now());
  });
});
