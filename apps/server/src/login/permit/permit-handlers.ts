/** Handlers of the permit login and its passwords (core 2.4, 2.6, 2.8, 2.13, 7.2). */
import {
  changePassword,
  getUsername,
  permitLogin,
  registerOtpCode,
  registerPassword,
  resetPassword,
  showChangePassword,
} from '@parkeerloket/contract';
import { handle, type ServiceContext } from '../../http/handler.js';
import { translate } from '../../http/messages.js';
import { type ChangePasswordCall, changePasswordUrl, mayChangePassword } from './change-password-service.js';
import {
  type PasswordCall,
  requestPasswordReset,
  registerPassword as setPassword,
  usernameForKey,
} from './password-service.js';
import { registerOtpCode as checkOtpCode, type LoginCall, loginWithPassword } from './permit-login-service.js';

function loginCall(ctx: ServiceContext): LoginCall {
  return {
    db: ctx.db,
    tenant: ctx.tenant,
    session: ctx.session,
    sessions: ctx.sessions,
    locale: ctx.locale,
    ip: ctx.http.ip,
  };
}

function passwordCall(ctx: ServiceContext): PasswordCall {
  return { db: ctx.db, tenant: ctx.tenant, locale: ctx.locale, ip: ctx.http.ip, config: ctx.config };
}

function changeCall(ctx: ServiceContext): ChangePasswordCall {
  return { db: ctx.db, tenant: ctx.tenant, session: ctx.session };
}

export const permitHandlers = [
  handle(permitLogin, async (ctx) => {
    await loginWithPassword(loginCall(ctx), ctx.params.p_username, ctx.params.p_password);
    return [];
  }),

  handle(registerOtpCode, async (ctx) => {
    await checkOtpCode(loginCall(ctx), ctx.params.p_otp_code);
    return [];
  }),

  handle(resetPassword, async (ctx) => {
    await requestPasswordReset(passwordCall(ctx), ctx.params.p_username);
    return {
      result: [],
      statusmessage: translate(ctx.locale, 'notice.password_reset_requested'),
      messagetype: 'I' as const,
    };
  }),

  handle(getUsername, async (ctx) => [{ USERNAME: await usernameForKey(passwordCall(ctx), ctx.params.p_key) }]),

  handle(registerPassword, async (ctx) => {
    await setPassword(passwordCall(ctx), ctx.params.p_key, ctx.params.p_password, ctx.params.p_current_password);
    return [];
  }),

  handle(showChangePassword, async (ctx) => [
    { SHOW_CHANGE_PASSWORD: (await mayChangePassword(changeCall(ctx))) ? ('Y' as const) : ('N' as const) },
  ]),

  handle(changePassword, async (ctx) => [{ URL: await changePasswordUrl(changeCall(ctx)) }]),
];
