/** The staff sessions' cleanup job: sessions past their end go, live ones stay (and still open the API). */
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../../jobs/index.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createTenant, testApp, testConfig } from '../../test/support.js';
import { staffSessionCleanupJob } from './staff-session-jobs.js';

const { app, db } = await testApp();
const ctx = (): JobContext => ({ db, config: testConfig(), log: { info: () => {}, warn: () => {} }, now: new Date() });

describe('staff-session-cleanup', () => {
  it('removes the sessions past their idle end and keeps the live ones', async () => {
    const tenant = await createTenant(db);
    const expired = await signInStaff(app, tenant.code, ['auditor'], 'Verlopen', { db, staffId: 'test:verlopen' });
    const live = await signInStaff(app, tenant.code, ['auditor'], 'Levend', { db, staffId: 'test:levend' });
    await db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('tenant_id', '=', tenant.id)
      .where('staff_id', '=', 'test:verlopen')
      .execute();
    const count = async (staffId: string) =>
      (
        await db
          .selectFrom('staff_sessions')
          .select('staff_id')
          .where('tenant_id', '=', tenant.id)
          .where('staff_id', '=', staffId)
          .execute()
      ).length;

    const result = await staffSessionCleanupJob.run(ctx());
    expect(result.acted).toBeGreaterThanOrEqual(1);
    expect(await count('test:verlopen')).toBe(0);
    expect(await count('test:levend')).toBe(1);
    expect((await staffCall(app, tenant.code, 'GET', '/sessie', { cookie: live.cookie })).statusCode).toBe(200);
    expect((await staffCall(app, tenant.code, 'GET', '/sessie', { cookie: expired.cookie })).statusCode).toBe(401);
  });
});
