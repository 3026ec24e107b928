/**
 * The fee of a licence plate change (core 3.7 ALTER_LICENSEPLATE_COST; lifecycle 2.8, 2.9; DECISIONS 2,
 * Issued permits): the municipality's setting where it sets one, else the permit type's fee from the
 * catalogue. One rule for what a product says a change costs (ALTER_LICENSEPLATE_COST on the issued
 * product) and what the change is charged, so the two never differ on one reading of the settings.
 */
import { parseEuroCents } from '@parkeerloket/contract';

export const PLATE_CHANGE_COST_SETTING = 'ALTER_LICENSEPLATE_COST';

/**
 * In cents. A stored value that does not parse (the operator tool refuses one, so only an older row)
 * is taken as not set: the catalogue's fee is charged, never a guess.
 */
export function plateChangeFeeCents(settings: Readonly<Record<string, string>>, catalogueCents: number): number {
  return parseEuroCents(settings[PLATE_CHANGE_COST_SETTING]) ?? catalogueCents;
}
