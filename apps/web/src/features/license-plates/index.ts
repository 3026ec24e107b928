/**
 * The licence plate manager (lifecycle 2.4), for the request flow, the plate change and the
 * waiting-list continuation. Everything a caller needs: the component, Next's rule, the wire form
 * and the plate stored at entry.
 */
export {
  LicensePlateManager,
  type LicensePlateManagerProps,
} from './components/license-plate-manager';
export {
  type PlateEntry,
  type PlateRequirement,
  plateFromEntry,
  platesComplete,
  toWirePlates,
} from './license-plate-rules';
