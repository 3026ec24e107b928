/** The home area: the overview counts of the start screen. */
export { homeHandlers } from './home-handlers.js';
export type { CountScope } from './overview-counts.js';
