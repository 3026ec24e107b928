/** Serving the built web app and the server-rendered fallback pages (the page helpers are in http/pages.ts). */

export { webAppPlugin } from './web-app-plugin.js';
