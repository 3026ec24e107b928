/** Relations (persons and companies), their identities and branches. */
export {
  type Branch,
  countBranches,
  findBranch,
  findIdentitySubject,
  findRelation,
  findRelationIdByIdentity,
  insertIdentity,
  insertRelation,
  lockRelation,
  type RelationAttributes,
  type RelationRow,
  readBranches,
  replaceBranches,
  updateRelation,
  updateRelationAttributes,
} from './relation-repository.js';
export {
  identitiesOf,
  mailContactsQuery,
  type RelationSummary,
  relationIdsByEmail,
  relationIdsByIdentity,
  relationIdsByNamePrefix,
  relationSummaries,
  relationsWithPostcodeQuery,
} from './relation-search.js';
export {
  type ProvenIdentity,
  type RegisteredAddress,
  registeredAddresses,
  registeredAddressOf,
  relationAtBranch,
  relationForIdentity,
} from './relation-service.js';
