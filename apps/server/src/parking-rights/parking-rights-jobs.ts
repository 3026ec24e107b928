/**
 * The parking rights' scheduled work, for the one job runner (composition.ts):
 * - parking-rights-send: every right whose version is ahead of the register's acknowledgement is
 *   sent, oldest first and in order per plate; a failure waits 1, 2, 4 ... minutes (at most an
 *   hour) and is tried again, so a register down for hours loses nothing. Several instances may
 *   run it at once: a right is claimed with `for update skip locked` and leased for longer than a
 *   message can take, so no two send the same version; the register is asked after the claim's
 *   commit, never while rows are locked.
 * - parking-rights-reconcile (daily): plans every active permit's rights again (a change the
 *   effects missed, an NPR area added to the catalogue later), then asks the register for every
 *   acknowledged right that still matters; one it lost or holds otherwise is sent again.
 */
import type { JobContext, JobDefinition } from '../jobs/index.js';
import { listActivePermitIds } from '../permits/index.js';
import { listTenants } from '../tenants/index.js';
import { type ParkingRegister, ParkingRegisterUnavailable, rightWithdrawn } from './parking-register.js';
import { readParkingRegisterEnv } from './parking-register-env.js';
import { parkingRegisterFor } from './register-settings.js';
import {
  claimNextRight,
  listAcknowledgedRights,
  markRightFailed,
  markRightLost,
  markRightSent,
  type RightToSend,
} from './rights-repository.js';
import { syncPermitRights } from './sync-rights.js';

/** Longer than one message can take (the adapter's deadline). */
export const RIGHT_LEASE_SECONDS = 60;
const BATCH = 200;

/** 1, 2, 4 ... minutes after the 1st, 2nd, 3rd ... failed attempt, at most an hour. */
export function rightRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

export function rightReference(tenantId: number, rightId: number): string {
  return `PL-${tenantId}-${rightId}`;
}

export interface SendOptions {
  tenantId?: number;
  /** Tests: the register to use instead of the tenant's configured one. */
  registerFor?: (tenantId: number) => Promise<ParkingRegister>;
}

export async function sendWaitingRights(ctx: JobContext, options: SendOptions = {}) {
  const env = readParkingRegisterEnv(ctx.config.NODE_ENV);
  const registerFor = options.registerFor ?? ((tenantId: number) => parkingRegisterFor(ctx.db, env, tenantId));
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < BATCH; i++) {
    const right = await claimNextRight(ctx.db, ctx.now, RIGHT_LEASE_SECONDS, options.tenantId);
    if (!right) break;
    try {
      const message = messageOf(right);
      // Withdrawn before the register ever had it: nothing to tell it.
      if (!message.known && rightWithdrawn(message)) {
        await markRightSent(ctx.db, right, ctx.now);
        continue;
      }
      const register = await registerFor(right.tenant_id);
      await register.putRight(message);
      await markRightSent(ctx.db, right, ctx.now);
      sent++;
    } catch (error) {
      if (!(error instanceof ParkingRegisterUnavailable)) throw error;
      const retryAt = new Date(ctx.now.getTime() + rightRetryDelaySeconds(right.attempts) * 1000);
      await markRightFailed(ctx.db, right, error.message, retryAt);
      ctx.log.warn(
        { tenantId: right.tenant_id, right: right.id, attempts: right.attempts },
        'parking right not registered',
      );
      failed++;
    }
  }
  return { sent, failed };
}

function messageOf(right: RightToSend) {
  return {
    reference: rightReference(right.tenant_id, right.id),
    version: right.version,
    licensePlate: right.license_plate,
    areaManagerId: right.npr_area_manager_id,
    areaId: right.npr_area_id,
    startsAt: new Date(right.starts_at),
    endsAt: right.ends_at === null ? null : new Date(right.ends_at),
    validDays: right.valid_days,
    known: right.sent_version > 0,
  };
}

const sameTime = (a: Date | null, b: Date | null) =>
  a === null ? b === null : b !== null && new Date(a).getTime() === new Date(b).getTime();

/** The daily reconciliation of one tenant; answers how many rights were planned anew or found lost. */
export async function reconcileRights(ctx: JobContext, tenantId: number, options: SendOptions = {}) {
  const env = readParkingRegisterEnv(ctx.config.NODE_ENV);
  let replanned = 0;
  for (let after = 0; ; ) {
    const ids = await listActivePermitIds(ctx.db, tenantId, after, 100);
    if (ids.length === 0) break;
    for (const id of ids) {
      await ctx.db.transaction().execute((trx) => syncPermitRights(trx, tenantId, id, ctx.now));
      replanned++;
    }
    after = ids[ids.length - 1] ?? after;
  }
  const registerFor = options.registerFor ?? ((t: number) => parkingRegisterFor(ctx.db, env, t));
  let register: ParkingRegister | undefined;
  let lost = 0;
  for (let after = 0; ; ) {
    const rights = await listAcknowledgedRights(ctx.db, tenantId, ctx.now, after, 100);
    if (rights.length === 0) break;
    // Asked only for a tenant with rights to check: one without a register registers nothing.
    register ??= await registerFor(tenantId);
    for (const right of rights) {
      const held = await register.readRight({
        reference: rightReference(tenantId, right.id),
        licensePlate: right.license_plate,
        areaManagerId: right.npr_area_manager_id,
      });
      if (held === undefined) continue;
      const differs =
        held === null ||
        (held.version !== 0 && held.version < right.version) ||
        !sameTime(held.startsAt, right.starts_at) ||
        !sameTime(held.endsAt, right.ends_at);
      if (differs) {
        await markRightLost(ctx.db, tenantId, right.id);
        lost++;
      }
    }
    after = rights[rights.length - 1]?.id ?? after;
  }
  return { replanned, lost };
}

export const sendRightsJob: JobDefinition = {
  name: 'parking-rights-send',
  everySeconds: 30,
  async run(ctx) {
    const { sent, failed } = await sendWaitingRights(ctx);
    return failed > 0 ? { acted: sent, note: `${sent} sent, ${failed} failed` } : { acted: sent };
  },
};

export const reconcileRightsJob: JobDefinition = {
  name: 'parking-rights-reconcile',
  everySeconds: 24 * 60 * 60,
  async run(ctx) {
    let lost = 0;
    let unreachable = 0;
    for (const tenant of await listTenants(ctx.db)) {
      try {
        lost += (await reconcileRights(ctx, tenant.id)).lost;
      } catch (error) {
        if (!(error instanceof ParkingRegisterUnavailable)) throw error;
        unreachable++;
        ctx.log.warn({ tenant: tenant.code }, 'parking register unavailable during reconciliation');
      }
    }
    // What was found lost goes out at once rather than at the next send.
    const { sent } = await sendWaitingRights(ctx);
    return {
      acted: lost,
      note: `${lost} lost and sent again (${sent} sent)${unreachable ? `, ${unreachable} unreachable` : ''}`,
    };
  },
};

export const parkingRightsJobs: readonly JobDefinition[] = [sendRightsJob, reconcileRightsJob];
