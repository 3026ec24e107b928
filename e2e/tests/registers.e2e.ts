import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { uniqueBsn, uniqueEmail } from '../support/login.js';
import {
  catalogueTexts,
  code,
  expandCategory,
  openRequestableProducts,
  productCard,
  products,
} from '../support/request-flow.js';
import { signInThroughServer } from '../support/server-login.js';

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
  // Over HTTP, through the same simulator, callback and login process (which asks the register) as the screens.
  await signInThroughServer(
    page,
    { service: 'digid', identifier: bsn },
    { tenant: code, email: uniqueEmail('register') },
  );

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

/** The simulated population register cannot be asked about this number (docs/adapters/brp.md). */
const unreachableBsn = '999993008';

test('a resident whose register cannot be asked logs in, and is told the address could not be checked', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await signInThroughServer(
    page,
    { service: 'digid', identifier: unreachableBsn },
    { tenant: code, email: uniqueEmail('register-down') },
  );

  await openRequestableProducts(page);
  await expandCategory(page, products.residentCentrum.category);
  const unchecked =
    'Uw adres kon bij het inloggen niet worden gecontroleerd in de basisregistratie. Log later opnieuw in om dit product aan te vragen.';
  await productCard(page, products.residentCentrum).getByText(unchecked, { exact: true }).waitFor();
  expect(await page.getByText('Uw adres ligt niet in dit gebied.', { exact: true }).count()).toBe(0);

  await page.goto(`/${code}/user`);
  await page
    .getByText(/^Uw adres kon bij het inloggen nu niet worden gecontroleerd in de basisregistratie\./)
    .waitFor();
  await expectNoAxeViolations(page, '/user with the address not checked');
});
