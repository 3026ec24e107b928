import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { slow } from './support/time-scale.js';
import { e2eWorkers } from './support/workers.js';

const e2eRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    name: 'e2e',
    root: e2eRoot,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Files run side by side, each worker against a portal of its own (support/workers.ts).
    fileParallelism: e2eWorkers() > 1,
    maxWorkers: e2eWorkers(),
    pool: 'forks',
    // Stretched on a machine slower than the one they were set on (support/time-scale.ts, decision 055).
    testTimeout: slow(60_000),
    hookTimeout: slow(120_000),
    teardownTimeout: slow(30_000),
  },
});
