/**
 * What "requestable" means in a count (issue 16): a product of eloket/get_requestable_permits the user can act
 * on, by requesting it (REQUESTABLE Y) or joining its waiting list (WL). The home tile's requestable_permits_count
 * and the title of /requestable-products both count these, so they always say the same number.
 */
export function countsAsRequestable(product: { REQUESTABLE: 'Y' | 'N' | 'WL' }): boolean {
  return product.REQUESTABLE !== 'N';
}
