/** The back office's contract (issue 27): roles, the route shape and every staff route. */

export * from './csv.js';
export * from './file-answer.js';
export * from './resident-file.js';
export * from './resident-search.js';
export * from './roles.js';
export * from './routes/index.js';
export * from './staff-route.js';
export * from './stream-answer.js';
