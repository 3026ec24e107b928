/**
 * The start screen: a count per work queue the caller's roles may see. The names are the count
 * sources' (filled in the server's composition root by the queues and the file); a count the caller
 * may not see is left out.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../roles.js';
import { defineStaffRoute } from '../staff-route.js';

export const startCountSchema = z.object({
  /** The count source's name, e.g. 'documentbeoordelingen'; also the key of its label (staff.start.count.<name>). */
  name: z.string(),
  count: z.number().int().min(0),
});

export const getStartCounts = defineStaffRoute({
  operationId: 'getStartCounts',
  method: 'GET',
  path: '/start',
  roles: STAFF_ROLES,
  summary: "The start screen's counts of the work queues the caller's roles may see",
  response: z.object({ counts: z.array(startCountSchema) }),
  audit: 'none',
});

export const START_ROUTES = [getStartCounts] as const;
