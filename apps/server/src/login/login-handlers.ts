/** Handlers of the login process: its answer, branch pages and choice, logout, and the deep-link plate. */
import {
  getNextBranchnumbersPage,
  loginProcess,
  logout,
  milieuzonesSetParam,
  registerBranch,
  setParam,
} from '@parkeerloket/contract';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { handle } from '../http/handler.js';
import { notFound, sessionTimeout } from '../http/service-error.js';
import {
  countBranches,
  findBranch,
  findRelation,
  readBranches,
  updateRelation,
} from '../relations/relation-repository.js';
import type { Session } from '../sessions/session-repository.js';
import { updateSession } from '../sessions/session-repository.js';
import { authorize, endSession } from '../sessions/session-service.js';
import { BRANCH_PAGE_SIZE, nextLoginStep, pageCount } from './login-process.js';

/** A session that has proven an identity (state login or authorized) and its relation. */
function provenRelation(session: Session | null): { session: Session; relationId: number } {
  if (!session || session.state === 'anonymous' || session.relationId === null) throw sessionTimeout();
  return { session, relationId: session.relationId };
}

async function branchPage(db: Database, session: Session, relationId: number, page: number) {
  const total = await countBranches(db, session.tenantId, relationId);
  const pages = pageCount(total);
  const current = Math.min(Math.max(1, page), pages);
  const branches = await readBranches(
    db,
    session.tenantId,
    relationId,
    (current - 1) * BRANCH_PAGE_SIZE,
    BRANCH_PAGE_SIZE,
  );
  await updateSession(db, session.tenantId, session.id, { branchPage: current });
  return {
    PAGENUMBER: current,
    NUMPAGES: pages,
    BRANCHNUMBERS: branches.map((b) => ({ BRANCHNUMBER: b.branchNumber, DESCRIPTION: b.description })),
  };
}

export const loginHandlers = [
  handle(loginProcess, async ({ db, session: current, tenant, sessions }) => {
    const { session, relationId } = provenRelation(current);
    if (session.state === 'authorized') return [];
    const relation = await findRelation(db, tenant.id, relationId);
    if (!relation) throw sessionTimeout();
    const branchCount = relation.relation_type === 'P' ? 0 : await countBranches(db, tenant.id, relationId);
    const only =
      branchCount === 1 ? ((await readBranches(db, tenant.id, relationId, 0, 1))[0]?.branchNumber ?? null) : null;
    const step = nextLoginStep({
      pending: session.pending,
      relationType: relation.relation_type,
      branchCount,
      onlyBranch: only,
    });
    switch (step.kind) {
      case 'enter-otp':
        return [{ LOGIN: 'ENTER_OTP' as const, PAGENUMBER: null, BRANCHNUMBERS: [] }];
      case 'choose-branch': {
        await updateSession(db, tenant.id, session.id, { pending: 'branch' });
        const page = await branchPage(db, session, relationId, 1);
        return [{ LOGIN: 'CHOOSE_BRANCH' as const, PAGENUMBER: page.PAGENUMBER, BRANCHNUMBERS: page.BRANCHNUMBERS }];
      }
      case 'authorize':
        await authorize(sessions, session, { branchNumber: step.branchNumber, renew: false });
        if (session.locale) await updateRelation(db, tenant.id, relationId, { language: session.locale });
        await recordAudit(db, tenant.id, {
          event: 'login',
          outcome: 'success',
          relationId,
          service: session.loginService,
        });
        return [];
    }
  }),

  handle(getNextBranchnumbersPage, async ({ db, session: current, params }) => {
    const { session, relationId } = provenRelation(current);
    if (session.pending !== 'branch') throw sessionTimeout();
    return [await branchPage(db, session, relationId, params.p_pagenumber ?? session.branchPage + 1)];
  }),

  handle(registerBranch, async ({ db, session: current, tenant, params, sessions }) => {
    const { session, relationId } = provenRelation(current);
    if (session.pending !== 'branch') throw sessionTimeout();
    const branch = await findBranch(db, tenant.id, relationId, params.p_branchnr);
    if (!branch) {
      await recordAudit(db, tenant.id, {
        event: 'register_branch',
        outcome: 'refused',
        relationId,
        detail: 'unknown branch',
      });
      throw notFound('branch of another relation or unknown');
    }
    await authorize(sessions, session, { branchNumber: branch.branchNumber, renew: true });
    await recordAudit(db, tenant.id, {
      event: 'login',
      outcome: 'success',
      relationId,
      service: session.loginService,
      detail: `branch ${branch.branchNumber}`,
    });
    return [];
  }),

  handle(logout, async ({ db, tenant, session, sessions }) => {
    await endSession(sessions, session);
    if (session?.relationId)
      await recordAudit(db, tenant.id, { event: 'logout', outcome: 'success', relationId: session.relationId });
    return [];
  }),

  ...[setParam, milieuzonesSetParam].map((endpoint) =>
    handle(endpoint, async ({ db, tenant, session: current, params }) => {
      const { relationId } = provenRelation(current);
      await updateRelation(db, tenant.id, relationId, { deeplink_license_plate: params.p_paramvalue });
      return [];
    }),
  ),
];
