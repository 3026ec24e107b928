/**
 * The main menu (core 2.10): items and order from the SHOW_MENU_* settings. A value of 0
 * hides an item, other values sort ascending (ties keep the order below); a setting that
 * is absent or not a number counts as 0, so a municipality shows exactly what it
 * configured. Logout always comes last. A delimiter separates the last two items from the
 * rest. A user who is not authorized sees only 'login'.
 */
import { paths } from '../../lib/paths';
import { type SettingsMap, settingNumber } from '../../lib/settings-map';

export interface MenuEntry {
  id: string;
  labelKey: string;
  /** Route within the tenant; absent for actions. */
  path?: string;
  action?: 'logout';
}

export interface MenuModel {
  /** The items before the delimiter. */
  main: MenuEntry[];
  /** The last two items, after the delimiter; empty when there is no delimiter. */
  end: MenuEntry[];
}

export const CONFIGURABLE_MENU_ITEMS: readonly (MenuEntry & { setting: string })[] = [
  {
    id: 'current_products',
    setting: 'SHOW_MENU_OPTION_CURRENT_PRODUCTS',
    path: paths.currentProducts,
    labelKey: 'menu.current_products',
  },
  {
    id: 'requestable_products',
    setting: 'SHOW_MENU_OPTION_REQUESTABLE_PRODUCTS',
    path: paths.requestableProducts,
    labelKey: 'menu.requestable_products',
  },
  {
    id: 'prolongations',
    setting: 'SHOW_MENU_OPTION_PROLONGATIONS',
    path: paths.prolongations,
    labelKey: 'menu.prolongations',
  },
  {
    id: 'pending_requests',
    setting: 'SHOW_MENU_OPTION_PENDING_REQUESTS',
    path: paths.pendingRequests,
    labelKey: 'menu.pending_requests',
  },
  {
    id: 'shopping_cart',
    setting: 'SHOW_MENU_OPTION_SHOPPING_CART',
    path: paths.shoppingCart,
    labelKey: 'menu.shopping_cart',
  },
  {
    id: 'waiting_list',
    setting: 'SHOW_MENU_OPTION_WAITING_LIST',
    path: paths.waitingList,
    labelKey: 'menu.waiting_list',
  },
  { id: 'history', setting: 'SHOW_MENU_OPTION_HISTORY', path: paths.permitsHistory, labelKey: 'menu.history' },
  { id: 'home', setting: 'SHOW_MENU_HOME', path: paths.home, labelKey: 'menu.home' },
  { id: 'settings', setting: 'SHOW_MENU_OPTION_SETTINGS', path: paths.settings, labelKey: 'menu.settings' },
  { id: 'user', setting: 'SHOW_MENU_OPTION_USER', path: paths.user, labelKey: 'menu.user' },
  { id: 'payments', setting: 'SHOW_MENU_OPTION_PAYMENTS', path: paths.payments, labelKey: 'menu.payments' },
];

export const LOGOUT_ENTRY: MenuEntry = { id: 'logout', labelKey: 'menu.logout', action: 'logout' };
export const LOGIN_ENTRY: MenuEntry = { id: 'login', labelKey: 'menu.login', path: paths.welcome };

const ITEMS_AFTER_DELIMITER = 2;

export function buildMenu(settings: SettingsMap, authorized: boolean): MenuModel {
  if (!authorized) return { main: [LOGIN_ENTRY], end: [] };
  const shown = CONFIGURABLE_MENU_ITEMS.map((item, index) => ({
    item,
    index,
    order: settingNumber(settings, item.setting),
  }))
    .filter(({ order }) => order !== 0)
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ item: { setting: _setting, ...entry } }) => entry);
  const all = [...shown, LOGOUT_ENTRY];
  if (all.length <= ITEMS_AFTER_DELIMITER) return { main: all, end: [] };
  return { main: all.slice(0, -ITEMS_AFTER_DELIMITER), end: all.slice(-ITEMS_AFTER_DELIMITER) };
}
