/**
 * The licence plate manager (features/license-plates, lifecycle 2.4) as the request flow uses it:
 * the one place this feature imports it from, so that moving the manager (it serves the request
 * flow, the plate change and the waiting-list continuation) changes one line here.
 */
export {
  LicensePlateManager,
  type PlateEntry,
  type PlateRequirement,
  plateFromEntry,
  platesComplete,
  toWirePlates,
} from '../license-plates';
