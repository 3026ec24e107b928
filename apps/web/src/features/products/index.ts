/** The products area's screens (lifecycle 2.6-2.9): current products, details, plate change, cards and documents. */
export { CurrentProductsScreen } from './components/current-products-screen';
export { ManagePlatesScreen } from './components/manage-plates-screen';
export { ProductDetailsScreen } from './components/product-details-screen';
export { ViewCardsScreen, ViewDocumentsScreen } from './components/product-views-screens';
