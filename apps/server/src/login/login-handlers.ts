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
import { handle } from '../http/handler.js';
import { endSession } from '../sessions/index.js';
import { chooseBranch, continueLogin, nextBranchPage, rememberDeepLinkPlate } from './login-service.js';

export const loginHandlers = [
  handle(loginProcess, ({ db, session, tenant }) => continueLogin(db, tenant.id, session)),

  handle(getNextBranchnumbersPage, async ({ db, session, params }) => [
    await nextBranchPage(db, session, params.p_pagenumber),
  ]),

  handle(registerBranch, async ({ db, session, tenant, params }) => {
    await chooseBranch(db, tenant.id, session, params.p_branchnr);
    return [];
  }),

  handle(logout, async ({ db, tenant, session, sessions }) => {
    await endSession(sessions, session);
    if (session?.relationId)
      await recordAudit(db, tenant.id, { event: 'logout', outcome: 'success', relationId: session.relationId });
    return [];
  }),

  ...[setParam, milieuzonesSetParam].map((endpoint) =>
    handle(endpoint, async ({ db, tenant, session, params }) => {
      await rememberDeepLinkPlate(db, tenant.id, session, params.p_paramvalue);
      return [];
    }),
  ),
];
