/**
 * The waiting lists in the back office (issue 28): per product and location the queue in order, with join dates
 * and positions, the location's capacity and places taken; a place offered now to the first in line, an offer
 * passed on to the next, an entry removed with a reason. The resident is e-mailed each time (the waiting-list area).
 */
import { z } from 'zod';
import { defineStaffRoute, paginated, paginationQuery } from '../staff-route.js';

const changers = ['beheerder', 'klantcontact'] as const;
const entryParams = z.object({ entryId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const STAFF_WAITING_ENTRY_STATUSES = ['WAITING', 'AWAIT_CONTINUE_WAITING'] as const;

export const staffWaitingEntry = z.object({
  id: z.number().int(),
  relationId: z.number().int(),
  name: z.string(),
  /** 1 = first in line. */
  position: z.number().int().min(1),
  joinedAt: z.string(),
  status: z.enum(STAFF_WAITING_ENTRY_STATUSES),
  /** While offered: until when the resident may request the place. */
  offerExpiresAt: z.string().nullable(),
});
export type StaffWaitingEntry = z.infer<typeof staffWaitingEntry>;

export const staffWaitingQueue = z.object({
  permitTypeId: z.number().int(),
  areaId: z.number().int(),
  locationId: z.number().int().nullable(),
  product: z.string(),
  location: z.string(),
  /** null: the location has no limit. */
  capacity: z.number().int().nullable(),
  /** Places taken at the location: permits, open requests and offered places. */
  taken: z.number().int(),
  entries: z.array(staffWaitingEntry),
});
export type StaffWaitingQueue = z.infer<typeof staffWaitingQueue>;

export const listWaitingLists = defineStaffRoute({
  operationId: 'listWaitingLists',
  method: 'GET',
  path: '/wachtlijsten',
  roles: ['beheerder', 'klantcontact', 'auditor'],
  summary: 'Every waiting list with people on it, per product and location, in order',
  query: paginationQuery,
  response: paginated(staffWaitingQueue),
  audit: 'read-personal',
});

const changedEntry = z.object({
  entry: z.object({ id: z.number().int(), status: z.string() }),
});

export const offerWaitingListPlace = defineStaffRoute({
  operationId: 'offerWaitingListPlace',
  method: 'POST',
  path: '/wachtlijsten/inschrijvingen/{entryId}/aanbod',
  roles: changers,
  summary: 'Offer a place now to the first in line (the entry must be first and waiting)',
  params: entryParams,
  response: changedEntry,
  audit: 'write',
  example: { params: { entryId: '1' } },
});

export const passWaitingListOffer = defineStaffRoute({
  operationId: 'passWaitingListOffer',
  method: 'POST',
  path: '/wachtlijsten/inschrijvingen/{entryId}/doorgeven',
  roles: changers,
  summary: 'Pass an offered place on to the next in line, with a reason; the entry leaves the list',
  params: entryParams,
  body: z.object({ reason: z.string().trim().min(1).max(300) }),
  response: changedEntry,
  audit: 'write',
  example: { params: { entryId: '1' }, body: { reason: 'Resident declined by phone' } },
});

export const removeWaitingListEntry = defineStaffRoute({
  operationId: 'removeWaitingListEntry',
  method: 'POST',
  path: '/wachtlijsten/inschrijvingen/{entryId}/verwijdering',
  roles: changers,
  summary: 'Remove an entry from its waiting list, with a reason (an offered place passes on)',
  params: entryParams,
  body: z.object({ reason: z.string().trim().min(1).max(300) }),
  response: changedEntry,
  audit: 'write',
  example: { params: { entryId: '1' }, body: { reason: 'Moved out of the municipality' } },
});

export const WAITING_LIST_ROUTES = [
  listWaitingLists,
  offerWaitingListPlace,
  passWaitingListOffer,
  removeWaitingListEntry,
] as const;
