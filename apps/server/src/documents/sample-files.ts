/**
 * Small, structurally real files of every accepted type, and the look-alikes the upload check
 * must refuse. Built in code so tests (and a demo seeder) need no binary fixtures; each is what
 * detectFileType reads, not a complete document a viewer would render nicely.
 */
import { crc32 } from 'node:zlib';

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

/** A stored (uncompressed) ZIP of the given entries, with matching local and central headers. */
export function sampleZip(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'latin1');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    const localEntry = concat(local, nameBytes, data);
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

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export function sampleDocx(): Uint8Array {
  return sampleZip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
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
