/** The company's FTE count (core 2.15, 6): it bounds how many products of a kind a company may order. */
import { forbidden, invalidParameters } from '../http/service-error.js';
import { updateRelation } from '../relations/index.js';
import { callerRelation } from '../sessions/index.js';
import type { ProfileCall } from './email-verification-service.js';
import { mayEditFte } from './profile-rules.js';

/** The specification sets no maximum; far above the largest employer, far below an overflow. */
export const FTE_MAX = 100_000;

/** eloket/set_fte: only where the user record says EDIT_FTE_YN Y. */
export async function setFte(call: ProfileCall, numberOfFte: number): Promise<void> {
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  if (!mayEditFte(relation.relation_type)) throw forbidden('FTE count is for companies');
  if (numberOfFte > FTE_MAX) throw invalidParameters([{ FIELD: 'p_number_of_fte', CODE: 'out_of_range' }]);
  await updateRelation(call.db, call.tenant.id, relation.id, { number_of_fte: numberOfFte });
}
