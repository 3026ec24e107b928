/** The /health endpoint: the database answers and migrations are applied. */
export { healthPlugin } from './health-plugin.js';
