/** The products area: the relation's issued products, plate changes, documents and permit-plus link (lifecycle 2.6-2.9). */
export { parkingAppPagePlugin } from './parking-app-page.js';
export { plateChangeFeeCents } from './plate-change-fee.js';
export { requestLicenseChange } from './plate-change-service.js';
export { createProductsHandlers, type ProductsDependencies } from './products-handlers.js';
export { createExpirePermitsJob, expirePermitsJob, permitJobs } from './products-jobs.js';
export { listIssuedProducts, type ProductsCall } from './products-service.js';
