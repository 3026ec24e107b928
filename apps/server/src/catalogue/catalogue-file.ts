/**
 * The catalogue file (docs/catalogue.md): a tenant's whole catalogue as one readable JSON file that
 * an operator writes, imports (`import-catalogue`) and exports (`export-catalogue`). Rows are
 * matched by their codes, so importing the same file twice changes nothing and requests keep
 * pointing at the same areas, products, locations and price lines. The file is checked whole
 * before anything is written; a problem is reported with its place in the file, e.g.
 * `permitTypes[2] (BEZOEKER).priceLines[0].periodType: ...`.
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import {
  CATALOGUE_FORMAT,
  type CatalogueFile,
  type CatalogueFileProblem,
  catalogueFileProblemKey,
  checkCatalogueFile,
  contentTypeOf,
  type Locale,
  TEMPLATE_MAX_BYTES,
  type TemplateContentType,
} from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import { translate } from '../http/messages.js';
import { forgetTenantAnswers, requireTenant } from '../tenants/index.js';
import { CatalogueError } from './catalogue-error.js';
import {
  applyCatalogue,
  type CatalogueImportReport,
  lockCatalogue,
  readCatalogue,
  type TemplateData,
} from './catalogue-sync.js';

export {
  CATALOGUE_FORMAT,
  type CatalogueFile,
  type CatalogueFileInput,
  type CatalogueFileProblem,
  type CatalogueTemplate,
  catalogueFileSchema,
  checkCatalogueFile,
  contentTypeOf,
  defineCatalogue,
  describePath,
  REFUND_RULES,
  TEMPLATE_CONTENT_TYPES,
  TEMPLATE_MAX_BYTES,
} from '@parkeerloket/contract';
export { CatalogueError } from './catalogue-error.js';
export type { CatalogueImportReport } from './catalogue-sync.js';

/** A validator's problem as a sentence in a language, from its code's one text (the operator tool's is English). */
export function catalogueProblemText(locale: Locale, problem: CatalogueFileProblem): string {
  return translate(locale, catalogueFileProblemKey(problem.code), problem.values);
}

/** Checks a catalogue file whole; throws a CatalogueError naming every problem and where it is, in English. */
export function parseCatalogueFile(input: unknown): CatalogueFile {
  const checked = checkCatalogueFile(input);
  if (!checked.ok) {
    const lines = checked.problems.map((p) => `  ${p.where}: ${catalogueProblemText('en_EN', p)}`);
    throw new CatalogueError(`Invalid catalogue file:\n${lines.join('\n')}`);
  }
  return checked.file;
}

const SIGNATURES: Record<TemplateContentType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/msword': [0xd0, 0xcf, 0x11, 0xe0],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04],
};

/** Reads every template (from its path, relative to `baseDir`, or its base64) and checks its content. */
async function loadTemplates(file: CatalogueFile, baseDir: string): Promise<Map<string, TemplateData>> {
  const templates = new Map<string, TemplateData>();
  const problems: string[] = [];
  for (const [t, type] of file.permitTypes.entries()) {
    for (const [d, doc] of type.documents.entries()) {
      if (!doc.template) continue;
      const where = `permitTypes[${t}] (${type.code}).documents[${d}] (${doc.docTypeCode}).template`;
      const spec = doc.template;
      let data: Uint8Array;
      if (spec.path !== undefined) {
        const path = isAbsolute(spec.path) ? spec.path : resolve(baseDir, spec.path);
        try {
          data = await readFile(path);
        } catch (error) {
          problems.push(`  ${where}.path: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
          continue;
        }
      } else {
        data = Buffer.from(spec.base64 ?? '', 'base64');
      }
      const contentType = spec.contentType ?? contentTypeOf(spec.filename)!;
      if (data.byteLength === 0) problems.push(`  ${where}: the file is empty`);
      else if (data.byteLength > TEMPLATE_MAX_BYTES) problems.push(`  ${where}: the file is larger than 3 MB`);
      else if (!SIGNATURES[contentType].every((byte, i) => data[i] === byte)) {
        problems.push(`  ${where}: the content is not ${contentType}`);
      } else templates.set(templateKey(type.code, doc.docTypeCode), { filename: spec.filename, contentType, data });
    }
  }
  if (problems.length > 0) throw new CatalogueError(`Invalid catalogue file:\n${problems.join('\n')}`);
  return templates;
}

export function templateKey(permitTypeCode: string, docTypeCode: string): string {
  return `${permitTypeCode}/${docTypeCode}`;
}

export interface ImportOptions {
  /** Where template paths are relative to: the catalogue file's folder. Default: the working directory. */
  baseDir?: string;
}

/**
 * Applies a catalogue file to a tenant in one transaction: rows are created, updated or removed
 * so that the tenant's catalogue is the file's. Matching is by code (areas, categories, permit
 * types, locations within their product, documents within their permit type), by permit type and
 * area (products) and by permit type and position (price lines). A row the file leaves out that
 * a request, waiting-list entry or permit refers to is never removed: the whole import is refused.
 */
export async function importCatalogue(
  db: Database,
  tenantCode: string,
  file: unknown,
  options: ImportOptions = {},
): Promise<CatalogueImportReport> {
  const catalogue = parseCatalogueFile(file);
  const templates = await loadTemplates(catalogue, options.baseDir ?? process.cwd());
  const imported = await db.transaction().execute(async (trx) => {
    const tenant = await requireTenant(trx, tenantCode);
    await lockCatalogue(trx, tenant.id);
    return applyCheckedCatalogue(trx, tenant.id, catalogue, templates);
  });
  // After the commit: the catalogue kept in memory (catalogue-service.ts) is read afresh.
  forgetTenantAnswers();
  return imported;
}

/**
 * Applies a checked catalogue inside the caller's transaction (which holds `lockCatalogue`); refuses with
 * a CatalogueError, nothing written, when rows the file leaves out are still referred to.
 */
export async function applyCheckedCatalogue(
  trx: Database,
  tenantId: number,
  catalogue: CatalogueFile,
  templates: ReadonlyMap<string, TemplateData>,
): Promise<CatalogueImportReport> {
  const { inUse, ...report } = await applyCatalogue(trx, tenantId, catalogue, templates);
  if (report.problems.length > 0) {
    throw new CatalogueError(
      `The catalogue was not imported; nothing changed:\n${report.problems.map((p) => `  ${p}`).join('\n')}`,
      [],
      inUse,
    );
  }
  return report;
}

/**
 * The templates of a file sent to the back office: only as base64, since a path would read a file of the
 * server's disk. A template given by path is refused with its place.
 */
export async function loadSentTemplates(catalogue: CatalogueFile): Promise<Map<string, TemplateData>> {
  const problems: string[] = [];
  for (const [t, type] of catalogue.permitTypes.entries()) {
    for (const [d, doc] of type.documents.entries()) {
      if (doc.template?.path !== undefined) {
        problems.push(
          `  permitTypes[${t}] (${type.code}).documents[${d}] (${doc.docTypeCode}).template.path: give the file as "base64"`,
        );
      }
    }
  }
  if (problems.length > 0) throw new CatalogueError(`Invalid catalogue file:\n${problems.join('\n')}`);
  // No path is left to resolve: every template is base64.
  return loadTemplates(catalogue, '/');
}

/** The tenant's catalogue in the file format, every field written out (templates as base64). */
export async function exportCatalogue(db: Database, tenantCode: string): Promise<CatalogueFile> {
  const tenant = await requireTenant(db, tenantCode);
  return { format: CATALOGUE_FORMAT, ...(await readCatalogue(db, tenant.id)) };
}
