/** Expired and terminated products (lifecycle 2.11, 7). */
import { defineEndpoint } from '../endpoint.js';
import { issuedProduct } from '../entities.js';
import { noParams } from '../params.js';

/** Lifecycle 7 "History (named get_permits_history)". Items have the shape of a current product. */
export const getPermitsHistory = defineEndpoint({
  name: 'eloket/get_permits_history',
  area: 'history',
  access: 'session',
  params: noParams,
  result: issuedProduct,
  spec: 'lifecycle 2.11, 7',
});
