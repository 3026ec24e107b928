/** The cart feature: the shopping cart screen and its rules (lifecycle 2.15, 4.6). */
export { ShoppingCartScreen } from './components/shopping-cart-screen';
