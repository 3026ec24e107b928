/** The settings area: portal settings and translations for the browser. */
export { settingsHandlers } from './settings-handlers.js';
