/**
 * The resident's file (issue 27, decision 035): the search, the file, its audit timeline and a permit's
 * own timeline. Every route reads personal data, so every successful call leaves an audit row.
 */
import { z } from 'zod';
import {
  RESIDENT_AUDIT_ROLES,
  RESIDENT_FILE_ROLES,
  RESIDENT_FILE_SECTIONS,
  RESIDENT_SEARCH_ROLES,
} from '../resident-file.js';
import {
  normalizeSearchTerm,
  RESIDENT_SEARCH_KINDS,
  SEARCH_REASON_MAX_LENGTH,
  searchNeedsReason,
  searchReasonProblem,
  searchTermProblem,
} from '../resident-search.js';
import { defineStaffRoute, paginated, paginationQuery, staffIdParam, staffText } from '../staff-route.js';
import { auditEntrySchema } from './audit.js';

const isoMoment = z.string();
const day = z.string().nullable();

export const residentSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(['person', 'company']),
  name: z.string(),
  email: z.string().nullable(),
  address: z.string(),
});
export type ResidentSummary = z.infer<typeof residentSummarySchema>;

export const residentSearchBodySchema = z
  .object({
    kind: z.enum(RESIDENT_SEARCH_KINDS),
    term: staffText().max(300),
    reason: staffText({ lines: true }).max(SEARCH_REASON_MAX_LENGTH).optional(),
  })
  // No transform (the OpenAPI document describes the input): the handler normalises the term with the same rule.
  .superRefine((body, ctx) => {
    const problem = searchTermProblem(body.kind, normalizeSearchTerm(body.kind, body.term));
    if (problem) ctx.addIssue({ code: 'custom', path: ['term'], message: problem });
    if (searchNeedsReason(body.kind)) {
      const reasonProblem = searchReasonProblem(body.reason ?? '');
      if (reasonProblem) ctx.addIssue({ code: 'custom', path: ['reason'], message: reasonProblem });
    }
  });
export type ResidentSearchBody = z.infer<typeof residentSearchBodySchema>;

export const staffPermitSchema = z.object({
  id: z.number().int(),
  permitNumber: z.string(),
  type: z.string(),
  area: z.string(),
  status: z.enum(['ACTIVE', 'ENDED']),
  validFrom: z.string(),
  validTo: day,
  plannedEnd: day,
  endedOn: day,
  endReason: z.string().nullable(),
  plates: z.array(z.string()),
  priceCents: z.number().int(),
});
export type StaffPermit = z.infer<typeof staffPermitSchema>;

export const residentFileSchema = z.object({
  id: z.number().int(),
  type: z.enum(['person', 'company']),
  name: z.string(),
  sections: z.array(z.enum(RESIDENT_FILE_SECTIONS)),
  identities: z.array(z.object({ service: z.string(), subject: z.string() })).optional(),
  contact: z
    .object({
      email: z.string().nullable(),
      emailVerified: z.boolean(),
      language: z.string().nullable(),
    })
    .optional(),
  addresses: z.array(z.object({ kind: z.enum(['registered', 'invoice', 'mail']), line: z.string() })).optional(),
  permits: z.array(staffPermitSchema).optional(),
  requests: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        status: z.string(),
        type: z.string(),
        permitId: z.number().int().nullable(),
        validFrom: z.string(),
        validTo: day,
        plates: z.array(z.string()),
        priceCents: z.number().int(),
        createdAt: isoMoment,
      }),
    )
    .optional(),
  invoices: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        reference: z.string().nullable(),
        amountCents: z.number().int(),
        status: z.string(),
        createdAt: isoMoment,
        paidAt: isoMoment.nullable(),
      }),
    )
    .optional(),
  payments: z
    .array(
      z.object({
        id: z.number().int(),
        reference: z.string(),
        method: z.string(),
        status: z.string(),
        amountCents: z.number().int(),
        createdAt: isoMoment,
        paidAt: isoMoment.nullable(),
      }),
    )
    .optional(),
  refunds: z
    .array(
      z.object({
        id: z.number().int(),
        permitId: z.number().int().nullable(),
        amountCents: z.number().int(),
        status: z.string(),
        endDate: day,
        createdAt: isoMoment,
      }),
    )
    .optional(),
  waitingList: z
    .array(
      z.object({
        id: z.number().int(),
        type: z.string(),
        area: z.string(),
        status: z.string(),
        createdAt: isoMoment,
        offeredAt: isoMoment.nullable(),
        offerExpiresAt: isoMoment.nullable(),
        closedAt: isoMoment.nullable(),
      }),
    )
    .optional(),
  emails: z
    .array(
      z.object({
        id: z.number().int(),
        to: z.string(),
        template: z.string(),
        subject: z.string(),
        createdAt: isoMoment,
        sentAt: isoMoment.nullable(),
        failed: z.boolean(),
      }),
    )
    .optional(),
});
export type ResidentFile = z.infer<typeof residentFileSchema>;

/**
 * What moved a request (request_transitions.event; a permit's timeline shows it): the events of the server's
 * request machine, which stores no other. A request's kind is one of REQUEST_EXPORT_KINDS.
 */
export const REQUEST_EVENTS = [
  'SUBMITTED',
  'DOCUMENTS_CONTINUED',
  'DOCUMENTS_REVIEWED',
  'CONFIRMED',
  'PAID',
  'CANCELLED_BY_USER',
  'ADDED_TO_WAITING_LIST',
] as const;
export type RequestEventCode = (typeof REQUEST_EVENTS)[number];

export const permitTimelineSchema = z.object({
  permit: staffPermitSchema,
  transitions: z.array(
    z.object({
      requestId: z.number().int(),
      kind: z.string(),
      event: z.string(),
      from: z.string().nullable(),
      to: z.string(),
      at: isoMoment,
    }),
  ),
  audit: z.array(auditEntrySchema),
});
export type PermitTimeline = z.infer<typeof permitTimelineSchema>;

const residentParams = z.object({ id: staffIdParam });

export const RESIDENT_ROUTES = [
  defineStaffRoute({
    operationId: 'searchResidents',
    method: 'POST',
    path: '/inwoners/_zoek',
    roles: RESIDENT_SEARCH_ROLES,
    summary:
      'Find residents and companies by plate, permit number, payment reference, name, e-mail, KvK number or BSN (a BSN search needs a reason). POST: a BSN never travels in a URL.',
    body: residentSearchBodySchema,
    response: z.object({ items: z.array(residentSummarySchema), more: z.boolean() }),
    audit: 'read-personal',
    example: { body: { kind: 'plate', term: 'AB12CD' } },
  }),
  defineStaffRoute({
    operationId: 'getResident',
    method: 'GET',
    path: '/inwoners/{id}',
    roles: RESIDENT_FILE_ROLES,
    summary: "A resident's file: the sections the caller's roles may see.",
    params: residentParams,
    response: residentFileSchema,
    audit: 'read-personal',
    example: { params: { id: '1' } },
  }),
  defineStaffRoute({
    operationId: 'listResidentAudit',
    method: 'GET',
    path: '/inwoners/{id}/audit-regels',
    roles: RESIDENT_AUDIT_ROLES,
    summary: "A resident's audit timeline, newest first.",
    params: residentParams,
    query: paginationQuery,
    response: paginated(auditEntrySchema),
    audit: 'read-personal',
    example: { params: { id: '1' } },
  }),
  defineStaffRoute({
    operationId: 'getResidentPermit',
    method: 'GET',
    path: '/inwoners/{id}/vergunningen/{permitId}',
    roles: RESIDENT_FILE_ROLES,
    summary: "One permit of the resident with its timeline: its requests' transitions and its audit rows.",
    params: z.object({ id: staffIdParam, permitId: staffIdParam }),
    response: permitTimelineSchema,
    audit: 'read-personal',
    example: { params: { id: '1', permitId: '1' } },
  }),
] as const;
