import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/staff/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        // A file's set-up opens an embedded database (several seconds on a busy 2-core machine): more than the 10 s default.
        test: {
          name: 'server-pglite',
          include: serverTests,
          // One migrated database per run, which every file's database starts from (test/pglite-template.ts).
          globalSetup: ['apps/server/src/test/pglite-template.ts'],
          env: { TEST_DATABASE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Every server test runs a second time against a real PostgreSQL when one is configured (CI sets it).
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: serverTests,
                env: { TEST_DATABASE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
