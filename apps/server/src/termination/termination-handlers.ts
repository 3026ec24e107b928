/** Handlers of termination (lifecycle 2.10, 4.8, 7): terminate now or on a day, and "Don't terminate". */
import { cancelFutureOng, terminatePermit as terminatePermitEndpoint } from '@parkeerloket/contract';
import { handle, type ServiceContext } from '../http/handler.js';
import { cancelPlannedTermination, type TerminationCall, terminatePermit } from './termination-service.js';

export function createTerminationHandlers(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  const callOf = (ctx: ServiceContext): TerminationCall => ({
    db: ctx.db,
    tenant: ctx.tenant,
    session: ctx.session,
    locale: ctx.locale,
    now: now(),
  });
  return [
    handle(terminatePermitEndpoint, async (ctx) => {
      const answer = await terminatePermit(callOf(ctx), {
        rootRequestId: ctx.params.p_rqt_id,
        endDate: ctx.params.p_end_date,
        iban: ctx.params.p_bankaccount_nr,
        owner: ctx.params.p_bankaccount_owner,
      });
      return { result: [], statusmessage: answer.message, messagetype: 'I' as const };
    }),
    handle(cancelFutureOng, async (ctx) => {
      const message = await cancelPlannedTermination(callOf(ctx), ctx.params.p_rqt_id);
      return { result: [], statusmessage: message, messagetype: 'I' as const };
    }),
  ];
}
