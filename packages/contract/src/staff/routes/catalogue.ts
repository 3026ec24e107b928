/**
 * The catalogue and its prices on the back office's screen (issue 28, decision 038): the catalogue file
 * read and saved whole (checked by the catalogue file's one validator, `catalogueFileSchema`), every save
 * a version with its diff, restoring an earlier version, and a price change from a date with a preview
 * of what it reaches. The beheerder changes; the auditor reads.
 */
import { z } from 'zod';
import { staffFileAnswer } from '../file-answer.js';
import { defineStaffRoute, paginated, paginationQuery } from '../staff-route.js';

const readers = ['beheerder', 'auditor'] as const;

/** The revision a screen showed: a save made on another is refused (409) rather than undoing a change unseen. */
const revision = z.string().regex(/^[0-9a-f]{32}$/);
const summary = z.string().trim().min(1).max(300);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const catalogueVersionItem = z.object({
  number: z.number().int().min(1),
  createdAt: z.string(),
  /** '' for the version kept of a catalogue changed outside the screen (the operator's import). */
  createdBy: z.string(),
  createdByName: z.string(),
  summary: z.string(),
});
export type CatalogueVersionItem = z.infer<typeof catalogueVersionItem>;

export const catalogueChangeItem = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  /** From the file's top: ['permitTypes', 'BEWONER', 'priceLines', '#1', 'priceCents']. */
  path: z.array(z.string()),
  /** Compact JSON; null where there is none. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type CatalogueChangeItem = z.infer<typeof catalogueChangeItem>;

export const getCatalogue = defineStaffRoute({
  operationId: 'getCatalogue',
  method: 'GET',
  path: '/catalogus',
  roles: readers,
  summary:
    'The catalogue as a catalogue file, its revision, the newest version and whether it changed outside the screen',
  response: z.object({
    /** A catalogue file (format parkeerloket-catalogue/1), every field written out. */
    file: z.record(z.string(), z.unknown()),
    revision: z.string(),
    version: z.number().int().nullable(),
    changedOutside: z.boolean(),
  }),
  audit: 'none',
});

export const downloadCatalogueFile = defineStaffRoute({
  operationId: 'downloadCatalogueFile',
  method: 'GET',
  path: '/catalogus/bestand',
  roles: readers,
  summary: 'The catalogue file to download (the same file the operator tool exports and imports)',
  response: staffFileAnswer,
  audit: 'none',
});

const savedAnswer = z.object({
  version: catalogueVersionItem,
  revision: z.string(),
  changes: z.array(catalogueChangeItem),
});

export const saveCatalogue = defineStaffRoute({
  operationId: 'saveCatalogue',
  method: 'POST',
  path: '/catalogus/versies',
  roles: ['beheerder'],
  summary: 'Save a whole catalogue file (edited or imported) as the next version, checked as the catalogue file is',
  body: z.object({
    revision,
    summary,
    /** Checked whole by the catalogue file's validator; problems come back per place in the file. */
    file: z.record(z.string(), z.unknown()),
  }),
  response: savedAnswer,
  status: 201,
  audit: 'write',
  example: { body: { revision: '0'.repeat(32), summary: 'Test', file: {} } },
});

/**
 * The largest catalogue file the screen imports: 8 MB (a catalogue with a few templates, which travel as base64).
 * The staff API's other routes take 256 KB; a larger file is refused as 413 before it is read.
 */
export const CATALOGUE_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

export const importCatalogueFile = defineStaffRoute({
  operationId: 'importCatalogueFile',
  method: 'POST',
  path: '/catalogus/importen',
  roles: ['beheerder'],
  summary: 'Import a catalogue file (at most 8 MB) as the next version, checked as the catalogue file is',
  body: z.object({
    revision,
    summary,
    file: z.record(z.string(), z.unknown()),
  }),
  bodyLimitBytes: CATALOGUE_IMPORT_MAX_BYTES,
  response: savedAnswer,
  status: 201,
  audit: 'write',
  example: { body: { revision: '0'.repeat(32), summary: 'Test', file: {} } },
});

export const listCatalogueVersions = defineStaffRoute({
  operationId: 'listCatalogueVersions',
  method: 'GET',
  path: '/catalogus/versies',
  roles: readers,
  summary: 'The saved versions of the catalogue, newest first',
  query: paginationQuery,
  response: paginated(catalogueVersionItem),
  audit: 'none',
});

const versionParams = z.object({ number: z.coerce.number().int().min(1).max(2_147_483_647) });

export const getCatalogueVersionDiff = defineStaffRoute({
  operationId: 'getCatalogueVersionDiff',
  method: 'GET',
  path: '/catalogus/versies/{number}/verschillen',
  roles: readers,
  summary: 'What a version changed from the one before it',
  params: versionParams,
  response: z.object({ version: catalogueVersionItem, changes: z.array(catalogueChangeItem) }),
  audit: 'none',
  example: { params: { number: '1' } },
});

export const restoreCatalogueVersion = defineStaffRoute({
  operationId: 'restoreCatalogueVersion',
  method: 'POST',
  path: '/catalogus/versies/{number}/herstel',
  roles: ['beheerder'],
  summary: "Save an earlier version's catalogue again, as the next version",
  params: versionParams,
  body: z.object({ revision, summary }),
  response: savedAnswer,
  status: 201,
  audit: 'write',
  example: { params: { number: '1' }, body: { revision: '0'.repeat(32), summary: 'Test' } },
});

export const priceChangeBody = z.object({
  permitType: z.string().min(1).max(40),
  /** The price line's position within its permit type. */
  position: z.number().int().min(0).max(10_000),
  /** The first start date priced at the new price; after today. */
  fromDate: day,
  priceCents: z.number().int().min(0).max(100_000_000),
});
export type PriceChangeBody = z.infer<typeof priceChangeBody>;

export const previewPriceChange = defineStaffRoute({
  operationId: 'previewPriceChange',
  method: 'POST',
  path: '/catalogus/prijswijzigingen/voorbeelden',
  roles: ['beheerder'],
  summary: 'What a price change from a date would reach: current permits, pending renewals, a year of revenue',
  body: priceChangeBody,
  response: z.object({
    revision: z.string(),
    oldCents: z.number().int(),
    newCents: z.number().int(),
    /** Active permits on the line that still run on the date (their renewal is priced after it). */
    affectedPermits: z.number().int().min(0),
    /** Open prolongations on the line whose period starts on or after the date. */
    pendingRenewals: z.number().int().min(0),
    /** The affected permits renewed at the new price for a year, minus the old. */
    yearlyRevenueChangeCents: z.number().int(),
    changes: z.array(catalogueChangeItem),
  }),
  audit: 'none',
  example: { body: { permitType: 'BEWONER', position: 0, fromDate: '2099-01-01', priceCents: 1000 } },
});

export const schedulePriceChange = defineStaffRoute({
  operationId: 'schedulePriceChange',
  method: 'POST',
  path: '/catalogus/prijswijzigingen',
  roles: ['beheerder'],
  summary: 'Schedule a price change from a date: saved as the next version of the catalogue',
  body: priceChangeBody.extend({ revision, summary }),
  response: savedAnswer,
  status: 201,
  audit: 'write',
  example: {
    body: {
      permitType: 'BEWONER',
      position: 0,
      fromDate: '2099-01-01',
      priceCents: 1000,
      revision: '0'.repeat(32),
      summary: 'Test',
    },
  },
});

export const CATALOGUE_ROUTES = [
  getCatalogue,
  downloadCatalogueFile,
  saveCatalogue,
  importCatalogueFile,
  listCatalogueVersions,
  getCatalogueVersionDiff,
  restoreCatalogueVersion,
  previewPriceChange,
  schedulePriceChange,
] as const;
