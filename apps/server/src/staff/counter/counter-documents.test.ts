/**
 * A scan uploaded at the counter (issue 28, decision 046): a klantcontact staff member who identified the resident
 * uploads a document for the resident's request through the documents area's own upload (type by content, name,
 * PDF inspection, malware scan, the request's stage and the requirement's maximum), as multipart/form-data. The
 * document is the resident's, recorded as uploaded by the staff member, with one audit row and the resident's
 * e-mail; then the request is sent on as the portal's Next does. Another resident's request, another
 * municipality and another role are refused; a hostile file is refused with the resident's message in the staff
 * member's language, and nothing is stored.
 */
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentCatalogue, createRequestAt, type DocumentCatalogue } from '../../test/document-fixtures.js';
import { MIME, sampleJpeg, samplePdf } from '../../test/sample-files.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, relationSessionCookie, testApp } from '../../test/support.js';
import { slow } from '../../test/time-scale.js';
import { type FilePart, multipart } from '../../test/uploads.js';

const { app, db } = await testApp();

async function municipality() {
  const tenant = await createTenant(db, { settings: { MAX_UPLOAD_MB: '1' } });
  const catalogue = await createDocumentCatalogue(db, tenant.id);
  const resident = async (name: string) => {
    const relationId = await createRelation(db, tenant, { firstname: name, lastname: 'Balie' });
    await db
      .updateTable('relations')
      .set({ email: `r${relationId}@example.nl`, language: 'nl_NL' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', relationId)
      .execute();
    // Waiting for documents; no plates, so only the additional document (HUUR, required, at most 2) is asked.
    const requestId = await createRequestAt(db, tenant.id, relationId, catalogue, 'DOCS_UPLOAD', { plates: [] });
    return { relationId, requestId };
  };
  return { tenant, catalogue, first: await resident('Anna'), second: await resident('Bram') };
}

type Municipality = Awaited<ReturnType<typeof municipality>>;
let own: Municipality;
let other: Municipality;

beforeAll(async () => {
  own = await municipality();
  other = await municipality();
}, slow(120_000));

const rpg = (catalogue: DocumentCatalogue) => String(catalogue.additional * 10);

function upload(
  m: Municipality,
  cookie: string,
  who: { relationId: number; requestId: number },
  file: FilePart,
  options: { language?: string; tenantCode?: string } = {},
) {
  const body = multipart({ rpgId: rpg(m.catalogue), docTypeCode: 'HUUR', plate: '' }, [{ field: 'file', ...file }]);
  return app.inject({
    method: 'POST',
    url: `/${options.tenantCode ?? m.tenant.code}/beheer/api/v1/inwoners/${who.relationId}/balie/aanvragen/${who.requestId}/documenten`,
    headers: {
      cookie,
      'content-type': body.contentType,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: body.payload,
  });
}

async function identify(m: Municipality, cookie: string, relationId: number) {
  const answer = await staffCall(app, m.tenant.code, 'POST', `/inwoners/${relationId}/balie/identificaties`, {
    cookie,
    body: { way: 'counter-id-document' },
  });
  expect(answer.statusCode).toBe(201);
}

async function staffAudit(tenantId: number) {
  return db
    .selectFrom('staff_audit')
    .select(['action', 'object_type', 'object_id', 'relation_id', 'staff_name', 'after'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
}

async function documentsOf(tenantId: number, requestId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'relation_id', 'filename', 'content_type', 'uploaded_by_staff_id', 'uploaded_by_staff_name'])
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

/** A body as a stream the server pulls from, 64 KB at a time, counting how much of it was pulled. */
function countedStream(data: Uint8Array) {
  let offset = 0;
  const stream = new Readable({
    read() {
      if (offset >= data.length) {
        this.push(null);
        return;
      }
      const end = Math.min(offset + 64 * 1024, data.length);
      this.push(Buffer.from(data.subarray(offset, end)));
      offset = end;
    },
  });
  return { stream, pulled: () => offset };
}

const pdf: FilePart = { filename: 'huurcontract scan.pdf', type: MIME.pdf, data: samplePdf() };
const jpeg: FilePart = { filename: 'IMG_0001.JPG', type: MIME.jpeg, data: sampleJpeg() };
// A Windows executable renamed to .pdf and declared a PDF.
const exe: FilePart = {
  filename: 'scan.pdf',
  type: MIME.pdf,
  data: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0x41)]),
};

describe('uploading a scan for the resident at the counter', () => {
  it("stores a PDF and a JPEG as the resident's documents, uploaded by the staff member: one audit row each, the resident e-mailed; the resident sees them", async () => {
    const { cookie, staffId } = await signInStaff(app, own.tenant.code, ['klantcontact'], 'Karin Balie');
    await identify(own, cookie, own.first.relationId);

    const listed = await staffCall(
      app,
      own.tenant.code,
      'GET',
      `/inwoners/${own.first.relationId}/balie/aanvragen/${own.first.requestId}/documenten`,
      { cookie },
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual(
      expect.objectContaining({
        requestId: own.first.requestId,
        status: 'DOCS_UPLOAD',
        uploadStage: true,
        maxUploadMb: 1,
      }),
    );
    expect(listed.json().documents).toEqual([
      expect.objectContaining({ rpgId: Number(rpg(own.catalogue)), docTypeCode: 'HUUR', required: true, uploaded: [] }),
    ]);

    for (const file of [pdf, jpeg]) {
      const before = (await staffAudit(own.tenant.id)).length;
      const answer = await upload(own, cookie, own.first, file);
      expect(answer.statusCode, answer.body).toBe(201);
      const added = (await staffAudit(own.tenant.id)).slice(before);
      expect(added).toEqual([
        expect.objectContaining({
          action: 'upload-document-for-resident',
          object_type: 'document',
          object_id: String(answer.json().documentId),
          relation_id: own.first.relationId,
          staff_name: 'Karin Balie',
          after: expect.objectContaining({ identification: 'counter-id-document', requestId: own.first.requestId }),
        }),
      ]);
    }
    const stored = await documentsOf(own.tenant.id, own.first.requestId);
    expect(stored).toEqual([
      expect.objectContaining({
        relation_id: own.first.relationId,
        filename: 'huurcontract scan.pdf',
        content_type: MIME.pdf,
        uploaded_by_staff_id: staffId,
        uploaded_by_staff_name: 'Karin Balie',
      }),
      expect.objectContaining({ filename: 'IMG_0001.jpg', content_type: MIME.jpeg, uploaded_by_staff_id: staffId }),
    ]);

    // The resident's e-mail says a document was added, for each.
    const messages = await db
      .selectFrom('outbox')
      .selectAll()
      .where('tenant_id', '=', own.tenant.id)
      .where('relation_id', '=', own.first.relationId)
      .where('kind', '=', 'changed_on_behalf')
      .execute();
    expect(messages).toHaveLength(2);
    expect(JSON.stringify(messages)).toContain('huurcontract scan.pdf');

    // The resident, signed in, sees both on the request, as their own uploads are shown.
    const residentCookie = await relationSessionCookie(db, own.tenant, own.first.relationId);
    const seen = await app.inject({
      method: 'POST',
      url: `/${own.tenant.code}/services/eloket/finish_request`,
      headers: { cookie: residentCookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `p_rqt_id=${own.first.requestId}`,
    });
    const uploaded = seen.json().result[0].DOCUMENTS_TO_UPLOAD[0].UPLOADED_DOCUMENTS;
    expect(uploaded.map((d: { FILENAME: string }) => d.FILENAME)).toEqual(['huurcontract scan.pdf', 'IMG_0001.jpg']);

    // The request goes on as the portal's Next does: the required document is there, so to the review.
    const before = (await staffAudit(own.tenant.id)).length;
    const moved = await staffCall(
      app,
      own.tenant.code,
      'POST',
      `/inwoners/${own.first.relationId}/balie/aanvragen/${own.first.requestId}/verder`,
      { cookie },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual(
      expect.objectContaining({ requestId: own.first.requestId, status: 'DOCS_AWAIT_APROVAL' }),
    );
    expect((await staffAudit(own.tenant.id)).slice(before)).toEqual([
      expect.objectContaining({ action: 'continue-request-for-resident', object_id: String(own.first.requestId) }),
    ]);
    // Past the upload stage, the documents area refuses another upload, as it refuses the resident's.
    const late = await upload(own, cookie, own.first, pdf);
    expect(late.statusCode).toBe(422);
  });

  it("refuses a hostile file with the problem in the caller's language, next to the file field; nothing stored, no audit row", async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['beheerder'], 'Bea Beheer');
    await identify(own, cookie, own.second.relationId);
    const before = (await staffAudit(own.tenant.id)).length;
    const english = await upload(own, cookie, own.second, exe, { language: 'en' });
    expect(english.statusCode).toBe(422);
    expect(english.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(english.json().title).toBe('Allowed file formats are PDF, JPEG, PNG, DOC or DOCX.');
    expect(english.json().invalidParams).toEqual([
      { name: 'body.file', reason: 'Allowed file formats are PDF, JPEG, PNG, DOC or DOCX.' },
    ]);
    const dutch = await upload(own, cookie, own.second, exe, { language: 'nl' });
    expect(dutch.statusCode).toBe(422);
    expect(dutch.json().title).toMatch(/PDF, JPEG, PNG, DOC of DOCX/);
    // Above the municipality's limit (1 MB): cut off and refused as the resident's is.
    const big = await upload(own, cookie, own.second, { ...pdf, data: samplePdf(1_048_577) }, { language: 'en' });
    expect(big.statusCode).toBe(422);
    expect(big.json().title).toBe('This file is too large. Upload a file of 1Mb maximum.');
    expect(await documentsOf(own.tenant.id, own.second.requestId)).toEqual([]);
    expect((await staffAudit(own.tenant.id)).slice(before)).toEqual([]);
    // Sent on without its required document: refused with the portal's notice, nothing moved.
    const early = await staffCall(
      app,
      own.tenant.code,
      'POST',
      `/inwoners/${own.second.relationId}/balie/aanvragen/${own.second.requestId}/verder`,
      { cookie },
    );
    expect(early.statusCode).toBe(422);
    expect((await staffAudit(own.tenant.id)).slice(before)).toEqual([]);
  });

  it("refuses another resident's request, another municipality and a role that does not act at the counter", async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['klantcontact'], 'Kim Controle');
    await identify(own, cookie, own.first.relationId);
    await identify(own, cookie, own.second.relationId);
    const before = (await documentsOf(own.tenant.id, own.second.requestId)).length;

    // The first resident's file open, the second resident's request named: 404, nothing stored.
    const crossed = await upload(
      own,
      cookie,
      { relationId: own.first.relationId, requestId: own.second.requestId },
      pdf,
    );
    expect(crossed.statusCode).toBe(404);
    const crossedList = await staffCall(
      app,
      own.tenant.code,
      'GET',
      `/inwoners/${own.first.relationId}/balie/aanvragen/${own.second.requestId}/documenten`,
      { cookie },
    );
    expect(crossedList.statusCode).toBe(404);
    expect(await documentsOf(own.tenant.id, own.second.requestId)).toHaveLength(before);

    // Another municipality: its resident and request are not found from here, and this session does not open it.
    const elsewhere = await upload(own, cookie, other.first, pdf);
    expect(elsewhere.statusCode).toBe(404);
    const otherSite = await upload(other, cookie, other.first, pdf);
    expect(otherSite.statusCode).toBe(401);
    expect(await documentsOf(other.tenant.id, other.first.requestId)).toEqual([]);

    // The other roles may not act at the counter.
    for (const role of ['beoordelaar', 'financien', 'auditor'] as const) {
      const { cookie: roleCookie } = await signInStaff(app, own.tenant.code, [role]);
      const refused = await upload(own, roleCookie, own.second, pdf);
      expect(refused.statusCode, role).toBe(403);
    }
    expect(await documentsOf(own.tenant.id, own.second.requestId)).toHaveLength(before);
  });

  it('asks identification first, and takes only a multipart body', async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['klantcontact'], 'Nina Nieuw');
    const unidentified = await upload(own, cookie, own.second, pdf);
    expect(unidentified.statusCode).toBe(409);
    // Identification is checked before the body is read: a body over every limit (two files, 3 MB each, where the
    // municipality takes one of 1 MB) is refused the same way, not with a 413, and the server pulled at most two
    // 64 KB chunks of its 6 MB (before the check it read all of it, and answered 413).
    const url = `/${own.tenant.code}/beheer/api/v1/inwoners/${own.second.relationId}/balie/aanvragen/${own.second.requestId}/documenten`;
    const huge = multipart({ rpgId: rpg(own.catalogue), docTypeCode: 'HUUR' }, [
      { field: 'file', ...pdf, data: samplePdf(3 * 1024 * 1024) },
      { field: 'file', ...pdf, data: samplePdf(3 * 1024 * 1024) },
    ]);
    const counted = countedStream(huge.payload);
    const hugeUnidentified = await app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': huge.contentType, 'accept-language': 'en' },
      payload: counted.stream,
    });
    expect(hugeUnidentified.statusCode).toBe(409);
    expect(hugeUnidentified.json().title).toBe('First record how you identified the resident.');
    expect(counted.pulled()).toBeLessThanOrEqual(128 * 1024);
    await identify(own, cookie, own.second.relationId);
    const json = await staffCall(
      app,
      own.tenant.code,
      'POST',
      `/inwoners/${own.second.relationId}/balie/aanvragen/${own.second.requestId}/documenten`,
      { cookie, body: { rpgId: 1, docTypeCode: 'HUUR' } },
    );
    expect(json.statusCode).toBe(400);
    expect(json.json().invalidParams).toEqual([expect.objectContaining({ name: 'body' })]);
    const noFile = multipart({ rpgId: rpg(own.catalogue), docTypeCode: 'HUUR' }, []);
    const missing = await app.inject({
      method: 'POST',
      url: `/${own.tenant.code}/beheer/api/v1/inwoners/${own.second.relationId}/balie/aanvragen/${own.second.requestId}/documenten`,
      headers: { cookie, 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalidParams.map((p: { name: string }) => p.name)).toContain('body.file');
    // A malformed multipart body (a boundary over RFC 2046's 70 characters) and two files: problems, never a 500.
    const malformed = await app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${'x'.repeat(71)}` },
      payload: 'garbage',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toMatch(/^application\/problem\+json/);
    const two = multipart({ rpgId: rpg(own.catalogue), docTypeCode: 'HUUR' }, [
      { field: 'file', ...pdf },
      { field: 'file', ...jpeg },
    ]);
    const twoFiles = await app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': two.contentType },
      payload: two.payload,
    });
    expect(twoFiles.statusCode).toBe(413);
    // And a JSON route sent a multipart body: its body is missing, a 400, the stream drained.
    const toJsonRoute = await app.inject({
      method: 'POST',
      url: `/${own.tenant.code}/beheer/api/v1/inwoners/${own.second.relationId}/balie/identificaties`,
      headers: { cookie, 'content-type': two.contentType },
      payload: two.payload,
    });
    expect(toJsonRoute.statusCode).toBe(400);
    expect(await documentsOf(own.tenant.id, own.second.requestId)).toEqual([]);
  });

  it('is described in the OpenAPI document as multipart/form-data with the file as binary', async () => {
    const document = (await app.inject({ url: `/${own.tenant.code}/beheer/api/v1/openapi.json` })).json();
    const operation = document.paths['/inwoners/{id}/balie/aanvragen/{requestId}/documenten'].post;
    expect(operation.operationId).toBe('uploadDocumentForResident');
    const schema = operation.requestBody.content['multipart/form-data'].schema;
    expect(schema.properties.file).toEqual(expect.objectContaining({ type: 'string', format: 'binary' }));
    expect(schema.required).toEqual(expect.arrayContaining(['rpgId', 'docTypeCode', 'file']));
    expect(operation.requestBody.content['application/json']).toBeUndefined();
  });
});
