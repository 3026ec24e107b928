/**
 * What /requestable-products shows (lifecycle 2.2), from the answers of
 * eloket/get_requestable_permits and eloket/get_categories, the settings map and the payment
 * services. Pure, so every rule is tested without a browser. Decisions where the
 * specification is silent (also in this folder's README.md):
 *
 * - **Groups or a flat list.** Categories are cards when at least two of them hold a product; a
 *   category without any product in the list is left out. With at most one such category the
 *   screen is a flat list: the products of that category in its order, then the others in the
 *   server's order.
 * - **Products in no category** stay visible: in the flat list, or in a last card 'Other
 *   products'. A product in two categories is shown in both, as the municipality configured.
 * - **A category's pair (PTE_ID, ARA_ID)** takes every product with that pair (a product may come
 *   in several quantities, STAFFEL), in the server's order.
 * - **Waiting list (REQUESTABLE WL).** MULTI_LOCATIONS_YN Y: a link to /waiting-list. Otherwise
 *   exactly one location with AVAILABLE WL: joined directly (eloket/add_on_waitinglist). With
 *   several WL locations and MULTI_LOCATIONS_YN N the server contradicts itself: treated as
 *   several locations. With none, nothing can be joined: a status says so. When the user is
 *   already on the waiting list (EXISTING_WL_YN Y) the direct join is not offered (the server
 *   would refuse it); the status says why.
 * - **Unpaid invoice (EXISTING_TO_BE_PAID_YN Y).** The payment-link wording only when the
 *   municipality offers payment links and not direct payment; otherwise (also when the
 *   services are unknown) the direct-payment wording about the shopping cart.
 * - **Two-parking notice**: a permit-plus product (PERMITPLUS_PRODUCT_YN Y) with more than one
 *   distinct plate in LICENSE_PLATES.
 * - **Requestable first** (issue 16): the groups or the flat list hold the products the user can request or wait
 *   for (countsAsRequestable, what the title counts), each with its "from" price; the others follow under one
 *   heading, grouped by the reason they are not available (the server's NOT_REQ_REASON, or our general text).
 * - **Context menu** (Request / View documents): Request is the card's own Request link; View
 *   documents is not offered, because a product that is not requested yet has no documents
 *   (they belong to a request or a current product, each with its own screen).
 */
import {
  type Category,
  centsFromEuro,
  countsAsRequestable,
  type FromPrice,
  LICENSE_PLATE_NONE,
  type PaymentService,
  type RequestableProduct,
} from '@parkeerloket/contract';
import { paths } from '../../lib/paths';
import { type SettingsMap, settingText, settingUrl } from '../../lib/settings-map';

export type ProductAction =
  /** REQUESTABLE Y: a link to the request flow. */
  | { kind: 'request'; path: string }
  /** REQUESTABLE WL at one location: eloket/add_on_waitinglist with this location. */
  | { kind: 'join-waiting-list'; pteId: number; araId: number; locationId: number }
  /** REQUESTABLE WL at several locations: a link to the waiting list. */
  | { kind: 'waiting-list-page'; path: string }
  | { kind: 'none' };

export type ProductStatus =
  /** REQUESTABLE N: the server's NOT_REQ_REASON, or null for our general text. */
  | { kind: 'not-requestable'; reason: string | null }
  /** REQUESTABLE WL, but no location to join at. */
  | { kind: 'waiting-list-unavailable' }
  | { kind: 'existing-waiting-list' }
  | { kind: 'existing-prolongation' }
  | { kind: 'unpaid'; service: PaymentService };

export interface ProductView {
  /** Unique on the screen within one group: the product's place in the server's list. */
  key: string;
  permitTypeId: number;
  areaId: number;
  /** STAFFEL when it prefixes the title (above 1 with HAS_STAFFEL_YN Y), else null. */
  quantity: number | null;
  description: string;
  area: string | null;
  longDescription: string | null;
  hasAdditionalInfo: boolean;
  action: ProductAction;
  statuses: ProductStatus[];
  /** The two-parking attention notice of a permit-plus product with more than one plate. */
  twoParkingNotice: boolean;
  /** The lowest price and what it is for ("from € 8,00 per month"); null when the server gave none. */
  price: FromPrice | null;
}

export interface GroupView {
  key: string;
  /** null for the group of products in no category ('Other products'). */
  name: string | null;
  description: string | null;
  products: ProductView[];
}

/** Products the user cannot request, for one reason: the server's NOT_REQ_REASON, or null for our general text. */
export interface UnavailableGroup {
  key: string;
  reason: string | null;
  products: ProductView[];
}

/**
 * count: the products the user can request or wait for (countsAsRequestable), as the home tile counts them; the
 * flat list or the groups hold exactly those. unavailable: the others, by reason, in the server's order.
 */
export type CatalogueView =
  | { layout: 'empty'; count: 0 }
  | { layout: 'flat'; count: number; products: ProductView[]; unavailable: UnavailableGroup[] }
  | { layout: 'groups'; count: number; groups: GroupView[]; unavailable: UnavailableGroup[] };

function filled(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** The distinct plates of a list of plate items, upper-cased, in order. */
export function distinctPlates(items: RequestableProduct['LICENSE_PLATES']): string[] {
  const plates: string[] = [];
  for (const item of items ?? []) {
    const plate = item.LICENSE_PLATE.trim().toUpperCase();
    if (plate !== '' && !plates.includes(plate)) plates.push(plate);
  }
  return plates;
}

/** Which wording an unpaid invoice gets: payment link only when that is the only way to pay. */
export function unpaidService(services: readonly PaymentService[] | undefined): PaymentService {
  return services?.includes('paymentlink') && !services.includes('directpayment') ? 'paymentlink' : 'directpayment';
}

export function productAction(product: RequestableProduct): ProductAction {
  if (product.REQUESTABLE === 'Y') {
    return { kind: 'request', path: paths.requestProduct(product.PERMITTYPEID, product.AREAID) };
  }
  if (product.REQUESTABLE !== 'WL') return { kind: 'none' };
  const waitingLocations = (product.LOCATIONS ?? []).filter((location) => location.AVAILABLE === 'WL');
  if (product.MULTI_LOCATIONS_YN === 'Y' || waitingLocations.length > 1) {
    return { kind: 'waiting-list-page', path: paths.waitingList };
  }
  const location = waitingLocations[0];
  if (!location || product.EXISTING_WL_YN === 'Y') return { kind: 'none' };
  return {
    kind: 'join-waiting-list',
    pteId: product.PERMITTYPEID,
    araId: product.AREAID,
    locationId: location.LOCATIONID,
  };
}

export function productStatuses(
  product: RequestableProduct,
  action: ProductAction,
  services: readonly PaymentService[] | undefined,
): ProductStatus[] {
  const statuses: ProductStatus[] = [];
  if (product.REQUESTABLE === 'N') statuses.push({ kind: 'not-requestable', reason: filled(product.NOT_REQ_REASON) });
  if (product.REQUESTABLE === 'WL' && action.kind === 'none' && product.EXISTING_WL_YN !== 'Y') {
    statuses.push({ kind: 'waiting-list-unavailable' });
  }
  if (product.EXISTING_WL_YN === 'Y') statuses.push({ kind: 'existing-waiting-list' });
  if (product.EXISTING_VREX_YN === 'Y') statuses.push({ kind: 'existing-prolongation' });
  if (product.EXISTING_TO_BE_PAID_YN === 'Y') statuses.push({ kind: 'unpaid', service: unpaidService(services) });
  return statuses;
}

export function productView(
  product: RequestableProduct,
  index: number,
  services: readonly PaymentService[] | undefined,
): ProductView {
  const action = productAction(product);
  return {
    key: `${product.PERMITTYPEID}-${product.AREAID}-${index}`,
    permitTypeId: product.PERMITTYPEID,
    areaId: product.AREAID,
    quantity: product.HAS_STAFFEL_YN === 'Y' && product.STAFFEL > 1 ? product.STAFFEL : null,
    description: product.DESCRIPTION,
    area: filled(product.AREADESCRIPTION),
    longDescription: filled(product.LONG_DESCRIPTION),
    hasAdditionalInfo: product.HAS_ADDITIONAL_INFO_YN === 'Y',
    action,
    statuses: productStatuses(product, action, services),
    twoParkingNotice: product.PERMITPLUS_PRODUCT_YN === 'Y' && distinctPlates(product.LICENSE_PLATES).length > 1,
    price: fromPriceOf(product),
  };
}

/** The server's "from" price; a unit it did not send is a price per month's worth of nothing: no price is shown. */
export function fromPriceOf(product: RequestableProduct): FromPrice | null {
  if (product.PRICE === null || product.PRICE === undefined || !product.PRICE_UNIT) return null;
  return { cents: centsFromEuro(product.PRICE), unit: product.PRICE_UNIT, count: product.PRICE_PERIOD_COUNT ?? 1 };
}

/** The products the user cannot request, grouped by their reason, groups in order of their first product. */
export function unavailableGroups(products: readonly RequestableProduct[], views: readonly ProductView[]) {
  const groups: UnavailableGroup[] = [];
  products.forEach((product, index) => {
    if (countsAsRequestable(product)) return;
    const reason = filled(product.NOT_REQ_REASON);
    let group = groups.find((candidate) => candidate.reason === reason);
    if (!group) {
      group = { key: `unavailable-${groups.length}`, reason, products: [] };
      groups.push(group);
    }
    group.products.push(views[index]!);
  });
  return groups;
}

export function catalogueView(
  products: readonly RequestableProduct[],
  categories: readonly Category[],
  services?: readonly PaymentService[],
): CatalogueView {
  if (products.length === 0) return { layout: 'empty', count: 0 };
  const views = products.map((product, index) => productView(product, index, services));
  const count = products.filter(countsAsRequestable).length;
  const unavailable = unavailableGroups(products, views);
  // Only what can be requested is placed in the groups or the flat list; the rest is 'unavailable'.
  const placed = new Set<number>(products.flatMap((product, index) => (countsAsRequestable(product) ? [] : [index])));
  const groups: GroupView[] = [];
  for (const category of categories) {
    const members: number[] = [];
    for (const pair of category.PERMITTYPEIDS ?? []) {
      products.forEach((product, index) => {
        if (
          product.PERMITTYPEID === pair.PTE_ID &&
          product.AREAID === pair.ARA_ID &&
          countsAsRequestable(product) &&
          !members.includes(index)
        ) {
          members.push(index);
        }
      });
    }
    if (members.length === 0) continue;
    for (const index of members) placed.add(index);
    groups.push({
      key: `category-${category.CATEGORYID}`,
      name: category.NAME,
      description: filled(category.DESCRIPTION),
      products: members.map((index) => views[index]!),
    });
  }
  const others = views.filter((_, index) => !placed.has(index));
  if (groups.length <= 1) {
    return { layout: 'flat', count, products: [...(groups[0]?.products ?? []), ...others], unavailable };
  }
  if (others.length > 0) groups.push({ key: 'other', name: null, description: null, products: others });
  return { layout: 'groups', count, groups, unavailable };
}

// ---- The stored plate (lifecycle 2.2).

/** SHOW_LICENSE_PLATE_IN_REQUESTABLE_PRODUCTS absent (or empty) or Y shows the plate; anything else hides it. */
export function showsStoredPlate(settings: SettingsMap): boolean {
  const value = settingText(settings, 'SHOW_LICENSE_PLATE_IN_REQUESTABLE_PRODUCTS').toUpperCase();
  return value === '' || value === 'Y';
}

/**
 * The plate brought in at entry (one ?licenseplate= value): the one still kept in this browser
 * (cookie or local storage, before a login handed it to the server), else the server's stored
 * deep-link plate that comes with the products (the first plate of LICENSE_PLATES). Null: none.
 */
export function storedPlate(localPlate: string | null, products: readonly RequestableProduct[]): string | null {
  const local = localPlate?.trim().toUpperCase() ?? '';
  if (local !== '' && local !== LICENSE_PLATE_NONE) return local;
  for (const product of products) {
    const plate = distinctPlates(product.LICENSE_PLATES)[0];
    if (plate) return plate;
  }
  return null;
}

/** CHECKER_URL when it is an absolute http(s) address; null otherwise (a script or relative address is never followed). */
export function checkerUrl(settings: SettingsMap): string | null {
  return settingUrl(settings, 'CHECKER_URL');
}

// ---- About this product (lifecycle 2.2): LONG_DESCRIPTION and the additional information in one place (issue 24).

const normalizedText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The paragraphs of the additional information that the description does not already say: a municipality often
 * repeats the description there, and the resident should read each text once. A paragraph is a run of lines
 * between blank lines; it is left out when the description holds it word for word (ignoring case and spacing).
 */
export function additionalParagraphs(longDescription: string | null, info: string): string[] {
  const said = normalizedText(longDescription ?? '');
  return info
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '' && !said.includes(normalizedText(paragraph)));
}
