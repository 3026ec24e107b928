/** Who the caller is (core 1, 3.2): a private person, or a company (every other RELATION_TYPE). */
import { RELATION_TYPE_PERSON } from './status-codes.js';

/** RELATION_TYPE P is a private person; anything else (B, C, a company type of a permit account) a company. */
export function isPerson(relationType: string | null | undefined): boolean {
  return relationType === RELATION_TYPE_PERSON;
}

/** The name a relation goes by on screen: a company's NAME, else a person's first and last name (core 3.2). */
export function relationName(record: {
  NAME?: string | null;
  FIRSTNAME?: string | null;
  LASTNAME?: string | null;
}): string {
  const clean = (value: string | null | undefined) => (value ?? '').trim();
  return clean(record.NAME) || [clean(record.FIRSTNAME), clean(record.LASTNAME)].filter(Boolean).join(' ');
}
