/**
 * Every staff route's handler, by operationId. Each group adds its own line (a spread of its
 * handlers); what a group needs from other areas' registries comes in `deps` from the composition root.
 */
import type { StaffHandlers } from './api/staff-api-plugin.js';
import * as session from './session/session-handlers.js';
import type { StaffCountSource } from './start/start-counts.js';
import { createStartHandlers } from './start/start-handlers.js';

export interface StaffHandlerDeps {
  countSources: readonly StaffCountSource[];
}

export function createStaffHandlers(deps: StaffHandlerDeps): StaffHandlers {
  return {
    ...session,
    ...createStartHandlers(deps.countSources),
  };
}
