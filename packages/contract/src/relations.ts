/** Who the caller is (core 1, 3.2): a private person, or a company (every other RELATION_TYPE). */
import { RELATION_TYPE_PERSON } from './status-codes.js';

/** RELATION_TYPE P is a private person; anything else (B, C, a company type of a permit account) a company. */
export function isPerson(relationType: string | null | undefined): boolean {
  return relationType === RELATION_TYPE_PERSON;
}
