/** Removes expired sessions, rate-limit counters of past windows and login failures past their window: housekeeping, no business rows. */
import { deleteStaleRateLimits } from '../http/rate-limit-store.js';
import type { JobDefinition } from '../jobs/index.js';
import { deleteExpiredSessions } from '../sessions/index.js';
import { deleteStaleFailures, WINDOW_MINUTES } from './permit/index.js';

export const cleanupJob: JobDefinition = {
  name: 'cleanup-sessions-and-limits',
  everySeconds: 10 * 60,
  async run({ db, now }) {
    const sessions = await deleteExpiredSessions(db);
    await deleteStaleRateLimits(db);
    await deleteStaleFailures(db, WINDOW_MINUTES, now);
    return { acted: sessions, note: `${sessions} expired sessions removed` };
  },
};
