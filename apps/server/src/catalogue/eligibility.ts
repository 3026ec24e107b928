/**
 * Whether a relation may request a product, and where (DECISIONS 2, Catalogue). Pure: the
 * catalogue listing (get_requestable_permits) and the request (request_permit) both ask it,
 * with facts their repositories gathered, so the two can never disagree.
 */
import { type Availability, isPerson } from '@parkeerloket/contract';

/** Why a product is not requestable; each has a text `catalogue.not_requestable.<reason>`. */
export const NOT_REQUESTABLE_REASONS = [
  /** The product is for persons only, or for companies only. */
  'relation_type',
  /** Located by address, and the relation's address is not inside the product's area. */
  'outside_area',
  /** Located by address, and the relation has no Dutch address on record. */
  'no_address',
  /** Located by address, and the register could not be asked at this login: the address is not known now. */
  'address_unchecked',
  /** The relation holds (or has requested) the maximum number of this product. */
  'max_relation',
  /** The address holds the maximum number of this product. */
  'max_address',
  /** A company holds as many as its FTE count allows. */
  'max_fte',
  /** A company without an FTE count, for a product its FTE count limits. */
  'no_fte',
  /** No location has a place left and the product has no waiting list. */
  'full',
] as const;
export type NotRequestableReason = (typeof NOT_REQUESTABLE_REASONS)[number];

export interface EligibilityRules {
  relation_types: 'P' | 'C' | 'P,C';
  location_by_address_yn: 'Y' | 'N';
  waiting_list_yn: 'Y' | 'N';
  max_per_relation: number | null;
  max_per_address: number | null;
  fte_per_permit: number | null;
}

export interface LocationLoad {
  id: number;
  /** Places in total; null means no limit. */
  capacity: number | null;
  /** Active permits plus live requests at this location. */
  taken: number;
}

export interface EligibilityFacts {
  /** 'P' a person; anything else a company. */
  relationType: string;
  numberOfFte: number | null;
  /**
   * Located-by-address products only: whether the address in question (the relation's own in the
   * catalogue, the one entered in the flow at request time) lies inside the product's area;
   * null when there is no Dutch address to judge.
   */
  addressInArea: boolean | null;
  /**
   * The own address is in question and the register could not confirm it at this login (the
   * relation's address is then not judged at all). Absent: false.
   */
  addressUnchecked?: boolean;
  /** This permit type's active permits plus live requests of the relation (any area). */
  heldByRelation: number;
  /** The same at the address in question; null when there is none. */
  heldAtAddress: number | null;
  locations: readonly LocationLoad[];
}

export interface LocationAvailability {
  id: number;
  available: Availability;
}

export interface Eligibility {
  requestable: Availability;
  /** Set when `requestable` is N. */
  reason: NotRequestableReason | null;
  /** Set when a maximum is reached: the request's answer is MAX_CHECK_FAILED, or MAX_CHECK_FAILED_WL with a waiting list. */
  maxCheck: 'MAX_CHECK_FAILED' | 'MAX_CHECK_FAILED_WL' | null;
  locations: LocationAvailability[];
}

/** Y while a place is left (or there is no limit); full: WL with a waiting list, else N. */
export function locationAvailability(location: LocationLoad, hasWaitingList: boolean): Availability {
  if (location.capacity === null || location.taken < location.capacity) return 'Y';
  return hasWaitingList ? 'WL' : 'N';
}

/** How many of a product a company may hold: one per `ftePerPermit` FTE, rounded down. */
export function fteMaximum(numberOfFte: number, ftePerPermit: number): number {
  return Math.floor(numberOfFte / ftePerPermit);
}

function maxReason(rules: EligibilityRules, facts: EligibilityFacts): NotRequestableReason | null {
  if (rules.max_per_relation !== null && facts.heldByRelation >= rules.max_per_relation) return 'max_relation';
  if (rules.max_per_address !== null && facts.heldAtAddress !== null && facts.heldAtAddress >= rules.max_per_address) {
    return 'max_address';
  }
  if (!isPerson(facts.relationType) && rules.fte_per_permit !== null) {
    if (facts.numberOfFte === null) return 'no_fte';
    if (facts.heldByRelation >= fteMaximum(facts.numberOfFte, rules.fte_per_permit)) return 'max_fte';
  }
  return null;
}

/**
 * Whether the relation can ever request a product of these rules: only its relation type decides that (issue 24).
 * Every other refusal (address, maximum, FTE, a full car park) can change, so the listing shows those products
 * with their reason; a product for the other relation type is left out of the listing altogether.
 */
export function everRequestable(rules: Pick<EligibilityRules, 'relation_types'>, relationType: string): boolean {
  return rules.relation_types.includes(isPerson(relationType) ? 'P' : 'C');
}

export function evaluateEligibility(rules: EligibilityRules, facts: EligibilityFacts): Eligibility {
  const hasWaitingList = rules.waiting_list_yn === 'Y';
  const locations = facts.locations.map((l) => ({ id: l.id, available: locationAvailability(l, hasWaitingList) }));
  const refuse = (reason: NotRequestableReason, maxCheck: Eligibility['maxCheck'] = null): Eligibility => ({
    requestable: 'N',
    reason,
    maxCheck,
    locations,
  });

  if (!everRequestable(rules, facts.relationType)) return refuse('relation_type');
  if (rules.location_by_address_yn === 'Y') {
    if (facts.addressUnchecked) return refuse('address_unchecked');
    if (facts.addressInArea === null) return refuse('no_address');
    if (!facts.addressInArea) return refuse('outside_area');
  }
  const max = maxReason(rules, facts);
  if (max) return refuse(max, hasWaitingList ? 'MAX_CHECK_FAILED_WL' : 'MAX_CHECK_FAILED');

  if (locations.length === 0 || locations.some((l) => l.available === 'Y')) {
    return { requestable: 'Y', reason: null, maxCheck: null, locations };
  }
  if (locations.some((l) => l.available === 'WL')) {
    return { requestable: 'WL', reason: null, maxCheck: null, locations };
  }
  return refuse('full');
}
