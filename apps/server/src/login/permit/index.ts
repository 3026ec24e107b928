/** The permit login: its handlers, and what the login process and the operator use of it. */

export { deleteStaleFailures } from './login-failure-repository.js';
export { WINDOW_MINUTES } from './login-throttle.js';
export { createPermitAccount, PERMIT_RELATION_TYPE, PermitAccountError } from './password-service.js';
export { permitHandlers } from './permit-handlers.js';
export { awaitsOneTimeCode, LOGIN_CODE_POLICY, PERMIT_SERVICE } from './permit-login-service.js';
