/** Handlers of the login process: its answer, branch pages and choice, logout, and the deep-link plate. */
import {
  getNextBranchnumbersPage,
  loginProcess,
  logout,
  milieuzonesSetParam,
  registerBranch,
  setParam,
} from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { chooseBranch, continueLogin, logOut, nextBranchPage, rememberDeepLinkPlate } from './login-service.js';

export const loginHandlers = [
  handle(loginProcess, ({ sessions, session }) => continueLogin(sessions, session)),

  handle(getNextBranchnumbersPage, async ({ db, session, params }) => [
    await nextBranchPage(db, session, params.p_pagenumber),
  ]),

  handle(registerBranch, async ({ sessions, session, params }) => {
    await chooseBranch(sessions, session, params.p_branchnr);
    return [];
  }),

  handle(logout, async ({ sessions, session }) => {
    await logOut(sessions, session);
    return [];
  }),

  ...[setParam, milieuzonesSetParam].map((endpoint) =>
    handle(endpoint, async ({ db, tenant, session, params }) => {
      await rememberDeepLinkPlate(db, tenant.id, session, params.p_paramvalue);
      return [];
    }),
  ),
];
