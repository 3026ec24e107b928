/** The home area: the overview counts of the start screen. */
export { type AnnouncementSource, createHomeHandlers } from './home-handlers.js';
export {
  type CountPart,
  type CountScope,
  type CountSource,
  fixedCountSource,
  presentCount,
} from './overview-counts.js';
