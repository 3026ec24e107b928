/** Handlers of the profile area; for now the user record and the e-mail verification gate (core 2.9, 7.4). */
import { getNaw, sendVerificationEmail, setEmail, verifyEmail } from '@parkeerloket/contract';
import { handle, type ServiceContext } from '../http/handler.js';
import { translate } from '../http/messages.js';
import {
  ownRelation,
  type ProfileCall,
  resendVerificationCode,
  setEmail as setRelationEmail,
  verifyEmail as verifyRelationEmail,
} from './email-verification-service.js';
import { toUserRecord } from './user-record.js';

function profileCall(ctx: ServiceContext): ProfileCall {
  return { db: ctx.db, tenant: ctx.tenant, session: ctx.session, locale: ctx.locale, ip: ctx.http.ip };
}

export const profileHandlers = [
  handle(getNaw, async (ctx) => [toUserRecord(await ownRelation(profileCall(ctx)))]),

  handle(setEmail, async (ctx) => {
    await setRelationEmail(profileCall(ctx), ctx.params.p_email);
    return [];
  }),

  handle(sendVerificationEmail, async (ctx) => {
    await resendVerificationCode(profileCall(ctx));
    return {
      result: [],
      statusmessage: translate(ctx.locale, 'notice.verification_code_sent'),
      messagetype: 'I' as const,
    };
  }),

  handle(verifyEmail, async (ctx) => [
    { VERIFY_EMAIL: await verifyRelationEmail(profileCall(ctx), ctx.params.p_verification_code) },
  ]),
];
