/**
 * A resident service's refusal, said to the staff member (issue 28): the portal answers a business failure in
 * its envelope; the staff API answers it as problem+json in the staff member's language, with the same text the
 * resident would read (a 422: the input was understood, the rules refuse it). A wrong field is a 400 naming it;
 * what the service could not find is a 404. Anything else stays an unexpected error. The staff API's error
 * handler (staff-api-plugin.ts) applies it to whatever a handler throws, so every group that calls a resident
 * service answers its refusals this way.
 */
import type { Locale } from '@parkeerloket/contract';
import { BusinessFailure } from '../../http/business-failure.js';
import { translate } from '../../http/messages.js';
import { ServiceError } from '../../http/service-error.js';
import { StaffProblem } from './staff-call-context.js';

export function staffProblemOf(error: unknown, locale: Locale): unknown {
  if (error instanceof BusinessFailure) {
    return new StaffProblem(422, error.message_ ?? translate(locale, `failure.${error.code}`));
  }
  if (error instanceof ServiceError) {
    if (error.code === 'INVALID_PARAMETERS') {
      return new StaffProblem(
        400,
        'staff.problem.400',
        undefined,
        error.problems.map((problem) => ({ name: `body.${problem.FIELD}`, reason: problem.CODE })),
      );
    }
    if (error.code === 'NOT_FOUND' || error.code === 'SESSION_TIMEOUT')
      return new StaffProblem(404, 'staff.problem.404');
  }
  return error;
}
