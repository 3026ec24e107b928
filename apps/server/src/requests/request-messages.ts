/**
 * The messages a request's moves bring (issue 26, docs/messages.md): a permit issued, a plate change
 * done. Written by `enterStatus` in the transaction of the move, through the mail area's
 * `queueMessage`, so each is written once per permit or plate change, whoever moved the request (a
 * payment, a review, a free confirmation).
 */
import { formatDisplayDate } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import type { Database } from '../db/database.js';
import { queueMessage } from '../mail/index.js';
import { findPermitById } from '../permits/index.js';
import { findTenantById } from '../tenants/index.js';
import type { RequestRow } from './request-repository.js';

/** A permit issued: its number, validity, a link to its details and to its proof (PDF), a calendar event on its last day. */
export async function messagePermitIssued(trx: Database, tenantId: number, permitId: number): Promise<void> {
  const tenant = await findTenantById(trx, tenantId);
  const permit = await findPermitById(trx, tenantId, permitId);
  if (!tenant || !permit) return;
  await queueMessage(trx, {
    tenant,
    relationId: permit.relation_id,
    kind: 'permit_issued',
    eventKey: `permit:${permit.id}`,
    values: (locale, linkTo) => ({
      product: localized(permit.type_description, locale),
      number: permit.permit_number,
      from: formatDisplayDate(permit.valid_from),
      until: formatDisplayDate(permit.valid_to) || '-',
      // The proof itself (permit-proof area, GET /{tenant}/permit-proof/{rootRqtId}; it asks for a login).
      proof: linkTo(`/permit-proof/${permit.request_id}`),
    }),
    linkPath: `/product-details/${permit.request_id}`,
    ...(permit.valid_to ? { ics: { date: permit.valid_to } } : {}),
  });
}

/** A plate change carried out: the permit's details show its plates (none are named in the mail). */
export async function messagePlateChangeDone(trx: Database, tenantId: number, request: RequestRow): Promise<void> {
  if (request.permit_id === null) return;
  const tenant = await findTenantById(trx, tenantId);
  const permit = await findPermitById(trx, tenantId, request.permit_id);
  if (!tenant || !permit) return;
  await queueMessage(trx, {
    tenant,
    relationId: permit.relation_id,
    kind: 'plate_change_done',
    eventKey: `request:${request.id}`,
    values: (locale) => ({ product: localized(permit.type_description, locale), number: permit.permit_number }),
    linkPath: `/product-details/${permit.request_id}`,
  });
}
