/**
 * Test support for uploads through the real HTTP stack (app.inject with multipart bodies): a
 * resident with a request waiting for documents, the upload call, and the checks that a refusal
 * stored nothing and said why.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database.js';
import type { Tenant } from '../tenants/index.js';
import { createDocumentCatalogue, createRequestAt, type DocumentCatalogue } from './document-fixtures.js';
import { createRelation, createTenant, relationSessionCookie } from './support.js';

export const TYPE_MESSAGE = 'Allowed file formats are PDF, JPEG, PNG, DOC or DOCX.';

export interface FilePart {
  field?: string;
  filename: string;
  type?: string;
  data: Uint8Array;
}

export interface Resident {
  tenant: Tenant;
  relationId: number;
  cookie: string;
  catalogue: DocumentCatalogue;
  /** A request at DOCS_UPLOAD with plate AB123C (own) and XY987Z (leased). */
  requestId: number;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----pl${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const filename = file.filename.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'p_file_content'}"; filename="${filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        'latin1',
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadHarness(app: FastifyInstance, db: Database) {
  async function resident(settings: Record<string, string> = {}, tenant?: Tenant, catalogue?: DocumentCatalogue) {
    const t = tenant ?? (await createTenant(db, { settings }));
    const c = catalogue ?? (await createDocumentCatalogue(db, t.id));
    const relationId = await createRelation(db, t);
    const cookie = await relationSessionCookie(db, t, relationId);
    const requestId = await createRequestAt(db, t.id, relationId, c, 'DOCS_UPLOAD', {
      plates: [{ plate: 'AB123C' }, { plate: 'XY987Z', lease: true }],
    });
    return { tenant: t, relationId, cookie, catalogue: c, requestId } satisfies Resident;
  }

  /** RPG_ID as DOCUMENTS_TO_UPLOAD gives it: requirement × 10 + plate position (0 additional). */
  const rpg = (requirementId: number, platePosition = 0) => requirementId * 10 + platePosition;

  function upload(
    who: Resident,
    file: FilePart | FilePart[] | null,
    overrides: Partial<Record<'p_request_id' | 'p_dve' | 'p_dtp_code' | 'p_filename' | 'p_rpg_id', string>> = {},
    headers: Record<string, string> = {},
  ) {
    const files = file === null ? [] : Array.isArray(file) ? file : [file];
    const fields = {
      p_request_id: String(who.requestId),
      p_dve: '',
      p_dtp_code: 'HUUR',
      p_filename: files[0]?.filename ?? 'document.pdf',
      p_rpg_id: String(rpg(who.catalogue.additional)),
      ...overrides,
    };
    const body = multipart(fields, files);
    return app.inject({
      method: 'POST',
      url: `/${who.tenant.code}/services/eloket/upload_file`,
      headers: { 'content-type': body.contentType, cookie: who.cookie, 'accept-language': 'en', ...headers },
      payload: body.payload,
    });
  }

  function call(who: Pick<Resident, 'tenant' | 'cookie'>, endpoint: string, params: Record<string, string>) {
    return app.inject({
      method: 'POST',
      url: `/${who.tenant.code}/services/eloket/${endpoint}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: who.cookie, 'accept-language': 'en' },
      payload: new URLSearchParams(params).toString(),
    });
  }

  async function storedCount(database: Database, tenantId: number): Promise<number> {
    const rows = await database.selectFrom('documents').select('id').where('tenant_id', '=', tenantId).execute();
    return rows.length;
  }

  async function storedDocument(tenantId: number, id: number) {
    return db
      .selectFrom('documents')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** A refused upload: HTTP 200, the business failure code, UPLOAD_FILE -1, a message, nothing stored. */
  async function expectRefused(
    response: Awaited<ReturnType<typeof upload>>,
    who: Resident,
    code: string,
    message: string | RegExp,
  ) {
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.statuscode).toBe(code);
    expect(body.messagetype).toBe('E');
    expect(body.result).toEqual([{ UPLOAD_FILE: -1 }]);
    if (typeof message === 'string') expect(body.statusmessage).toBe(message);
    else expect(body.statusmessage).toMatch(message);
    expect(await storedCount(db, who.tenant.id)).toBe(0);
  }

  async function expectStored(response: Awaited<ReturnType<typeof upload>>, who: Resident) {
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.statuscode).toBe('OK');
    const id = body.result[0].UPLOAD_FILE as number;
    expect(id).toBeGreaterThan(0);
    return storedDocument(who.tenant.id, id);
  }

  return { resident, rpg, upload, call, storedCount, storedDocument, expectRefused, expectStored };
}
