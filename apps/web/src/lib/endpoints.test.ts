import * as contract from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';

describe('endpoint references', () => {
  it.each(Object.entries(endpoints))('%s matches the contract', (exportName, ref) => {
    const endpoint = (contract as unknown as Record<string, contract.Endpoint | undefined>)[exportName];
    expect(endpoint, `${exportName} is not an endpoint of the contract`).toBeDefined();
    expect(ref.name).toBe(endpoint?.name);
    expect([...ref.methods]).toEqual([...(endpoint?.methods ?? [])]);
    expect(ref.body).toBe(endpoint?.body);
  });
});
