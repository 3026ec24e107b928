/**
 * What ending a permit brings beyond the permit itself: its place is freed for the waiting list. The
 * waiting-list area exports that effect and the composition root registers it (composition.ts), so
 * this area imports none of the areas built on it. Effects run in the transaction that ends the permit.
 */
import type { Database } from '../db/database.js';

/** A permit as the end-of-validity and termination sweeps need it. */
export interface EndingPermit {
  tenant_id: number;
  id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
}

export type PermitEndedEffect = (trx: Database, permit: EndingPermit, freedOn: string) => Promise<void>;

const effects: PermitEndedEffect[] = [];

/** For the composition root: something that happens whenever a permit ends. Registering the same effect twice keeps one. */
export function onPermitEnded(effect: PermitEndedEffect): void {
  if (!effects.includes(effect)) effects.push(effect);
}

export async function applyPermitEnded(trx: Database, permit: EndingPermit, freedOn: string): Promise<void> {
  for (const effect of effects) await effect(trx, permit, freedOn);
}

/**
 * Something a permit's validity or plates changed into (issue 30): made active (also with a later
 * start), plates changed at `at`, extended, termination planned or cleared, ended. The parking
 * rights area registers what enforcement must see; like onPermitEnded, the composition root fills
 * it and the effect runs in the transaction that changed the permit.
 */
export type PermitChangedEffect = (trx: Database, tenantId: number, permitId: number, at: Date) => Promise<void>;

const changeEffects: PermitChangedEffect[] = [];

export function onPermitChanged(effect: PermitChangedEffect): void {
  if (!changeEffects.includes(effect)) changeEffects.push(effect);
}

export async function applyPermitChanged(
  trx: Database,
  tenantId: number,
  permitId: number,
  at = new Date(),
): Promise<void> {
  for (const effect of changeEffects) await effect(trx, tenantId, permitId, at);
}
