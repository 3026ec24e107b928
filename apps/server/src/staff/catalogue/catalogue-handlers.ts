/**
 * The catalogue screen's handlers (issue 28, decision 038): thin. The catalogue area checks, writes and
 * versions the catalogue; the preview's counts come from the permits and requests areas. Every save
 * writes its one audit row in the save's own transaction, naming the version and what changed.
 */
import { amsterdamDay, type CatalogueVersionItem, type StaffRouteOf } from '@parkeerloket/contract';
import {
  type CatalogueChange,
  CatalogueEditRefusal,
  type CatalogueInUse,
  type CatalogueVersionRow,
  catalogueProblemText,
  catalogueVersionDiff,
  listCatalogueVersions,
  planPriceChange,
  priceLineIdAt,
  readEditableCatalogue,
  restoreCatalogueVersion,
  type SavedCatalogue,
  saveCatalogueVersion,
  yearlyRevenueChangeCents,
} from '../../catalogue/index.js';
import type { Database } from '../../db/database.js';
import { translate } from '../../http/messages.js';
import { countPermitsOnPriceLine } from '../../permits/index.js';
import { countOpenProlongationsOnPriceLine } from '../../requests/index.js';
import type { StaffCallContext, StaffHandler } from '../api/staff-call-context.js';
import { StaffProblem } from '../api/staff-call-context.js';

function versionJson(version: CatalogueVersionRow): CatalogueVersionItem {
  return { ...version, createdAt: version.createdAt.toISOString() };
}

function savedJson(saved: SavedCatalogue) {
  return { version: versionJson(saved.version), revision: saved.revision, changes: saved.changes };
}

/** A refusal of the catalogue area as a problem in the caller's language; a file's problems per place. */
function problemOf(ctx: StaffCallContext, error: unknown): never {
  if (!(error instanceof CatalogueEditRefusal)) throw error;
  const text = translate(ctx.locale, `staff.catalogue.problem.${error.problem}`);
  switch (error.problem) {
    case 'not_found':
      throw new StaffProblem(404, 'staff.problem.404');
    case 'unknown_permit_type':
    case 'unknown_price_line':
      throw new StaffProblem(404, text);
    case 'invalid':
      throw new StaffProblem(
        400,
        'staff.problem.400',
        text,
        error.problems.map((p) => ({ name: `body.file.${p.where}`, reason: catalogueProblemText(ctx.locale, p) })),
      );
    case 'refused':
      // Rows left out that something refers to are named in the caller's language; another refusal as it came.
      if (error.inUse.length > 0) {
        throw new StaffProblem(
          409,
          translate(ctx.locale, 'staff.catalogue.problem.in_use'),
          error.inUse.map((row) => inUseSentence(ctx, row)).join(' '),
        );
      }
      throw new StaffProblem(409, text, error.reason);
    case 'stale':
    case 'unchanged':
      throw new StaffProblem(409, text);
    default:
      // A price change that cannot be scheduled: the date or the price is what to change.
      throw new StaffProblem(400, 'staff.problem.400', text, [
        { name: error.problem === 'same_price' ? 'body.priceCents' : 'body.fromDate', reason: text },
      ]);
  }
}

/** 'Product GARAGE in STATION is still in use (requests: 2, permits: 1); keep it.' in the caller's language. */
function inUseSentence(ctx: StaffCallContext, row: CatalogueInUse): string {
  const say = (key: string, values?: Record<string, string | number>) =>
    translate(ctx.locale, `staff.catalogue.in_use.${key}`, values);
  const counts = (
    [
      ['requests', row.requests],
      ['waiting_list_entries', row.waitingListEntries],
      ['permits', row.permits],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([what, n]) => say(what, { count: n }));
  // The name joins codes with ' in ' and ' of ' ('MARKTPLEIN of GARAGE in STATION'): those two words translated.
  const name = row.name.replace(/ (in|of) /g, (_m, word: string) => ` ${say(word)} `);
  return say(counts.length > 0 ? 'sentence' : 'other', {
    what: say(`item.${row.item}`),
    name,
    counts: counts.join(', '),
  });
}

function auditSaved(ctx: StaffCallContext, action: string, summary: string) {
  return (trx: Database, saved: { version: CatalogueVersionRow; changes: CatalogueChange[] }) =>
    ctx.audit(
      {
        action,
        objectType: 'catalogue-version',
        objectId: String(saved.version.number),
        after: { changes: saved.changes },
        reason: summary,
      },
      trx,
    );
}

const editor = (ctx: StaffCallContext) => ({ id: ctx.staff.id, name: ctx.staff.name });

export const getCatalogue: StaffHandler<StaffRouteOf<'getCatalogue'>> = async (ctx) =>
  readEditableCatalogue(ctx.db, ctx.tenant.id);

export const downloadCatalogueFile: StaffHandler<StaffRouteOf<'downloadCatalogueFile'>> = async (ctx) => {
  const { file } = await readEditableCatalogue(ctx.db, ctx.tenant.id);
  return {
    contentType: 'application/json',
    filename: `catalogus-${ctx.tenant.code}-${amsterdamDay(ctx.now)}.json`,
    disposition: 'attachment' as const,
    data: new TextEncoder().encode(`${JSON.stringify(file, null, 2)}\n`),
  };
};

export const saveCatalogue: StaffHandler<StaffRouteOf<'saveCatalogue'>> = async (ctx, { body }) => {
  try {
    return savedJson(
      await saveCatalogueVersion(ctx.db, ctx.tenant.id, {
        file: body.file,
        revision: body.revision,
        summary: body.summary,
        by: editor(ctx),
        onSaved: auditSaved(ctx, 'save-catalogue', body.summary),
      }),
    );
  } catch (error) {
    problemOf(ctx, error);
  }
};

/** The screen's import: the same save as the forms', with a body limit of its own (CATALOGUE_IMPORT_MAX_BYTES). */
export const importCatalogueFile: StaffHandler<StaffRouteOf<'importCatalogueFile'>> = async (ctx, { body }) => {
  try {
    return savedJson(
      await saveCatalogueVersion(ctx.db, ctx.tenant.id, {
        file: body.file,
        revision: body.revision,
        summary: body.summary,
        by: editor(ctx),
        onSaved: auditSaved(ctx, 'import-catalogue-file', body.summary),
      }),
    );
  } catch (error) {
    problemOf(ctx, error);
  }
};

export const listCatalogueVersionsHandler: StaffHandler<StaffRouteOf<'listCatalogueVersions'>> = async (
  ctx,
  { query },
) => {
  const { items, total } = await listCatalogueVersions(ctx.db, ctx.tenant.id, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: items.map(versionJson), page: query.page, pageSize: query.pageSize, total };
};

export const getCatalogueVersionDiff: StaffHandler<StaffRouteOf<'getCatalogueVersionDiff'>> = async (
  ctx,
  { params },
) => {
  try {
    const { version, changes } = await catalogueVersionDiff(ctx.db, ctx.tenant.id, params.number);
    return { version: versionJson(version), changes };
  } catch (error) {
    problemOf(ctx, error);
  }
};

export const restoreCatalogueVersionHandler: StaffHandler<StaffRouteOf<'restoreCatalogueVersion'>> = async (
  ctx,
  { params, body },
) => {
  try {
    return savedJson(
      await restoreCatalogueVersion(ctx.db, ctx.tenant.id, params.number, {
        revision: body.revision,
        summary: body.summary,
        by: editor(ctx),
        onSaved: auditSaved(ctx, 'restore-catalogue-version', body.summary),
      }),
    );
  } catch (error) {
    problemOf(ctx, error);
  }
};

export const previewPriceChange: StaffHandler<StaffRouteOf<'previewPriceChange'>> = async (ctx, { body }) => {
  try {
    const planned = await planPriceChange(ctx.db, ctx.tenant.id, body, amsterdamDay(ctx.now));
    const lineId = await priceLineIdAt(ctx.db, ctx.tenant.id, body.permitType, body.position);
    const reach =
      lineId === undefined
        ? { permits: 0, units: 0, renewals: 0 }
        : {
            ...(await countPermitsOnPriceLine(ctx.db, ctx.tenant.id, lineId, body.fromDate)),
            renewals: await countOpenProlongationsOnPriceLine(ctx.db, ctx.tenant.id, lineId, body.fromDate),
          };
    return {
      revision: planned.revision,
      oldCents: planned.oldCents,
      newCents: body.priceCents,
      affectedPermits: reach.permits,
      pendingRenewals: reach.renewals,
      yearlyRevenueChangeCents: yearlyRevenueChangeCents(reach.units, planned.line, planned.oldCents, body.priceCents),
      changes: planned.changes,
    };
  } catch (error) {
    problemOf(ctx, error);
  }
};

export const schedulePriceChange: StaffHandler<StaffRouteOf<'schedulePriceChange'>> = async (ctx, { body }) => {
  const { revision, summary, ...change } = body;
  try {
    const planned = await planPriceChange(ctx.db, ctx.tenant.id, change, amsterdamDay(ctx.now));
    return savedJson(
      await saveCatalogueVersion(ctx.db, ctx.tenant.id, {
        file: planned.file,
        revision,
        summary,
        by: editor(ctx),
        onSaved: auditSaved(ctx, 'schedule-price-change', summary),
      }),
    );
  } catch (error) {
    problemOf(ctx, error);
  }
};

export const catalogueHandlers = {
  getCatalogue,
  downloadCatalogueFile,
  saveCatalogue,
  importCatalogueFile,
  listCatalogueVersions: listCatalogueVersionsHandler,
  getCatalogueVersionDiff,
  restoreCatalogueVersion: restoreCatalogueVersionHandler,
  previewPriceChange,
  schedulePriceChange,
};
