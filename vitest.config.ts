import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { slow } from './apps/server/src/test/time-scale.js';

/** Tests import the shared packages from source, so no build step is needed before testing. */
export const sourceAliases = [
  // Single text modules, as the web app's build resolves them (apps/web/vite.config.ts).
  {
    find: /^@parkeerloket\/translations\/texts\/([a-z0-9-]+)$/,
    replacement: `${fileURLToPath(new URL('./packages/translations/src/texts', import.meta.url))}/$1.ts`,
  },
  // The staff app's texts, as its build reads them (apps/staff/vite.config.ts).
  {
    find: '@parkeerloket/translations/staff-texts',
    replacement: fileURLToPath(new URL('./packages/translations/src/staff-texts.ts', import.meta.url)),
  },
  {
    find: '@parkeerloket/contract',
    replacement: fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url)),
  },
  {
    find: '@parkeerloket/translations',
    replacement: fileURLToPath(new URL('./packages/translations/src/index.ts', import.meta.url)),
  },
];

const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * The server test files that replace a module (`vi.mock`). The other server files share one module graph per worker
 * (`isolate: false`, decision 054); a replaced module would reach the files after it there, and the replacement
 * would miss a module an earlier file had already loaded. These run each in modules of their own.
 */
const serverSource = fileURLToPath(new URL('./apps/server/src/', import.meta.url));
const replacingModules = readdirSync(serverSource, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.(do)?mock\(/.test(readFileSync(serverSource + file, 'utf8')))
  .map((file) => `apps/server/src/${file}`);

/**
 * A server project: the shared-module files, and `<name>-isolated` for those of `replacingModules`. Vitest's module
 * per file cost about 4 s of a 2-core machine per file, most of the server tests' time (decision 054).
 */
function serverProjects(name: string, database: 'pglite' | 'postgres', globalSetup: string[]) {
  const common = {
    env: { TEST_DATABASE: database },
    globalSetup,
    // Each file's environment stubs are undone when it ends (test/per-file.ts).
    setupFiles: ['apps/server/src/test/per-file.ts'],
    // A file's set-up opens an embedded database (several seconds on a busy 2-core machine): more than the 10 s default.
    testTimeout: slow(30_000),
    hookTimeout: slow(60_000),
  };
  return [
    {
      extends: true as const,
      test: {
        ...common,
        name,
        include: serverTests,
        exclude: [...configDefaults.exclude, ...replacingModules],
        isolate: false,
      },
    },
    { extends: true as const, test: { ...common, name: `${name}-isolated`, include: replacingModules } },
  ];
}

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine. The server tests
    // wait on their database much of the time, and every file makes its own tenants and jobs, so two files
    // at once are safe there and take about 0.6 of the time (measured: 573 s to 347 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Vitest's 5 s and 10 s, stretched on a slower machine (apps/server/src/test/time-scale.ts, decision 055).
          testTimeout: slow(5_000),
          hookTimeout: slow(10_000),
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/staff/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      // One migrated database per run, which every file's database starts from (test/pglite-template.ts).
      ...serverProjects('server-pglite', 'pglite', ['apps/server/src/test/pglite-template.ts']),
      // Every server test runs a second time against a real PostgreSQL when one is configured (CI sets it).
      ...(process.env.DATABASE_URL ? serverProjects('server-postgres', 'postgres', []) : []),
    ],
  },
});
