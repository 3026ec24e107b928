/**
 * The single list of every endpoint of both specification documents.
 * Each area module exports its endpoints; this file collects them.
 */
import type { Endpoint } from '../endpoint.js';
import * as cart from './cart.js';
import * as catalogue from './catalogue.js';
import * as documents from './documents.js';
import * as history from './history.js';
import * as home from './home.js';
import * as login from './login.js';
import * as payments from './payments.js';
import * as pending from './pending.js';
import * as products from './products.js';
import * as profile from './profile.js';
import * as prolongations from './prolongations.js';
import * as requestFlow from './request-flow.js';
import * as settings from './settings.js';
import * as termination from './termination.js';
import * as waitingList from './waiting-list.js';

export * from './cart.js';
export * from './catalogue.js';
export * from './documents.js';
export * from './history.js';
export * from './home.js';
export * from './login.js';
export * from './payments.js';
export * from './pending.js';
export * from './products.js';
export * from './profile.js';
export * from './prolongations.js';
export * from './request-flow.js';
export * from './settings.js';
export * from './termination.js';
export * from './waiting-list.js';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === 'object' && value !== null && 'name' in value && 'params' in value && 'access' in value,
  );
}

export const ENDPOINTS: readonly Endpoint[] = [
  ...endpointsOf(settings),
  ...endpointsOf(login),
  ...endpointsOf(home),
  ...endpointsOf(profile),
  ...endpointsOf(catalogue),
  ...endpointsOf(requestFlow),
  ...endpointsOf(documents),
  ...endpointsOf(products),
  ...endpointsOf(termination),
  ...endpointsOf(history),
  ...endpointsOf(pending),
  ...endpointsOf(prolongations),
  ...endpointsOf(waitingList),
  ...endpointsOf(cart),
  ...endpointsOf(payments),
];

const byName = new Map(ENDPOINTS.map((e) => [e.name, e]));

export function findEndpoint(name: string): Endpoint | undefined {
  return byName.get(name);
}
