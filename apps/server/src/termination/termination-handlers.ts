/** Handlers of termination (lifecycle 2.10, 4.8, 7): terminate now or on a day, and "Don't terminate". */
import {
  cancelFutureOng,
  formatDisplayDate,
  formatEuro,
  type Locale,
  terminatePermit as terminatePermitEndpoint,
} from '@parkeerloket/contract';
import { handle, type ServiceContext } from '../http/handler.js';
import { translate } from '../http/messages.js';
import {
  cancelPlannedTermination,
  type TerminateAnswer,
  type TerminationCall,
  terminatePermit,
} from './termination-service.js';

/** What was done, in the caller's language: ended now or on which day, and the refund to which account. */
function terminationNotice(locale: Locale, answer: TerminateAnswer): string {
  const lines = [
    answer.kind === 'now'
      ? translate(locale, 'termination.ended_now')
      : translate(locale, 'termination.scheduled', { date: formatDisplayDate(answer.endDate) }),
  ];
  if (answer.refundCents > 0) {
    lines.push(translate(locale, 'termination.refund', { amount: formatEuro(answer.refundCents), iban: answer.iban }));
  }
  return lines.join(' ');
}

export interface TerminationDependencies {
  now?: () => Date;
  /** The payments area's: ends open payments (by reference) at the provider first (composition root, handlers.ts). */
  endOpenPayments?: (ctx: ServiceContext, references: readonly string[]) => Promise<void>;
}

export function createTerminationHandlers(deps: TerminationDependencies = {}) {
  const now = deps.now ?? (() => new Date());
  const { endOpenPayments } = deps;
  const callOf = (ctx: ServiceContext): TerminationCall => ({
    db: ctx.db,
    tenant: ctx.tenant,
    session: ctx.session,
    now: now(),
    endOpenPayments: endOpenPayments && ((references) => endOpenPayments(ctx, references)),
  });
  return [
    handle(terminatePermitEndpoint, async (ctx) => {
      const answer = await terminatePermit(callOf(ctx), {
        rootRequestId: ctx.params.p_rqt_id,
        endDate: ctx.params.p_end_date,
        iban: ctx.params.p_bankaccount_nr,
        owner: ctx.params.p_bankaccount_owner,
      });
      return { result: [], statusmessage: terminationNotice(ctx.locale, answer), messagetype: 'I' as const };
    }),
    handle(cancelFutureOng, async (ctx) => {
      await cancelPlannedTermination(callOf(ctx), ctx.params.p_rqt_id);
      return { result: [], statusmessage: translate(ctx.locale, 'termination.cancelled'), messagetype: 'I' as const };
    }),
  ];
}
