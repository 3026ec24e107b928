/** Removes expired sessions and rate-limit counters of past windows: housekeeping, no business rows. */
import { deleteStaleRateLimits } from '../http/rate-limit-store.js';
import { deleteExpiredSessions } from '../sessions/index.js';
import type { JobDefinition } from './job-definition.js';

export const cleanupJob: JobDefinition = {
  name: 'cleanup-sessions-and-limits',
  everySeconds: 10 * 60,
  async run({ db }) {
    const sessions = await deleteExpiredSessions(db);
    await deleteStaleRateLimits(db);
    return { acted: sessions, note: `${sessions} expired sessions removed` };
  },
};
