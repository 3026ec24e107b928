/** The shopping cart (lifecycle 2.15, 4.6, 7). Withdrawing an item is eloket/withdraw_item. */
import { defineEndpoint } from '../endpoint.js';
import { cartItem } from '../entities.js';
import { noParams } from '../params.js';
import { overviewCount } from './home.js';

export const getShoppingCart = defineEndpoint({
  name: 'eloket/get_shopping_cart',
  area: 'cart',
  access: 'session',
  params: noParams,
  result: cartItem,
  spec: 'lifecycle 2.15, 3, 4.6, 7',
});

/** Invoices to pay (REQUEST_TYPE rpay_request), shown in the cart. */
export const getRpayPermits = defineEndpoint({
  name: 'eloket/get_rpay_permits',
  area: 'cart',
  access: 'session',
  params: noParams,
  result: cartItem,
  spec: 'lifecycle 2.15, 4.6, 7',
});

/** The cart badge: result[0] is the shopping_cart_count. */
export const getShoppingCartCount = defineEndpoint({
  name: 'eloket/get_shopping_cart_count',
  area: 'cart',
  access: 'session',
  params: noParams,
  result: overviewCount,
  spec: 'core 2.10; lifecycle 3, 7',
});
