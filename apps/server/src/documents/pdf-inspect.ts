/**
 * Reads every object of a PDF, the way a viewer would, to find active content (issues 18 and 25):
 * patterns over the raw bytes miss names written with `#xx` escapes (`/J#61vaScript`) and objects
 * packed into compressed object streams. This is a small parser, not a renderer:
 *
 * - the lexer reads the whole file (also after %%EOF and between objects, where an incremental
 *   update or a smuggled dictionary can sit): names with `#xx` decoded, strings, dictionaries,
 *   arrays, references, and streams (by /Length when it fits, else up to `endstream`); then every
 *   `n g obj` in the raw bytes that this reading did not reach (a viewer jumps to an object by its
 *   offset, so an unbalanced string before it hides nothing from the viewer) is read on its own;
 * - a viewer does not need `/Type /ObjStm` to read an object stream: pdf.js takes any stream the
 *   cross-reference stream names as holding compressed objects, and reads only its /N and /First.
 *   So a stream is an object stream when its /Type is (or refers to) ObjStm, when it has /N and
 *   /First, or when a cross-reference stream addresses objects in it. Cross-reference streams and
 *   object streams are decoded (FlateDecode with Node's zlib and the PNG and TIFF predictors of
 *   /DecodeParms, ASCIIHexDecode, ASCII85Decode, in the order of /Filter), their attributes followed
 *   through references, and each object read at its own offset like the file's own. One whose
 *   filter or predictor cannot be decoded, or whose attributes refer to nothing, is refused, since
 *   it could hide anything;
 * - refused: the names JavaScript, JS, Launch, EmbeddedFile(s), XFA, RichMedia anywhere in the
 *   object syntax (as key or value); actions of type JavaScript, Launch, GoToE, GoToR (opens another
 *   file, also on a remote share), SubmitForm (sends data away), ImportData, RichMediaExecute; a
 *   /URI whose target is a `javascript:` address; an /OpenAction or /AA (additional, automatic
 *   actions) that is anything other than going to a page (a destination array, or an action
 *   /S /GoTo), or that refers to an object this reading cannot find.
 *
 * Text in strings is data, not syntax: "(/JavaScript)" in a document's text is not refused.
 */
import { inflateSync } from 'node:zlib';

export type PdfFinding = { ok: true } | { ok: false; kind: 'active_content' | 'damaged'; detail: string };

/** Decoded object and cross-reference streams together may not grow beyond this (a zip bomb inside a PDF). */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;
const MAX_DEPTH = 64;
/** How many objects a chain of references may pass through before it counts as leading nowhere. */
const MAX_HOPS = 16;

const FORBIDDEN_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'XFA', 'RichMedia']);
const FORBIDDEN_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'GoToE',
  'GoToR',
  'SubmitForm',
  'ImportData',
  'RichMediaExecute',
]);

type PdfValue =
  | { t: 'name'; v: string }
  | { t: 'num'; v: number }
  /** The string's bytes, one character each (latin1). */
  | { t: 'str'; v: string }
  | { t: 'ref'; num: number }
  | { t: 'kw'; v: string }
  | { t: 'array'; v: PdfValue[] }
  | { t: 'dict'; v: Map<string, PdfValue> };

type Dict = Map<string, PdfValue>;

class Refusal extends Error {
  constructor(
    readonly kind: 'active_content' | 'damaged',
    detail: string,
  ) {
    super(detail);
  }
}

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
/** `n g obj` as a viewer that jumps to an offset reads it (comments count as white space); `obj` ends at a delimiter or white space. */
const OBJECT_HEADER =
  /(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])+(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])+obj(?=[\0\t\n\f\r ()<>[\]{}/%]|$)/g;
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** `#xx` in a name stands for the byte xx (PDF 1.2+); a name is compared after decoding. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

interface Stream {
  dict: Dict;
  data: Uint8Array;
  /** The object number it was defined under, when it was. */
  number?: number;
}

/** What the whole file holds, filled by every parser over it (the file's own and each object stream's). */
class PdfDocument {
  readonly streams: Stream[] = [];
  readonly streamOf = new Map<Dict, Stream>();
  /** Every definition of each object number: an incremental update or a smuggled copy may define one twice. */
  readonly objects = new Map<number, PdfValue[]>();
  readonly dicts: Dict[] = [];

  define(number: number, value: PdfValue): void {
    const definitions = this.objects.get(number);
    if (definitions) definitions.push(value);
    else this.objects.set(number, [value]);
    if (value.t === 'dict') {
      const stream = this.streamOf.get(value.v);
      if (stream) stream.number = number;
    }
  }
}

class Parser {
  at = 0;
  /** Where each `obj` keyword this reading met ends, so the raw scan does not read an object twice. */
  private readonly objectEnds = new Set<number>();

  constructor(
    private readonly doc: PdfDocument,
    private readonly data: Uint8Array,
    private readonly text: string,
  ) {}

  private skipWhite(): void {
    const { data } = this;
    while (this.at < data.length) {
      const c = data[this.at] ?? 0;
      if (WHITE.has(c)) this.at++;
      else if (c === 0x25) {
        // A comment runs to the end of the line.
        while (this.at < data.length && data[this.at] !== 0x0a && data[this.at] !== 0x0d) this.at++;
      } else break;
    }
  }

  private regular(): string {
    const start = this.at;
    while (this.at < this.data.length) {
      const c = this.data[this.at] ?? 0;
      if (WHITE.has(c) || DELIM.has(c)) break;
      this.at++;
    }
    return this.text.slice(start, this.at);
  }

  /** A literal string from its `(`: balanced parentheses, backslash escapes, octal codes, line continuations. */
  private literalString(): string {
    const { data, text } = this;
    this.at++;
    let depth = 1;
    let out = '';
    let run = this.at;
    while (this.at < data.length) {
      const c = data[this.at];
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) {
        out += text.slice(run, this.at++);
        return out;
      } else if (c === 0x5c) {
        out += text.slice(run, this.at);
        const e = text[this.at + 1] ?? '';
        this.at += 2;
        if (e in ESCAPES) out += ESCAPES[e];
        else if (e >= '0' && e <= '7') {
          let code = e;
          while (code.length < 3 && (text[this.at] ?? '') >= '0' && (text[this.at] ?? '') <= '7')
            code += text[this.at++];
          out += String.fromCharCode(Number.parseInt(code, 8) & 0xff);
        } else if (e === '\r') {
          if (text[this.at] === '\n') this.at++;
        } else if (e !== '\n') out += e;
        run = this.at;
        continue;
      }
      this.at++;
    }
    return out + text.slice(run);
  }

  private hexString(): string {
    const end = this.text.indexOf('>', this.at);
    const hex = this.text.slice(this.at + 1, end < 0 ? this.data.length : end).replace(/[^0-9A-Fa-f]/g, '');
    this.at = end < 0 ? this.data.length : end + 1;
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }

  /** The next value, or undefined at the end or at a closing delimiter (which is consumed). */
  value(depth: number): PdfValue | undefined {
    if (depth > MAX_DEPTH) throw new Refusal('damaged', 'PDF nested too deep');
    this.skipWhite();
    if (this.at >= this.data.length) return undefined;
    const c = this.data[this.at] ?? 0;
    if (c === 0x2f) {
      this.at++;
      const name = decodeName(this.regular());
      if (FORBIDDEN_NAMES.has(name)) throw new Refusal('active_content', `PDF with /${name}`);
      return { t: 'name', v: name };
    }
    if (c === 0x28) return { t: 'str', v: this.literalString() };
    if (c === 0x3c && this.data[this.at + 1] === 0x3c) {
      this.at += 2;
      return this.dictionary(depth);
    }
    if (c === 0x3c) return { t: 'str', v: this.hexString() };
    if (c === 0x5b) {
      this.at++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipWhite();
        if (this.at >= this.data.length) break;
        if (this.data[this.at] === 0x5d) {
          this.at++;
          break;
        }
        const item = this.value(depth + 1);
        if (item) items.push(item);
      }
      return { t: 'array', v: this.withReferences(items) };
    }
    if (c === 0x5d || c === 0x3e || c === 0x29 || c === 0x7b || c === 0x7d) {
      this.at++;
      return this.value(depth);
    }
    const word = this.regular();
    if (word === '') {
      this.at++;
      return this.value(depth);
    }
    const number = Number(word);
    if (word !== '' && Number.isFinite(number) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { t: 'num', v: number };
    return { t: 'kw', v: word };
  }

  /** `n g R` in a list of values becomes one reference. */
  private withReferences(items: PdfValue[]): PdfValue[] {
    const out: PdfValue[] = [];
    for (const item of items) {
      const g = out[out.length - 1];
      const n = out[out.length - 2];
      if (item.t === 'kw' && item.v === 'R' && g?.t === 'num' && n?.t === 'num') {
        out.splice(out.length - 2, 2, { t: 'ref', num: n.v });
      } else out.push(item);
    }
    return out;
  }

  private dictionary(depth: number): PdfValue {
    const items: PdfValue[] = [];
    for (;;) {
      this.skipWhite();
      if (this.at >= this.data.length) break;
      if (this.data[this.at] === 0x3e && this.data[this.at + 1] === 0x3e) {
        this.at += 2;
        break;
      }
      const item = this.value(depth + 1);
      if (item) items.push(item);
    }
    const values = this.withReferences(items);
    const dict: Dict = new Map();
    for (let i = 0; i + 1 < values.length; i += 2) {
      const key = values[i];
      const value = values[i + 1];
      if (key?.t === 'name' && value) dict.set(key.v, value);
      else if (key?.t !== 'name') i--; // a stray value: resynchronise on the next name
    }
    this.doc.dicts.push(dict);
    const result: PdfValue = { t: 'dict', v: dict };
    this.maybeStream(dict);
    return result;
  }

  /** After a dictionary, `stream` starts raw bytes that must not be read as syntax. */
  private maybeStream(dict: Dict): void {
    const save = this.at;
    this.skipWhite();
    if (this.text.startsWith('stream', this.at)) {
      let start = this.at + 6;
      if (this.data[start] === 0x0d) start++;
      if (this.data[start] === 0x0a) start++;
      const length = dict.get('Length');
      let end = -1;
      if (length?.t === 'num' && length.v >= 0 && start + length.v <= this.data.length) {
        const after = this.text.slice(start + length.v, start + length.v + 32);
        if (/^\s*endstream/.test(after)) end = start + length.v;
      }
      if (end < 0) {
        const found = this.text.indexOf('endstream', start);
        end = found < 0 ? this.data.length : found;
      }
      const stream = { dict, data: this.data.subarray(start, end) };
      this.doc.streams.push(stream);
      this.doc.streamOf.set(dict, stream);
      const close = this.text.indexOf('endstream', end);
      this.at = close < 0 ? this.data.length : close + 'endstream'.length;
      return;
    }
    this.at = save;
  }

  /** The whole input: top-level values, remembering `n g obj <value>` as object n. */
  parseAll(): void {
    const recent: PdfValue[] = [];
    while (this.at < this.data.length) {
      const value = this.value(0);
      if (!value) break;
      if (value.t === 'kw' && value.v === 'obj') {
        this.objectEnds.add(this.at);
        const n = recent[recent.length - 2];
        const inner = this.value(0);
        if (n?.t === 'num' && inner) this.doc.define(n.v, inner);
        recent.length = 0;
        continue;
      }
      recent.push(value);
      if (recent.length > 2) recent.shift();
    }
  }

  /** Every `n g obj` of the raw bytes that parseAll did not reach, read on its own as a viewer reads it. */
  parseMissedObjects(): void {
    for (const match of this.text.matchAll(OBJECT_HEADER)) {
      const end = match.index + match[0].length;
      if (this.objectEnds.has(end)) continue;
      this.objectEnds.add(end);
      this.at = end;
      const inner = this.value(0);
      if (inner) this.doc.define(Number(match[1]), inner);
    }
  }
}

/** A value as text, to tell whether two definitions of one object say the same. */
function canonical(value: PdfValue): string {
  switch (value.t) {
    case 'array':
      return `[${value.v.map(canonical).join(' ')}]`;
    case 'dict':
      return `<<${[...value.v].map(([key, inner]) => `/${key} ${canonical(inner)}`).join(' ')}>>`;
    case 'ref':
      return `${value.num} R`;
    case 'str':
      return JSON.stringify(value.v);
    case 'name':
      return `/${value.v}`;
    default:
      return String(value.v);
  }
}

/**
 * What a value may stand for: itself, or every definition of the object it refers to (followed
 * through further references, each object once, so definitions that refer to each other cannot make
 * this grow). Empty when a reference leads to nothing this reading found, or round in a circle.
 */
function candidates(doc: PdfDocument, value: PdfValue): PdfValue[] {
  if (value.t !== 'ref') return [value];
  const found: PdfValue[] = [];
  const seen = new Set<number>();
  const pending = [value.num];
  for (let number = pending.pop(); number !== undefined; number = pending.pop()) {
    if (seen.has(number)) continue;
    seen.add(number);
    if (seen.size > MAX_HOPS) return [];
    for (const definition of doc.objects.get(number) ?? []) {
      if (definition.t === 'ref') pending.push(definition.num);
      else found.push(definition);
    }
  }
  return found;
}

/**
 * The one value an attribute that decides how a stream is read stands for; undefined while a
 * reference leads to nothing (an object stream read later may define it). Definitions that differ
 * are refused: a viewer picks one by the cross-reference table, and this check cannot know which.
 */
function attribute(doc: PdfDocument, dict: Dict, key: string): PdfValue | undefined | 'missing' {
  const raw = dict.get(key);
  if (raw === undefined) return 'missing';
  const found = candidates(doc, raw);
  const first = found[0];
  if (!first) return undefined;
  if (found.some((other) => canonical(other) !== canonical(first))) {
    throw new Refusal('active_content', `PDF: /${key} of a stream refers to an object defined in different ways`);
  }
  return first;
}

/** Attribute values a stream cannot be decoded without; undefined while one of them refers to nothing. */
function attributes(doc: PdfDocument, dict: Dict, keys: readonly string[]): Map<string, PdfValue> | undefined {
  const values = new Map<string, PdfValue>();
  for (const key of keys) {
    const value = attribute(doc, dict, key);
    if (value === undefined) return undefined;
    if (value !== 'missing') values.set(key, value);
  }
  return values;
}

/** The filters and their parameters, each element followed through references. */
function filtersOf(doc: PdfDocument, values: Map<string, PdfValue>): { name: string; parms?: Dict }[] | undefined {
  const list = (value: PdfValue | undefined): (PdfValue | undefined)[] | undefined => {
    if (value === undefined || (value.t === 'kw' && value.v === 'null')) return [];
    if (value.t !== 'array') return [value];
    const items: (PdfValue | undefined)[] = [];
    for (const item of value.v) {
      const found = candidates(doc, item);
      if (found.length !== 1) return undefined;
      items.push(found[0]);
    }
    return items;
  };
  const filters = list(values.get('Filter'));
  const parms = list(values.get('DecodeParms'));
  if (!filters || !parms) return undefined;
  return filters.map((filter, i) => {
    const parm = parms[i];
    return {
      name: filter?.t === 'name' ? filter.v : '?',
      ...(parm?.t === 'dict' ? { parms: parm.v } : {}),
    };
  });
}

function asciiHex(data: Uint8Array): Uint8Array {
  const hex = Buffer.from(data)
    .toString('latin1')
    .replace(/>.*$/s, '')
    .replace(/[^0-9A-Fa-f]/g, '');
  return new Uint8Array(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
}

function ascii85(data: Uint8Array): Uint8Array {
  const text = Buffer.from(data).toString('latin1').replace(/^<~/, '').replace(/~>.*$/s, '').replace(/\s+/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    const bytes = [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    out.push(...bytes.slice(0, count));
    group = [];
  };
  for (const ch of text) {
    if (ch === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const digit = ch.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) throw new Refusal('damaged', 'PDF: bad ASCII85 data');
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length > 0) flush(group.length - 1);
  return new Uint8Array(out);
}

/** A whole number parameter of /DecodeParms, direct or by reference. */
function parameter(doc: PdfDocument, parms: Dict | undefined, key: string, fallback: number): number {
  const raw = parms?.get(key);
  if (raw === undefined) return fallback;
  const found = candidates(doc, raw);
  const value = found[0];
  if (found.length !== 1 || value?.t !== 'num' || !Number.isInteger(value.v)) {
    throw new Refusal('damaged', `PDF: /DecodeParms /${key} is not a whole number`);
  }
  return value.v;
}

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const pa = Math.abs(p - left);
  const pb = Math.abs(p - up);
  const pc = Math.abs(p - upLeft);
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
}

/** PNG prediction (Predictor 10-15): each row starts with its own filter type (None, Sub, Up, Average, Paeth). */
function undoPng(data: Uint8Array, rowBytes: number, pixelBytes: number): Uint8Array {
  const rows = Math.ceil(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const source = row * (rowBytes + 1);
    const type = data[source];
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[source + 1 + i] ?? 0;
      const left = i >= pixelBytes ? (out[at + i - pixelBytes] ?? 0) : 0;
      const up = row > 0 ? (out[at + i - rowBytes] ?? 0) : 0;
      const upLeft = row > 0 && i >= pixelBytes ? (out[at + i - rowBytes - pixelBytes] ?? 0) : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) value = raw + paeth(left, up, upLeft);
      else throw new Refusal('damaged', `PDF: PNG predictor row type ${type}`);
      out[at + i] = value & 0xff;
    }
  }
  return out.subarray(0, Math.min(out.length, data.length - rows));
}

/** TIFF prediction (Predictor 2): every sample is the difference to the same colour's sample before it. */
function undoTiff(data: Uint8Array, rowBytes: number, colors: number, bits: number, columns: number): Uint8Array {
  const out = new Uint8Array(data);
  const mask = 2 ** bits - 1;
  const read = (bit: number): number => {
    let value = 0;
    for (let b = 0; b < bits; b++) {
      const at = bit + b;
      value = (value << 1) | (((out[at >> 3] ?? 0) >> (7 - (at & 7))) & 1);
    }
    return value;
  };
  const write = (bit: number, value: number): void => {
    for (let b = 0; b < bits; b++) {
      const at = bit + b;
      const one = (value >> (bits - 1 - b)) & 1;
      out[at >> 3] = ((out[at >> 3] ?? 0) & ~(1 << (7 - (at & 7)))) | (one << (7 - (at & 7)));
    }
  };
  if (bits === 8) {
    for (let at = 0; at < out.length; at++) {
      if (at % rowBytes >= colors) out[at] = ((out[at] ?? 0) + (out[at - colors] ?? 0)) & 0xff;
    }
    return out;
  }
  for (let row = 0; row * rowBytes < out.length; row++) {
    const base = row * rowBytes * 8;
    const samples = Math.min(colors * columns, Math.floor(((out.length - row * rowBytes) * 8) / bits));
    for (let s = colors; s < samples; s++) {
      write(base + s * bits, (read(base + s * bits) + read(base + (s - colors) * bits)) & mask);
    }
  }
  return out;
}

function undoPredictor(doc: PdfDocument, data: Uint8Array, parms: Dict | undefined): Uint8Array {
  const predictor = parameter(doc, parms, 'Predictor', 1);
  if (predictor === 1) return data;
  const colors = parameter(doc, parms, 'Colors', 1);
  const bits = parameter(doc, parms, 'BitsPerComponent', 8);
  const columns = parameter(doc, parms, 'Columns', 1);
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bits) || columns < 1 || columns > 1 << 20) {
    throw new Refusal('damaged', 'PDF: /DecodeParms out of range');
  }
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  if (predictor >= 10 && predictor <= 15) return undoPng(data, rowBytes, Math.ceil((colors * bits) / 8));
  if (predictor === 2) return undoTiff(data, rowBytes, colors, bits, columns);
  throw new Refusal('active_content', `PDF: a stream with predictor ${predictor} that cannot be inspected`);
}

function decodeStream(doc: PdfDocument, stream: Stream, values: Map<string, PdfValue>, budget: { left: number }) {
  const filters = filtersOf(doc, values);
  if (!filters) throw new Refusal('active_content', 'PDF: the filters of a stream refer to nothing');
  let data = stream.data;
  for (const { name, parms } of filters) {
    if (name === 'FlateDecode' || name === 'Fl') {
      try {
        data = new Uint8Array(inflateSync(data, { maxOutputLength: Math.max(1, budget.left) }));
      } catch {
        throw new Refusal('damaged', 'PDF: a stream of objects cannot be inflated (or inflates too far)');
      }
      data = undoPredictor(doc, data, parms);
    } else if (name === 'ASCIIHexDecode' || name === 'AHx') data = asciiHex(data);
    else if (name === 'ASCII85Decode' || name === 'A85') data = ascii85(data);
    else throw new Refusal('active_content', `PDF: an object stream with filter ${name} that cannot be inspected`);
    budget.left -= data.length;
    if (budget.left < 0) throw new Refusal('damaged', 'PDF: object streams inflate too far');
  }
  return data;
}

const STREAM_KEYS = ['Filter', 'DecodeParms'] as const;

/**
 * The objects of an object stream: /N pairs of "number offset", then the objects from /First. Each
 * is read at its own offset, as a viewer reads it, and the whole rest once more in order, so that
 * nothing in the stream escapes the check.
 */
function parseObjectStream(doc: PdfDocument, stream: Stream, budget: { left: number }): boolean {
  const values = attributes(doc, stream.dict, ['N', 'First', ...STREAM_KEYS]);
  if (!values) return false;
  const first = values.get('First');
  const count = values.get('N');
  if (first?.t !== 'num' || count?.t !== 'num' || !Number.isInteger(first.v) || first.v < 0 || count.v < 0) {
    throw new Refusal('active_content', 'PDF: an object stream without a whole /N and /First');
  }
  const data = decodeStream(doc, stream, values, budget);
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const header = text
    .slice(0, first.v)
    .trim()
    .split(/\s+/)
    .map(Number)
    .filter((n) => Number.isFinite(n));
  const streams = doc.streams.length;
  const inner = new Parser(doc, data, text);
  for (let i = 0; i + 1 < header.length && i < count.v * 2; i += 2) {
    inner.at = first.v + (header[i + 1] ?? 0);
    const value = inner.value(0);
    if (value) doc.define(header[i] ?? -1, value);
  }
  inner.at = first.v;
  inner.parseAll();
  inner.parseMissedObjects();
  if (doc.streams.length > streams) throw new Refusal('damaged', 'PDF: a stream inside an object stream');
  return true;
}

/** The object streams a cross-reference stream addresses compressed objects in (entries of type 2). */
function parseXrefStream(doc: PdfDocument, stream: Stream, budget: { left: number }, containers: Set<number>) {
  const values = attributes(doc, stream.dict, ['W', ...STREAM_KEYS]);
  const widths = values?.get('W');
  if (!values || widths?.t !== 'array' || widths.v.length < 3) {
    throw new Refusal('active_content', 'PDF: a cross-reference stream without a readable /W');
  }
  const w = widths.v.slice(0, 3).map((width) => (width.t === 'num' && Number.isInteger(width.v) ? width.v : -1));
  const [w0 = -1, w1 = -1, w2 = -1] = w;
  if (w.some((width) => width < 0 || width > 8) || w0 + w1 + w2 === 0) {
    throw new Refusal('damaged', 'PDF: a cross-reference stream with a bad /W');
  }
  const data = decodeStream(doc, stream, values, budget);
  const field = (at: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + (data[at + i] ?? 0);
    return value;
  };
  const row = w0 + w1 + w2;
  for (let at = 0; at + row <= data.length; at += row) {
    // Without a type field every entry is of type 1 (an object at an offset).
    if ((w0 === 0 ? 1 : field(at, w0)) === 2) containers.add(field(at + w0, w1));
  }
}

/**
 * Decodes every cross-reference stream and object stream, in rounds: an attribute may refer to an
 * object that only an object stream decoded later defines. What is still unresolved when a round
 * finds nothing new is refused.
 */
function decodeObjectStreams(doc: PdfDocument): void {
  const budget = { left: MAX_DECODED_BYTES };
  const containers = new Set<number>();
  const done = new Set<Stream>();
  const role = (stream: Stream): 'xref' | 'objects' | 'plain' | 'unresolved' => {
    const type = attribute(doc, stream.dict, 'Type');
    if (type === undefined) return 'unresolved';
    const name = type !== 'missing' && type.t === 'name' ? type.v : undefined;
    if (name === 'XRef' || stream.dict.has('W')) return 'xref';
    if (name === 'ObjStm' || (stream.dict.has('N') && stream.dict.has('First'))) return 'objects';
    return stream.number !== undefined && containers.has(stream.number) ? 'objects' : 'plain';
  };
  for (let progress = true; progress; ) {
    progress = false;
    for (const stream of [...doc.streams]) {
      if (done.has(stream)) continue;
      const kind = role(stream);
      if (kind === 'xref') parseXrefStream(doc, stream, budget, containers);
      else if (kind !== 'objects' || !parseObjectStream(doc, stream, budget)) continue;
      done.add(stream);
      progress = true;
    }
  }
  for (const stream of doc.streams) {
    if (!done.has(stream) && role(stream) !== 'plain') {
      throw new Refusal('active_content', 'PDF: an object stream whose attributes refer to objects that do not exist');
    }
  }
  for (const number of containers) {
    if (!doc.streams.some((stream) => stream.number === number && done.has(stream))) {
      throw new Refusal('active_content', `PDF: compressed objects in object ${number}, which is no object stream`);
    }
  }
}

/** Characters a browser drops from an address, or that only hide a scheme from a reader: controls, spaces, invisible ones. */
function isIgnorable(code: number): boolean {
  return code <= 0x20 || (code >= 0x7f && code <= 0xa0) || (code >= 0x200b && code <= 0x200f) || code === 0xfeff;
}

/** A URI a browser would run as script: case and white space or control characters do not matter to it. */
function isScriptAddress(raw: string): boolean {
  let text = raw;
  const even = (from: number) => Buffer.from(raw.slice(from, from + ((raw.length - from) & ~1)), 'latin1');
  if (raw.startsWith('\xfe\xff')) text = even(2).swap16().toString('utf16le');
  else if (raw.startsWith('\xff\xfe')) text = even(2).toString('utf16le');
  else if (raw.startsWith('\xef\xbb\xbf')) text = Buffer.from(raw.slice(3), 'latin1').toString('utf8');
  let visible = '';
  for (const ch of text) {
    if (!isIgnorable(ch.codePointAt(0) ?? 0)) visible += ch.toLowerCase();
    if (visible.length >= 11) break;
  }
  return visible === 'javascript:';
}

/**
 * A destination (array or name) or an action /S /GoTo, along its /Next chain: going to a page in
 * this document. Each action is judged once (`judged`): a /Next chain that comes back to itself is
 * refused, and one shared by many is not walked again for each.
 */
function isPageAction(doc: PdfDocument, value: PdfValue, judged: Map<PdfValue, boolean>, depth = 0): boolean {
  if (depth > MAX_DEPTH) throw new Refusal('active_content', 'PDF: a /Next chain too long to follow');
  const found = candidates(doc, value);
  // A reference to nothing this reading found: the viewer may find what this check cannot.
  if (found.length === 0) return false;
  return found.every((action) => {
    if (action.t === 'array' || action.t === 'name' || action.t === 'str') return true;
    if (action.t === 'kw' && action.v === 'null') return true;
    if (action.t !== 'dict') return false;
    const earlier = judged.get(action);
    if (earlier !== undefined) return earlier;
    judged.set(action, false);
    const types = candidates(doc, action.v.get('S') ?? { t: 'kw', v: 'null' });
    let page = types.every((s) => s.t === 'name' && s.v === 'GoTo');
    // A chained /Next action runs right after; it must be a page action too.
    const next = action.v.get('Next');
    if (page && next !== undefined) {
      const nexts = candidates(doc, next);
      page =
        nexts.length > 0 &&
        nexts.every((item) =>
          item.t === 'array'
            ? item.v.every((chained) => isPageAction(doc, chained, judged, depth + 1))
            : isPageAction(doc, item, judged, depth + 1),
        );
    }
    judged.set(action, page);
    return page;
  });
}

function checkDictionaries(doc: PdfDocument): void {
  const judged = new Map<PdfValue, boolean>();
  for (const dict of doc.dicts) {
    const type = dict.get('S');
    if (type) {
      const types = candidates(doc, type);
      if (types.length === 0) throw new Refusal('active_content', 'PDF: an /S that refers to nothing');
      const forbidden = types.find((s) => s.t === 'name' && FORBIDDEN_ACTIONS.has(s.v));
      if (forbidden?.t === 'name') throw new Refusal('active_content', `PDF with a /${forbidden.v} action`);
    }
    const uri = dict.get('URI');
    if (uri) {
      const targets = candidates(doc, uri);
      if (targets.length === 0) throw new Refusal('active_content', 'PDF: a /URI that refers to nothing');
      if (targets.some((target) => (target.t === 'str' || target.t === 'name') && isScriptAddress(target.v))) {
        throw new Refusal('active_content', 'PDF with a javascript: address');
      }
    }
    const open = dict.get('OpenAction');
    if (open && !isPageAction(doc, open, judged)) {
      throw new Refusal('active_content', 'PDF with an /OpenAction that does not go to a page');
    }
    const aa = dict.get('AA');
    if (aa) {
      const triggers = candidates(doc, aa);
      const safe =
        triggers.length > 0 &&
        triggers.every(
          (trigger) =>
            trigger.t === 'dict' && [...trigger.v.values()].every((action) => isPageAction(doc, action, judged)),
        );
      if (!safe) throw new Refusal('active_content', 'PDF with automatic actions (/AA) that do not go to a page');
    }
  }
}

export function inspectPdf(data: Uint8Array): PdfFinding {
  try {
    const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
    const doc = new PdfDocument();
    const parser = new Parser(doc, data, text);
    parser.parseAll();
    parser.parseMissedObjects();
    decodeObjectStreams(doc);
    checkDictionaries(doc);
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, kind: error.kind, detail: error.message };
    throw error;
  }
}
