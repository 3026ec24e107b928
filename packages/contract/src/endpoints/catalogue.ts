/** Requestable products and their categories (lifecycle 2.2, 7). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { additionalInfo, category, requestableProduct } from '../entities.js';
import { id, noParams } from '../params.js';

export const getRequestablePermits = defineEndpoint({
  name: 'eloket/get_requestable_permits',
  area: 'catalogue',
  access: 'session',
  params: noParams,
  result: requestableProduct,
  spec: 'lifecycle 2.2, 3, 7',
});

/** Lifecycle 7 "Categories (named get_categories)". */
export const getCategories = defineEndpoint({
  name: 'eloket/get_categories',
  area: 'catalogue',
  access: 'session',
  params: noParams,
  result: category,
  spec: 'lifecycle 2.2, 3, 7',
});

/** Lifecycle 7 "Additional product info (named get_additional_pte_info)". */
export const getAdditionalPteInfo = defineEndpoint({
  name: 'eloket/get_additional_pte_info',
  area: 'catalogue',
  access: 'session',
  params: z.object({ p_pte_id: id() }),
  result: additionalInfo,
  spec: 'lifecycle 2.2, 3, 7',
});
