/** The home area: the overview counts of the start screen. */
export { homeHandlers } from './home-handlers.js';
export { type CountPart, type CountScope, type CountSource, presentCount } from './overview-counts.js';
