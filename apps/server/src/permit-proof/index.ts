/**
 * The proof of a permit (issue 26, docs/permit-proof.md): the resident's PDF with the permit number and
 * a QR code, and the municipality's public verification page that the code opens. Above permits and
 * products; it owns no table (the numbers and codes are the permits'), and is used by the app's root.
 */
export {
  type PermitProofRoutesOptions,
  permitProofRoutesPlugin,
  VERIFY_LIMIT_PER_MINUTE,
} from './permit-proof-routes.js';
