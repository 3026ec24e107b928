/**
 * A statement built once and run with each call's values (reusable-statement.ts, decision 050): it answers
 * what the query builder's statement answers for every tenant and value, keeps no value of a call, and a
 * value that is not a parameter exactly once is refused at once.
 */
import { describe, expect, it } from 'vitest';
import { createTenant, testDatabase } from '../test/support.js';
import { reusableStatement } from './reusable-statement.js';

const { db } = await testDatabase();
const first = await createTenant(db);
const second = await createTenant(db);

const tenantByIdAndCode = (database: typeof db, id: number, code: string) =>
  database
    .selectFrom('tenants')
    .select(['id', 'code'])
    .where('id', '=', id)
    .where('code', '<>', 'never-a-code')
    .where('code', '=', code);

describe('reusableStatement', () => {
  it("answers each call's own values, as the builder's statement does, for two tenants in turn", async () => {
    const statement = reusableStatement(['id', 'code'], (database, values) =>
      tenantByIdAndCode(database, values.id, values.code as unknown as string),
    );
    for (const tenant of [first, second, first]) {
      const rows = await statement.run(db, { id: tenant.id, code: tenant.code });
      expect(rows).toEqual(await tenantByIdAndCode(db, tenant.id, tenant.code).execute());
      expect(rows).toEqual([{ id: tenant.id, code: tenant.code }]);
    }
    expect(await statement.run(db, { id: first.id, code: second.code })).toEqual([]);
  });

  it('runs inside a transaction on its connection', async () => {
    const statement = reusableStatement(['id'], (database, values) =>
      database.selectFrom('tenants').select('code').where('id', '=', values.id),
    );
    const code = await db.transaction().execute(async (trx) => (await statement.run(trx, { id: second.id }))[0]?.code);
    expect(code).toBe(second.code);
  });

  it('refuses a value that is not a parameter, or is one twice', async () => {
    const unused = reusableStatement(['id'], (database) => database.selectFrom('tenants').select('id'));
    await expect(unused.run(db, { id: first.id })).rejects.toThrow(/exactly once/);
    const twice = reusableStatement(['id'], (database, values) =>
      database.selectFrom('tenants').select('id').where('id', '=', values.id).where('id', '<', values.id),
    );
    await expect(twice.run(db, { id: first.id })).rejects.toThrow(/exactly once/);
  });
});
