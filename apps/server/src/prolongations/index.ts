/** The prolongations area: so far only eloket/withdraw_item, which withdraws a cart item through the cart area. */
export { prolongationsHandlers } from './prolongations-handlers.js';
