import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  concat,
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
import { declaredTypeAgrees, detectFileType } from './file-type.js';

const reason = (data: Uint8Array) => {
  const detected = detectFileType(data);
  return detected.ok ? `ok:${detected.type}` : detected.reason;
};

describe('detecting an upload’s type by its content', () => {
  it('recognizes PDF, JPEG, PNG, DOC and DOCX', () => {
    expect(reason(samplePdf())).toBe('ok:pdf');
    expect(reason(sampleJpeg())).toBe('ok:jpeg');
    expect(reason(samplePng())).toBe('ok:png');
    expect(reason(sampleOle2())).toBe('ok:doc');
    expect(reason(sampleDocx())).toBe('ok:docx');
  });

  it('refuses executables and scripts whatever they are called', () => {
    expect(reason(concat('MZ\x90\x00\x03', new Array(200).fill(0)))).toBe('executable');
    expect(reason(concat([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1], new Array(100).fill(0)))).toBe('executable');
    expect(reason(concat([0xcf, 0xfa, 0xed, 0xfe], new Array(100).fill(0)))).toBe('executable');
    expect(reason(concat('#!/bin/sh\nrm -rf /\n'))).toBe('script');
  });

  it('refuses markup: HTML, SVG, XML, also after a BOM or white space, and in UTF-16', () => {
    expect(reason(concat('<!DOCTYPE html><html><script>alert(1)</script>'))).toBe('markup');
    expect(reason(concat('\n  <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe('markup');
    expect(reason(concat([0xef, 0xbb, 0xbf], '<?xml version="1.0"?><svg/>'))).toBe('markup');
    expect(reason(new Uint8Array(Buffer.from('\ufeff<html>', 'utf16le')))).toBe('markup');
  });

  it('refuses RTF, GIF, a plain ZIP, an XLSX, an Excel OLE2 file and unknown bytes', () => {
    expect(reason(concat('{\\rtf1\\ansi Hello}'))).toBe('rtf');
    expect(reason(concat('GIF89a', [1, 0, 1, 0, 0, 0, 0, 0x3b]))).toBe('unknown');
    expect(reason(sampleZip({ 'readme.txt': 'hello' }))).toBe('unknown');
    expect(reason(sampleXlsx())).toBe('unknown');
    expect(reason(sampleOle2(['Workbook']))).toBe('unknown');
    expect(reason(concat('just some text'))).toBe('unknown');
    expect(reason(new Uint8Array())).toBe('empty');
  });

  it('refuses a PDF that is also a web page in its first bytes, or carries scripts, actions or attachments', () => {
    const polyglot = concat('%PDF-1.4\n%<html><body><script>alert(document.cookie)</script>\n', samplePdf().slice(9));
    expect(reason(polyglot)).toBe('markup_inside');
    const withScript = concat(
      samplePdf().slice(0, 60),
      '4 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n',
      samplePdf().slice(60),
    );
    expect(reason(withScript)).toBe('active_content');
    const launch = concat(
      samplePdf().slice(0, 60),
      '5 0 obj << /Type /Action /S /Launch /F (cmd.exe) >> endobj\n',
      samplePdf().slice(60),
    );
    expect(reason(launch)).toBe('active_content');
    // The same bytes inside a stream (compressed data) are not mistaken for a script.
    const inStream = concat(
      samplePdf().slice(0, 60),
      '6 0 obj << /Length 9 >>\nstream\n/JS (x) \nendstream\nendobj\n',
      samplePdf().slice(60),
    );
    expect(reason(inStream)).toBe('ok:pdf');
  });

  it('refuses a PDF cut off before its end, and one without a version', () => {
    const pdf = samplePdf();
    expect(reason(pdf.slice(0, pdf.length - 8))).toBe('damaged');
    expect(reason(concat('%PDF-\n%%EOF'))).toBe('damaged');
  });

  it('refuses a JPEG whose header is cut off or has no frame', () => {
    const jpeg = sampleJpeg();
    expect(reason(jpeg.slice(0, 3))).toBe('damaged');
    expect(reason(jpeg.slice(0, 30))).toBe('damaged');
    expect(reason(concat([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'))).toBe('damaged');
    expect(reason(concat([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0], [1, 2, 3]))).toBe('damaged');
  });

  it('refuses a PNG cut off before IEND or without IHDR', () => {
    const png = samplePng();
    expect(reason(png.slice(0, png.length - 12))).toBe('damaged');
    expect(reason(png.slice(0, 20))).toBe('damaged');
  });

  it('refuses Word files with macros', () => {
    expect(reason(sampleOle2(['WordDocument', 'Macros']))).toBe('macros');
    expect(
      reason(
        sampleZip({
          '[Content_Types].xml': '<Types/>',
          'word/document.xml': '<w:document/>',
          'word/vbaProject.bin': 'x',
        }),
      ),
    ).toBe('macros');
  });

  it('refuses ZIP tricks: data before or after it, differing names, path names', () => {
    const docx = sampleDocx();
    expect(reason(concat(docx, 'trailing'))).toBe('polyglot');
    // Prepended bytes that happen to start with a local header signature.
    expect(reason(concat([0x50, 0x4b, 0x03, 0x04], docx))).not.toMatch(/^ok/);
    const renamed = Buffer.from(docx);
    // Change the first local header's name only: '[Content_Types].xml' -> '[Content_Types].xmm'.
    renamed[30 + 18] = 'm'.charCodeAt(0);
    expect(reason(new Uint8Array(renamed))).toBe('polyglot');
    expect(
      reason(sampleZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': 'x', '../../evil.sh': 'x' })),
    ).toBe('polyglot');
  });

  it('never throws on random bytes after a valid signature', () => {
    for (const magic of [
      [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
      [0x50, 0x4b, 0x03, 0x04],
      [0xff, 0xd8, 0xff],
    ]) {
      for (let n = 0; n < 50; n++) {
        const noise = new Uint8Array(600 + n * 37).map((_, i) => (i * 7919 + n * 104729) & 0xff);
        const detected = detectFileType(concat(magic, noise));
        expect(detected.ok).toBe(false);
      }
    }
  });
});

/** Why a file is refused, with the detail the log gets. */
const why = (data: Uint8Array) => {
  const detected = detectFileType(data);
  return detected.ok ? `ok:${detected.type}` : `${detected.reason}: ${detected.detail}`;
};

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];

/** A PDF whose object 10 is `packed`, in an object stream FlateDecode-compressed behind the given predictor. */
function predictedObjectStream(packed: string, predict: (data: Buffer) => Buffer, parms: string): Uint8Array {
  const content = Buffer.from(`10 0 ${packed}`, 'latin1');
  const data = deflateSync(predict(content));
  return samplePdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 10 0 R >>',
    ...PAGES,
    `<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /DecodeParms ${parms} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`,
  ]);
}

/** TIFF predictor 2 over rows of `columns` samples of one byte: each the difference to the one before. */
const tiffPredict = (columns: number) => (data: Buffer) =>
  Buffer.from(data.map((byte, i) => (i % columns === 0 ? byte : (byte - (data[i - 1] ?? 0)) & 0xff)));

describe('issue 25: the PDF reading, one rule at a time', () => {
  it('decodes an object stream behind TIFF predictor 2, and refuses a predictor it does not know', () => {
    const script = '<< /S /JavaScript /JS (app.alert(1)) >>';
    expect(why(predictedObjectStream(script, tiffPredict(6), '<< /Predictor 2 /Columns 6 >>'))).toBe(
      'active_content: PDF with /JavaScript',
    );
    const page = '[3 0 R /Fit]';
    expect(why(predictedObjectStream(page, tiffPredict(6), '<< /Predictor 2 /Columns 6 >>'))).toBe('ok:pdf');
    expect(why(predictedObjectStream(page, (data) => data, '<< /Predictor 7 >>'))).toMatch(
      /^active_content: .*predictor 7/,
    );
  });

  it('refuses an object stream whose /N or /First refers to nothing, and one whose filter does', () => {
    const packed = samplePdfWithObjectStream({
      objects: ['<< /Type /Catalog /Pages 2 0 R >>', ...PAGES],
      packed: ['<< /Type /Annot >>'],
    });
    const withFirst = (first: string) =>
      concat(
        Buffer.from(packed)
          .toString('latin1')
          .replace(/\/First \d+/, `/First ${first}`),
      );
    expect(why(withFirst('8 0 R'))).toMatch(/^active_content: .*refer to objects that do not exist/);
    const filtered = concat(
      Buffer.from(packed).toString('latin1').replace('/Filter /FlateDecode /Length', '/Filter 8 0 R /Length'),
    );
    expect(why(filtered)).toMatch(/^active_content: .*refer to objects that do not exist/);
  });

  it('refuses a cross-reference stream that names an object stream the file does not hold', () => {
    const packed = Buffer.from(
      samplePdfWithObjectStream({ objects: ['<< /Type /Catalog /Pages 2 0 R >>', ...PAGES], packed: ['<< >>'] }),
    ).toString('latin1');
    // The object stream (object 4) defined as object 5 instead: the entries of type 2 point at nothing.
    expect(why(concat(packed.replace('4 0 obj', '5 0 obj')))).toMatch(/which is no object stream/);
  });

  it('refuses an /OpenAction, /AA or /Next that refers to nothing, or whose /Next chain comes back to itself', () => {
    const open = (action: string, ...more: string[]) =>
      why(samplePdfOf([`<< /Type /Catalog /Pages 2 0 R /OpenAction ${action} >>`, ...PAGES, ...more]));
    expect(open('9 0 R')).toMatch(/^active_content: .*OpenAction/);
    expect(open('<< /S /GoTo /D [3 0 R /Fit] /Next 9 0 R >>')).toMatch(/^active_content: .*OpenAction/);
    expect(open('4 0 R', '<< /S /GoTo /D [3 0 R /Fit] /Next 4 0 R >>')).toMatch(/^active_content: .*OpenAction/);
    expect(
      open('4 0 R', '<< /S /GoTo /D [3 0 R /Fit] /Next [5 0 R 5 0 R] >>', '<< /S /GoTo /D [3 0 R /XYZ 0 0 0] >>'),
    ).toBe('ok:pdf');
    const aa = samplePdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      PAGES[0] as string,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O 9 0 R >> >>',
    ]);
    expect(why(aa)).toMatch(/^active_content: .*\/AA/);
  });

  it('follows an action type given by reference, and definitions that refer to each other without growing', () => {
    expect(
      why(
        samplePdfOf([
          '<< /Type /Catalog /Pages 2 0 R >>',
          ...PAGES,
          '<< /Type /Action /S 5 0 R /F (https://evil.example) >>',
          '/SubmitForm',
        ]),
      ),
    ).toBe('active_content: PDF with a /SubmitForm action');
    // Objects 4 to 19, each defined three times as a reference to the next: 3^16 paths, 48 definitions.
    let chain = '';
    for (let n = 4; n < 20; n++) chain += `${n} 0 obj ${n + 1} 0 R endobj\n`.repeat(3);
    const started = Date.now();
    const detected = why(samplePdfOf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', ...PAGES], { 3: chain }));
    expect(detected).toMatch(/^active_content: .*OpenAction/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses javascript: addresses however they are written, and keeps other links', () => {
    const link = (uri: string) =>
      why(samplePdfOf(['<< /Type /Catalog /Pages 2 0 R >>', ...PAGES, `<< /S /URI /URI ${uri} >>`]));
    for (const uri of [
      '(javascript:alert(1))',
      '(\\000\\njAvAsCrIpT\\t:x)',
      '/java#73cript:x',
      '<6A617661736372697074 3A78>',
    ]) {
      expect(link(uri), uri).toBe('active_content: PDF with a javascript: address');
    }
    expect(link('(https://www.amsterdam.nl/javascript:)')).toBe('ok:pdf');
    expect(link('(mailto:parkeren@amsterdam.nl)')).toBe('ok:pdf');
  });
});

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const documentRels = (relationships: string) => ({
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
  'word/_rels/document.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`,
});

describe('issue 25: the DOCX reading, one rule at a time', () => {
  it('allows outward hyperlinks to web pages and e-mail addresses, and refuses every other outward relationship', () => {
    const hyperlink = (target: string) =>
      `<Relationship Id="rId1" Type="${RELS}/hyperlink" Target="${target}" TargetMode="External"/>`;
    expect(why(sampleDocxOf(documentRels(hyperlink('https://www.amsterdam.nl'))))).toBe('ok:docx');
    expect(why(sampleDocxOf(documentRels(hyperlink('mailto:parkeren@amsterdam.nl'))))).toBe('ok:docx');
    expect(why(sampleDocxOf(documentRels(hyperlink('file://///198.51.100.7/share/x.docx'))))).toMatch(/^external:/);
    for (const type of ['oleObject', 'frame', 'subDocument', 'image', 'attachedTemplate']) {
      const related = `<Relationship Id="rId2" Type="${RELS}/${type}" Target="\\\\198.51.100.7\\share\\x" TargetMode="External"/>`;
      expect(why(sampleDocxOf(documentRels(related))), type).toMatch(new RegExp(`^external: .*${type} to`));
    }
    // Without TargetMode, an address is still outside the file; with a prefix and single quotes the element is still read.
    const noMode = `<Relationship Id="rId3" Type="${RELS}/attachedTemplate" Target="http://198.51.100.7/t.dotm"/>`;
    expect(why(sampleDocxOf(documentRels(noMode)))).toMatch(/^external:/);
    const prefixed = `<pr:Relationship Id='rId4' Type='${RELS}/frame' Target='x' TargetMode='External'/>`;
    expect(why(sampleDocxOf(documentRels(prefixed)))).toMatch(/^external:/);
    const unreadable = `<Relationship Id="rId5" Type="${RELS}/frame" Target=http://x TargetMode="External"/>`;
    expect(why(sampleDocxOf(documentRels(unreadable)))).toMatch(/^external: .*cannot be read/);
  });

  it('reads a .rels part written in UTF-16', () => {
    const parts = documentRels(
      `<Relationship Id="rId1" Type="${RELS}/attachedTemplate" Target="http://198.51.100.7/t.dotm" TargetMode="External"/>`,
    );
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(parts['word/_rels/document.xml.rels'], 'utf16le'),
    ]);
    const docx = zipOf([
      zipPart('[Content_Types].xml', '<Types/>', true),
      zipPart('word/document.xml', parts['word/document.xml'], true),
      zipPart('word/_rels/document.xml.rels', utf16, true),
    ]);
    expect(why(docx)).toMatch(/^external:/);
  });

  it('refuses an entry whose content is not what its headers declare: size, CRC, or the local header', () => {
    const part = zipPart('word/document.xml', '<w:document/>', true);
    const types = zipPart('[Content_Types].xml', '<Types/>', true);
    expect(why(zipOf([types, { ...part, size: part.size - 1 }]))).toMatch(/^expands: .*unpacks to more than/);
    expect(why(zipOf([types, { ...part, size: part.size + 1 }]))).toMatch(/^damaged: .*does not hold/);
    expect(why(zipOf([types, { ...part, crc: part.crc ^ 1 }]))).toMatch(/^damaged: .*does not hold/);
    const docx = Buffer.from(zipOf([types, part]));
    // The first local header (of [Content_Types].xml) declares one byte more than the central directory.
    docx.writeUInt32LE(docx.readUInt32LE(22) + 1, 22);
    expect(why(new Uint8Array(docx))).toMatch(/^polyglot: .*local and central sizes/);
  });
});

describe('the declared type', () => {
  it('must agree with the detected type; image/jpg counts as JPEG; parameters and case are ignored', () => {
    expect(declaredTypeAgrees('image/jpg', 'jpeg')).toBe(true);
    expect(declaredTypeAgrees('Image/JPEG; name=x', 'jpeg')).toBe(true);
    expect(declaredTypeAgrees('application/pdf', 'png')).toBe(false);
    expect(declaredTypeAgrees('text/html', 'pdf')).toBe(false);
    expect(declaredTypeAgrees('application/msword', 'docx')).toBe(false);
  });

  it('accepts a browser that declares nothing (application/octet-stream)', () => {
    expect(declaredTypeAgrees('application/octet-stream', 'docx')).toBe(true);
    expect(declaredTypeAgrees('', 'pdf')).toBe(true);
  });
});
