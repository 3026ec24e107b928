/**
 * What "requestable" means in a count (issue 16): a product of eloket/get_requestable_permits the user can act
 * on, by requesting it (REQUESTABLE Y) or joining its waiting list (WL). The home tile's requestable_permits_count
 * and the title of /requestable-products both count these, so they always say the same number.
 */
export function countsAsRequestable(product: { REQUESTABLE: 'Y' | 'N' | 'WL' }): boolean {
  return product.REQUESTABLE !== 'N';
}

/**
 * Refusals of an address the user can correct by changing it: the screen says them at the address fields (with
 * an error summary), not in a dialog (issue 16). A failure of the register itself is not theirs to correct.
 */
export const ADDRESS_FIELD_FAILURES = ['ADDRESS_NOT_FOUND', 'ADDRESS_OUTSIDE_AREA'] as const;

export function isAddressFieldFailure(code: string | null | undefined): boolean {
  return (ADDRESS_FIELD_FAILURES as readonly string[]).includes(code ?? '');
}
