/** Removes staff sessions past their idle or absolute end (housekeeping, as the residents' cleanup job does for theirs). */
import type { JobDefinition } from '../../jobs/index.js';
import { deleteExpiredStaffSessions } from './staff-session-repository.js';

export const staffSessionCleanupJob: JobDefinition = {
  name: 'staff-session-cleanup',
  everySeconds: 10 * 60,
  async run({ db }) {
    const removed = await deleteExpiredStaffSessions(db);
    return { acted: removed, note: `${removed} expired staff sessions removed` };
  },
};
