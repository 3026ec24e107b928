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

/**
 * Every problem the validator can name, as a stable code (decision 047). Its text, with the problem's values filled
 * in, is in packages/translations under `catalogueFileProblemKey(code)`, in Dutch and English: the back office shows it
 * in the user's language, the operator tool prints the English one.
 */
export const CATALOGUE_FILE_PROBLEM_CODES = [
  'code_type',
  'code_format',
  'expected_text',
  'required',
  'too_long',
  'control_characters',
  'localized_type',
  'whole_number',
  'price_cents',
  'too_small',
  'too_large',
  'date_type',
  'not_calendar_date',
  'file_name_type',
  'file_name_folder',
  'content_type',
  'file_path_type',
  'base64_type',
  'not_base64',
  'template_source',
  'template_content_type',
  'period_type',
  'boolean',
  'day',
  'valid_until_before_from',
  'days_required',
  'days_without_selection',
  'day_twice',
  'document_scope',
  'time_type',
  'time_format',
  'relation_types',
  'refund_rule',
  'card_prefix',
  'card_range',
  'price_lines_required',
  'max_plates_below_min',
  'max_offset_below_min',
  'listed_twice',
  'price_line_position_twice',
  'npr_id_type',
  'npr_id_format',
  'postcode_type',
  'postcode_format',
  'format',
  'unknown_permit_type',
  'unknown_area',
  'unknown_category',
  'locations_required',
  // Zod's own checks, where the schema names no code of its own.
  'unknown_keys',
  'expected_list',
  'expected_object',
  'invalid',
] as const;
export type CatalogueFileProblemCode = (typeof CATALOGUE_FILE_PROBLEM_CODES)[number];
export type CatalogueProblemValues = Record<string, string | number>;

/** The text key of a problem code: 'staff.catalogue.check.required'. */
export function catalogueFileProblemKey(code: CatalogueFileProblemCode): string {
  return `staff.catalogue.check.${code}`;
}

/** A schema's message is its problem's code (checkCatalogueFile reads it back); typed so a code cannot be misspelled. */
const c = (problemCode: CatalogueFileProblemCode): string => problemCode;

function issue(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  problemCode: CatalogueFileProblemCode,
  values: CatalogueProblemValues,
) {
  ctx.addIssue({ code: 'custom', path, message: problemCode, params: values });
}

const code = z.string(c('code_type')).regex(/^[A-Z0-9][A-Z0-9_-]{0,39}$/, c('code_format'));

const text = (max: number) =>
  z
    .string(c('expected_text'))
    .trim()
    .min(1, c('required'))
    .max(max, c('too_long'))
    .refine((s) => !hasControlCharacters(s, { allowLineBreaks: true }), c('control_characters'));

/** A text a resident reads, in Dutch and English. */
const localized = (max = 200) => z.strictObject({ nl: text(max), en: text(max) }, c('localized_type'));

const count = (min: number, what: 'whole_number' | 'price_cents' = 'whole_number') =>
  z.number(c(what)).int(c(what)).min(min, c('too_small'));

const position = count(0).optional();

const calendarDay = z
  .string(c('date_type'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, c('date_type'))
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, c('not_calendar_date'));

const template = z
  .strictObject({
    filename: z
      .string(c('file_name_type'))
      .trim()
      .min(1, c('required'))
      .max(200, c('too_long'))
      .regex(/^[^/\\]+$/, c('file_name_folder')),
    contentType: z.enum(CONTENT_TYPES, c('content_type')).optional(),
    path: z.string(c('file_path_type')).min(1, c('required')).optional(),
    base64: z
      .string(c('base64_type'))
      .regex(/^[A-Za-z0-9+/\s]+={0,2}\s*$/, c('not_base64'))
      .optional(),
  })
  .refine((t) => (t.path === undefined) !== (t.base64 === undefined), c('template_source'))
  .refine((t) => t.contentType !== undefined || contentTypeOf(t.filename) !== undefined, c('template_content_type'));

const priceLine = z
  .strictObject({
    position,
    staffel: count(1).default(1),
    periodType: z.enum(PERIOD_TYPES, c('period_type')),
    periodCount: count(1),
    priceCents: count(0, 'price_cents'),
    permitEndDate: calendarDay.nullable().default(null),
    daySelection: z.boolean(c('boolean')).default(false),
    allowedDays: z.array(z.enum(DAYS, c('day'))).default([]),
    /** The first and last start date the line prices (inclusive); null: open. A price change from a date is two lines. */
    validFrom: calendarDay.nullable().default(null),
    validUntil: calendarDay.nullable().default(null),
  })
  .superRefine((line, ctx) => {
    if (line.validFrom !== null && line.validUntil !== null && line.validUntil < line.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: c('valid_until_before_from') });
    }
    if (line.daySelection && line.allowedDays.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['allowedDays'], message: c('days_required') });
    }
    if (!line.daySelection && line.allowedDays.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['allowedDays'], message: c('days_without_selection') });
    }
    if (new Set(line.allowedDays).size !== line.allowedDays.length) {
      ctx.addIssue({ code: 'custom', path: ['allowedDays'], message: c('day_twice') });
    }
  });

const DOCUMENT_SCOPES = ['ADDITIONAL', 'PLATE', 'LEASE_PLATE'] as const;
export const REFUND_RULES = ['NONE', 'UNUSED_MONTHS', 'UNUSED_DAYS'] as const;

const documentRequirement = z.strictObject({
  position,
  docTypeCode: code,
  description: localized(),
  instruction: localized(2000),
  scope: z.enum(DOCUMENT_SCOPES, c('document_scope')),
  maxDocuments: count(1).max(20, c('too_large')).default(3),
  minStatusLevel: count(0).default(1),
  template: template.nullable().default(null),
});

const timeOfDay = z.string(c('time_type')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, c('time_format'));

const permitType = z
  .strictObject({
    code,
    description: localized(),
    longDescription: localized(4000),
    additionalInfo: localized(4000).nullable().default(null),
    relationTypes: z.enum(['P', 'C', 'P,C'], c('relation_types')).default('P'),
    locationByAddress: z.boolean(c('boolean')).default(false),
    needSpecificLocation: z.boolean(c('boolean')).default(false),
    minStartOffsetDays: count(0).default(0),
    maxStartOffsetDays: count(0).nullable().default(null),
    staffel: count(1).default(1),
    permitPlus: z.boolean(c('boolean')).default(false),
    waitingList: z.boolean(c('boolean')).default(false),
    maxPerRelation: count(0).nullable().default(null),
    maxPerAddress: count(0).nullable().default(null),
    ftePerPermit: count(1).nullable().default(null),
    minPlates: count(0).max(5, c('too_large')).default(1),
    maxPlates: count(0).max(5, c('too_large')).default(1),
    registerBrand: z.boolean(c('boolean')).default(false),
    registerColour: z.boolean(c('boolean')).default(false),
    leaseAllowed: z.boolean(c('boolean')).default(true),
    confirmationRequired: z.boolean(c('boolean')).default(false),
    /** What a termination pays back (docs/catalogue.md, Ending a permit). */
    refundRule: z.enum(REFUND_RULES, c('refund_rule')).default('NONE'),
    terminable: z.boolean(c('boolean')).default(true),
    futureTermination: z.boolean(c('boolean')).default(true),
    plateChangeCostCents: count(0).default(0),
    /**
     * How many days before a permit's end its renewal (prolongation) is offered; null: none. Left out: unchanged
     * (files written before it existed keep what `set-prolongation-days` set).
     */
    prolongationOfferDays: count(1).max(366, c('too_large')).nullable().optional(),
    /** The time of day ('HH:mm') a permit starts on its first day and ends on its last; null: whole days. */
    validFromTime: timeOfDay.nullable().default(null),
    validToTime: timeOfDay.nullable().default(null),
    /** Card numbers handed out at issue, one per permit: prefix plus the next free number of the range. */
    cards: z
      .strictObject({
        prefix: z
          .string(c('expected_text'))
          .regex(/^[A-Z0-9]{0,8}$/, c('card_prefix'))
          .default(''),
        from: count(0),
        to: count(0),
      })
      .refine((range) => range.to >= range.from, c('card_range'))
      .nullable()
      .default(null),
    priceLines: z.array(priceLine).min(1, c('price_lines_required')),
    documents: z.array(documentRequirement).default([]),
  })
  .superRefine((type, ctx) => {
    if (type.maxPlates < type.minPlates) {
      ctx.addIssue({ code: 'custom', path: ['maxPlates'], message: c('max_plates_below_min') });
    }
    if (type.maxStartOffsetDays !== null && type.maxStartOffsetDays < type.minStartOffsetDays) {
      ctx.addIssue({ code: 'custom', path: ['maxStartOffsetDays'], message: c('max_offset_below_min') });
    }
    duplicates(
      type.documents.map((d) => d.docTypeCode),
      (i, value) => issue(ctx, ['documents', i, 'docTypeCode'], 'listed_twice', { value }),
    );
    duplicates(
      type.priceLines.map((line, i) => line.position ?? i),
      (i, value) => issue(ctx, ['priceLines', i], 'price_line_position_twice', { position: value }),
    );
  });

/**
 * The NPR area a right is registered in (issue 30): the area manager's id (the municipality's, e.g.
 * "363") and the area's id within it, as the RDW's open parking data names them.
 */
const nprId = z.string(c('npr_id_type')).regex(/^[A-Za-z0-9_.-]{1,40}$/, c('npr_id_format'));
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
  postcodes: z.array(z.string(c('postcode_type')).regex(/^\d{4}$/, c('postcode_format'))).default([]),
});

const category = z.strictObject({
  position,
  code,
  name: localized(),
  description: localized(2000),
});

export const catalogueFileSchema = z
  .strictObject({
    format: z.literal(CATALOGUE_FORMAT, c('format')).optional(),
    areas: z.array(area).default([]),
    categories: z.array(category).default([]),
    permitTypes: z.array(permitType).default([]),
    products: z.array(product).default([]),
  })
  .superRefine((file, ctx) => {
    const problem = (path: (string | number)[], code: CatalogueFileProblemCode, values: CatalogueProblemValues) =>
      issue(ctx, path, code, values);
    for (const list of ['areas', 'categories', 'permitTypes'] as const) {
      duplicates(
        file[list].map((item) => item.code),
        (i, value) => problem([list, i, 'code'], 'listed_twice', { value }),
      );
    }
    file.areas.forEach((a, i) => {
      duplicates(a.postcodes, (j, value) => problem(['areas', i, 'postcodes', j], 'listed_twice', { value }));
    });
    const areas = new Set(file.areas.map((a) => a.code));
    const categories = new Set(file.categories.map((c) => c.code));
    const types = new Map(file.permitTypes.map((t) => [t.code, t]));
    file.products.forEach((p, i) => {
      if (!types.has(p.permitType))
        problem(['products', i, 'permitType'], 'unknown_permit_type', { code: p.permitType });
      if (!areas.has(p.area)) problem(['products', i, 'area'], 'unknown_area', { code: p.area });
      if (!categories.has(p.category)) problem(['products', i, 'category'], 'unknown_category', { code: p.category });
      if (types.get(p.permitType)?.locationByAddress && p.locations.length === 0) {
        problem(['products', i, 'locations'], 'locations_required', {});
      }
      duplicates(
        p.locations.map((l) => l.code),
        (j, value) => problem(['products', i, 'locations', j, 'code'], 'listed_twice', { value }),
      );
    });
    duplicates(
      file.products.map((p) => `${p.permitType} in ${p.area}`),
      (i, value) => problem(['products', i], 'listed_twice', { value }),
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

/**
 * A problem of a catalogue file: where (`permitTypes[2] (BEZOEKER).priceLines[0].periodType`), what (`code`, with
 * `values` for its text's placeholders) and the same place as keys.
 */
export interface CatalogueFileProblem {
  where: string;
  code: CatalogueFileProblemCode;
  values: CatalogueProblemValues;
  /** The same place as keys ('permitTypes', 2, 'priceLines', 0, 'periodType'): a form finds its field by it. */
  path: (string | number)[];
}

/** Values that are the same for every problem of a code. */
const FIXED_VALUES: Partial<Record<CatalogueFileProblemCode, CatalogueProblemValues>> = {
  format: { format: CATALOGUE_FORMAT },
  template_content_type: { extensions: `.${Object.keys(TEMPLATE_CONTENT_TYPES).join(', .')}` },
};

const KNOWN_CODES = new Set<string>(CATALOGUE_FILE_PROBLEM_CODES);

/** A Zod issue as a problem code with its values: the schema's own code, else one for Zod's own checks. */
function problemOf(issue: z.core.$ZodIssue): { code: CatalogueFileProblemCode; values: CatalogueProblemValues } {
  const known = KNOWN_CODES.has(issue.message) ? (issue.message as CatalogueFileProblemCode) : undefined;
  const code: CatalogueFileProblemCode =
    known ??
    (issue.code === 'unrecognized_keys'
      ? 'unknown_keys'
      : issue.code === 'invalid_type' && issue.expected === 'array'
        ? 'expected_list'
        : issue.code === 'invalid_type' && issue.expected === 'object'
          ? 'expected_object'
          : issue.code === 'invalid_type' && issue.expected === 'string'
            ? 'expected_text'
            : 'invalid');
  const values: CatalogueProblemValues = { ...FIXED_VALUES[code] };
  if (issue.code === 'custom' && issue.params) Object.assign(values, issue.params);
  if (issue.code === 'too_big') values.max = Number(issue.maximum);
  if (issue.code === 'too_small') values.min = Number(issue.minimum);
  if (issue.code === 'invalid_value') values.options = issue.values.map(String).join(', ');
  if (issue.code === 'unrecognized_keys') values.keys = issue.keys.map((key) => `"${key}"`).join(', ');
  return { code, values };
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
      ...problemOf(i),
      path: i.path.filter((key) => typeof key !== 'symbol'),
    })),
  };
}
