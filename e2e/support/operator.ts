/**
 * The municipality's employee in a test: runs the real operator tool (`node
 * apps/server/dist/operator/cli.js <args>`) on the database of the portal under test. The global
 * setup stops the server for it and starts it again (support/operator-control.ts): the embedded
 * database is one process's at a time. Not available against a portal that runs elsewhere
 * (E2E_BASE_URL): `operatorAvailable()` says so, so such tests can be skipped.
 */
import type { OperatorOutcome } from './operator-control.js';
import { portalAddress } from './portal-address.js';
import { slow } from './time-scale.js';

export type { OperatorOutcome } from './operator-control.js';

export function operatorAvailable(): boolean {
  return portalAddress().operatorUrl !== '';
}

/** Runs the operator tool; throws when it exits with an error, with what it printed. */
export async function runOperator(...args: string[]): Promise<OperatorOutcome> {
  const url = portalAddress().operatorUrl;
  if (!url)
    throw new Error('The operator tool runs only against the portal the suite starts itself (no E2E_BASE_URL).');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
    signal: AbortSignal.timeout(slow(180_000)),
  });
  const body = (await response.json()) as OperatorOutcome & { error?: string };
  if (response.status !== 200) throw new Error(`The operator tool could not run: ${body.error ?? response.status}`);
  if (body.status !== 0) {
    throw new Error(`operator ${args.join(' ')} exited with ${body.status}:\n${body.stdout}\n${body.stderr}`);
  }
  return body;
}
