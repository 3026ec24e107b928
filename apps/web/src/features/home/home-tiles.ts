/**
 * The home tiles (core 2.11). Visibility and order come from the SHOW_HOME_OPTION_*
 * settings: 0 hides a tile, other numbers sort ascending (ties keep the order below), and a
 * setting that is absent or not a number hides its tile, so a municipality shows exactly
 * what it configured. When no tile is enabled, SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS names
 * the one tile to show: by its setting name (the documented form), its route or its count name.
 */
import type { OverviewCount, OverviewCountName } from '@parkeerloket/contract';
import { paths } from '../../lib/paths';
import { type SettingsMap, settingNumber, settingText } from '../../lib/settings-map';

export interface HomeTile {
  id: string;
  setting: string;
  path: string;
  count: OverviewCountName;
}

export const HOME_TILES: readonly HomeTile[] = [
  {
    id: 'current_products',
    setting: 'SHOW_HOME_OPTION_CURRENT_PRODUCTS',
    path: paths.currentProducts,
    count: 'issued_permits_count',
  },
  {
    id: 'requestable_products',
    setting: 'SHOW_HOME_OPTION_REQUESTABLE_PRODUCTS',
    path: paths.requestableProducts,
    count: 'requestable_permits_count',
  },
  {
    id: 'prolongations',
    setting: 'SHOW_HOME_OPTION_PROLONGATIONS',
    path: paths.prolongations,
    count: 'vrex_permits_count',
  },
  {
    id: 'pending_requests',
    setting: 'SHOW_HOME_OPTION_PENDING_REQUESTS',
    path: paths.pendingRequests,
    count: 'pending_permits_count',
  },
  {
    id: 'shopping_cart',
    setting: 'SHOW_HOME_OPTION_SHOPPING_CART',
    path: paths.shoppingCart,
    count: 'shopping_cart_count',
  },
  {
    id: 'waiting_list',
    setting: 'SHOW_HOME_OPTION_WAITING_LIST',
    path: paths.waitingList,
    count: 'waitinglist_request_count',
  },
  { id: 'payments', setting: 'SHOW_HOME_OPTION_PAYMENTS', path: paths.payments, count: 'payments_count' },
];

export const FALLBACK_TILE_SETTING = 'SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS';

function normalize(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
}

/** The tile a SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS value names, if any. */
export function tileNamed(value: string): HomeTile | undefined {
  const name = normalize(value);
  if (name === '') return undefined;
  return HOME_TILES.find((tile) =>
    [tile.setting, tile.path, tile.count, tile.id].some((candidate) => normalize(candidate) === name),
  );
}

export function visibleHomeTiles(settings: SettingsMap): HomeTile[] {
  const enabled = HOME_TILES.map((tile, index) => ({ tile, index, order: settingNumber(settings, tile.setting) }))
    .filter(({ order }) => order !== 0)
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ tile }) => tile);
  if (enabled.length > 0) return enabled;
  const fallback = tileNamed(settingText(settings, FALLBACK_TILE_SETTING));
  return fallback ? [fallback] : [];
}

/** ALERT_LEVEL 2 asks for attention, 3 for action (contract home.ts); level 1 (or none) is normal. */
export type TileAlert = 'none' | 'attention' | 'action';

export function tileAlert(count: Pick<OverviewCount, 'ALERT_LEVEL'> | undefined): TileAlert {
  const level = count?.ALERT_LEVEL ?? 1;
  if (level >= 3) return 'action';
  return level >= 2 ? 'attention' : 'none';
}

/** COLOR_CODE as one of the four token colours; anything else is neutral. */
export type TileTone = 'neutral' | 'info' | 'warning' | 'danger';

export function tileTone(count: Pick<OverviewCount, 'COLOR_CODE'> | undefined): TileTone {
  const code = count?.COLOR_CODE?.trim().toLowerCase();
  return code === 'info' || code === 'warning' || code === 'danger' ? code : 'neutral';
}
