/**
 * The catalogue edited on the back office's screen (issue 28, decision 038): every save is a new
 * version holding the whole catalogue file as it was written, checked by the catalogue file's one
 * validator and written by the same code as the operator's import. A save names the revision it was
 * made on (a hash of the catalogue the screen showed): when the catalogue changed since, by another
 * employee or the operator's import, the save is refused rather than undoing that change unseen. A
 * catalogue changed outside the screen is kept as a version of its own first, so a restore can
 * always go back to it.
 */
import { createHash } from 'node:crypto';
import { type CatalogueFile, type CatalogueFileProblem, checkCatalogueFile } from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import { forgetTenantAnswers } from '../tenants/index.js';
import { type CatalogueChange, canonicalJson, diffCatalogues } from './catalogue-diff.js';
import { CatalogueError, type CatalogueInUse } from './catalogue-error.js';
import { applyCheckedCatalogue, CATALOGUE_FORMAT, loadSentTemplates } from './catalogue-file.js';
import { lockCatalogue, readCatalogue } from './catalogue-sync.js';
import {
  type CatalogueVersionRow,
  findCatalogueVersion,
  insertCatalogueVersion,
  latestCatalogueVersion,
  listCatalogueVersions,
} from './catalogue-version-repository.js';
import { type PriceChange, type PriceChangeRefusal, schedulePriceChange } from './price-change.js';

export type { CatalogueVersionRow } from './catalogue-version-repository.js';
export { listCatalogueVersions };

/** Who saved a version; an empty id marks the version kept of a catalogue changed outside the screen. */
export interface CatalogueEditor {
  id: string;
  name: string;
}

export type CatalogueEditProblem = 'invalid' | 'refused' | 'stale' | 'unchanged' | 'not_found' | PriceChangeRefusal;

export class CatalogueEditRefusal extends Error {
  constructor(
    readonly problem: CatalogueEditProblem,
    /** For 'invalid': every problem of the file with its place. */
    readonly problems: CatalogueFileProblem[] = [],
    /** For 'refused': why the tables could not take the file (rows still referred to). */
    readonly reason?: string,
    /** For 'refused': the rows left out that something still refers to (said in the user's language). */
    readonly inUse: readonly CatalogueInUse[] = [],
  ) {
    super(reason ?? problem);
    this.name = 'CatalogueEditRefusal';
  }
}

/** What identifies a catalogue's content: the same catalogue, the same revision, whatever its key order. */
export function catalogueRevision(file: unknown): string {
  return createHash('sha256').update(canonicalJson(file)).digest('hex').slice(0, 32);
}

async function currentFile(db: Database, tenantId: number): Promise<CatalogueFile> {
  return { format: CATALOGUE_FORMAT, ...(await readCatalogue(db, tenantId)) };
}

export interface EditableCatalogue {
  file: CatalogueFile;
  revision: string;
  /** The newest version's number; null before the first save. */
  version: number | null;
  /** The tables differ from the newest version: the operator imported a file since. */
  changedOutside: boolean;
}

export async function readEditableCatalogue(db: Database, tenantId: number): Promise<EditableCatalogue> {
  const [file, latest] = await Promise.all([currentFile(db, tenantId), latestCatalogueVersion(db, tenantId)]);
  return {
    file,
    revision: catalogueRevision(file),
    version: latest?.number ?? null,
    changedOutside: latest !== undefined && catalogueRevision(latest.file) !== catalogueRevision(file),
  };
}

export interface SaveCatalogue {
  file: unknown;
  /** The revision the screen showed. */
  revision: string;
  summary: string;
  by: CatalogueEditor;
  /** Runs in the save's transaction (the audit row commits with the change or not at all). */
  onSaved(trx: Database, saved: SavedCatalogue): Promise<void>;
}

export interface SavedCatalogue {
  version: CatalogueVersionRow;
  revision: string;
  changes: CatalogueChange[];
}

function checked(file: unknown): CatalogueFile {
  const result = checkCatalogueFile(file);
  if (!result.ok) throw new CatalogueEditRefusal('invalid', result.problems);
  return result.file;
}

/** Saves a whole catalogue as the next version; refused with nothing written when it cannot be. */
export async function saveCatalogueVersion(
  db: Database,
  tenantId: number,
  save: SaveCatalogue,
): Promise<SavedCatalogue> {
  const catalogue = checked(save.file);
  let templates: Awaited<ReturnType<typeof loadSentTemplates>>;
  try {
    templates = await loadSentTemplates(catalogue);
  } catch (error) {
    if (error instanceof CatalogueError) throw new CatalogueEditRefusal('refused', [], error.message, error.inUse);
    throw error;
  }
  const saved = await db.transaction().execute(async (trx) => {
    await lockCatalogue(trx, tenantId);
    const before = await currentFile(trx, tenantId);
    if (catalogueRevision(before) !== save.revision) throw new CatalogueEditRefusal('stale');
    const latest = await latestCatalogueVersion(trx, tenantId);
    if (!latest || catalogueRevision(latest.file) !== catalogueRevision(before)) {
      await insertCatalogueVersion(trx, tenantId, { createdBy: '', createdByName: '', summary: '', file: before });
    }
    try {
      await applyCheckedCatalogue(trx, tenantId, catalogue, templates);
    } catch (error) {
      if (error instanceof CatalogueError) throw new CatalogueEditRefusal('refused', [], error.message, error.inUse);
      throw error;
    }
    const after = await currentFile(trx, tenantId);
    const changes = diffCatalogues(before, after);
    if (changes.length === 0) throw new CatalogueEditRefusal('unchanged');
    const version = await insertCatalogueVersion(trx, tenantId, {
      createdBy: save.by.id,
      createdByName: save.by.name,
      summary: save.summary,
      file: after,
    });
    const result = { version, revision: catalogueRevision(after), changes };
    await save.onSaved(trx, result);
    return result;
  });
  // After the commit: the catalogue kept in memory (catalogue-service.ts) is read afresh.
  forgetTenantAnswers();
  return saved;
}

/** Saves an earlier version's catalogue again, as the next version. */
export async function restoreCatalogueVersion(
  db: Database,
  tenantId: number,
  number: number,
  save: Omit<SaveCatalogue, 'file'>,
): Promise<SavedCatalogue> {
  const version = await findCatalogueVersion(db, tenantId, number);
  if (!version) throw new CatalogueEditRefusal('not_found');
  return saveCatalogueVersion(db, tenantId, { ...save, file: version.file });
}

/** A stored file with its keys in the file's order again (jsonb keeps its own), as the diff shows values. */
function inFileOrder(file: unknown): unknown {
  const result = checkCatalogueFile(file);
  return result.ok ? result.file : file;
}

/** A version with what changed from the one before it (nothing before the first). */
export async function catalogueVersionDiff(
  db: Database,
  tenantId: number,
  number: number,
): Promise<{ version: CatalogueVersionRow; changes: CatalogueChange[] }> {
  const version = await findCatalogueVersion(db, tenantId, number);
  if (!version) throw new CatalogueEditRefusal('not_found');
  const previous = number > 1 ? await findCatalogueVersion(db, tenantId, number - 1) : undefined;
  const { file, ...row } = version;
  return { version: row, changes: previous ? diffCatalogues(inFileOrder(previous.file), inFileOrder(file)) : [] };
}

export interface PlannedPriceChange {
  file: CatalogueFile;
  oldCents: number;
  revision: string;
  line: { periodType: CatalogueFile['permitTypes'][number]['priceLines'][number]['periodType']; periodCount: number };
  changes: CatalogueChange[];
}

/** The catalogue with a price change from a date, not saved: what the preview shows and the save writes. */
export async function planPriceChange(
  db: Database,
  tenantId: number,
  change: PriceChange,
  today: string,
): Promise<PlannedPriceChange> {
  const before = await currentFile(db, tenantId);
  const scheduled = schedulePriceChange(before, change, today);
  if (!scheduled.ok) throw new CatalogueEditRefusal(scheduled.refusal);
  const line = before.permitTypes
    .find((t) => t.code === change.permitType)
    ?.priceLines.find((l) => l.position === change.position);
  return {
    file: scheduled.file,
    oldCents: scheduled.oldCents,
    revision: catalogueRevision(before),
    line: { periodType: line?.periodType ?? 'M', periodCount: line?.periodCount ?? 1 },
    changes: diffCatalogues(before, scheduled.file),
  };
}
