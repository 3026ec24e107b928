/** The catalogue area: the catalogue file, products and eligibility, and the listing handlers. */

export { type CatalogueChange, diffCatalogues } from './catalogue-diff.js';
export type { CatalogueInUse } from './catalogue-error.js';
export {
  CATALOGUE_FORMAT,
  CatalogueError,
  type CatalogueFile,
  type CatalogueFileInput,
  type CatalogueImportReport,
  catalogueProblemText,
  defineCatalogue,
  exportCatalogue,
  importCatalogue,
  parseCatalogueFile,
} from './catalogue-file.js';
export { catalogueHandlers } from './catalogue-handlers.js';
export {
  type AreaRow,
  confirmationRequired,
  countHoldings,
  findArea,
  findLocation,
  findPermitType,
  LIVE_WAITING_LIST_STATUSES,
  type LocationRow,
  listAreas,
  listPermitTypes,
  listPriceLines,
  lockCardRange,
  lockLocation,
  OPEN_PROLONGATION_STATUSES,
  type PermitTypeRow,
  type PriceLineRow,
  permitTypeDescriptionOf,
  postcodesOfAreasQuery,
  priceLineForRenewal,
  priceLineIdAt,
  type RequirementRow,
  type RequirementTemplate,
  readRequirements,
  readTemplate,
  requirementDescriptionOf,
  updateProlongationOfferDays,
} from './catalogue-repository.js';
export {
  type CatalogueNames,
  type CatalogueProduct,
  catalogueNames,
  countRequestablePermits,
  describeNotRequestable,
  type EligibilityAddress,
  eligibilityFor,
  listRequestableProducts,
  loadProduct,
  locationNotAvailableReason,
  OPEN_REQUEST_STATUSES,
  type RelationRecord,
  rulesOf,
} from './catalogue-service.js';
export {
  type CatalogueEditProblem,
  CatalogueEditRefusal,
  type CatalogueVersionRow,
  catalogueRevision,
  catalogueVersionDiff,
  listCatalogueVersions,
  planPriceChange,
  readEditableCatalogue,
  restoreCatalogueVersion,
  type SavedCatalogue,
  saveCatalogueVersion,
} from './catalogue-versions.js';
export * from './eligibility.js';
export { type NprArea, nprAreaOf, productsWithoutNprArea } from './npr-areas.js';
export { lineForRenewal, type PriceChange, periodsPerYear, yearlyRevenueChangeCents } from './price-change.js';
export { type CatalogueIds, catalogueIds, TEST_CATALOGUE } from './test-catalogue.js';
