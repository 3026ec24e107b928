/**
 * What "requestable" means in a count (issue 16): a product of eloket/get_requestable_permits the user can act
 * on, by requesting it (REQUESTABLE Y) or joining its waiting list (WL). The home tile's requestable_permits_count
 * and the title of /requestable-products both count these, so they always say the same number.
 */
export function countsAsRequestable(product: { REQUESTABLE: 'Y' | 'N' | 'WL' }): boolean {
  return product.REQUESTABLE !== 'N';
}

/**
 * Refusals of the address itself: the request flow says them where the address is (the address stage, or the start
 * date stage when there is one registered address), not in a dialog (issue 16, issue 24). A failure of the register
 * itself is not about the address.
 */
export const ADDRESS_FIELD_FAILURES = ['ADDRESS_NOT_FOUND', 'ADDRESS_OUTSIDE_AREA', 'ADDRESS_NOT_REGISTERED'] as const;

export function isAddressFieldFailure(code: string | null | undefined): boolean {
  return (ADDRESS_FIELD_FAILURES as readonly string[]).includes(code ?? '');
}
