/**
 * The login process after an identity is proven (core 2.3-2.5): the one-time code, the branch of a
 * company, authorizing the session; and the deep-link plate remembered for the relation.
 */
import { isPerson } from '@parkeerloket/contract';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { notFound, sessionTimeout } from '../http/service-error.js';
import { countBranches, findBranch, readBranches, updateRelation } from '../relations/index.js';
import {
  authorize,
  callerRelation,
  endSession,
  type Session,
  type SessionScope,
  updateSession,
} from '../sessions/index.js';
import { BRANCH_PAGE_SIZE, nextLoginStep, pageCount } from './login-process.js';

/** A session that has proven an identity (state login or authorized) and its relation. */
function provenRelation(session: Session | null): { session: Session; relationId: number } {
  if (!session || session.state === 'anonymous' || session.relationId === null) throw sessionTimeout();
  return { session, relationId: session.relationId };
}

export async function branchPage(db: Database, session: Session, relationId: number, page: number) {
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

export type LoginAnswer =
  | { LOGIN: 'ENTER_OTP'; PAGENUMBER: null; BRANCHNUMBERS: [] }
  | { LOGIN: 'CHOOSE_BRANCH'; PAGENUMBER: number; BRANCHNUMBERS: { BRANCHNUMBER: string; DESCRIPTION: string }[] };

/** What a login step needs of the session scope: the database, the tenant, and the cookie for a renewed token. */
type LoginScope = Pick<SessionScope, 'db' | 'tenantId' | 'cookies'>;

/** The next step of the caller's login, taken where the server can (authorizing); nothing left when authorized. */
export async function continueLogin(scope: LoginScope, current: Session | null): Promise<LoginAnswer[]> {
  const { db, tenantId } = scope;
  const { session, relationId } = provenRelation(current);
  if (session.state === 'authorized') return [];
  const relation = await callerRelation(db, tenantId, session);
  const branchCount = isPerson(relation.relation_type) ? 0 : await countBranches(db, tenantId, relationId);
  const only =
    branchCount === 1 ? ((await readBranches(db, tenantId, relationId, 0, 1))[0]?.branchNumber ?? null) : null;
  const step = nextLoginStep({
    pending: session.pending,
    relationType: relation.relation_type,
    branchCount,
    onlyBranch: only,
  });
  switch (step.kind) {
    case 'enter-otp':
      return [{ LOGIN: 'ENTER_OTP', PAGENUMBER: null, BRANCHNUMBERS: [] }];
    case 'choose-branch': {
      await updateSession(db, tenantId, session.id, { pending: 'branch' });
      const page = await branchPage(db, session, relationId, 1);
      return [{ LOGIN: 'CHOOSE_BRANCH', PAGENUMBER: page.PAGENUMBER, BRANCHNUMBERS: page.BRANCHNUMBERS }];
    }
    case 'authorize':
      // The identity was proven a moment ago under a new token (beginLogin); nothing more is proven here.
      await authorize(scope, session, { branchNumber: step.branchNumber, renew: false });
      if (session.locale) await updateRelation(db, tenantId, relationId, { language: session.locale });
      await recordAudit(db, tenantId, {
        event: 'login',
        outcome: 'success',
        relationId,
        service: session.loginService,
      });
      return [];
  }
}

/** A page of the company's branches while the login waits for the choice. */
export async function nextBranchPage(db: Database, current: Session | null, page: number | undefined) {
  const { session, relationId } = provenRelation(current);
  if (session.pending !== 'branch') throw sessionTimeout();
  return branchPage(db, session, relationId, page ?? session.branchPage + 1);
}

/** The company's chosen branch authorizes the session under a new token; a branch of another relation is NOT_FOUND. */
export async function chooseBranch(scope: LoginScope, current: Session | null, branchNumber: string) {
  const { db, tenantId } = scope;
  const { session, relationId } = provenRelation(current);
  if (session.pending !== 'branch') throw sessionTimeout();
  const branch = await findBranch(db, tenantId, relationId, branchNumber);
  if (!branch) {
    await recordAudit(db, tenantId, {
      event: 'register_branch',
      outcome: 'refused',
      relationId,
      detail: 'unknown branch',
    });
    throw notFound('branch of another relation or unknown');
  }
  await authorize(scope, session, { branchNumber: branch.branchNumber, renew: true });
  await recordAudit(db, tenantId, {
    event: 'login',
    outcome: 'success',
    relationId,
    service: session.loginService,
    detail: `branch ${branch.branchNumber}`,
  });
}

/** The plate a deep link brought along, kept for the caller's next request. */
export async function rememberDeepLinkPlate(db: Database, tenantId: number, current: Session | null, plate: string) {
  const { relationId } = provenRelation(current);
  await updateRelation(db, tenantId, relationId, { deeplink_license_plate: plate });
}

/** Ends the caller's session (the cookie goes too) and writes the logout of a known relation to the audit log. */
export async function logOut(sessions: Pick<SessionScope, 'db' | 'tenantId' | 'cookies'>, current: Session | null) {
  await endSession(sessions, current);
  if (current?.relationId) {
    await recordAudit(sessions.db, sessions.tenantId, {
      event: 'logout',
      outcome: 'success',
      relationId: current.relationId,
    });
  }
}
