/**
 * What follows the login process (core 2.5, 4.2), as pure functions:
 * - empty result: authorized; on to START_SCREEN_AFTER_LOGIN (default /home), through the e-mail gate;
 * - first item LOGIN = ENTER_OTP: the one-time code sent by e-mail;
 * - any other non-empty result (LOGIN = CHOOSE_BRANCH, or items without LOGIN): choose a branch.
 */
import { DEFAULT_START_SCREEN, type LoginProcessItem } from '@parkeerloket/contract';
import { emailGateStep } from '../../lib/email-gate';
import { paths } from '../../lib/paths';
import { type SettingsMap, settingText } from '../../lib/settings-map';

export type LoginProcessOutcome = { kind: 'authorized' } | { kind: 'otp'; to: string } | { kind: 'branch'; to: string };

export function loginProcessOutcome(result: readonly LoginProcessItem[]): LoginProcessOutcome {
  const first = result[0];
  if (first === undefined) return { kind: 'authorized' };
  if (first.LOGIN === 'ENTER_OTP') return { kind: 'otp', to: paths.otpCode };
  return { kind: 'branch', to: paths.chooseBranches };
}

/**
 * START_SCREEN_AFTER_LOGIN as a path inside the municipality: '/home', or 'home' (a slash is
 * added). Anything that could leave the portal ('//host', 'https://…', a scheme) or that is
 * not a plain path gives the default.
 */
export function startScreenPath(settings: SettingsMap): string {
  const value = settingText(settings, 'START_SCREEN_AFTER_LOGIN');
  if (value === '') return DEFAULT_START_SCREEN;
  const path = value.startsWith('/') ? value : `/${value}`;
  return /^\/(?!\/)[A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&%]*)?$/.test(path) ? path : DEFAULT_START_SCREEN;
}

/** Where an authorized user goes first: the e-mail gate's screen when the e-mail is not verified, else the start screen. */
export function firstScreenAfterLogin(
  naw: Parameters<typeof emailGateStep>[0] | undefined,
  settings: SettingsMap,
): string {
  // Without the user record the gate on the authenticated routes decides.
  if (naw === undefined) return startScreenPath(settings);
  // Entering the address and the code it brings are one screen (issue 24).
  if (emailGateStep(naw) !== 'validated') return paths.setEmail;
  return startScreenPath(settings);
}
