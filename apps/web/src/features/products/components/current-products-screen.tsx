/** /current-products (lifecycle 2.6): the products the user holds; 'empty' when there are none. */
import { ProductListScreen } from '../../../components/product-list-screen';

export function CurrentProductsScreen() {
  return <ProductListScreen list="current" />;
}
