/** The audit log (issue 27, decision 035): searchable by the beheerder and the auditor, newest first. */
import { z } from 'zod';
import { isApiDay } from '../../validation.js';
import { AUDIT_LOG_ROLES } from '../resident-file.js';
import { STAFF_ROLES } from '../roles.js';
import { defineStaffRoute, paginated, paginationQuery, staffText } from '../staff-route.js';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffName: z.string(),
  roles: z.array(z.string()),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  relationId: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A real calendar day (9999-99-99 matches the pattern, and the database refuses it). */
const isoDay = z.string().refine(isApiDay, 'date');

export const auditSearchQuery = paginationQuery.extend({
  who: staffText().trim().max(100).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  action: staffText().trim().max(100).optional(),
  objectType: staffText().trim().max(50).optional(),
  objectId: staffText().trim().max(50).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AuditSearchQuery = z.infer<typeof auditSearchQuery>;

export const AUDIT_ROUTES = [
  defineStaffRoute({
    operationId: 'listAuditEntries',
    method: 'GET',
    path: '/audit-regels',
    roles: AUDIT_LOG_ROLES,
    summary: 'Search the audit log: who, role, when (from/to, days in Europe/Amsterdam), action, object.',
    query: auditSearchQuery,
    response: paginated(auditEntrySchema),
    audit: 'read-personal',
  }),
] as const;
