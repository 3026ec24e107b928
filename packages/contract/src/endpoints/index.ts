/**
 * The single list of every endpoint of both specification documents.
 * Each area module exports its endpoints; this file collects them.
 */
import type { Endpoint } from '../endpoint.js';
import * as home from './home.js';
import * as settings from './settings.js';

export * from './home.js';
export * from './settings.js';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === 'object' && value !== null && 'name' in value && 'params' in value && 'access' in value,
  );
}

export const ENDPOINTS: readonly Endpoint[] = [...endpointsOf(settings), ...endpointsOf(home)];

const byName = new Map(ENDPOINTS.map((e) => [e.name, e]));

export function findEndpoint(name: string): Endpoint | undefined {
  return byName.get(name);
}
