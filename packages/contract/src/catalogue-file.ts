/**
 * The catalogue file's one validator (docs/catalogue.md; issue 28): a municipality's whole catalogue as
 * one readable JSON file. The operator tool's import and export, and the back office's catalogue screen
 * (its forms, its import and every version it saves) all check a catalogue with this schema, so the file
 * and the screen can never accept different catalogues. A problem names its place in the file, e.g.
 * `permitTypes[2] (BEZOEKER).priceLines[0].periodType: ...`.
 */
import { z } from 'zod';
import { PERIOD_TYPES } from './constants.js';
import { DAYS } from './status-codes.js';
import { hasControlCharacters } from './text.js';

/** The value of the optional `format` key; a later incompatible format gets another. */
export const CATALOGUE_FORMAT = 'parkeerloket-catalogue/1';

/** Templates residents download (a form to fill in): at most this large. */
export const TEMPLATE_MAX_BYTES = 3 * 1024 * 1024;

export const TEMPLATE_CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type TemplateContentType = (typeof TEMPLATE_CONTENT_TYPES)[keyof typeof TEMPLATE_CONTENT_TYPES];
const CONTENT_TYPES = [...new Set(Object.values(TEMPLATE_CONTENT_TYPES))] as [
  TemplateContentType,
  ...TemplateContentType[],
];

const code = z
  .string('a code is text')
  .regex(/^[A-Z0-9][A-Z0-9_-]{0,39}$/, 'a code is 1 to 40 capital letters, digits, "_" or "-", e.g. "BEWONER"');

const text = (max: number) =>
  z
    .string('expected text')
    .trim()
    .min(1, 'must not be empty')
    .max(max, `at most ${max} characters`)
    .refine((s) => !hasControlCharacters(s, { allowLineBreaks: true }), 'contains control characters');

/** A text a resident reads, in Dutch and English. */
const localized = (max = 200) =>
  z.strictObject({ nl: text(max), en: text(max) }, 'expected {"nl": "...", "en": "..."}');

const count = (min: number, what = 'a whole number') =>
  z.number(`expected ${what}`).int(`expected ${what}`).min(min, `must be ${min} or more`);

const position = count(0).optional();

const calendarDay = z
  .string('expected a date YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'not a calendar date');

const template = z
  .strictObject({
    filename: z
      .string('expected a file name')
      .trim()
      .min(1, 'must not be empty')
      .max(200, 'at most 200 characters')
      .regex(/^[^/\\]+$/, 'a file name, without folders (put the folder in "path")'),
    contentType: z.enum(CONTENT_TYPES, `one of ${CONTENT_TYPES.join(', ')}`).optional(),
    path: z.string('expected a file path').min(1, 'must not be empty').optional(),
    base64: z
      .string('expected base64 text')
      .regex(/^[A-Za-z0-9+/\s]+={0,2}\s*$/, 'not base64 text')
      .optional(),
  })
  .refine((t) => (t.path === undefined) !== (t.base64 === undefined), 'give the file either as "path" or as "base64"')
  .refine(
    (t) => t.contentType !== undefined || contentTypeOf(t.filename) !== undefined,
    `give "contentType", or a file name ending in .${Object.keys(TEMPLATE_CONTENT_TYPES).join(', .')}`,
  );

const priceLine = z
  .strictObject({
    position,
    staffel: count(1).default(1),
    periodType: z.enum(PERIOD_TYPES, 'the period type is M (month), W (week), D (day) or Y (year)'),
    periodCount: count(1),
    priceCents: count(0, 'a price in whole cents (12.50 euro is 1250)'),
    permitEndDate: calendarDay.nullable().default(null),
    daySelection: z.boolean('expected true or false').default(false),
    allowedDays: z.array(z.enum(DAYS, `a day is one of ${DAYS.join(', ')}`)).default([]),
    /** The first and last start date the line prices (inclusive); null: open. A price change from a date is two lines. */
    validFrom: calendarDay.nullable().default(null),
    validUntil: calendarDay.nullable().default(null),
  })
  .superRefine((line, ctx) => {
    if (line.validFrom !== null && line.validUntil !== null && line.validUntil < line.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'must not be before validFrom' });
    }
    if (line.daySelection && line.allowedDays.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['allowedDays'], message: 'with daySelection, list the days allowed' });
    }
    if (!line.daySelection && line.allowedDays.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['allowedDays'],
        message: 'days are allowed only with "daySelection": true',
      });
    }
    if (new Set(line.allowedDays).size !== line.allowedDays.length) {
      ctx.addIssue({ code: 'custom', path: ['allowedDays'], message: 'a day is listed twice' });
    }
  });

const DOCUMENT_SCOPES = ['ADDITIONAL', 'PLATE', 'LEASE_PLATE'] as const;
export const REFUND_RULES = ['NONE', 'UNUSED_MONTHS', 'UNUSED_DAYS'] as const;

const documentRequirement = z.strictObject({
  position,
  docTypeCode: code,
  description: localized(),
  instruction: localized(2000),
  scope: z.enum(
    DOCUMENT_SCOPES,
    'the scope is ADDITIONAL (once per request), PLATE (per plate) or LEASE_PLATE (per plate not in the own name)',
  ),
  maxDocuments: count(1).max(20, 'at most 20').default(3),
  minStatusLevel: count(0).default(1),
  template: template.nullable().default(null),
});

const timeOfDay = z
  .string('expected a time HH:mm')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:mm, e.g. 09:00');

const permitType = z
  .strictObject({
    code,
    description: localized(),
    longDescription: localized(4000),
    additionalInfo: localized(4000).nullable().default(null),
    relationTypes: z.enum(['P', 'C', 'P,C'], 'relationTypes is "P" (persons), "C" (companies) or "P,C"').default('P'),
    locationByAddress: z.boolean('expected true or false').default(false),
    needSpecificLocation: z.boolean('expected true or false').default(false),
    minStartOffsetDays: count(0).default(0),
    maxStartOffsetDays: count(0).nullable().default(null),
    staffel: count(1).default(1),
    permitPlus: z.boolean('expected true or false').default(false),
    waitingList: z.boolean('expected true or false').default(false),
    maxPerRelation: count(0).nullable().default(null),
    maxPerAddress: count(0).nullable().default(null),
    ftePerPermit: count(1).nullable().default(null),
    minPlates: count(0).max(5, 'at most 5').default(1),
    maxPlates: count(0).max(5, 'at most 5').default(1),
    registerBrand: z.boolean('expected true or false').default(false),
    registerColour: z.boolean('expected true or false').default(false),
    leaseAllowed: z.boolean('expected true or false').default(true),
    confirmationRequired: z.boolean('expected true or false').default(false),
    /** What a termination pays back (docs/catalogue.md, Ending a permit). */
    refundRule: z
      .enum(REFUND_RULES, 'refundRule is NONE, UNUSED_MONTHS (whole unused months) or UNUSED_DAYS')
      .default('NONE'),
    terminable: z.boolean('expected true or false').default(true),
    futureTermination: z.boolean('expected true or false').default(true),
    plateChangeCostCents: count(0).default(0),
    /**
     * How many days before a permit's end its renewal (prolongation) is offered; null: none. Left out: unchanged
     * (files written before it existed keep what `set-prolongation-days` set).
     */
    prolongationOfferDays: count(1).max(366, 'at most 366').nullable().optional(),
    /** The time of day ('HH:mm') a permit starts on its first day and ends on its last; null: whole days. */
    validFromTime: timeOfDay.nullable().default(null),
    validToTime: timeOfDay.nullable().default(null),
    /** Card numbers handed out at issue, one per permit: prefix plus the next free number of the range. */
    cards: z
      .strictObject({
        prefix: z
          .string()
          .regex(/^[A-Z0-9]{0,8}$/, 'capital letters and digits, at most 8')
          .default(''),
        from: count(0),
        to: count(0),
      })
      .refine((range) => range.to >= range.from, 'to must not be below from')
      .nullable()
      .default(null),
    priceLines: z.array(priceLine).min(1, 'at least one price line (a free product has one with priceCents 0)'),
    documents: z.array(documentRequirement).default([]),
  })
  .superRefine((type, ctx) => {
    if (type.maxPlates < type.minPlates) {
      ctx.addIssue({ code: 'custom', path: ['maxPlates'], message: 'must not be below minPlates' });
    }
    if (type.maxStartOffsetDays !== null && type.maxStartOffsetDays < type.minStartOffsetDays) {
      ctx.addIssue({ code: 'custom', path: ['maxStartOffsetDays'], message: 'must not be below minStartOffsetDays' });
    }
    duplicates(
      type.documents.map((d) => d.docTypeCode),
      (i, value) =>
        ctx.addIssue({ code: 'custom', path: ['documents', i, 'docTypeCode'], message: `${value} is listed twice` }),
    );
    duplicates(
      type.priceLines.map((line, i) => line.position ?? i),
      (i, value) =>
        ctx.addIssue({ code: 'custom', path: ['priceLines', i], message: `a second price line at position ${value}` }),
    );
  });

/**
 * The NPR area a right is registered in (issue 30): the area manager's id (the municipality's, e.g.
 * "363") and the area's id within it, as the RDW's open parking data names them.
 */
const nprId = z
  .string('an NPR id is text')
  .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'an NPR id is 1 to 40 letters, digits, "_", "." or "-", e.g. "363"');
const nprArea = z.strictObject({ areaManagerId: nprId, areaId: nprId }).nullable().default(null);

const location = z.strictObject({
  position,
  code,
  description: localized(),
  capacity: count(0).nullable().default(null),
  /** Overrides the area's NPR area for this location. */
  npr: nprArea,
});

const product = z.strictObject({
  position,
  permitType: code,
  area: code,
  category: code,
  locations: z.array(location).default([]),
});

const area = z.strictObject({
  code,
  description: localized(),
  npr: nprArea,
  postcodes: z
    .array(z.string('expected a postcode').regex(/^\d{4}$/, 'a postcode here is its four digits, e.g. "1234"'))
    .default([]),
});

const category = z.strictObject({
  position,
  code,
  name: localized(),
  description: localized(2000),
});

export const catalogueFileSchema = z
  .strictObject({
    format: z.literal(CATALOGUE_FORMAT, `the format is "${CATALOGUE_FORMAT}"`).optional(),
    areas: z.array(area).default([]),
    categories: z.array(category).default([]),
    permitTypes: z.array(permitType).default([]),
    products: z.array(product).default([]),
  })
  .superRefine((file, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    for (const list of ['areas', 'categories', 'permitTypes'] as const) {
      duplicates(
        file[list].map((item) => item.code),
        (i, value) => issue([list, i, 'code'], `${value} is listed twice`),
      );
    }
    file.areas.forEach((a, i) => {
      duplicates(a.postcodes, (j, value) => issue(['areas', i, 'postcodes', j], `${value} is listed twice`));
    });
    const areas = new Set(file.areas.map((a) => a.code));
    const categories = new Set(file.categories.map((c) => c.code));
    const types = new Map(file.permitTypes.map((t) => [t.code, t]));
    file.products.forEach((p, i) => {
      if (!types.has(p.permitType))
        issue(['products', i, 'permitType'], `no permit type ${p.permitType} in permitTypes`);
      if (!areas.has(p.area)) issue(['products', i, 'area'], `no area ${p.area} in areas`);
      if (!categories.has(p.category)) issue(['products', i, 'category'], `no category ${p.category} in categories`);
      if (types.get(p.permitType)?.locationByAddress && p.locations.length === 0) {
        issue(['products', i, 'locations'], 'a product located by address needs at least one location');
      }
      duplicates(
        p.locations.map((l) => l.code),
        (j, value) => issue(['products', i, 'locations', j, 'code'], `${value} is listed twice`),
      );
    });
    duplicates(
      file.products.map((p) => `${p.permitType} in ${p.area}`),
      (i, value) => issue(['products', i], `${value} is listed twice`),
    );
  });

/** What an operator writes: optional fields may be left out. */
export type CatalogueFileInput = z.input<typeof catalogueFileSchema>;
/** The checked file, every default filled in. */
export type CatalogueFile = z.output<typeof catalogueFileSchema>;
export type CatalogueTemplate = z.output<typeof template>;

/** For a typed catalogue literal in code (demo, tests): the file as an operator would write it. */
export function defineCatalogue(input: CatalogueFileInput): CatalogueFileInput {
  return input;
}

function duplicates<T>(values: readonly T[], report: (index: number, value: T) => void): void {
  const seen = new Set<T>();
  values.forEach((value, i) => {
    if (seen.has(value)) report(i, value);
    seen.add(value);
  });
}

export function contentTypeOf(filename: string): TemplateContentType | undefined {
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  return (TEMPLATE_CONTENT_TYPES as Record<string, TemplateContentType>)[extension];
}

/** `permitTypes[2] (BEZOEKER).priceLines[0].periodType`: indices with the code of the item they point at. */
export function describePath(input: unknown, path: readonly PropertyKey[]): string {
  let out = '';
  let node: unknown = input;
  for (const key of path) {
    if (typeof key === 'number') {
      node = Array.isArray(node) ? node[key] : undefined;
      out += `[${key}]`;
      const label = labelOf(node);
      if (label) out += ` (${label})`;
    } else {
      out += out ? `.${String(key)}` : String(key);
      node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    }
  }
  return out || '(file)';
}

function labelOf(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const item = node as Record<string, unknown>;
  if (typeof item.code === 'string') return item.code;
  if (typeof item.docTypeCode === 'string') return item.docTypeCode;
  if (typeof item.permitType === 'string' && typeof item.area === 'string') return `${item.permitType} in ${item.area}`;
  return undefined;
}

/** A problem of a catalogue file: where (`permitTypes[2] (BEZOEKER).priceLines[0].periodType`) and what. */
export interface CatalogueFileProblem {
  where: string;
  message: string;
  /** The same place as keys ('permitTypes', 2, 'priceLines', 0, 'periodType'): a form finds its field by it. */
  path: (string | number)[];
}

/**
 * The one check of a catalogue file, for the operator's import and the back office's screen alike: the
 * checked file, or every problem with its place.
 */
export function checkCatalogueFile(
  input: unknown,
): { ok: true; file: CatalogueFile } | { ok: false; problems: CatalogueFileProblem[] } {
  const parsed = catalogueFileSchema.safeParse(input);
  if (parsed.success) return { ok: true, file: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => ({
      where: describePath(input, i.path),
      message: i.message,
      path: i.path.filter((key) => typeof key !== 'symbol'),
    })),
  };
}
