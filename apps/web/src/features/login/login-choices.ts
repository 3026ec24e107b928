/**
 * The login kinds (core 2.3, 6; DECISIONS 1): which choice screen offers which service,
 * and the screen that starts each external login. A choice is offered only when its option
 * code is in the municipality's LOGIN_OPTIONS_CITIZENS or LOGIN_OPTIONS_COMPANIES.
 */
import type { LoginOptionCode } from '@parkeerloket/contract';
import { paths } from '../../lib/paths';

export type LoginGroup = 'citizens' | 'companies';

export interface LoginChoice {
  code: LoginOptionCode;
  /** The screen the choice leads to. */
  path: string;
  /** Text keys: `login.choice.{code}` and `login.choice.{code}.description`. */
}

export const LOGIN_CHOICES: Record<LoginGroup, readonly LoginChoice[]> = {
  citizens: [
    { code: 'digid', path: paths.loginPerson },
    { code: 'eidas', path: paths.loginEuCitizen },
  ],
  companies: [
    { code: 'eherkenning', path: paths.loginCompany },
    { code: 'email', path: paths.loginPermit },
  ],
};

/** The choices of a group that the municipality offers, in the order above. */
export function offeredChoices(group: LoginGroup, optionCodes: readonly string[]): LoginChoice[] {
  return LOGIN_CHOICES[group].filter((choice) => optionCodes.includes(choice.code));
}

export type ExternalLoginKind = 'person' | 'eu-citizen' | 'company';

export interface ExternalLogin {
  /** p_ext_service of the forward. */
  code: LoginOptionCode;
  group: LoginGroup;
  /** Back goes to the group's choice screen. */
  back: string;
}

export const EXTERNAL_LOGINS: Record<ExternalLoginKind, ExternalLogin> = {
  person: { code: 'digid', group: 'citizens', back: paths.loginCitizens },
  'eu-citizen': { code: 'eidas', group: 'citizens', back: paths.loginCitizens },
  company: { code: 'eherkenning', group: 'companies', back: paths.loginCompanies },
};
