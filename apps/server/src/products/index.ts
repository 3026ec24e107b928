/** The products area: issued permits, their plates, cards, documents and permit-plus link (lifecycle 2.6-2.9). */
export { expirePermitsJob, permitJobs } from './products-jobs.js';
