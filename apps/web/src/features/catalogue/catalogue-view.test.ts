import type { Category, RequestableProduct } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { parsePaymentServices } from '../../api/get-payment-services';
import {
  additionalParagraphs,
  type CatalogueView,
  catalogueView,
  checkerUrl,
  productAction,
  productView,
  showsStoredPlate,
  storedPlate,
  type unpaidService,
} from './catalogue-view';

function product(overrides: Partial<RequestableProduct> = {}): RequestableProduct {
  return {
    PERMITTYPEID: 1,
    AREAID: 10,
    AREADESCRIPTION: 'Centrum',
    DESCRIPTION: 'Bewonersvergunning',
    LONG_DESCRIPTION: null,
    STAFFEL: 1,
    HAS_STAFFEL_YN: 'N',
    WAITINGLISTID: null,
    REQUESTABLE: 'Y',
    NOT_REQ_REASON: null,
    LOCATIONS: [],
    MULTI_LOCATIONS_YN: 'N',
    HAS_ADDITIONAL_INFO_YN: 'N',
    EXISTING_WL_YN: 'N',
    EXISTING_VREX_YN: 'N',
    EXISTING_TO_BE_PAID_YN: 'N',
    PERMITPLUS_PRODUCT_YN: 'N',
    PRICE: null,
    LICENSE_PLATES: [],
    ...overrides,
  };
}

function category(id: number, name: string, pairs: [number, number][], description: string | null = null): Category {
  return {
    CATEGORYID: id,
    NAME: name,
    DESCRIPTION: description,
    PERMITTYPEIDS: pairs.map(([PTE_ID, ARA_ID]) => ({ PTE_ID, ARA_ID })),
  };
}

const names = (view: CatalogueView) =>
  view.layout === 'groups'
    ? view.groups.map((group) => [group.name, group.products.map((p) => p.description)])
    : view.layout === 'flat'
      ? view.products.map((p) => p.description)
      : [];

describe('catalogueView', () => {
  it('counts what the user can request or wait for, as the home tile does, not every listed product', () => {
    const listed = [
      product({ PERMITTYPEID: 1, REQUESTABLE: 'Y' }),
      product({ PERMITTYPEID: 2, REQUESTABLE: 'WL' }),
      product({ PERMITTYPEID: 3, REQUESTABLE: 'N', NOT_REQ_REASON: 'Niet in dit gebied' }),
    ];
    expect(catalogueView(listed, []).count).toBe(2);
  });

  const a = product({ PERMITTYPEID: 1, AREAID: 10, DESCRIPTION: 'A' });
  const b = product({ PERMITTYPEID: 2, AREAID: 10, DESCRIPTION: 'B' });
  const c = product({ PERMITTYPEID: 3, AREAID: 20, DESCRIPTION: 'C' });
  const d = product({ PERMITTYPEID: 4, AREAID: 20, DESCRIPTION: 'D' });

  it('is empty without products, whatever the categories', () => {
    expect(catalogueView([], [category(1, 'X', [[1, 10]])])).toEqual({ layout: 'empty', count: 0 });
  });

  it('groups products by category, in the order of the categories and of their pairs', () => {
    const view = catalogueView(
      [a, b, c, d],
      [
        category(7, 'Bewoners', [
          [3, 20],
          [1, 10],
        ]),
        category(8, 'Bedrijven', [
          [2, 10],
          [4, 20],
        ]),
      ],
    );
    expect(view.layout).toBe('groups');
    expect(view.count).toBe(4);
    expect(names(view)).toEqual([
      ['Bewoners', ['C', 'A']],
      ['Bedrijven', ['B', 'D']],
    ]);
  });

  it('puts products in no category in a last group without a name', () => {
    const view = catalogueView([a, b, c, d], [category(7, 'Bewoners', [[1, 10]]), category(8, 'Bedrijven', [[2, 10]])]);
    expect(names(view)).toEqual([
      ['Bewoners', ['A']],
      ['Bedrijven', ['B']],
      [null, ['C', 'D']],
    ]);
  });

  it('matches the pair on both ids and takes every quantity of a pair', () => {
    const two = product({ PERMITTYPEID: 1, AREAID: 10, DESCRIPTION: 'A2', STAFFEL: 2, HAS_STAFFEL_YN: 'Y' });
    const otherArea = product({ PERMITTYPEID: 1, AREAID: 99, DESCRIPTION: 'A-elders' });
    const view = catalogueView([a, otherArea, two, b], [category(1, 'X', [[1, 10]]), category(2, 'Y', [[2, 10]])]);
    expect(names(view)).toEqual([
      ['X', ['A', 'A2']],
      ['Y', ['B']],
      [null, ['A-elders']],
    ]);
  });

  it('shows a product in every category that lists it', () => {
    const view = catalogueView(
      [a, b],
      [
        category(1, 'X', [[1, 10]]),
        category(2, 'Y', [
          [1, 10],
          [2, 10],
        ]),
      ],
    );
    expect(names(view)).toEqual([
      ['X', ['A']],
      ['Y', ['A', 'B']],
    ]);
  });

  it('leaves out categories without products and lists flat when at most one remains', () => {
    const view = catalogueView([a, b, c], [category(1, 'Leeg', [[9, 9]]), category(2, 'X', [[3, 20]])]);
    expect(view.layout).toBe('flat');
    // The one category's products first, then the rest in the server's order.
    expect(names(view)).toEqual(['C', 'A', 'B']);
  });

  it('lists flat without categories', () => {
    const view = catalogueView([a, b], []);
    expect(view).toMatchObject({ layout: 'flat', count: 2 });
    expect(names(view)).toEqual(['A', 'B']);
  });

  it('gives every product view a key unique within its group', () => {
    const view = catalogueView([a, a, b], []);
    if (view.layout !== 'flat') throw new Error('flat expected');
    expect(new Set(view.products.map((p) => p.key)).size).toBe(3);
  });

  it('keeps a category description and drops an empty one', () => {
    const view = catalogueView(
      [a, b],
      [category(1, 'X', [[1, 10]], 'Voor bewoners'), category(2, 'Y', [[2, 10]], '  ')],
    );
    if (view.layout !== 'groups') throw new Error('groups expected');
    expect(view.groups.map((g) => g.description)).toEqual(['Voor bewoners', null]);
  });
});

describe('productView', () => {
  it('prefixes the quantity only above 1 with HAS_STAFFEL_YN Y', () => {
    expect(productView(product({ STAFFEL: 3, HAS_STAFFEL_YN: 'Y' }), 0, undefined).quantity).toBe(3);
    expect(productView(product({ STAFFEL: 3, HAS_STAFFEL_YN: 'N' }), 0, undefined).quantity).toBeNull();
    expect(productView(product({ STAFFEL: 1, HAS_STAFFEL_YN: 'Y' }), 0, undefined).quantity).toBeNull();
  });

  it('carries the area, the long description and the additional-info flag; blanks are absent', () => {
    const view = productView(
      product({ AREADESCRIPTION: ' ', LONG_DESCRIPTION: 'Lang verhaal', HAS_ADDITIONAL_INFO_YN: 'Y' }),
      0,
      undefined,
    );
    expect(view).toMatchObject({ area: null, longDescription: 'Lang verhaal', hasAdditionalInfo: true });
  });

  it('gives the reason of a product that cannot be requested, or null for the general text', () => {
    expect(
      productView(product({ REQUESTABLE: 'N', NOT_REQ_REASON: 'Maximum bereikt' }), 0, undefined).statuses,
    ).toEqual([{ kind: 'not-requestable', reason: 'Maximum bereikt' }]);
    expect(productView(product({ REQUESTABLE: 'N', NOT_REQ_REASON: '' }), 0, undefined).statuses).toEqual([
      { kind: 'not-requestable', reason: null },
    ]);
  });

  it('says so for an existing waiting-list entry, prolongation and unpaid invoice, in that order', () => {
    const view = productView(product({ EXISTING_WL_YN: 'Y', EXISTING_VREX_YN: 'Y', EXISTING_TO_BE_PAID_YN: 'Y' }), 0, [
      'directpayment',
    ]);
    expect(view.statuses).toEqual([
      { kind: 'existing-waiting-list' },
      { kind: 'existing-prolongation' },
      { kind: 'unpaid', service: 'directpayment' },
    ]);
  });

  it('words an unpaid invoice for the payment link only when that is the only service', () => {
    const unpaid = (services: Parameters<typeof unpaidService>[0]) =>
      productView(product({ EXISTING_TO_BE_PAID_YN: 'Y' }), 0, services).statuses;
    expect(unpaid(['paymentlink'])).toEqual([{ kind: 'unpaid', service: 'paymentlink' }]);
    expect(unpaid(['paymentlink', 'directpayment'])).toEqual([{ kind: 'unpaid', service: 'directpayment' }]);
    expect(unpaid([])).toEqual([{ kind: 'unpaid', service: 'directpayment' }]);
    expect(unpaid(undefined)).toEqual([{ kind: 'unpaid', service: 'directpayment' }]);
  });

  it('shows the two-parking notice for a permit-plus product with more than one distinct plate', () => {
    const plates = (...list: string[]) => list.map((LICENSE_PLATE) => ({ LICENSE_PLATE }));
    const notice = (overrides: Partial<RequestableProduct>) =>
      productView(product(overrides), 0, undefined).twoParkingNotice;
    expect(notice({ PERMITPLUS_PRODUCT_YN: 'Y', LICENSE_PLATES: plates('AB123C', 'XY987Z') })).toBe(true);
    expect(notice({ PERMITPLUS_PRODUCT_YN: 'Y', LICENSE_PLATES: plates('AB123C', 'ab123c') })).toBe(false);
    expect(notice({ PERMITPLUS_PRODUCT_YN: 'Y', LICENSE_PLATES: plates('AB123C') })).toBe(false);
    expect(notice({ PERMITPLUS_PRODUCT_YN: 'Y', LICENSE_PLATES: null })).toBe(false);
    expect(notice({ PERMITPLUS_PRODUCT_YN: 'N', LICENSE_PLATES: plates('AB123C', 'XY987Z') })).toBe(false);
  });
});

describe('productAction', () => {
  const wl = (id: number) => ({ LOCATIONID: id, AVAILABLE: 'WL' as const, NOT_AVAILABLE_REASON: null });
  const free = (id: number) => ({ LOCATIONID: id, AVAILABLE: 'Y' as const, NOT_AVAILABLE_REASON: null });

  it('requests a requestable product through the request flow', () => {
    expect(productAction(product({ PERMITTYPEID: 12, AREAID: 34 }))).toEqual({
      kind: 'request',
      path: '/request-product/12/34',
    });
  });

  it('offers nothing for a product that cannot be requested', () => {
    expect(productAction(product({ REQUESTABLE: 'N' }))).toEqual({ kind: 'none' });
  });

  it('joins the waiting list directly at the one location whose AVAILABLE is WL', () => {
    expect(
      productAction(product({ PERMITTYPEID: 5, AREAID: 6, REQUESTABLE: 'WL', LOCATIONS: [free(70), wl(71)] })),
    ).toEqual({ kind: 'join-waiting-list', pteId: 5, araId: 6, locationId: 71 });
  });

  it('goes to the waiting list with several locations', () => {
    const page = { kind: 'waiting-list-page', path: '/waiting-list' };
    expect(productAction(product({ REQUESTABLE: 'WL', MULTI_LOCATIONS_YN: 'Y', LOCATIONS: [wl(1)] }))).toEqual(page);
    expect(productAction(product({ REQUESTABLE: 'WL', MULTI_LOCATIONS_YN: 'N', LOCATIONS: [wl(1), wl(2)] }))).toEqual(
      page,
    );
  });

  it('offers no direct join without a WL location, or when the user is already waiting', () => {
    const none = product({ REQUESTABLE: 'WL', LOCATIONS: [free(1)] });
    expect(productAction(none)).toEqual({ kind: 'none' });
    expect(productView(none, 0, undefined).statuses).toEqual([{ kind: 'waiting-list-unavailable' }]);
    const waiting = product({ REQUESTABLE: 'WL', LOCATIONS: [wl(1)], EXISTING_WL_YN: 'Y' });
    expect(productAction(waiting)).toEqual({ kind: 'none' });
    expect(productView(waiting, 0, undefined).statuses).toEqual([{ kind: 'existing-waiting-list' }]);
  });
});

describe('payment services', () => {
  it('reads the comma-separated list, known values only, once each', () => {
    expect(parsePaymentServices('paymentlink, directpayment')).toEqual(['paymentlink', 'directpayment']);
    expect(parsePaymentServices('DirectPayment,ideal,directpayment')).toEqual(['directpayment']);
    expect(parsePaymentServices('')).toEqual([]);
    expect(parsePaymentServices(undefined)).toEqual([]);
  });
});

describe('the stored plate', () => {
  it('is shown when the setting is absent, empty or Y', () => {
    expect(showsStoredPlate({})).toBe(true);
    expect(showsStoredPlate({ SHOW_LICENSE_PLATE_IN_REQUESTABLE_PRODUCTS: '' })).toBe(true);
    expect(showsStoredPlate({ SHOW_LICENSE_PLATE_IN_REQUESTABLE_PRODUCTS: 'y' })).toBe(true);
    expect(showsStoredPlate({ SHOW_LICENSE_PLATE_IN_REQUESTABLE_PRODUCTS: 'N' })).toBe(false);
  });

  it("prefers this browser's plate, else the server's first stored plate", () => {
    const withPlates = [
      product({ LICENSE_PLATES: null }),
      product({ LICENSE_PLATES: [{ LICENSE_PLATE: ' ab123c' }, { LICENSE_PLATE: 'XY987Z' }] }),
      product({ LICENSE_PLATES: [{ LICENSE_PLATE: 'QQ111Q' }] }),
    ];
    expect(storedPlate(' 12abc3 ', withPlates)).toBe('12ABC3');
    expect(storedPlate(null, withPlates)).toBe('AB123C');
    expect(storedPlate('', withPlates)).toBe('AB123C');
    expect(storedPlate('NULL', [])).toBeNull();
    expect(storedPlate(null, [product({ LICENSE_PLATES: [] })])).toBeNull();
  });

  it('opens CHECKER_URL only when it is an absolute http(s) address', () => {
    expect(checkerUrl({ CHECKER_URL: 'https://kenteken.example.nl/check?x=1' })).toBe(
      'https://kenteken.example.nl/check?x=1',
    );
    expect(checkerUrl({ CHECKER_URL: ' http://example.nl ' })).toBe('http://example.nl/');
    expect(checkerUrl({ CHECKER_URL: 'javascript:alert(1)' })).toBeNull();
    expect(checkerUrl({ CHECKER_URL: '/relative' })).toBeNull();
    expect(checkerUrl({ CHECKER_URL: '' })).toBeNull();
    expect(checkerUrl({})).toBeNull();
  });
});

describe('requestable first (issue 16)', () => {
  const open = product({ PERMITTYPEID: 1, DESCRIPTION: 'Open', PRICE: 8, PRICE_UNIT: 'M', PRICE_PERIOD_COUNT: 1 });
  const wait = product({ PERMITTYPEID: 2, DESCRIPTION: 'Wachten', REQUESTABLE: 'WL' });
  const company = product({
    PERMITTYPEID: 3,
    DESCRIPTION: 'Bedrijf',
    REQUESTABLE: 'N',
    NOT_REQ_REASON: 'Alleen bedrijven',
  });
  const elsewhere = product({
    PERMITTYPEID: 4,
    DESCRIPTION: 'Elders',
    REQUESTABLE: 'N',
    NOT_REQ_REASON: 'Ander gebied',
  });
  const company2 = product({
    PERMITTYPEID: 5,
    DESCRIPTION: 'Bedrijf 2',
    REQUESTABLE: 'N',
    NOT_REQ_REASON: 'Alleen bedrijven',
  });
  const general = product({ PERMITTYPEID: 6, DESCRIPTION: 'Algemeen', REQUESTABLE: 'N', NOT_REQ_REASON: ' ' });

  it('lists only what can be requested or waited for, and the rest by reason in the server’s order', () => {
    const view = catalogueView([company, open, elsewhere, wait, company2, general], []);
    expect(names(view)).toEqual(['Open', 'Wachten']);
    expect(
      view.layout !== 'empty' && view.unavailable.map((g) => [g.reason, g.products.map((p) => p.description)]),
    ).toEqual([
      ['Alleen bedrijven', ['Bedrijf', 'Bedrijf 2']],
      ['Ander gebied', ['Elders']],
      [null, ['Algemeen']],
    ]);
  });

  it('leaves a category out when none of its products can be requested', () => {
    const view = catalogueView(
      [open, wait, company],
      [category(1, 'Bewoners', [[1, 10]]), category(2, 'Bedrijven', [[3, 10]]), category(3, 'Garages', [[2, 10]])],
    );
    expect(names(view)).toEqual([
      ['Bewoners', ['Open']],
      ['Garages', ['Wachten']],
    ]);
  });

  it('carries the "from" price the server sent, and none without its unit', () => {
    expect(productView(open, 0, undefined).price).toEqual({ cents: 800, unit: 'M', count: 1 });
    expect(productView(product({ PRICE: 8 }), 0, undefined).price).toBeNull();
  });
});

describe('additionalParagraphs', () => {
  it('keeps what the description does not say, and drops a paragraph it says word for word', () => {
    const about = 'Een vaste plek in een garage.\nDag en nacht.';
    expect(additionalParagraphs(about, 'Is de garage vol, dan komt u op de wachtlijst.')).toEqual([
      'Is de garage vol, dan komt u op de wachtlijst.',
    ]);
    expect(additionalParagraphs(about, 'een vaste  plek in een garage.\n\nIs de garage vol?')).toEqual([
      'Is de garage vol?',
    ]);
    expect(additionalParagraphs(about, `${about}\n\n`)).toEqual([]);
    expect(additionalParagraphs(null, 'Alleen hier.')).toEqual(['Alleen hier.']);
  });
});
