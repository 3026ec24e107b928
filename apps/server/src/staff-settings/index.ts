/**
 * How a municipality's staff sign in (decision 032): the settings of the back office's sign-in and
 * the rules that read a provider's answer (groups to roles, MFA). A low area, so that both the
 * operator (who sets them) and the back office (which uses them) may import it.
 */
export {
  DEFAULT_STAFF_SETTINGS,
  readStaffSettings,
  type StaffSettings,
} from './staff-settings-repository.js';
export {
  AUDIT_RETENTION_DAYS,
  configureStaffSignIn,
  describeStaffSignIn,
  mfaShown,
  resolveStaffOidc,
  rolesFromGroups,
  type StaffOidcSettings,
  StaffSignInConfigError,
  type StaffSignInEnv,
  type StaffSignInInput,
  setAuditRetentionDays,
  staffSignInInput,
} from './staff-sign-in-settings.js';
