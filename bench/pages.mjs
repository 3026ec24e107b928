/**
 * The screens the benchmark measures in Chromium (weights) and Lighthouse. Add a screen here when
 * it is built; `session: true` opens it logged in as the benchmark's resident. `{product}` is
 * replaced by `<permit type id>/<area id>` of the municipality's first product.
 */
export const PAGES = [
  { name: 'welcome', path: '/welcome', session: false },
  { name: 'home', path: '/home', session: true },
  { name: 'request flow, first stage', path: '/request-product/{product}', session: true },
  // Placeholders until the cart and payments issue lands: measured as they are.
  { name: 'shopping cart', path: '/shopping-cart', session: true },
  { name: 'payment portal', path: '/paymentportal', session: false },
];

/** The service calls the benchmark loads. `public` calls go without a cookie. */
export const CALLS = [
  { name: 'get_eloket_settings', endpoint: 'eloket/get_eloket_settings', kind: 'public' },
  { name: 'get_login_options', endpoint: 'eloket/get_login_options', kind: 'public' },
  {
    name: 'get_available_translations',
    endpoint: 'mla/get_available_translations',
    kind: 'public',
    params: { p_application_code: 'REL', p_version: '2.0' },
  },
  // The home screen after login: settings, translations, overview counts, user record.
  { name: 'get_eloket_settings (logged in)', endpoint: 'eloket/get_eloket_settings', kind: 'home' },
  {
    name: 'get_available_translations (logged in)',
    endpoint: 'mla/get_available_translations',
    kind: 'home',
    params: { p_application_code: 'REL', p_version: '2.0' },
  },
  { name: 'get_overview_counts', endpoint: 'eloket/get_overview_counts', kind: 'home' },
  { name: 'get_naw', endpoint: 'eloket/get_naw', kind: 'home' },
  { name: 'get_requestable_permits', endpoint: 'eloket/get_requestable_permits', kind: 'session' },
  { name: 'get_issued_permits', endpoint: 'eloket/get_issued_permits', kind: 'session' },
  { name: 'get_shopping_cart', endpoint: 'eloket/get_shopping_cart', kind: 'session' },
];
