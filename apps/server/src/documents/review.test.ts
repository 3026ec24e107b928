/**
 * The whole document journey: the resident uploads and continues (the request flow asks this area
 * for the documents' facts), the employee reviews with the operator tool, the request moves on
 * through the state machine, and the resident is e-mailed.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/index.js';
import { runCommand } from '../operator/index.js';
import type { Tenant } from '../tenants/index.js';
import { TenantAdminError } from '../tenants/index.js';
import { createDocumentCatalogue, createRequestAt, type DocumentCatalogue } from '../test/document-fixtures.js';
import { MIME, samplePdf } from '../test/sample-files.js';
import { createRelation, createTenant, relationSessionCookie, testApp } from '../test/support.js';

const { app, db } = await testApp();
const dir = await mkdtemp(join(tmpdir(), 'pl-review-'));

async function run(command: string, args: string[] = [], flags: Record<string, string | boolean> = {}) {
  let out = '';
  await runCommand(db, command, args, { by: 'j.jansen', ...flags }, (text) => {
    out += text;
  });
  return out;
}

interface Journey {
  tenant: Tenant;
  catalogue: DocumentCatalogue;
  relationId: number;
  cookie: string;
  requestId: number;
}

async function journey(
  options: { priceCents?: number; confirmationRequired?: boolean; language?: string; email?: string | null } = {},
): Promise<Journey> {
  const tenant = await createTenant(db);
  const catalogue = await createDocumentCatalogue(db, tenant.id, {
    confirmationRequired: options.confirmationRequired ?? false,
  });
  const relationId = await createRelation(db, tenant, { firstname: 'Jan', lastname: 'Jansen' });
  await db
    .updateTable('relations')
    .set({
      email: options.email === undefined ? 'jan@example.nl' : options.email,
      language: options.language ?? 'en_EN',
    })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', relationId)
    .execute();
  const cookie = await relationSessionCookie(db, tenant, relationId);
  const requestId = await createRequestAt(db, tenant.id, relationId, catalogue, 'DOCS_UPLOAD', {
    plates: [{ plate: 'AB123C' }],
    priceCents: options.priceCents ?? 0,
  });
  return { tenant, catalogue, relationId, cookie, requestId };
}

function multipart(fields: Record<string, string>, file: { filename: string; type: string; data: Uint8Array }) {
  const boundary = '----plreview';
  const head = Object.entries(fields)
    .map(([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="p_file_content"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(j: Journey, kind: 'additional' | 'plate', data = samplePdf()) {
  const fields =
    kind === 'additional'
      ? {
          p_request_id: String(j.requestId),
          p_dve: '',
          p_dtp_code: 'HUUR',
          p_filename: 'huurcontract.pdf',
          p_rpg_id: String(j.catalogue.additional * 10),
        }
      : {
          p_request_id: String(j.requestId),
          p_dve: 'AB123C',
          p_dtp_code: 'KENTEKEN',
          p_filename: 'kenteken.pdf',
          p_rpg_id: String(j.catalogue.plate * 10 + 1),
        };
  const body = multipart(fields, { filename: fields.p_filename, type: MIME.pdf, data });
  const response = await app.inject({
    method: 'POST',
    url: `/${j.tenant.code}/services/eloket/upload_file`,
    headers: { 'content-type': body.contentType, cookie: j.cookie },
    payload: body.payload,
  });
  expect(response.json().statuscode, response.body).toBe('OK');
  return response.json().result[0].UPLOAD_FILE as number;
}

function service(j: Journey, endpoint: string, params: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/${j.tenant.code}/services/eloket/${endpoint}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: j.cookie, 'accept-language': 'en' },
    payload: new URLSearchParams(params).toString(),
  });
}

const continueRequest = (j: Journey) =>
  service(j, 'continue_pcs_by_rqt_id', { p_rqt_id: String(j.requestId), p_cancel: 'N', p_pcs_code: 'WEB_NEW' });

async function status(j: Journey) {
  const row = await db
    .selectFrom('requests')
    .select('status')
    .where('tenant_id', '=', j.tenant.id)
    .where('id', '=', j.requestId)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function documentsOf(j: Journey) {
  return db
    .selectFrom('documents')
    .select(['id', 'status_level', 'status_code', 'status_reason_code', 'status_reason_text', 'reviewed_at'])
    .where('tenant_id', '=', j.tenant.id)
    .orderBy('id')
    .execute();
}

async function transitions(j: Journey) {
  const rows = await db
    .selectFrom('request_transitions')
    .select(['event', 'from_status', 'to_status'])
    .where('tenant_id', '=', j.tenant.id)
    .where('request_id', '=', j.requestId)
    .orderBy('id')
    .execute();
  return rows.map((r) => `${r.event}:${r.from_status ?? '-'}>${r.to_status}`);
}

/** Uploads both required documents and continues: the request waits for the employee. */
async function submitDocuments(j: Journey): Promise<number[]> {
  const ids = [await upload(j, 'plate'), await upload(j, 'additional')];
  const answer = await continueRequest(j);
  expect(answer.json().result[0].STATUSCODE, answer.body).toBe('DOCS_AWAIT_APROVAL');
  return ids;
}

describe('continuing the upload stage (the request flow asks this area)', () => {
  it('stays at DOCS_UPLOAD until every required document is there, then awaits approval', async () => {
    const j = await journey();
    await upload(j, 'plate');
    const early = await continueRequest(j);
    expect(early.json().result[0].STATUSCODE).toBe('DOCS_UPLOAD');
    expect(early.json().statusmessage).toMatch(/upload every required document/i);
    const documents = early.json().result[0].DOCUMENTS_TO_UPLOAD;
    expect(
      documents.map((d: { DOC_TYPE_CODE: string; UPLOADED_DOCUMENTS: unknown[] }) => [
        d.DOC_TYPE_CODE,
        d.UPLOADED_DOCUMENTS.length,
      ]),
    ).toEqual([
      ['KENTEKEN', 1],
      ['HUUR', 0],
    ]);
    await upload(j, 'additional');
    expect((await continueRequest(j)).json().result[0].STATUSCODE).toBe('DOCS_AWAIT_APROVAL');
    expect(await transitions(j)).toEqual([
      'SUBMITTED:->DOCS_UPLOAD',
      'DOCUMENTS_CONTINUED:DOCS_UPLOAD>DOCS_AWAIT_APROVAL',
    ]);
  });
});

describe('the employee’s review with the operator tool', () => {
  let j: Journey;
  let ids: number[];
  beforeEach(async () => {
    j = await journey();
    ids = await submitDocuments(j);
  });

  it('lists the requests awaiting approval with their documents', async () => {
    const out = await run('list-reviews', [j.tenant.code]);
    expect(out).toContain(`Request ${j.requestId}  Bewonersvergunning  Jan Jansen (relation ${j.relationId})`);
    expect(out).toContain('plates: AB-123-C');
    expect(out).toMatch(
      new RegExp(
        `document ${ids[0]}\\tKENTEKEN \\(Bewijs KENTEKEN\\)\\tAB123C\\tkenteken.pdf\\tapplication/pdf\\t\\d+ B\\tawaiting review`,
      ),
    );
    expect(out).toMatch(new RegExp(`document ${ids[1]}\\tHUUR \\(Bewijs HUUR\\)\\t-\\thuurcontract.pdf`));
    const other = await createTenant(db);
    expect(await run('list-reviews', [other.code])).toBe('No requests await approval.\n');
  });

  it('writes a document to a new file for the employee, and logs that it was read', async () => {
    const file = join(dir, `doc-${ids[0]}.pdf`);
    expect(await run('show-document', [j.tenant.code, String(ids[0])], { to: file })).toContain(`written to ${file}`);
    expect(Buffer.compare(await readFile(file), Buffer.from(samplePdf()))).toBe(0);
    await expect(run('show-document', [j.tenant.code, String(ids[0])], { to: file })).rejects.toThrow(/already exists/);
    const other = await createTenant(db);
    await expect(run('show-document', [other.code, String(ids[0])], { to: join(dir, 'x.pdf') })).rejects.toThrow(
      /does not exist/,
    );
    const audit = await db
      .selectFrom('audit_log')
      .select(['event', 'detail'])
      .where('tenant_id', '=', j.tenant.id)
      .where('event', '=', 'document.read')
      .execute();
    expect(audit).toEqual([
      { event: 'document.read', detail: `document ${ids[0]} of request ${j.requestId} read by j.jansen` },
    ]);
  });

  it('accept: documents approved, the free request becomes a permit, the resident is e-mailed in English', async () => {
    const out = await run('review', [j.tenant.code, String(j.requestId), 'accept']);
    expect(out).toContain(`Request ${j.requestId}: DOCS_AWAIT_APROVAL -> DOCS_ACCEPTED -> PERMIT_CREATED.`);
    expect(out).toContain('The resident is e-mailed');
    expect(await status(j)).toBe('PERMIT_CREATED');
    expect((await documentsOf(j)).map((d) => d.status_level)).toEqual([2, 2]);
    expect(await transitions(j)).toEqual([
      'SUBMITTED:->DOCS_UPLOAD',
      'DOCUMENTS_CONTINUED:DOCS_UPLOAD>DOCS_AWAIT_APROVAL',
      'DOCUMENTS_REVIEWED:DOCS_AWAIT_APROVAL>DOCS_ACCEPTED',
      'DOCUMENTS_CONTINUED:DOCS_ACCEPTED>PERMIT_CREATED',
    ]);
    const permit = await db
      .selectFrom('permits')
      .select('status')
      .where('tenant_id', '=', j.tenant.id)
      .where('request_id', '=', j.requestId)
      .execute();
    expect(permit).toEqual([{ status: 'ACTIVE' }]);
    const [mail, issued] = await readOutbox(db, j.tenant.id);
    expect(mail?.to).toBe('jan@example.nl');
    expect(mail?.template).toBe('document_approved');
    expect(mail?.subject).toBe(`Your documents have been approved (request ${j.requestId})`);
    // The free permit issued by the review has its own message (requests' enterStatus).
    expect(issued?.kind).toBe('permit_issued');
    expect(mail?.body).toContain('Resident permit');
    expect(mail?.body).toContain('You do not need to do anything else');
    expect(mail?.body).toContain(`/${j.tenant.code}/current-products`);
    const audit = await db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('tenant_id', '=', j.tenant.id)
      .where('event', '=', 'request.review')
      .execute();
    expect(audit[0]?.detail).toContain('accepted by j.jansen: DOCS_AWAIT_APROVAL -> DOCS_ACCEPTED -> PERMIT_CREATED');
    // Reviewed documents stay: the resident can no longer delete them.
    const removed = await service(j, 'delete_document', { p_doc_id: String(ids[0]) });
    expect(removed.json().statuscode).toBe('DOCUMENT_STAGE');
  });

  it('reject-upload: the documents are rejected with the reason, the resident is asked (in Dutch) for new ones', async () => {
    await db.updateTable('relations').set({ language: 'nl_NL' }).where('tenant_id', '=', j.tenant.id).execute();
    const out = await run('review', [j.tenant.code, String(j.requestId), 'reject-upload'], {
      reason: 'Het kenteken is onleesbaar.',
      documents: String(ids[0]),
    });
    expect(out).toContain('DOCS_AWAIT_APROVAL -> DOCS_REJECTED_UPLOAD');
    expect(out).toContain(`rejected documents: ${ids[0]}`);
    expect(out).toContain(`accepted documents: ${ids[1]}`);
    const documents = await documentsOf(j);
    expect(documents.map((d) => [d.status_level, d.status_code, d.status_reason_code, d.status_reason_text])).toEqual([
      [0, 'REJECTED', 'NVT', 'Het kenteken is onleesbaar.'],
      [2, 'ACCEPTED', null, null],
    ]);
    const [mail] = await readOutbox(db, j.tenant.id);
    expect(mail?.locale).toBe('nl_NL');
    expect(mail?.kind).toBe('document_rejected');
    expect(mail?.subject).toBe(`Een document is afgekeurd (aanvraag ${j.requestId})`);
    expect(mail?.body).toContain('Reden van de gemeente: Het kenteken is onleesbaar.');
    expect(mail?.body).toContain('upload een nieuw document in plaats van het afgekeurde');
    expect(mail?.body).toContain(`/upload-files-for-pending-request/${j.requestId}`);

    // The resident sees the rejection, cannot delete it, uploads a new one and continues.
    const answer = await service(j, 'finish_request', { p_rqt_id: String(j.requestId) });
    const plateDoc = answer
      .json()
      .result[0].DOCUMENTS_TO_UPLOAD.find((d: { DOC_TYPE_CODE: string }) => d.DOC_TYPE_CODE === 'KENTEKEN');
    expect(plateDoc.UPLOADED_DOCUMENTS).toMatchObject([{ ID: ids[0], STATUS_LEVEL: 0, STATUS_REASON_CODE: 'NVT' }]);
    // What the upload page shows in red: the status in the resident's language and the employee's reason.
    expect(plateDoc.UPLOADED_DOCUMENTS[0].STATUS_DESCRIPTION).toMatch(/^(Afgekeurd|Rejected)$/);
    expect(plateDoc.UPLOADED_DOCUMENTS[0].STATUS_REASON_DESC).toBe('Het kenteken is onleesbaar.');
    const additional = answer
      .json()
      .result[0].DOCUMENTS_TO_UPLOAD.find((d: { DOC_TYPE_CODE: string }) => d.DOC_TYPE_CODE !== 'KENTEKEN');
    expect(additional.UPLOADED_DOCUMENTS).toMatchObject([
      { ID: ids[1], STATUS_LEVEL: 2, STATUS_REASON_CODE: null, STATUS_REASON_DESC: null },
    ]);
    expect((await service(j, 'delete_document', { p_doc_id: String(ids[0]) })).json().statuscode).toBe(
      'DOCUMENT_REVIEWED',
    );
    expect((await continueRequest(j)).json().result[0].STATUSCODE).toBe('DOCS_REJECTED_UPLOAD');
    await upload(j, 'plate', samplePdf());
    expect((await continueRequest(j)).json().result[0].STATUSCODE).toBe('DOCS_AWAIT_APROVAL');
    // The second round: only the new document awaits review; accepting it moves the request on.
    expect(await run('review', [j.tenant.code, String(j.requestId), 'accept'])).toContain('-> PERMIT_CREATED');
  });

  it('review-document rejects one document; reject-upload then rejects just that one', async () => {
    expect(
      await run('review-document', [j.tenant.code, String(ids[1]), 'reject'], { reason: 'Verlopen contract' }),
    ).toContain(`Document ${ids[1]} rejected.`);
    expect(await status(j)).toBe('DOCS_AWAIT_APROVAL');
    await run('review', [j.tenant.code, String(j.requestId), 'reject-upload'], {
      reason: 'Zie het afgekeurde document.',
    });
    expect((await documentsOf(j)).map((d) => [d.id, d.status_level, d.status_reason_text])).toEqual([
      [ids[0], 2, null],
      [ids[1], 0, 'Verlopen contract'],
    ]);
    expect(await status(j)).toBe('DOCS_REJECTED_UPLOAD');
  });

  it('accept is refused while a required document has only a rejected upload; nothing changes', async () => {
    await run('review-document', [j.tenant.code, String(ids[0]), 'reject'], { reason: 'Onleesbaar' });
    await expect(run('review', [j.tenant.code, String(j.requestId), 'accept'])).rejects.toThrow(
      /not every required document has an accepted upload/,
    );
    expect(await status(j)).toBe('DOCS_AWAIT_APROVAL');
    expect((await documentsOf(j)).map((d) => d.status_level)).toEqual([0, 1]);
    expect(await readOutbox(db, j.tenant.id)).toEqual([]);
  });

  it('reject: the request is rejected for good, with the reason in the e-mail', async () => {
    const out = await run('review', [j.tenant.code, String(j.requestId), 'reject'], {
      reason: 'Geen bewoner van dit gebied.',
    });
    expect(out).toContain('-> DOCS_REJECTED.');
    expect((await documentsOf(j)).map((d) => [d.status_level, d.status_reason_code])).toEqual([
      [0, 'NVT'],
      [0, 'NVT'],
    ]);
    const [mail] = await readOutbox(db, j.tenant.id);
    expect(mail?.subject).toBe(`A document has been rejected (request ${j.requestId})`);
    expect(mail?.body).toContain("The municipality's reason: Geen bewoner van dit gebied.");
    expect(mail?.body).toContain('rejected and will not be processed further');
    // "Contact the municipality" is followed by where: the portal's Contact and help (issue 26).
    expect(mail?.body).toMatch(new RegExp(`please contact the municipality: \\S+/${j.tenant.code}/contact-and-help`));
    expect((await continueRequest(j)).json().statuscode).toBe('REQUEST_STATE');
  });

  it('refuses reviews without a reason, of requests not awaiting approval, or of another municipality', async () => {
    await expect(run('review', [j.tenant.code, String(j.requestId), 'reject'])).rejects.toThrow(/--reason/);
    await expect(run('review', [j.tenant.code, String(j.requestId), 'approve'])).rejects.toThrow(TenantAdminError);
    const other = await createTenant(db);
    await expect(run('review', [other.code, String(j.requestId), 'accept'])).rejects.toThrow(/does not exist/);
    await expect(run('review-document', [other.code, String(ids[0]), 'accept'])).rejects.toThrow(/does not exist/);
    await run('review', [j.tenant.code, String(j.requestId), 'accept']);
    await expect(run('review', [j.tenant.code, String(j.requestId), 'reject'], { reason: 'x' })).rejects.toThrow(
      /is at PERMIT_CREATED/,
    );
    await expect(
      run('review', [j.tenant.code, String(j.requestId), 'reject-upload'], { reason: 'x', documents: '999999' }),
    ).rejects.toThrow(/PERMIT_CREATED/);
  });
});

describe('where an accepted request goes on to', () => {
  it('a paid product waits for payment with an invoice, and the mail points at the cart', async () => {
    const j = await journey({ priceCents: 2500 });
    await submitDocuments(j);
    expect(await run('review', [j.tenant.code, String(j.requestId), 'accept'])).toContain(
      '-> DOCS_ACCEPTED -> AWAIT_PAYMENT.',
    );
    const invoices = await db
      .selectFrom('invoices')
      .select(['amount_cents', 'status'])
      .where('tenant_id', '=', j.tenant.id)
      .execute();
    expect(invoices).toEqual([{ amount_cents: 2500, status: 'OPEN' }]);
    const [mail] = await readOutbox(db, j.tenant.id);
    expect(mail?.body).toContain('pay for the request in the shopping cart');
    expect(mail?.body).toContain(`/${j.tenant.code}/shopping-cart`);
  });

  it('a product that needs confirmation waits for it', async () => {
    const j = await journey({ confirmationRequired: true });
    await submitDocuments(j);
    expect(await run('review', [j.tenant.code, String(j.requestId), 'accept'])).toContain('-> AWAIT_CONFIRMATION.');
  });

  it('a resident without an e-mail address is not mailed, and the employee is told', async () => {
    const j = await journey({ email: null });
    await submitDocuments(j);
    expect(await run('review', [j.tenant.code, String(j.requestId), 'accept'])).toContain('no e-mail address');
    expect(await readOutbox(db, j.tenant.id)).toEqual([]);
  });

  it('an optional document (DOCS_OPTIONAL) with an upload also goes to review', async () => {
    const j = await journey();
    await db.updateTable('requests').set({ status: 'DOCS_OPTIONAL' }).where('tenant_id', '=', j.tenant.id).execute();
    await db
      .updateTable('document_requirements')
      .set({ min_status_level: 0 })
      .where('tenant_id', '=', j.tenant.id)
      .execute();
    await upload(j, 'additional', samplePdf());
    expect((await continueRequest(j)).json().result[0].STATUSCODE).toBe('DOCS_AWAIT_APROVAL');
  });
});
