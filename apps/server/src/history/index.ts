/** The history area: expired and terminated products (lifecycle 2.11). */
export { createHistoryHandlers } from './history-handlers.js';
