/**
 * Small, structurally real files of every accepted type, and the look-alikes the upload check
 * must refuse. Built in code so tests (and a demo seeder) need no binary fixtures; each is what
 * detectFileType reads, not a complete document a viewer would render nicely.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

const enc = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

export function concat(...parts: (Uint8Array | string | readonly number[])[]): Uint8Array {
  return new Uint8Array(
    Buffer.concat(
      parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p as Uint8Array | number[]))),
    ),
  );
}

/** A one-page PDF; `padTo` adds a comment so the file has exactly that many bytes. */
export function samplePdf(padTo?: number): Uint8Array {
  const head = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
  const body =
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n';
  const tail = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const base = head.length + body.length + tail.length;
  const pad = padTo === undefined ? '' : `%${'x'.repeat(Math.max(0, padTo - base - 2))}\n`;
  if (padTo !== undefined && base + pad.length !== padTo) throw new Error(`samplePdf cannot be ${padTo} bytes`);
  return enc(head + body + pad + tail);
}

/**
 * A PDF of the given objects (numbered from 1, the first the catalogue) with a cross-reference
 * table, so that a viewer finds every object by its offset. `before` writes bytes in front of the
 * object of that number, between the objects, where a viewer that jumps by offset never reads.
 */
export function samplePdfOf(objects: readonly string[], before: Record<number, string> = {}): Uint8Array {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    body += before[i + 1] ?? '';
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return enc(body);
}

/** PNG "Up" prediction (each row the difference to the row above, behind filter type 2), as PDF writers apply it before FlateDecode. */
export function pngUpPredict(data: Uint8Array, columns: number): Uint8Array {
  const rows = Math.ceil(data.length / columns);
  const out = new Uint8Array(rows * (columns + 1));
  for (let row = 0; row < rows; row++) {
    out[row * (columns + 1)] = 2;
    for (let i = 0; i < columns; i++) {
      const at = row * columns + i;
      out[row * (columns + 1) + 1 + i] = ((data[at] ?? 0) - (row > 0 ? (data[at - columns] ?? 0) : 0)) & 0xff;
    }
  }
  return out;
}

export interface ObjectStreamPdf {
  /** Objects at the top level, numbered from 1 (at most 7); the first is the catalogue. */
  objects: readonly string[];
  /** Objects packed into the one object stream, numbered from 10. */
  packed: readonly string[];
  /** The object stream's /Type entry as written; '' leaves it out. */
  type?: string;
  /** FlateDecode the object stream behind a PNG Up predictor over rows of this many bytes. */
  predictorColumns?: number;
}

/**
 * A PDF 1.5 file as current writers make it: objects at the top level, more objects in a
 * compressed object stream, and a cross-reference stream (FlateDecode behind a PNG predictor) that
 * addresses both, the packed ones as "compressed in the object stream". A viewer finds every object
 * through it; nothing but that stream says where the packed objects are.
 */
export function samplePdfWithObjectStream({
  objects,
  packed,
  type = '/Type /ObjStm',
  predictorColumns,
}: ObjectStreamPdf): Uint8Array {
  if (objects.length > 7) throw new Error('samplePdfWithObjectStream numbers its packed objects from 10');
  const container = objects.length + 1;
  const xrefNumber = objects.length + 2;
  const parts: Uint8Array[] = [enc('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]?.length ?? 0;
  const offsets = new Map<number, number>();
  const add = (number: number, head: string, stream?: Uint8Array) => {
    offsets.set(number, length);
    const part = stream
      ? concat(`${number} 0 obj\n${head}\nstream\n`, stream, '\nendstream\nendobj\n')
      : enc(`${number} 0 obj\n${head}\nendobj\n`);
    parts.push(part);
    length += part.length;
  };
  for (const [i, object] of objects.entries()) add(i + 1, object);

  let header = '';
  let content = '';
  packed.forEach((object, i) => {
    header += `${10 + i} ${content.length} `;
    content += `${object}\n`;
  });
  let raw: Uint8Array = enc(header + content);
  let parms = '';
  if (predictorColumns) {
    raw = pngUpPredict(
      concat(raw, ' '.repeat((predictorColumns - (raw.length % predictorColumns)) % predictorColumns)),
      predictorColumns,
    );
    parms = ` /DecodeParms << /Predictor 12 /Columns ${predictorColumns} >>`;
  }
  const packedData = deflateSync(raw);
  add(
    container,
    `<< ${type} /N ${packed.length} /First ${header.length} /Filter /FlateDecode${parms} /Length ${packedData.length} >>`,
    packedData,
  );

  // Entries of 1 + 4 + 2 bytes: type, offset or object stream, generation or index.
  const size = 10 + packed.length;
  const rows = Buffer.alloc(size * 7);
  offsets.set(xrefNumber, length);
  for (let number = 0; number < size; number++) {
    const at = number * 7;
    const offset = offsets.get(number);
    if (number >= 10) {
      rows[at] = 2;
      rows.writeUInt32BE(container, at + 1);
      rows.writeUInt16BE(number - 10, at + 5);
    } else if (offset !== undefined) {
      rows[at] = 1;
      rows.writeUInt32BE(offset, at + 1);
    } else if (number === 0) rows.writeUInt16BE(0xffff, at + 5);
  }
  const xrefData = deflateSync(pngUpPredict(rows, 7));
  add(
    xrefNumber,
    `<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >> /Length ${xrefData.length} >>`,
    xrefData,
  );
  return concat(...parts, `startxref\n${offsets.get(xrefNumber)}\n%%EOF\n`);
}

/** A JPEG's header: SOI, APP0 JFIF, DQT, SOF0, DHT, SOS and a few bytes of scan data, EOI. */
export function sampleJpeg(): Uint8Array {
  const segment = (marker: number, payload: number[]) => [
    0xff,
    marker,
    (payload.length + 2) >> 8,
    (payload.length + 2) & 0xff,
    ...payload,
  ];
  return concat(
    [0xff, 0xd8],
    segment(0xe0, [...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xdb, [0, ...new Array(64).fill(1)]),
    segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    segment(0xc4, [0, ...new Array(16).fill(0)]),
    segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    [0x12, 0x34, 0x56, 0xff, 0xd9],
  );
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = concat(type, data);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return concat(length, typeAndData, crc);
}

/** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
export function samplePng(): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', new Uint8Array([0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00])),
    pngChunk('IEND', new Uint8Array()),
  );
}

/**
 * An OLE2 compound file (512-byte sectors: header, one FAT sector, one directory sector) whose
 * directory holds the root entry and the given stream or storage names. With 'WordDocument' it is
 * what a .doc looks like to the check; with 'Workbook' an .xls.
 */
export function sampleOle2(names: readonly string[] = ['WordDocument', '1Table']): Uint8Array {
  const sector = 512;
  const header = Buffer.alloc(sector, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // directory starts at sector 1
  header.writeUInt32LE(0x1000, 56);
  header.writeUInt32LE(0xfffffffe, 60);
  header.writeUInt32LE(0xfffffffe, 68); // no DIFAT chain
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 76 + i * 4);
  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: the FAT itself
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: the directory, end of chain
  const directory = Buffer.alloc(sector, 0);
  const entries = ['Root Entry', ...names].slice(0, 4);
  entries.forEach((name, i) => {
    const at = i * 128;
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(directory, at);
    directory.writeUInt16LE(utf16.length, at + 64);
    directory[at + 66] = i === 0 ? 5 : name === 'Macros' ? 1 : 2;
  });
  return concat(header, fat, directory);
}

/** One entry of a ZIP as it is written: the bytes stored, and the size and CRC-32 its headers declare. */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  stored: Uint8Array;
  size: number;
  crc: number;
}

/** An entry with its true size and CRC, stored as is or deflated. */
export function zipPart(name: string, content: string | Uint8Array, deflate = false): ZipPart {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return {
    name,
    method: deflate ? 8 : 0,
    stored: deflate ? deflateRawSync(data) : data,
    size: data.length,
    crc: crc32(data),
  };
}

/** A ZIP of the given entries, with matching local and central headers. */
export function zipOf(parts: readonly ZipPart[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const nameBytes = Buffer.from(part.name, 'latin1');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.stored.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.stored.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    const localEntry = concat(local, nameBytes, part.stored);
    locals.push(localEntry);
    centrals.push(concat(central, nameBytes));
    offset += localEntry.length;
  }
  const directory = concat(...centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return concat(...locals, directory, end);
}

/** A stored (uncompressed) ZIP of the given entries, with matching local and central headers. */
export function sampleZip(entries: Record<string, string>): Uint8Array {
  return zipOf(Object.entries(entries).map(([name, content]) => zipPart(name, content)));
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export function sampleDocx(): Uint8Array {
  return sampleZip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
}

/** [Content_Types].xml of a Word document, as Word writes it. */
export const DOCX_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/**
 * A DOCX as Word writes it (every part deflated): the content types, the package relationships,
 * and the given parts, which include word/document.xml.
 */
export function sampleDocxOf(parts: Record<string, string>): Uint8Array {
  return zipOf([
    zipPart('[Content_Types].xml', DOCX_CONTENT_TYPES, true),
    zipPart(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      true,
    ),
    ...Object.entries(parts).map(([name, content]) => zipPart(name, content, true)),
  ]);
}

export function sampleXlsx(): Uint8Array {
  return sampleZip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
  });
}

/** Content types of the accepted types, as a browser declares them. */
export const MIME = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
