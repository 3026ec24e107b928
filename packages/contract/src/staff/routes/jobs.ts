/** The scheduled jobs (issue 27, decision 034): when each ran and runs next, its last error; run one now. */
import { z } from 'zod';
import { defineStaffRoute } from '../staff-route.js';

export const jobItem = z.object({
  name: z.string(),
  everySeconds: z.number().int(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  lastActed: z.number().int().nullable(),
  lastNote: z.string().nullable(),
  lastError: z.string().nullable(),
  running: z.boolean(),
});
export type JobItem = z.infer<typeof jobItem>;

export const listJobs = defineStaffRoute({
  operationId: 'listJobs',
  method: 'GET',
  path: '/taken',
  roles: ['beheerder', 'auditor'],
  summary: 'Every scheduled job with its last and next run and last error',
  response: z.object({ items: z.array(jobItem) }),
  audit: 'none',
});

export const runJob = defineStaffRoute({
  operationId: 'runJob',
  method: 'POST',
  path: '/taken/{name}/uitvoering',
  roles: ['beheerder'],
  summary: 'Run one job now (unless another instance is running it)',
  params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/) }),
  response: z.object({ name: z.string(), ran: z.boolean(), acted: z.number().int(), error: z.string().nullable() }),
  audit: 'write',
  example: { params: { name: 'outbox' } },
});

export const JOB_ROUTES = [listJobs, runJob] as const;
