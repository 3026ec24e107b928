import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTables, READS_ACROSS, TABLE_OWNERS } from './check-tables.mjs';

const roots: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'tables-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('one owning area per table', () => {
  it('passes when each area names only its own tables, and ignores tests and the test support', () => {
    const root = tree({
      'apps/server/src/permits/permit-repository.ts': `db.selectFrom('permits as p').innerJoin('permit_cards as c', on);\ndb.updateTable('permits');\n`,
      'apps/server/src/termination/termination.test.ts': `db.updateTable('permits');\n`,
      'apps/server/src/test/fixtures.ts': `db.insertInto('permits');\n`,
    });
    expect(checkTables(root, [])).toEqual([]);
  });

  it("fails on another area's table, read or written, naming the file, line and owner", () => {
    const root = tree({
      'apps/server/src/termination/termination-repository.ts': `db.selectFrom('refund_orders as o')\n  .innerJoin('permits as p', on);\ndb.updateTable('permits').set({});\n`,
    });
    expect(checkTables(root, [])).toEqual([
      "apps/server/src/termination/termination-repository.ts:2: table 'permits' belongs to area 'permits', not 'termination'",
      "apps/server/src/termination/termination-repository.ts:3: only area 'permits' writes table 'permits' (updateTable)",
    ]);
  });

  it('lets a listed read through but never a write, and reports a table nobody owns', () => {
    const root = tree({
      'apps/server/src/cart/cart-repository.ts': `db.selectFrom('payments');\ndb.deleteFrom('payments');\ndb.selectFrom('mystery');\n`,
    });
    const listed = [{ file: 'apps/server/src/cart/cart-repository.ts', tables: ['payments'], why: 'a test' }];
    expect(checkTables(root, listed)).toEqual([
      "apps/server/src/cart/cart-repository.ts:2: only area 'payments' writes table 'payments' (deleteFrom)",
      "apps/server/src/cart/cart-repository.ts:3: table 'mystery' has no owning area in TABLE_OWNERS",
    ]);
  });

  it('holds on this repository, and every table of the schema has an owner', async () => {
    const repo = fileURLToPath(new URL('..', import.meta.url));
    expect(checkTables(repo)).toEqual([]);
    const schema = await import('node:fs').then((fs) =>
      fs.readFileSync(join(repo, 'apps/server/src/db/schema.ts'), 'utf8'),
    );
    const tables = [
      ...schema.slice(schema.indexOf('export interface DB {')).matchAll(/^ {2}([a-z_]+): [A-Za-z]+Table;/gm),
    ].map((m) => m[1]);
    const owned = Object.values(TABLE_OWNERS).flat();
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((table) => !owned.includes(table))).toEqual([]);
    for (const entry of READS_ACROSS) expect(entry.why.length).toBeGreaterThan(20);
  });
});
