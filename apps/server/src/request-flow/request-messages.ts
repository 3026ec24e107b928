/**
 * The messages a submitted request brings (issue 26, docs/messages.md): "request received", and
 * "document needed" when the request waits for documents the resident must still upload. Written in
 * the submit's transaction through the mail area's `queueMessage`, once per request. A request stored
 * as refused (a maximum reached) gets neither: the flow told the resident at once.
 */
import type { DocumentRequirement, Locale } from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import { queueMessage } from '../mail/index.js';
import type { RequestRow } from '../requests/index.js';
import type { Tenant } from '../tenants/index.js';

const REFUSED = new Set(['MAX_CHECK_FAILED', 'MAX_CHECK_FAILED_WL']);

/** The required documents' names, once each (a plate's document names no plate). */
export function neededDocumentsList(documents: readonly DocumentRequirement[]): string {
  const names = new Set(documents.filter((d) => d.MIN_STATUS_LEVEL > 0).map((d) => d.DOC_TYPE_DESCRIPTION));
  return [...names].map((name) => `- ${name}`).join('\n');
}

export async function messageRequestSubmitted(
  trx: Database,
  tenant: Tenant,
  request: RequestRow,
  texts: { product: (locale: Locale) => string; documents: (locale: Locale) => readonly DocumentRequirement[] },
): Promise<void> {
  if (REFUSED.has(request.status)) return;
  const eventKey = `request:${request.id}`;
  await queueMessage<'request_received' | 'request_on_behalf'>(trx, {
    tenant,
    relationId: request.relation_id,
    // Requested by a staff member at the counter (issue 28): the resident hears it was done on their behalf.
    kind: request.acted_by_staff_id === null ? 'request_received' : 'request_on_behalf',
    eventKey,
    values: (locale) => ({ request: request.id, product: texts.product(locale) }),
    linkPath: request.status === 'PERMIT_CREATED' ? `/product-details/${request.id}` : '/pending-requests',
  });
  if (request.status !== 'DOCS_UPLOAD') return;
  await queueMessage(trx, {
    tenant,
    relationId: request.relation_id,
    kind: 'document_needed',
    eventKey,
    values: (locale) => ({
      request: request.id,
      product: texts.product(locale),
      documents: neededDocumentsList(texts.documents(locale)),
    }),
    linkPath: `/upload-files-for-pending-request/${request.id}`,
  });
}
