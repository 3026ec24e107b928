import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const e2eRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    name: 'e2e',
    root: e2eRoot,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One server and one Chromium per file already keep both cores busy; parallel files only add flakiness.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
