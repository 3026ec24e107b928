/** Serving the built web app and the server-rendered fallback pages. */

export { escapeHtml, notFoundPage, simplePage } from './pages.js';
export { webAppPlugin } from './web-app-plugin.js';
