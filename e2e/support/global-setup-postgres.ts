import type { TestProject } from 'vitest/node';
import { startPortals } from './global-setup.js';

/** The global setup of vitest.postgres.config.ts: the portals on databases of their own on DATABASE_URL's server. */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return startPortals(project, 'postgres');
}
