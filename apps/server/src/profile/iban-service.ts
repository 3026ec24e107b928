/**
 * The relation's bank account (core 2.13, 2.14): checking an IBAN, and setting or deleting the
 * IBAN with its owner. set_iban checks again whatever check_iban said before: an IBAN that fails
 * the check is never stored.
 */
import type { Locale } from '@parkeerloket/contract';
import { BusinessFailure } from '../http/business-failure.js';
import { translate } from '../http/messages.js';
import { invalidParameters } from '../http/service-error.js';
import { updateRelation } from '../relations/index.js';
import { callerRelation } from '../sessions/index.js';
import { countryName } from './countries.js';
import type { ProfileCall } from './email-verification-service.js';
import { checkIbanNumber, type IbanProblem } from './iban-check.js';
import { hasControlCharacters } from './profile-rules.js';

function problemText(problem: IbanProblem, locale: Locale): string {
  switch (problem.problem) {
    case 'country':
      return translate(locale, 'user.iban.check.unknown_country', { code: problem.code });
    case 'length':
      return translate(locale, 'user.iban.check.wrong_length', {
        code: problem.code,
        country: countryName(problem.code, locale),
        length: problem.expected,
        actual: problem.actual,
      });
    case 'format':
      return translate(locale, 'user.iban.check.wrong_format', {
        code: problem.code,
        country: countryName(problem.code, locale),
      });
    case 'checksum':
      return translate(locale, 'user.iban.check.wrong_checksum');
  }
}

/** eloket/check_iban: OK, or FAILED with what is wrong in the caller's language. */
export function checkIban(iban: string, locale: Locale): { ok: true } | { ok: false; message: string } {
  const problem = checkIbanNumber(iban);
  return problem ? { ok: false, message: problemText(problem, locale) } : { ok: true };
}

/** eloket/set_iban. The contract has upper-cased both and refused one without the other. */
export async function setIban(call: ProfileCall, iban: string, owner: string): Promise<void> {
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  if (iban === '' && owner === '') {
    await updateRelation(call.db, call.tenant.id, relation.id, { bankaccount_nr: null, bankaccount_owner: null });
    return;
  }
  if (hasControlCharacters(owner)) throw invalidParameters([{ FIELD: 'p_bankaccount_owner', CODE: 'invalid' }]);
  const problem = checkIbanNumber(iban);
  if (problem) throw new BusinessFailure('IBAN_INVALID', problem.problem);
  await updateRelation(call.db, call.tenant.id, relation.id, { bankaccount_nr: iban, bankaccount_owner: owner });
}
