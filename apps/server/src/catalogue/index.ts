/** The catalogue area: the catalogue file, products and eligibility, and the listing handlers. */

export {
  CATALOGUE_FORMAT,
  CatalogueError,
  type CatalogueFile,
  type CatalogueFileInput,
  type CatalogueImportReport,
  defineCatalogue,
  exportCatalogue,
  importCatalogue,
  parseCatalogueFile,
} from './catalogue-file.js';
export { catalogueHandlers } from './catalogue-handlers.js';
export {
  type CatalogueProduct,
  describeNotRequestable,
  type EligibilityAddress,
  eligibilityFor,
  loadProduct,
  localized,
  OPEN_REQUEST_STATUSES,
  type RelationRecord,
  rulesOf,
  sessionRelation,
} from './catalogue-service.js';
export * from './eligibility.js';
