/**
 * The parking rights area (issue 30, docs/adapters/parking-rights.md): the rights a permit gives,
 * registered in the national parking register (NPR) so that a scan car sees them. It learns of
 * permit changes through the permits area's onPermitChanged (wired in composition.ts), owns the
 * outbox of rights and its jobs, the register adapter (simulator and RDW) and the simulator's scan page.
 */

export { type ParkingRegister, ParkingRegisterUnavailable, type RightMessage } from './parking-register.js';
export { readParkingRegisterEnv } from './parking-register-env.js';
export { parkingRightsJobs, reconcileRights, rightReference, sendWaitingRights } from './parking-rights-jobs.js';
export {
  configureParkingRegister,
  describeParkingRegister,
  ParkingRegisterConfigError,
  type ParkingRegisterInput,
  parkingRegisterFor,
} from './register-settings.js';
export { listWaitingRights } from './rights-repository.js';
export { type EnforcementRegistration, enforcementRegistrationJson } from './rights-status.js';
export { scanPagePlugin } from './scan-page.js';
export { syncPermitRights } from './sync-rights.js';
