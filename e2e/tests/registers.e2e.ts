import { expect, test } from '../support/fixtures.js';
import { loginAs, passEmailGateIfAsked, uniqueBsn, uniqueEmail } from '../support/login.js';
import {
  catalogueTexts,
  code,
  expandCategory,
  openRequestableProducts,
  productCard,
  products,
} from '../support/request-flow.js';

/**
 * The population register behind DigiD, with the simulators: the DigiD simulator (like DigiD) proves only a BSN, and
 * the simulated register gives the address (docs/adapters/brp.md: an unlisted BSN lives at Teststraat in Voorbeeld's
 * centre, postcode 1234). The resident's resident permit of Centrum is requestable; that of Stationsgebied is not in
 * their area; the profile shows the register's address.
 */

test('a resident whose broker sends no address sees the resident permit of their area as requestable', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const bsn = uniqueBsn();
  await loginAs(page, 'digid', { service: 'digid', identifier: bsn });
  await passEmailGateIfAsked(page, uniqueEmail('register'));

  await openRequestableProducts(page);
  await expandCategory(page, products.residentCentrum.category);
  const centrum = productCard(page, products.residentCentrum);
  await centrum
    .getByRole('link', { name: `${catalogueTexts.request} ${products.residentCentrum.title}`, exact: true })
    .waitFor();
  const station = productCard(page, products.residentStation);
  await station.getByText('Uw adres ligt niet in dit gebied.', { exact: true }).waitFor();
  expect(
    await station
      .getByRole('link', { name: `${catalogueTexts.request} ${products.residentStation.title}`, exact: true })
      .count(),
  ).toBe(0);

  // "Logged in as" shows the address the register gave.
  await page.goto(`/${code}/user`);
  await page.getByRole('heading', { name: 'Ingelogd als' }).waitFor();
  await page.getByText(/^Teststraat \d+$/).waitFor();
  await page.getByText('1234 ZZ Voorbeeld', { exact: true }).waitFor();
});
