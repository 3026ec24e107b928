export * from './constants.js';
export * from './endpoint.js';
export * from './endpoints/index.js';
export * from './entities.js';
export * from './envelope.js';
export * from './errors.js';
export * as param from './params.js';
export * from './status-codes.js';
export * from './validation.js';
