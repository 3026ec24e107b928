/**
 * Set-up of every server test file (vitest.config.ts). Most server files share their worker's modules (decision
 * 054), so what one file changes in the process must not outlive it: its `vi.stubEnv` and `vi.stubGlobal` are undone
 * when its last test has run. Each file still opens its own database and builds its own app (test/support.ts).
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
