import { PORTAL_SETTINGS, placeLabelKey } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { buildMenu, CONFIGURABLE_MENU_ITEMS } from './menu';

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('buildMenu', () => {
  it('shows only login to a user who is not authorized', () => {
    const menu = buildMenu({ SHOW_MENU_HOME: '1', SHOW_MENU_OPTION_SETTINGS: '2' }, false);
    expect(ids(menu.main)).toEqual(['login']);
    expect(menu.end).toEqual([]);
    expect(menu.main[0]?.path).toBe('/welcome');
  });

  it('sorts the shown items ascending by their setting and puts logout last', () => {
    const menu = buildMenu(
      {
        SHOW_MENU_HOME: '1',
        SHOW_MENU_OPTION_CURRENT_PRODUCTS: '3',
        SHOW_MENU_OPTION_REQUESTABLE_PRODUCTS: '2',
        SHOW_MENU_OPTION_SETTINGS: '9',
        SHOW_MENU_OPTION_USER: '8',
      },
      true,
    );
    expect([...ids(menu.main), ...ids(menu.end)]).toEqual([
      'home',
      'requestable_products',
      'current_products',
      'user',
      'settings',
      'logout',
    ]);
  });

  it('places the delimiter before the last two items', () => {
    const menu = buildMenu({ SHOW_MENU_HOME: '1', SHOW_MENU_OPTION_USER: '2', SHOW_MENU_OPTION_SETTINGS: '3' }, true);
    expect(ids(menu.main)).toEqual(['home', 'user']);
    expect(ids(menu.end)).toEqual(['settings', 'logout']);
  });

  it('hides items set to 0, absent or not a number', () => {
    const menu = buildMenu(
      { SHOW_MENU_HOME: '0', SHOW_MENU_OPTION_HISTORY: 'Y', SHOW_MENU_OPTION_PAYMENTS: '', SHOW_MENU_OPTION_USER: '4' },
      true,
    );
    expect([...ids(menu.main), ...ids(menu.end)]).toEqual(['user', 'logout']);
  });

  it('has no delimiter when there are two items or fewer', () => {
    expect(buildMenu({}, true)).toEqual({ main: [expect.objectContaining({ id: 'logout' })], end: [] });
    expect(ids(buildMenu({ SHOW_MENU_HOME: '5' }, true).main)).toEqual(['home', 'logout']);
    expect(buildMenu({ SHOW_MENU_HOME: '5' }, true).end).toEqual([]);
  });

  it('keeps the default order for equal values', () => {
    const menu = buildMenu(
      { SHOW_MENU_OPTION_PAYMENTS: '1', SHOW_MENU_OPTION_CURRENT_PRODUCTS: '1', SHOW_MENU_HOME: '1' },
      true,
    );
    expect([...ids(menu.main), ...ids(menu.end)]).toEqual(['current_products', 'home', 'payments', 'logout']);
  });

  it('links each item to its route', () => {
    const menu = buildMenu({ SHOW_MENU_OPTION_HISTORY: '1', SHOW_MENU_OPTION_WAITING_LIST: '2' }, true);
    expect(menu.main.map((entry) => entry.path)).toEqual(['/permits-history']);
    expect(menu.end.map((entry) => entry.path ?? entry.action)).toEqual(['/waiting-list', 'logout']);
  });
});

describe('buildMenu with numbers in the settings map', () => {
  it('reads numbers sent as numbers like numbers sent as text', () => {
    const settings = { SHOW_MENU_HOME: 2, SHOW_MENU_OPTION_USER: 1 } as unknown as Record<string, string>;
    const menu = buildMenu(settings, true);
    expect([...ids(menu.main), ...ids(menu.end)]).toEqual(['user', 'home', 'logout']);
  });
});

describe('the back office names the places as the resident sees them (the contract placeLabelKey)', () => {
  it('each menu item by its own label, in the same order for equal places', () => {
    for (const item of CONFIGURABLE_MENU_ITEMS) expect(placeLabelKey(item.setting), item.setting).toBe(item.labelKey);
    const places = PORTAL_SETTINGS.filter((s) => s.group === 'menu' && s.kind === 'position').map((s) => s.name);
    expect(places).toEqual(CONFIGURABLE_MENU_ITEMS.map((item) => item.setting));
    expect(placeLabelKey('SHOW_MENU_BUTTON')).toBeUndefined();
  });
});
