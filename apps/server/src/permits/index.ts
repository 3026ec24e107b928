/**
 * The permits area: the permits table (an issued product, its plates by request, its cards and its
 * permit-plus link) and what ending one brings (a registry the composition root fills). The request
 * flow makes, changes and extends permits here; products, termination and history read them here.
 */
export { assignPermitCard, findPermitIdByRoot, readPermitCards, setPermitCards } from './permit-cards.js';
export {
  applyPermitEnded,
  type EndingPermit,
  onPermitChanged,
  onPermitEnded,
  type PermitChangedEffect,
  type PermitEndedEffect,
} from './permit-effects.js';
export { type PermitExportFilters, permitExportBatch, permitsPerMonth } from './permit-export.js';
export {
  findTenantPermit,
  permitsOfRelation,
  relationIdOfPermitNumber,
  relationsHoldingActiveQuery,
  type StaffPermitRow,
} from './permit-listing.js';
export {
  activePermitsCountQuery,
  applyPlateChange,
  countPermitsOnPriceLine,
  createPermit,
  type DuePermit,
  extendPermit,
  findOwnPermit,
  findPermitById,
  findPermitByProofCode,
  findPermitplusLinkByToken,
  listActivePermitIds,
  listPermitsWithFacts,
  lockDuePermits,
  markPermitEnded,
  markPermitplusLinked,
  type PermitFacts,
  type PermitForRights,
  type PermitJsonPart,
  type PermitplusLinkRow,
  type PermitRow,
  type PermitSource,
  type PlateChangeRow,
  type PlateRow,
  permitPlatesRequestIdOf,
  permitRequestIdOf,
  readPermitForRights,
  readPermitplusLink,
  type SweepCursor,
  savePermitplusLinkSent,
  setPlannedEnd,
  type VerifiedPermit,
} from './permit-repository.js';
export { requireOwnPermit } from './permit-service.js';
