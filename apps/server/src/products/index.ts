/** The products area: issued permits, their plates, cards, documents and permit-plus link (lifecycle 2.6-2.9). */
export { parkingAppPagePlugin } from './parking-app-page.js';
export { assignPermitCard, findPermitIdByRoot, readPermitCards, setPermitCards } from './permit-cards.js';
export {
  activePermitsCountQuery,
  type EndingPermit,
  lockDuePermits,
  markPermitEnded,
} from './permit-repository.js';
export { cancelOpenPlateChanges } from './plate-change-service.js';
export { createProductsHandlers, type ProductsDependencies } from './products-handlers.js';
export { expirePermitsJob, permitJobs } from './products-jobs.js';
export { listIssuedProducts, type ProductsCall, requireOwnPermit } from './products-service.js';
export { importPermitsCatalogue, issuePermit, PERMITS_CATALOGUE } from './test-permits.js';
