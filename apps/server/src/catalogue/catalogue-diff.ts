/**
 * What changed between two catalogue files (issue 28): a pure comparison for the back office's diff
 * between versions. Lists are compared by what identifies their items in the file (a code, a document
 * type, a product's permit type and area, a price line's position), so reordering is not a change and
 * a price line added at a new position is one "added" row, not a cascade of changed fields.
 */

export type CatalogueChangeKind = 'added' | 'removed' | 'changed';

export interface CatalogueChange {
  kind: CatalogueChangeKind;
  /** Where, from the file's top: ['permitTypes', 'BEWONER', 'priceLines', '#1', 'priceCents']. */
  path: string[];
  /** The value before and after, as compact JSON; null where there is none (added, removed). */
  before: string | null;
  after: string | null;
}

/** A longer text (a template's base64) is shown by its length; the diff names that it changed. */
const MAX_SHOWN = 300;

function shown(value: unknown): string {
  const json = JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'string' && v.length > MAX_SHOWN ? `… (${v.length} characters)` : v,
  );
  return json ?? 'null';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What identifies an item of a list in the file; undefined for lists of plain values (postcodes, days). */
function keyOf(item: unknown, index: number): string | undefined {
  if (!isRecord(item)) return undefined;
  if (typeof item.code === 'string') return item.code;
  if (typeof item.docTypeCode === 'string') return item.docTypeCode;
  if (typeof item.permitType === 'string' && typeof item.area === 'string') return `${item.permitType} in ${item.area}`;
  if (typeof item.position === 'number') return `#${item.position}`;
  return `#${index}`;
}

function same(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** JSON with object keys sorted (jsonb keeps keys in its own order), undefined members left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function diffValue(path: string[], before: unknown, after: unknown, out: CatalogueChange[]): void {
  if (same(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].some(isRecord)) {
    diffList(path, before, after, out);
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !(k in before))];
    for (const key of keys) diffValue([...path, key], before[key] ?? null, after[key] ?? null, out);
    return;
  }
  out.push({ kind: 'changed', path, before: shown(before ?? null), after: shown(after ?? null) });
}

function diffList(path: string[], before: unknown[], after: unknown[], out: CatalogueChange[]): void {
  const keyed = (list: unknown[]) => new Map(list.map((item, i) => [keyOf(item, i) ?? `#${i}`, item]));
  const was = keyed(before);
  const is = keyed(after);
  for (const [key, item] of was) {
    if (!is.has(key)) out.push({ kind: 'removed', path: [...path, key], before: shown(item), after: null });
    else diffValue([...path, key], item, is.get(key), out);
  }
  for (const [key, item] of is) {
    if (!was.has(key)) out.push({ kind: 'added', path: [...path, key], before: null, after: shown(item) });
  }
}

/** Every difference from `before` to `after`, in the file's order; empty when they are the same catalogue. */
export function diffCatalogues(before: unknown, after: unknown): CatalogueChange[] {
  const out: CatalogueChange[] = [];
  diffValue([], before, after, out);
  return out;
}
