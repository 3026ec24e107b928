/**
 * The lint set-up itself: Biome's noImportCycles is on as an error for the whole repository, so a
 * ring of imports between two server areas fails `npm run lint`. Run on a copy of the repository's
 * own biome.json over a small made-up tree, with and without a cycle.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { slow } from '../apps/server/src/test/time-scale.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const biome = join(repo, 'node_modules/.bin/biome');
const roots: string[] = [];

function lint(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'lint-setup-'));
  roots.push(root);
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  // The copy lies outside any git checkout; everything else is the repository's own configuration.
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(join(root, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(biome, ['lint', '--only=suspicious/noImportCycles', '.'], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const payments = `import { listCart } from '../cart/index.ts';\n\nexport const startPayment = (): number => listCart + 1;\n`;

describe('the lint set-up', () => {
  it('turns on noImportCycles as an error', () => {
    const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
    expect(config.linter.rules.suspicious.noImportCycles).toBe('error');
  });

  it(
    'fails on a made-up cycle between two server areas',
    () => {
      const result = lint({
        'apps/server/src/payments/index.ts': payments,
        'apps/server/src/cart/index.ts': `import { startPayment } from '../payments/index.ts';\n\nexport const listCart = 1;\nexport const total = (): number => startPayment();\n`,
      });
      expect(result.status).not.toBe(0);
      expect(result.output).toContain('noImportCycles');
    },
    slow(30_000),
  );

  it(
    'passes the same two areas when only one imports the other',
    () => {
      const result = lint({
        'apps/server/src/payments/index.ts': payments,
        'apps/server/src/cart/index.ts': `export const listCart = 1;\n`,
      });
      expect(result.output).not.toContain('noImportCycles');
      expect(result.status).toBe(0);
    },
    slow(30_000),
  );
});
