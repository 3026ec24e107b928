/**
 * Reads every object of a PDF, the way a viewer would, to find active content (issue 18): patterns
 * over the raw bytes miss names written with `#xx` escapes (`/J#61vaScript`) and objects packed
 * into compressed object streams. This is a small parser, not a renderer:
 *
 * - the lexer reads the whole file (also after %%EOF and between objects, where an incremental
 *   update or a smuggled dictionary can sit): names with `#xx` decoded, strings, dictionaries,
 *   arrays, references, and streams (by /Length when it fits, else up to `endstream`);
 * - object streams (/Type /ObjStm) are decoded (FlateDecode with Node's zlib, ASCIIHexDecode,
 *   ASCII85Decode, in the order of /Filter) and their objects parsed like the file's own; one
 *   whose filter cannot be decoded is refused, since it could hide anything;
 * - refused: the names JavaScript, JS, Launch, EmbeddedFile(s), XFA, RichMedia anywhere in the
 *   object syntax (as key or value); actions of type JavaScript, Launch, GoToE, ImportData,
 *   RichMediaExecute; an /OpenAction or /AA (additional, automatic actions) that is anything other
 *   than going to a page (a destination array, or an action /S /GoTo).
 *
 * Text in strings is data, not syntax: "(/JavaScript)" in a document's text is not refused.
 */
import { inflateSync } from 'node:zlib';

export type PdfFinding = { ok: true } | { ok: false; kind: 'active_content' | 'damaged'; detail: string };

/** Decoded object streams together may not grow beyond this (a zip bomb inside a PDF). */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;
const MAX_DEPTH = 64;

const FORBIDDEN_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'XFA', 'RichMedia']);
const FORBIDDEN_ACTIONS = new Set(['JavaScript', 'Launch', 'GoToE', 'ImportData', 'RichMediaExecute']);

type PdfValue =
  | { t: 'name'; v: string }
  | { t: 'num'; v: number }
  | { t: 'str' }
  | { t: 'ref'; num: number }
  | { t: 'kw'; v: string }
  | { t: 'array'; v: PdfValue[] }
  | { t: 'dict'; v: Map<string, PdfValue> };

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

/** `#xx` in a name stands for the byte xx (PDF 1.2+); a name is compared after decoding. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

interface Stream {
  dict: Map<string, PdfValue>;
  data: Uint8Array;
}

class Parser {
  at = 0;
  readonly streams: Stream[] = [];
  /** Objects by number, for following a reference from /OpenAction or /AA. */
  readonly objects = new Map<number, PdfValue>();
  readonly dicts: Map<string, PdfValue>[] = [];

  constructor(
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

  private skipLiteralString(): void {
    let depth = 0;
    while (this.at < this.data.length) {
      const c = this.data[this.at++];
      if (c === 0x5c) this.at++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return;
    }
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
    if (c === 0x28) {
      this.skipLiteralString();
      return { t: 'str' };
    }
    if (c === 0x3c && this.data[this.at + 1] === 0x3c) {
      this.at += 2;
      return this.dictionary(depth);
    }
    if (c === 0x3c) {
      const end = this.text.indexOf('>', this.at);
      this.at = end < 0 ? this.data.length : end + 1;
      return { t: 'str' };
    }
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
    const dict = new Map<string, PdfValue>();
    for (let i = 0; i + 1 < values.length; i += 2) {
      const key = values[i];
      const value = values[i + 1];
      if (key?.t === 'name' && value) dict.set(key.v, value);
      else if (key?.t !== 'name') i--; // a stray value: resynchronise on the next name
    }
    this.dicts.push(dict);
    const result: PdfValue = { t: 'dict', v: dict };
    this.maybeStream(dict);
    return result;
  }

  /** After a dictionary, `stream` starts raw bytes that must not be read as syntax. */
  private maybeStream(dict: Map<string, PdfValue>): void {
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
      this.streams.push({ dict, data: this.data.subarray(start, end) });
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
        const n = recent[recent.length - 2];
        const inner = this.value(0);
        if (n?.t === 'num' && inner) this.objects.set(n.v, inner);
        recent.length = 0;
        continue;
      }
      recent.push(value);
      if (recent.length > 2) recent.shift();
    }
  }
}

function filtersOf(dict: Map<string, PdfValue>): string[] {
  const filter = dict.get('Filter');
  if (!filter) return [];
  if (filter.t === 'name') return [filter.v];
  if (filter.t === 'array') return filter.v.flatMap((f) => (f.t === 'name' ? [f.v] : ['?']));
  return ['?'];
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

function decodeStream(stream: Stream, budget: { left: number }): Uint8Array {
  let data = stream.data;
  for (const filter of filtersOf(stream.dict)) {
    if (filter === 'FlateDecode' || filter === 'Fl') {
      try {
        data = new Uint8Array(inflateSync(data, { maxOutputLength: Math.max(1, budget.left) }));
      } catch {
        throw new Refusal('damaged', 'PDF: an object stream cannot be inflated (or inflates too far)');
      }
    } else if (filter === 'ASCIIHexDecode' || filter === 'AHx') data = asciiHex(data);
    else if (filter === 'ASCII85Decode' || filter === 'A85') data = ascii85(data);
    else throw new Refusal('active_content', `PDF: an object stream with filter ${filter} that cannot be inspected`);
    budget.left -= data.length;
    if (budget.left < 0) throw new Refusal('damaged', 'PDF: object streams inflate too far');
  }
  return data;
}

/** The objects of an object stream: /N pairs of "number offset", then the objects from /First. */
function parseObjectStream(stream: Stream, data: Uint8Array, into: Parser): void {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const first = stream.dict.get('First');
  const count = stream.dict.get('N');
  const start = first?.t === 'num' ? first.v : 0;
  const header = text
    .slice(0, start)
    .trim()
    .split(/\s+/)
    .map(Number)
    .filter((n) => Number.isFinite(n));
  const inner = new Parser(data, text);
  inner.at = start;
  const numbers: number[] = [];
  for (let i = 0; i + 1 < header.length && (count?.t !== 'num' || numbers.length < count.v); i += 2) {
    numbers.push(header[i] ?? -1);
  }
  for (const number of numbers) {
    const value = inner.value(0);
    if (!value) break;
    into.objects.set(number, value);
  }
  // Anything after the listed objects is read too: nothing in the stream escapes the check.
  inner.parseAll();
  into.dicts.push(...inner.dicts);
  if (inner.streams.length > 0) throw new Refusal('damaged', 'PDF: a stream inside an object stream');
}

function resolve(parser: Parser, value: PdfValue | undefined, hops = 0): PdfValue | undefined {
  if (value?.t === 'ref' && hops < 16) return resolve(parser, parser.objects.get(value.num), hops + 1);
  return value;
}

/** A destination (array or name) or an action /S /GoTo: going to a page in this document. */
function isPageAction(parser: Parser, value: PdfValue | undefined): boolean {
  const action = resolve(parser, value);
  if (!action) return true;
  if (action.t === 'array' || action.t === 'name' || action.t === 'str') return true;
  if (action.t !== 'dict') return false;
  const type = action.v.get('S');
  if (type?.t !== 'name' || type.v !== 'GoTo') return false;
  // A chained /Next action runs right after; it must be a page action too.
  const next = resolve(parser, action.v.get('Next'));
  if (next?.t === 'array') return next.v.every((item) => isPageAction(parser, item));
  return next === undefined || isPageAction(parser, next);
}

function checkDictionaries(parser: Parser): void {
  for (const dict of parser.dicts) {
    const type = dict.get('S');
    if (type?.t === 'name' && FORBIDDEN_ACTIONS.has(type.v)) {
      throw new Refusal('active_content', `PDF with a /${type.v} action`);
    }
    if (dict.has('OpenAction') && !isPageAction(parser, dict.get('OpenAction'))) {
      throw new Refusal('active_content', 'PDF with an /OpenAction that does not go to a page');
    }
    if (dict.has('AA')) {
      const triggers = resolve(parser, dict.get('AA'));
      const actions = triggers?.t === 'dict' ? [...triggers.v.values()] : [triggers];
      if (!actions.every((action) => isPageAction(parser, action) && action !== undefined)) {
        throw new Refusal('active_content', 'PDF with automatic actions (/AA) that do not go to a page');
      }
    }
  }
}

export function inspectPdf(data: Uint8Array): PdfFinding {
  try {
    const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
    const parser = new Parser(data, text);
    parser.parseAll();
    const budget = { left: MAX_DECODED_BYTES };
    for (const stream of parser.streams) {
      const type = stream.dict.get('Type');
      if (type?.t === 'name' && type.v === 'ObjStm') parseObjectStream(stream, decodeStream(stream, budget), parser);
    }
    checkDictionaries(parser);
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, kind: error.kind, detail: error.message };
    throw error;
  }
}
