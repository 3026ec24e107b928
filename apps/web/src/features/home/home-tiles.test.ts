import { PORTAL_SETTINGS, placeLabelKey } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { HOME_TILES, tileAlert, tileNamed, tileTone, visibleHomeTiles } from './home-tiles';

const ids = (settings: Record<string, string>) => visibleHomeTiles(settings).map((tile) => tile.id);

describe('visibleHomeTiles', () => {
  it('shows the tiles whose setting is not 0, sorted ascending', () => {
    expect(
      ids({
        SHOW_HOME_OPTION_CURRENT_PRODUCTS: '3',
        SHOW_HOME_OPTION_REQUESTABLE_PRODUCTS: '1',
        SHOW_HOME_OPTION_PROLONGATIONS: '0',
        SHOW_HOME_OPTION_PENDING_REQUESTS: '2',
        SHOW_HOME_OPTION_SHOPPING_CART: '0',
        SHOW_HOME_OPTION_WAITING_LIST: '7',
        SHOW_HOME_OPTION_PAYMENTS: '5',
      }),
    ).toEqual(['requestable_products', 'pending_requests', 'current_products', 'payments', 'waiting_list']);
  });

  it('keeps the table order for equal numbers', () => {
    expect(ids({ SHOW_HOME_OPTION_PAYMENTS: '1', SHOW_HOME_OPTION_CURRENT_PRODUCTS: '1' })).toEqual([
      'current_products',
      'payments',
    ]);
  });

  it('hides a tile whose setting is absent or not a number', () => {
    expect(ids({ SHOW_HOME_OPTION_PAYMENTS: '2', SHOW_HOME_OPTION_SHOPPING_CART: 'Y' })).toEqual(['payments']);
  });

  it('shows all seven routes with their counts', () => {
    const all = Object.fromEntries(
      [
        'CURRENT_PRODUCTS',
        'REQUESTABLE_PRODUCTS',
        'PROLONGATIONS',
        'PENDING_REQUESTS',
        'SHOPPING_CART',
        'WAITING_LIST',
        'PAYMENTS',
      ].map((name, index) => [`SHOW_HOME_OPTION_${name}`, String(index + 1)]),
    );
    expect(visibleHomeTiles(all).map((tile) => [tile.path, tile.count])).toEqual([
      ['/current-products', 'issued_permits_count'],
      ['/requestable-products', 'requestable_permits_count'],
      ['/prolongations', 'vrex_permits_count'],
      ['/pending-requests', 'pending_permits_count'],
      ['/shopping-cart', 'shopping_cart_count'],
      ['/waiting-list', 'waitinglist_request_count'],
      ['/payments', 'payments_count'],
    ]);
  });

  it('falls back to the one tile SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS names when none is enabled', () => {
    expect(ids({ SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS: 'SHOW_HOME_OPTION_REQUESTABLE_PRODUCTS' })).toEqual([
      'requestable_products',
    ]);
    expect(ids({ SHOW_HOME_OPTION_PAYMENTS: '0', SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS: '/current-products' })).toEqual([
      'current_products',
    ]);
    expect(ids({ SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS: 'shopping-cart' })).toEqual(['shopping_cart']);
    expect(ids({ SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS: 'payments_count' })).toEqual(['payments']);
  });

  it('ignores the fallback while any tile is enabled, and shows nothing when it names no tile', () => {
    expect(
      ids({ SHOW_HOME_OPTION_PAYMENTS: '1', SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS: 'SHOW_HOME_OPTION_SHOPPING_CART' }),
    ).toEqual(['payments']);
    expect(ids({ SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS: 'SHOW_MENU_HOME' })).toEqual([]);
    expect(ids({})).toEqual([]);
  });
});

describe('tileNamed', () => {
  it('is case-insensitive and ignores slashes around a route', () => {
    expect(tileNamed('show_home_option_waiting_list')?.id).toBe('waiting_list');
    expect(tileNamed('/waiting-list/')?.id).toBe('waiting_list');
    expect(tileNamed('')).toBeUndefined();
  });
});

describe('tile alert and tone', () => {
  it('asks for attention at level 2 and for action at level 3', () => {
    expect(tileAlert({ ALERT_LEVEL: 1 })).toBe('none');
    expect(tileAlert({ ALERT_LEVEL: 2 })).toBe('attention');
    expect(tileAlert({ ALERT_LEVEL: 3 })).toBe('action');
    expect(tileAlert(undefined)).toBe('none');
  });

  it('knows the four token colours and takes anything else as neutral', () => {
    expect(tileTone({ COLOR_CODE: 'warning' })).toBe('warning');
    expect(tileTone({ COLOR_CODE: ' Danger ' })).toBe('danger');
    expect(tileTone({ COLOR_CODE: 'info' })).toBe('info');
    expect(tileTone({ COLOR_CODE: '#ff0000' })).toBe('neutral');
    expect(tileTone(undefined)).toBe('neutral');
  });
});

describe('the back office names the places as the resident sees them (the contract placeLabelKey)', () => {
  it('each home tile by its own title, in the same order for equal places', () => {
    for (const tile of HOME_TILES) expect(placeLabelKey(tile.setting), tile.setting).toBe(`home.tile.${tile.id}`);
    const places = PORTAL_SETTINGS.filter((s) => s.group === 'home' && s.kind === 'position').map((s) => s.name);
    expect(places).toEqual(HOME_TILES.map((tile) => tile.setting));
  });
});
