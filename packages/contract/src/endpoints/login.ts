/** Login and session: external login forward, permit login, one-time code, branches, passwords, logout (core 2.3–2.8, 7.2). */
import { z } from 'zod';
import { DEEPLINK_LICENSEPLATE_PARAM, LOGIN_OPTION_CODES } from '../constants.js';
import { defineEndpoint } from '../endpoint.js';
import { branchPage, emptyResult, invoiceReference, loginProcessItem, payInvoicesResult, ynFlag } from '../entities.js';
import { noParams, oneOf, optionalInt, optionalJsonList, plainString, text } from '../params.js';
import { licensePlateParam, otpCodeParam, PASSWORD_MAX_LENGTH, passwordParam, usernameParam } from '../validation.js';

/**
 * One endpoint for two forwards: a login (p_ext_service a login option code; public, it starts a login)
 * and a direct payment (p_ext_service directpayment with p_invoices; the server demands a session for it).
 */
export const getForwardPost = defineEndpoint({
  name: 'eloket/get_forward_post',
  area: 'login',
  access: 'public',
  params: z
    .object({
      p_ext_service: oneOf([...LOGIN_OPTION_CODES, 'directpayment'] as const),
      p_invoices: optionalJsonList(invoiceReference),
    })
    .superRefine((value, ctx) => {
      if (value.p_ext_service === 'directpayment' && value.p_invoices.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'required', path: ['p_invoices'] });
      }
    }),
  /** A login forward fills url, httpmethod and postparams; a payment forward also the invoice outcome. */
  result: payInvoicesResult,
  spec: 'core 2.3, 7.2; lifecycle 2.16, 7; DECISIONS 1',
});

export const permitLogin = defineEndpoint({
  name: 'login/permit_login',
  area: 'login',
  access: 'public',
  params: z.object({
    p_username: usernameParam(),
    // No strength rule here: a password set before the rule existed must still log in.
    p_password: plainString('required').min(1, 'required').max(PASSWORD_MAX_LENGTH, 'too_long'),
  }),
  result: emptyResult,
  spec: 'core 2.4, 7.2',
});

export const loginProcess = defineEndpoint({
  name: 'login/login_process',
  area: 'login',
  access: 'login',
  params: noParams,
  /** Empty: authorized. First item LOGIN ENTER_OTP: one-time code. Otherwise: choose a branch (core 4.2). */
  result: loginProcessItem,
  spec: 'core 2.5, 3.5, 4.2, 7.2',
});

export const registerOtpCode = defineEndpoint({
  name: 'login/register_otp_code',
  area: 'login',
  access: 'login',
  params: z.object({ p_otp_code: otpCodeParam() }),
  result: emptyResult,
  spec: 'core 2.6, 7.2',
});

export const getNextBranchnumbersPage = defineEndpoint({
  name: 'login/get_next_branchnumbers_page',
  area: 'login',
  access: 'login',
  /**
   * Without p_pagenumber: the page after the last one served in this session (core 2.7). With it
   * (our addition): that page, so a reloaded branch screen can start again at page 1.
   */
  params: z.object({ p_pagenumber: optionalInt(1, 10_000) }),
  result: branchPage,
  spec: 'core 2.7, 3.5, 7.2',
});

export const registerBranch = defineEndpoint({
  name: 'login/register_branch',
  area: 'login',
  access: 'login',
  params: z.object({ p_branchnr: text(32) }),
  result: emptyResult,
  spec: 'core 2.7, 7.2',
});

export const resetPassword = defineEndpoint({
  name: 'login/reset_password',
  area: 'login',
  access: 'public',
  params: z.object({ p_username: usernameParam() }),
  /** The statusmessage is shown, whether or not the username exists. */
  result: emptyResult,
  spec: 'core 2.8, 7.2',
});

export const getUsername = defineEndpoint({
  name: 'login/get_username',
  area: 'login',
  access: 'public',
  params: z.object({ p_key: text(256) }),
  result: z.looseObject({ USERNAME: z.string() }),
  spec: 'core 2.8, 3.5, 7.2',
});

export const registerPassword = defineEndpoint({
  name: 'login/register_password',
  area: 'login',
  access: 'public',
  params: z.object({
    p_key: text(256),
    p_password: passwordParam(),
    /**
     * Our addition: required (and checked) when the key came from login/change_password, so a
     * session left open on a shared computer cannot be used to take over the account.
     */
    p_current_password: plainString('invalid').max(PASSWORD_MAX_LENGTH, 'too_long').optional(),
  }),
  result: emptyResult,
  spec: 'core 2.8, 5, 7.2',
});

export const showChangePassword = defineEndpoint({
  name: 'login/show_change_password',
  // The profile's button (core 2.13) asks it: the profile area, though the name is login/.
  area: 'profile',
  access: 'session',
  // The spec does not show the payload; nothing is needed.
  params: noParams,
  result: z.looseObject({ SHOW_CHANGE_PASSWORD: ynFlag }),
  spec: 'core 2.13, 3.5, 7.2',
});

export const changePassword = defineEndpoint({
  name: 'login/change_password',
  // The profile's button (core 2.13) asks it: the profile area, though the name is login/.
  area: 'profile',
  access: 'session',
  params: noParams,
  /** The browser is sent to URL when present. */
  result: z.looseObject({ URL: z.string().nullish() }),
  spec: 'core 2.13, 3.5, 7.2',
});

/** Public so that it ends any session, a half-finished login included, and never fails for lack of one. */
export const logout = defineEndpoint({
  name: 'login/logout',
  area: 'login',
  access: 'public',
  params: noParams,
  result: emptyResult,
  spec: 'core 2.10, 7.2',
});

const deepLinkPlateParams = z.object({
  p_paramname: oneOf([DEEPLINK_LICENSEPLATE_PARAM] as const),
  p_paramvalue: licensePlateParam(),
});

/**
 * The deep-link plate (core 7.2 "set parameter (path not shown)"; lifecycle 7 "Set parameter").
 * 'login' access: /process-login sends it before the login process has finished.
 */
export const setParam = defineEndpoint({
  name: 'eloket/set_param',
  area: 'login',
  access: 'login',
  params: deepLinkPlateParams,
  result: emptyResult,
  spec: 'core 2.5, 7.2; lifecycle 7',
});

/** Named in core 7.2 with its payload not shown; we take it to be the same call as eloket/set_param. */
export const milieuzonesSetParam = defineEndpoint({
  name: 'milieuzones/set_param',
  area: 'login',
  access: 'login',
  params: deepLinkPlateParams,
  result: emptyResult,
  spec: 'core 7.2',
});
