/**
 * The portal this test file runs against: its worker's own (support/global-setup.ts starts one per
 * worker). Vitest numbers its workers 1 to maxWorkers (VITEST_POOL_ID), and a worker runs one file at
 * a time, so no two files ever share a portal at the same moment.
 */
import { inject } from 'vitest';
import type { PortalAddress } from './global-setup.js';

export function portalAddress(): PortalAddress {
  const portals = inject('portals');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const portal = portals[(Math.max(1, worker) - 1) % portals.length];
  if (!portal) throw new Error('No portal was started for the end-to-end tests.');
  return portal;
}
