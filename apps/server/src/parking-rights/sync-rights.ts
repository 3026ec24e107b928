/**
 * The permits area's "permit changed" effect (composition.ts): in the transaction that changed the
 * permit, the rights the register should hold are planned again (right-plan.ts) and every change
 * is written as a new version of its right, which the job then sends. A product whose area and
 * location name no NPR area registers nothing (the operator's `parking-rights` lists those).
 */
import { nprAreaOf } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { readPermitForRights } from '../permits/index.js';
import { planRights } from './right-plan.js';
import { applyRightChanges, listRightsOfPermit } from './rights-repository.js';

export async function syncPermitRights(trx: Database, tenantId: number, permitId: number, at: Date): Promise<void> {
  const permit = await readPermitForRights(trx, tenantId, permitId);
  if (!permit) return;
  const area = await nprAreaOf(trx, tenantId, permit.area_id, permit.location_id);
  if (!area) return;
  const rights = await listRightsOfPermit(trx, tenantId, permitId);
  const changes = planRights(permit, rights, at, area);
  if (changes.length === 0) return;
  await applyRightChanges(trx, tenantId, permitId, { ...area, validDays: permit.valid_days }, changes);
}
