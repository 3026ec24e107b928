/** The profile area: the user record and the e-mail verification gate. */
export { EMAIL_CODE_POLICY } from './email-verification-service.js';
export { profileHandlers } from './profile-handlers.js';
