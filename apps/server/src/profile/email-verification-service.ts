/**
 * The e-mail verification gate (core 2.9, 4.3, 7.4): the logged-in relation sets its e-mail
 * address, receives a code there, and proves it by typing the code back.
 *
 * Outcomes of eloket/verify_email, all with statuscode OK and result[0].VERIFY_EMAIL:
 * OK (verified), RETRY (wrong, tries left), NORETRIESLEFT (wrong on the last of 5 tries, or
 * tries used up), NOVALIDATE (no code waiting for this relation and its current address: none
 * sent, already used, or sent to an address the relation no longer has; a code replaced by a newer
 * one for the same relation is simply wrong, RETRY).
 * The two failure codes core 8 names are used for what the user must act on differently:
 * REL-00069 when the code has expired (30 minutes): "request a new code", no try is used;
 * REL-00070 when set_email or send_verification_email would issue a sixth code within an hour:
 * no code is sent and nothing changes.
 */
import type { VerifyEmailResult } from '@parkeerloket/contract';
import { recordAudit } from '../audit/audit-log.js';
import { BusinessFailure } from '../http/business-failure.js';
import type { CallContext } from '../http/call-context.js';
import { limitAttempts } from '../login/index.js';
import {
  type CodePolicy,
  checkCode,
  issueCode,
  mailLocale,
  mayIssueCode,
  notifyOutbox,
  queueMail,
} from '../mail/index.js';
import { type RelationRow, updateRelation } from '../relations/index.js';
import { callerRelation } from '../sessions/index.js';

/** Upper-case letters and digits (the code is upper-cased on input), without the look-alikes 0/O and 1/I. */
export const EMAIL_CODE_POLICY: CodePolicy = {
  purpose: 'email',
  alphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
  length: 6,
  lifetimeMinutes: 30,
  maxTries: 5,
  maxPerHour: 5,
};

export const VERIFY_LIMIT_PER_CLIENT = { max: 30, windowMs: 15 * 60_000 } as const;

export type ProfileCall = Pick<CallContext, 'db' | 'tenant' | 'session' | 'locale' | 'ip'>;

async function sendCode(call: ProfileCall, relation: RelationRow, email: string, setAddress: boolean): Promise<void> {
  const { db, tenant } = call;
  if (!(await mayIssueCode(db, tenant.id, relation.id, EMAIL_CODE_POLICY))) {
    throw new BusinessFailure('REL-00070', 'hourly verification code limit');
  }
  await db.transaction().execute(async (trx) => {
    if (setAddress) {
      await updateRelation(trx, tenant.id, relation.id, { email, email_validation_status: 'SEND' });
    }
    const code = await issueCode(trx, tenant.id, relation.id, email, EMAIL_CODE_POLICY);
    await queueMail(trx, {
      tenant,
      relationId: relation.id,
      to: email,
      locale: mailLocale(relation.language, call.locale),
      template: 'verification_code',
      values: { code, minutes: EMAIL_CODE_POLICY.lifetimeMinutes },
    });
  });
  notifyOutbox();
}

/**
 * eloket/set_email: the address becomes the relation's, waiting for verification (SEND), and a
 * code goes to it. Also for the address it already has: the gate's "confirm e-mail" sends it again.
 */
export async function setEmail(call: ProfileCall, email: string): Promise<void> {
  await sendCode(call, await callerRelation(call.db, call.tenant.id, call.session), email, true);
}

/** eloket/send_verification_email: a new code for the address waiting for verification. */
export async function resendVerificationCode(call: ProfileCall): Promise<void> {
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  if (relation.email_validation_status !== 'SEND' || !relation.email) {
    throw new BusinessFailure('EMAIL_NOT_PENDING');
  }
  await sendCode(call, relation, relation.email, false);
}

/** eloket/verify_email. */
export async function verifyEmail(call: ProfileCall, code: string): Promise<VerifyEmailResult> {
  const { db, tenant } = call;
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  await limitAttempts(db, tenant.id, `verify-email:client:${tenant.id}:${call.ip}`, VERIFY_LIMIT_PER_CLIENT, {
    event: 'verify_email',
    relationId: relation.id,
  });
  if (relation.email_validation_status !== 'SEND' || !relation.email) return 'NOVALIDATE';
  const { outcome } = await checkCode(db, tenant.id, relation.id, EMAIL_CODE_POLICY, code, {
    email: relation.email,
  });
  switch (outcome) {
    case 'ok':
      await updateRelation(db, tenant.id, relation.id, { email_validation_status: 'VALIDATED' });
      await recordAudit(db, tenant.id, { event: 'verify_email', outcome: 'success', relationId: relation.id });
      return 'OK';
    case 'wrong':
      return 'RETRY';
    case 'exhausted':
      await recordAudit(db, tenant.id, {
        event: 'verify_email',
        outcome: 'refused',
        relationId: relation.id,
        detail: 'no tries left',
      });
      return 'NORETRIESLEFT';
    case 'expired':
      throw new BusinessFailure('REL-00069', 'verification code expired');
    case 'none':
      return 'NOVALIDATE';
  }
}
