/** What other areas use of the settings area. */
export { tenantCatalogue, tenantLoginOptions, tenantSettings } from './settings-handlers.js';
