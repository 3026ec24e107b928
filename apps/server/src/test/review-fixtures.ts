/**
 * A request awaiting document review, made the way a resident makes one: both required documents
 * uploaded through the real upload endpoint, then continued (the back office's document queue tests).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database.js';
import type { Tenant } from '../tenants/index.js';
import { createDocumentCatalogue, createRequestAt, type DocumentCatalogue } from './document-fixtures.js';
import { MIME, samplePdf } from './sample-files.js';
import { createRelation, createTenant, relationSessionCookie } from './support.js';
import { multipart } from './uploads.js';

export interface AwaitingReview {
  tenant: Tenant;
  catalogue: DocumentCatalogue;
  relationId: number;
  cookie: string;
  requestId: number;
  documentIds: number[];
}

export function reviewFixtures(app: FastifyInstance, db: Database) {
  async function upload(
    who: Omit<AwaitingReview, 'documentIds'>,
    kind: 'plate' | 'additional',
    data: Uint8Array = samplePdf(),
  ): Promise<number> {
    const fields =
      kind === 'additional'
        ? {
            p_dve: '',
            p_dtp_code: 'HUUR',
            p_filename: 'huurcontract.pdf',
            p_rpg_id: String(who.catalogue.additional * 10),
          }
        : {
            p_dve: 'AB123C',
            p_dtp_code: 'KENTEKEN',
            p_filename: 'kenteken.pdf',
            p_rpg_id: String(who.catalogue.plate * 10 + 1),
          };
    const body = multipart({ p_request_id: String(who.requestId), ...fields }, [
      { filename: fields.p_filename, type: MIME.pdf, data },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `/${who.tenant.code}/services/eloket/upload_file`,
      headers: { 'content-type': body.contentType, cookie: who.cookie, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(response.json().statuscode, response.body).toBe('OK');
    return response.json().result[0].UPLOAD_FILE as number;
  }

  async function continueRequest(who: Pick<AwaitingReview, 'tenant' | 'cookie' | 'requestId'>): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: `/${who.tenant.code}/services/eloket/continue_pcs_by_rqt_id`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: who.cookie, 'accept-language': 'en' },
      payload: new URLSearchParams({
        p_rqt_id: String(who.requestId),
        p_cancel: 'N',
        p_pcs_code: 'WEB_NEW',
      }).toString(),
    });
    return response.json().result[0].STATUSCODE as string;
  }

  /** A request at DOCS_AWAIT_APROVAL with two uploaded documents, of a new relation (in `tenant`, or a new one). */
  async function awaitingReview(
    options: { tenant?: Tenant; catalogue?: DocumentCatalogue; email?: string | null } = {},
  ): Promise<AwaitingReview> {
    const tenant = options.tenant ?? (await createTenant(db));
    const catalogue = options.catalogue ?? (await createDocumentCatalogue(db, tenant.id));
    const relationId = await createRelation(db, tenant, { firstname: 'Jan', lastname: 'Jansen' });
    await db
      .updateTable('relations')
      .set({ email: options.email === undefined ? 'jan@example.nl' : options.email, language: 'en_EN' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', relationId)
      .execute();
    const cookie = await relationSessionCookie(db, tenant, relationId);
    const requestId = await createRequestAt(db, tenant.id, relationId, catalogue, 'DOCS_UPLOAD', {
      plates: [{ plate: 'AB123C' }],
    });
    const who = { tenant, catalogue, relationId, cookie, requestId };
    const documentIds = [await upload(who, 'plate'), await upload(who, 'additional')];
    expect(await continueRequest(who)).toBe('DOCS_AWAIT_APROVAL');
    return { ...who, documentIds };
  }

  return { awaitingReview, upload, continueRequest };
}
