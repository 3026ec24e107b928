/**
 * What an uploaded file really is, read from its content (DECISIONS 1: PDF, JPEG, PNG, DOC, DOCX;
 * RTF refused). The browser's file name and declared type are never trusted for this: they only
 * have to agree with what the bytes say (declaredTypeAgrees).
 *
 * Checks, in order (docs/documents.md lists them for operators):
 * 1. The first bytes must not be an executable or a script: 'MZ' (Windows PE), '\x7fELF', Mach-O,
 *    '#!' (a script), nor markup: '<' after optional BOM and white space (HTML, SVG, XML). RTF
 *    ('{\rtf') is refused by name. GIF, ZIP, XLSX and anything else are "not an allowed type".
 * 2. The allowed signature at offset 0, and a structural check per type:
 *    - PDF: '%PDF-1.x' or '%PDF-2.x' at offset 0, and '%%EOF' in the last 1024 bytes (a truncated
 *      file is refused); then every object, object streams included (found as a viewer finds
 *      them, through /N and /First and the cross-reference stream, predictors undone), read by
 *      pdf-inspect.ts: scripts, launch actions, embedded files, XFA, links that open remote files,
 *      submit forms or run javascript: addresses, and automatic actions other than going to a page
 *      (or that refer to nothing this reading found) are refused (they have no place in a proof
 *      document).
 *    - JPEG: FF D8 FF, then the marker segments walked up to the start of scan: every segment must
 *      fit in the file and a frame header (SOFn) must come before the scan.
 *    - PNG: the 8-byte signature, IHDR (13 bytes) as first chunk, chunks walked up to IEND.
 *    - DOC: the OLE2 compound file signature, and its directory (followed through the FAT) must
 *      hold a 'WordDocument' stream and no 'Macros' or '_VBA_PROJECT' storage: an Excel sheet, an
 *      Outlook message or an MSI installer has the same signature and is refused.
 *    - DOCX: a ZIP whose central directory lists '[Content_Types].xml' and 'word/document.xml',
 *      whose every entry's local file header carries the same name (a ZIP whose two name lists
 *      differ is a known trick), with the first entry at offset 0 and the end record at the very
 *      end (nothing prepended or appended), no ZIP64, no entry name with '..', a backslash or a
 *      leading '/'; at most MAX_DOCX_ENTRIES entries and MAX_DOCX_UNPACKED_MB unpacked as the
 *      central directory declares them; no macros or ActiveX (vbaProject.bin, vbaData.xml,
 *      activeX/, embedded OLE .bin parts, or a macro-enabled content type in [Content_Types].xml).
 *      Then every entry is inflated with its declared size as the bound (so never more than
 *      MAX_DOCX_UNPACKED_MB in all), and must hold exactly that size and its CRC-32: a directory
 *      that declares 1 KB for 200 MB is refused after 1 KB. No relationship (.rels) may reach
 *      outside the file except a hyperlink to http(s) or mailto (a remote template is how macros
 *      reach a document without any). A plain ZIP or an XLSX is refused.
 * 3. HTML or script markup ('<script', '<html', '<svg', '<iframe', '<body', '<object', '<embed',
 *    '<!doctype', '<?php', ...) anywhere in a PDF or image, and in the first 1024 bytes of a Word
 *    file (whose XML parts are compressed): a polyglot that is also a web page is refused.
 */

import { crc32, inflateRawSync } from 'node:zlib';
import { inspectPdf } from './pdf-inspect.js';

export const DOCUMENT_TYPES = ['pdf', 'jpeg', 'png', 'doc', 'docx'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface DocumentTypeInfo {
  /** The content type the file is stored and served with. */
  contentType: string;
  /** The extension its stored name gets. */
  extension: string;
  /** Declared types (the multipart part's Content-Type) that agree with it. */
  declared: readonly string[];
}

export const DOCUMENT_TYPE_INFO: Record<DocumentType, DocumentTypeInfo> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', declared: ['application/pdf', 'application/x-pdf'] },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  png: { contentType: 'image/png', extension: 'png', declared: ['image/png', 'image/x-png'] },
  doc: { contentType: 'application/msword', extension: 'doc', declared: ['application/msword'] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
};

/**
 * Why a file is refused (for the log; the user reads a translated message per group):
 * - not allowed: empty, unknown, rtf, executable, script, markup, polyglot, active_content, macros;
 * - damaged: the signature is right but the structure is broken or cut off.
 */
export type RefusalReason =
  | 'empty'
  | 'unknown'
  | 'rtf'
  | 'executable'
  | 'script'
  | 'markup'
  | 'polyglot'
  | 'active_content'
  | 'macros'
  /** HTML or script markup inside a file of an allowed type. */
  | 'markup_inside'
  /** A DOCX whose directory declares more entries or unpacked bytes than the bound, or whose entry unpacks to more than it declares. */
  | 'expands'
  /** A DOCX with a relationship that Word follows outside the file when it opens it (a remote template). */
  | 'external'
  | 'damaged';

export type Detection = { ok: true; type: DocumentType } | { ok: false; reason: RefusalReason; detail: string };

const refuse = (reason: RefusalReason, detail: string): Detection => ({ ok: false, reason, detail });

function startsWith(data: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  return bytes.every((byte, i) => data[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** Latin-1 view of a slice: every byte one character, so byte offsets and string indexes agree. */
function latin1(data: Uint8Array, start = 0, end = data.length): string {
  return Buffer.from(data.buffer, data.byteOffset + start, Math.max(0, Math.min(end, data.length) - start)).toString(
    'latin1',
  );
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

const HEAD_BYTES = 1024;
/** HTML or script markup: in a PDF or image anywhere (a browser that sniffs reads the whole file), in Word files at the start. */
const MARKUP = /<(script|html|svg|iframe|body|object|embed|!doctype|\?php|meta|link|form|img|a\s+href)\b/i;

/** Step 1: executables, scripts and markup at the very start. */
function dangerousStart(data: Uint8Array): Detection | null {
  if (startsWith(data, ascii('MZ'))) return refuse('executable', 'MZ (Windows executable)');
  if (startsWith(data, [0x7f, 0x45, 0x4c, 0x46])) return refuse('executable', 'ELF executable');
  for (const magic of [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xcf, 0xfa, 0xed, 0xfe],
    [0xca, 0xfe, 0xba, 0xbe],
  ]) {
    if (startsWith(data, magic)) return refuse('executable', 'Mach-O or Java class');
  }
  if (startsWith(data, ascii('#!'))) return refuse('script', '#! script');
  if (startsWith(data, ascii('{\\rtf'))) return refuse('rtf', 'RTF');
  // Markup: '<' after an optional UTF-8 BOM and white space (HTML, SVG, XML).
  let i = startsWith(data, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < data.length && i < HEAD_BYTES && [0x09, 0x0a, 0x0d, 0x20].includes(data[i] ?? 0)) i++;
  if (data[i] === 0x3c) return refuse('markup', 'starts with markup');
  // UTF-16 markup ('<' with a zero byte beside it).
  if (startsWith(data, [0xff, 0xfe, 0x3c, 0x00]) || startsWith(data, [0xfe, 0xff, 0x00, 0x3c])) {
    return refuse('markup', 'UTF-16 markup');
  }
  return null;
}

// ---- PDF

function checkPdf(data: Uint8Array): Detection {
  const header = latin1(data, 0, 16);
  if (!/^%PDF-[12]\.\d/.test(header)) return refuse('damaged', 'PDF header without a version');
  if (!latin1(data, Math.max(0, data.length - HEAD_BYTES)).includes('%%EOF')) {
    return refuse('damaged', 'PDF without %%EOF at the end (truncated)');
  }
  const finding = inspectPdf(data);
  if (!finding.ok) return refuse(finding.kind, finding.detail);
  return { ok: true, type: 'pdf' };
}

// ---- JPEG

function checkJpeg(data: Uint8Array): Detection {
  let at = 2;
  let frame = false;
  // Walk the marker segments up to the start of scan (FF DA).
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return refuse('damaged', `JPEG: no marker at ${at}`);
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      return refuse('damaged', `JPEG: unexpected marker ${marker.toString(16)} before the scan`);
    }
    const length = ((data[at + 2] ?? 0) << 8) | (data[at + 3] ?? 0);
    if (length < 2 || at + 2 + length > data.length) return refuse('damaged', 'JPEG: segment runs past the end');
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frame = true;
    if (marker === 0xda) {
      if (!frame) return refuse('damaged', 'JPEG: scan without a frame header');
      if (at + 2 + length >= data.length) return refuse('damaged', 'JPEG: no image data');
      return { ok: true, type: 'jpeg' };
    }
    at += 2 + length;
  }
  return refuse('damaged', 'JPEG: cut off before the image data');
}

// ---- PNG

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function checkPng(data: Uint8Array): Detection {
  const dv = view(data);
  if (data.length < 8 + 25 || dv.getUint32(8) !== 13 || latin1(data, 12, 16) !== 'IHDR') {
    return refuse('damaged', 'PNG without an IHDR chunk');
  }
  let at = 8;
  while (at + 12 <= data.length) {
    const length = dv.getUint32(at);
    const type = latin1(data, at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return refuse('damaged', `PNG: bad chunk type at ${at}`);
    if (at + 12 + length > data.length) return refuse('damaged', `PNG: chunk ${type} runs past the end`);
    if (type === 'IEND') return { ok: true, type: 'png' };
    at += 12 + length;
  }
  return refuse('damaged', 'PNG: cut off before IEND');
}

// ---- DOC (OLE2 compound file)

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const FREE_OR_END = 0xfffffffa; // special sector numbers are at and above this
const MAX_DIRECTORY_ENTRIES = 4096;

function checkDoc(data: Uint8Array): Detection {
  if (data.length < 512) return refuse('damaged', 'OLE2: shorter than its header');
  const dv = view(data);
  const shift = dv.getUint16(30, true);
  if (shift !== 9 && shift !== 12) return refuse('damaged', 'OLE2: bad sector size');
  const sectorSize = 1 << shift;
  const sectorOffset = (n: number) => (n + 1) * sectorSize;
  const fatSectorCount = dv.getUint32(44, true);
  const firstDirectorySector = dv.getUint32(48, true);

  // The FAT sectors: 109 in the header, more in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) fatSectors.push(dv.getUint32(76 + i * 4, true));
  let difat = dv.getUint32(68, true);
  let guard = 0;
  while (fatSectors.length < fatSectorCount && difat < FREE_OR_END && guard++ < 1000) {
    const base = sectorOffset(difat);
    if (base + sectorSize > data.length) return refuse('damaged', 'OLE2: DIFAT past the end');
    for (let i = 0; i < sectorSize / 4 - 1 && fatSectors.length < fatSectorCount; i++) {
      fatSectors.push(dv.getUint32(base + i * 4, true));
    }
    difat = dv.getUint32(base + sectorSize - 4, true);
  }
  if (fatSectors.length < fatSectorCount) return refuse('damaged', 'OLE2: FAT incomplete');
  const nextSector = (sector: number): number => {
    const perSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined || fatSector >= FREE_OR_END) return FREE_OR_END;
    const at = sectorOffset(fatSector) + (sector % perSector) * 4;
    return at + 4 <= data.length ? dv.getUint32(at, true) : FREE_OR_END;
  };

  const names: string[] = [];
  let sector = firstDirectorySector;
  const seen = new Set<number>();
  while (sector < FREE_OR_END && !seen.has(sector) && names.length < MAX_DIRECTORY_ENTRIES) {
    seen.add(sector);
    const base = sectorOffset(sector);
    if (base + sectorSize > data.length) return refuse('damaged', 'OLE2: directory past the end');
    for (let entry = 0; entry < sectorSize / 128; entry++) {
      const at = base + entry * 128;
      const nameBytes = dv.getUint16(at + 64, true);
      const type = data[at + 66];
      if (type === 0 || nameBytes < 2 || nameBytes > 64) continue;
      names.push(Buffer.from(data.buffer, data.byteOffset + at, nameBytes - 2).toString('utf16le'));
    }
    sector = nextSector(sector);
  }
  if (names.some((name) => name === 'Macros' || name === '_VBA_PROJECT' || name === 'VBA')) {
    return refuse('macros', 'Word document with macros');
  }
  if (!names.includes('WordDocument')) return refuse('unknown', 'OLE2 file that is not a Word document');
  return { ok: true, type: 'doc' };
}

// ---- DOCX (ZIP)

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
/** A Word letter or form has a few dozen parts of a few MB; far more is a zip bomb or not a proof document. */
export const MAX_DOCX_ENTRIES = 1000;
export const MAX_DOCX_UNPACKED_MB = 50;
/** [Content_Types].xml and the .rels parts are small lists; larger ones are not read as text. */
const MAX_XML_PART_BYTES = 1024 * 1024;
/** Content types of parts that run code: macros (.docm, .dotm), VBA projects, ActiveX controls. */
const ACTIVE_CONTENT_TYPES = /macroEnabled|vbaProject|vbaData|ms-office\.activeX|oleObject/i;
/** Part names that run code: VBA projects and data, ActiveX controls, embedded OLE objects (the "Package" trick). */
const ACTIVE_PARTS = /(^|\/)vba(Project|Data)\.(bin|xml)$|(^|\/)activeX\/|(^|\/)embeddings\/.*\.bin$/i;

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * The content of one entry, held to what the central directory declares: inflated with the declared
 * size as the bound (a 1 KB entry that would inflate to 200 MB stops after 1 KB), then its size and
 * CRC-32 compared. The declared sizes are bounded by MAX_DOCX_UNPACKED_MB together, and so is what
 * is inflated.
 */
function zipEntryContent(data: Uint8Array, entry: ZipEntry): Uint8Array | Detection {
  const dv = view(data);
  const local = entry.localOffset;
  const name = entry.name.slice(0, 100);
  if (entry.flags & 1) return refuse('damaged', `ZIP: ${name} is encrypted`);
  // Without a data descriptor (flag 8) the local header repeats CRC and sizes; a reader that streams believes those.
  if (
    !(entry.flags & 8) &&
    (dv.getUint32(local + 14, true) !== entry.crc ||
      dv.getUint32(local + 18, true) !== entry.compressedSize ||
      dv.getUint32(local + 22, true) !== entry.size)
  ) {
    return refuse('polyglot', `ZIP local and central sizes of ${name} differ`);
  }
  const start = local + 30 + dv.getUint16(local + 26, true) + dv.getUint16(local + 28, true);
  if (start + entry.compressedSize > data.length) return refuse('damaged', `ZIP: ${name} cut off`);
  const stored = data.subarray(start, start + entry.compressedSize);
  let content: Uint8Array;
  if (entry.method === 0) content = stored;
  else if (entry.method === 8) {
    try {
      content = inflateRawSync(stored, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        return refuse('expands', `ZIP: ${name} unpacks to more than the ${entry.size} bytes it declares`);
      }
      return refuse('damaged', `ZIP: ${name} cannot be inflated`);
    }
  } else return refuse('damaged', `ZIP: ${name} compressed with method ${entry.method}`);
  if (content.length !== entry.size || crc32(content) !== entry.crc) {
    return refuse('damaged', `ZIP: ${name} does not hold the ${entry.size} bytes it declares`);
  }
  return content;
}

/** An XML part as text: UTF-16 by its byte-order mark, else UTF-8 (the two encodings OPC allows). */
function xmlText(content: Uint8Array): string {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)))
      .swap16()
      .toString('utf16le');
  }
  return bytes.toString('utf8');
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** An attribute's value as an XML parser reads it: `&#x45;xternal` is `External`. */
function decodeXmlAttribute(raw: string): string {
  return raw.replace(/&(#x[0-9A-Fa-f]+|#\d+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Math.min(Number.parseInt(ref.slice(2), 16), 0x10ffff));
    if (ref.startsWith('#')) return String.fromCodePoint(Math.min(Number.parseInt(ref.slice(1), 10), 0x10ffff));
    return XML_ENTITIES[ref] ?? whole;
  });
}

/** Any start of a Relationship element (with or without a namespace prefix), to count against those read. */
const RELATIONSHIP_START = /<\s*(?:[\w.-]+:)?Relationship(?=[\s/>])/g;
/** A Relationship element whose attributes can be read (a quoted value may hold `>`). */
const RELATIONSHIP = /<\s*(?:[\w.-]+:)?Relationship((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
const XML_ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** A target with a scheme (`http:`, `file:`) or a network path (`\\host`, `//host`): outside the file. */
const OUTSIDE_TARGET = /^(?:[A-Za-z][A-Za-z0-9+.-]*:|[\\/]{2})/;
/** The one outward relationship allowed: a hyperlink the reader clicks, to a web page or an e-mail address. */
const HYPERLINK_TARGET = /^(?:https?|mailto):/i;

/**
 * The first relationship of a .rels part that reaches outside the file and is not a plain
 * hyperlink, or null. A hyperlink to http(s) or mailto loads nothing until the reader clicks it and
 * is common in letters; every other outward relationship (attachedTemplate, oleObject, frame,
 * subDocument, a linked image, ...) is fetched by Word as it opens the document, which is how a
 * remote template brings in macros. A Relationship element that cannot be read counts as outward.
 */
function outwardRelationship(xml: string): string | null {
  const starts = xml.match(RELATIONSHIP_START)?.length ?? 0;
  let read = 0;
  for (const element of xml.matchAll(RELATIONSHIP)) {
    read++;
    const attributes = new Map<string, string>();
    for (const attribute of (element[1] ?? '').matchAll(XML_ATTRIBUTE)) {
      const name = (attribute[1] ?? '').replace(/^.*:/, '');
      attributes.set(name, decodeXmlAttribute(attribute[2] ?? attribute[3] ?? '').trim());
    }
    const mode = attributes.get('TargetMode');
    const target = attributes.get('Target') ?? '';
    const type = (attributes.get('Type') ?? '').replace(/^.*\//, '');
    if ((mode === undefined || mode === 'Internal') && !OUTSIDE_TARGET.test(target)) continue;
    if (type === 'hyperlink' && HYPERLINK_TARGET.test(target)) continue;
    return `${type.slice(0, 50)} to ${target.slice(0, 100)}`;
  }
  return read === starts ? null : 'a relationship that cannot be read';
}

function checkDocx(data: Uint8Array): Detection {
  const dv = view(data);
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65535 bytes.
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65535); at--) {
    if (dv.getUint32(at, true) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return refuse('damaged', 'ZIP without an end record');
  if (end + 22 + dv.getUint16(end + 20, true) !== data.length) return refuse('polyglot', 'ZIP with data appended');
  const entries = dv.getUint16(end + 10, true);
  const directorySize = dv.getUint32(end + 12, true);
  const directoryOffset = dv.getUint32(end + 16, true);
  if (entries === 0xffff || directoryOffset === 0xffffffff) return refuse('unknown', 'ZIP64');
  if (entries > MAX_DOCX_ENTRIES) return refuse('expands', `ZIP with ${entries} entries`);
  if (directoryOffset + directorySize !== end) return refuse('polyglot', 'ZIP central directory not where it says');

  const names: string[] = [];
  let at = directoryOffset;
  let firstAtZero = false;
  // The sizes the directory declares, added up without inflating anything (issue 18: a 204 KB file that expands to 200 MB).
  let unpacked = 0;
  const list: ZipEntry[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + 46 > end || dv.getUint32(at, true) !== ZIP_CENTRAL) return refuse('damaged', 'ZIP central directory');
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const localOffset = dv.getUint32(at + 42, true);
    const name = latin1(data, at + 46, at + 46 + nameLength);
    // The local file header must exist and carry the same name.
    if (localOffset + 30 > data.length || dv.getUint32(localOffset, true) !== ZIP_LOCAL) {
      return refuse('damaged', `ZIP: no local header for ${name}`);
    }
    const localNameLength = dv.getUint16(localOffset + 26, true);
    if (latin1(data, localOffset + 30, localOffset + 30 + localNameLength) !== name) {
      return refuse('polyglot', 'ZIP local and central names differ');
    }
    if (localOffset === 0) firstAtZero = true;
    const size = dv.getUint32(at + 24, true);
    unpacked += size;
    list.push({
      name,
      flags: dv.getUint16(at + 8, true),
      method: dv.getUint16(at + 10, true),
      crc: dv.getUint32(at + 16, true),
      compressedSize: dv.getUint32(at + 20, true),
      size,
      localOffset,
    });
    names.push(name);
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (!firstAtZero) return refuse('polyglot', 'ZIP with data before its first entry');
  if (names.some((n) => n.includes('..') || n.includes('\\') || n.startsWith('/'))) {
    return refuse('polyglot', 'ZIP entry name with a path trick');
  }
  if (unpacked > MAX_DOCX_UNPACKED_MB * 1024 * 1024) return refuse('expands', `ZIP unpacking to ${unpacked} bytes`);
  const active = names.find((n) => ACTIVE_PARTS.test(n));
  if (active) return refuse('macros', `DOCX with ${active.slice(0, 100)}`);
  if (!names.includes('[Content_Types].xml') || !names.includes('word/document.xml')) {
    return refuse('unknown', 'ZIP that is not a Word document');
  }
  // Every entry is inflated, within what it declares, so that the directory cannot lie about sizes.
  for (const entry of list) {
    const content = zipEntryContent(data, entry);
    if (!(content instanceof Uint8Array)) return content;
    const isTypes = entry.name === '[Content_Types].xml';
    if (!isTypes && !/\.rels$/i.test(entry.name)) continue;
    if (content.length > MAX_XML_PART_BYTES) return refuse('damaged', `DOCX: ${entry.name.slice(0, 100)} too large`);
    const xml = xmlText(content);
    const activeType = isTypes ? ACTIVE_CONTENT_TYPES.exec(xml) : null;
    if (activeType) return refuse('macros', `DOCX declaring ${activeType[0]} content`);
    const outward = isTypes ? null : outwardRelationship(xml);
    if (outward) return refuse('external', `DOCX ${entry.name.slice(0, 100)}: ${outward}`);
  }
  return { ok: true, type: 'docx' };
}

/** Detects the type of an uploaded file by its content; see the header for every check. */
export function detectFileType(data: Uint8Array): Detection {
  if (data.length === 0) return refuse('empty', 'empty file');
  const danger = dangerousStart(data);
  if (danger) return danger;
  let detected: Detection;
  try {
    if (startsWith(data, ascii('%PDF-'))) detected = checkPdf(data);
    else if (startsWith(data, [0xff, 0xd8, 0xff])) detected = checkJpeg(data);
    else if (startsWith(data, PNG_SIGNATURE)) detected = checkPng(data);
    else if (startsWith(data, OLE2_SIGNATURE)) detected = checkDoc(data);
    else if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) detected = checkDocx(data);
    else if (startsWith(data, [0x50, 0x4b])) return refuse('unknown', 'ZIP variant');
    else return refuse('unknown', 'no allowed signature');
  } catch {
    // A read past the end of a malformed structure (DataView RangeError).
    return refuse('damaged', 'structure cannot be read');
  }
  if (!detected.ok) return detected;
  const searched = detected.type === 'doc' || detected.type === 'docx' ? latin1(data, 0, HEAD_BYTES) : latin1(data);
  const markup = MARKUP.exec(searched);
  if (markup) return refuse('markup_inside', `markup ${markup[0].slice(0, 20)} at byte ${markup.index}`);
  return detected;
}

/** Content types that say nothing: a browser that does not know a file's type sends one of these. */
const UNDECLARED = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** The part's declared type without parameters, lower-cased. */
export function normalizeDeclaredType(declared: string): string {
  return (declared.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Whether the type the browser declared agrees with the detected one. A browser that does not know
 * the type sends application/octet-stream (the shared client check then went by the extension):
 * that claims nothing and is accepted; any real type must be one of the detected type's names.
 */
export function declaredTypeAgrees(declared: string, type: DocumentType): boolean {
  const normalized = normalizeDeclaredType(declared);
  return UNDECLARED.has(normalized) || DOCUMENT_TYPE_INFO[type].declared.includes(normalized);
}
