import { OVERVIEW_COUNT_NAMES } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { createTenant, post, sessionCookie, testApp } from '../test/support.js';
import { computeOverviewCounts, presentCount } from './overview-counts.js';

const { app, db } = await testApp();

describe('eloket/get_overview_counts', () => {
  it('answers the seven counts of the core document for a logged-in user', async () => {
    const town = await createTenant(db);
    const res = await post(app, town.code, 'eloket/get_overview_counts', {}, { cookie: await sessionCookie(db, town) });
    expect(res.statusCode).toBe(200);
    const names = res.json().result.map((c: { NAME: string }) => c.NAME);
    expect(names).toEqual([...OVERVIEW_COUNT_NAMES]);
    for (const count of res.json().result)
      expect(count).toMatchObject({ VALUE: 0, ALERT_LEVEL: 1, COLOR_CODE: 'neutral' });
  });

  it('refuses a session of another tenant', async () => {
    const mine = await createTenant(db);
    const theirs = await createTenant(db);
    const res = await post(
      app,
      mine.code,
      'eloket/get_overview_counts',
      {},
      { cookie: await sessionCookie(db, theirs) },
    );
    expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
  });
});

describe('overview counts', () => {
  it('raises counts that ask the user to act, and only those', () => {
    expect(presentCount('shopping_cart_count', 2)).toEqual({
      NAME: 'shopping_cart_count',
      VALUE: 2,
      ALERT_LEVEL: 2,
      COLOR_CODE: 'warning',
    });
    expect(presentCount('issued_permits_count', 4).ALERT_LEVEL).toBe(1);
    expect(presentCount('shopping_cart_count', 0).ALERT_LEVEL).toBe(1);
  });

  it('takes each count from its area’s source, scoped to the tenant and relation', async () => {
    const seen: unknown[] = [];
    const counts = await computeOverviewCounts(
      { db: {} as never, tenantId: 7, relationId: 9 },
      {
        issued_permits_count: async (scope) => {
          seen.push([scope.tenantId, scope.relationId]);
          return 3;
        },
      },
    );
    expect(counts.find((c) => c.NAME === 'issued_permits_count')?.VALUE).toBe(3);
    expect(counts.find((c) => c.NAME === 'payments_count')?.VALUE).toBe(0);
    expect(seen).toEqual([[7, 9]]);
  });
});
