/** The settings area: portal settings and translations for the browser, and what other areas use of them. */

export { helpPagesRoutesPlugin, tenantHelpPages } from './help-pages-routes.js';
export { settingsHandlers, tenantCatalogue, tenantLoginOptions, tenantSettings } from './settings-handlers.js';
