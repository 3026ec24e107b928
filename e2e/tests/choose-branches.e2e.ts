import { expect, test } from '../support/fixtures.js';
import {
  branchCards,
  chooseBranch,
  closeFteInstruction,
  loginAs,
  loginTexts,
  passEmailGateIfAsked,
  personas,
  uniqueEmail,
  waitForBranchCount,
  waitForHome,
  waitForScreen,
} from '../support/login.js';
import { tenants } from '../support/portal.js';

/**
 * The branch choice of a company with 25 branches (core 2.7): pages of 10, loaded with 'Load more' on a desktop and
 * by scrolling to the end of the list on a phone (an IntersectionObserver on the button, threshold 0.9).
 */

const code = tenants.voorbeeld.code;
const pageSize = 10;
const allBranches = 25;

test('desktop (1280 px): 10 branches, then Load more until all 25 are there; a branch of the last page can be chosen', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, { width: 1280, height: 800 });
  expect(await loginAs(page, 'eherkenning', personas.glansrijk)).toBe('/choose-branches');
  const loadMore = page.getByRole('button', { name: loginTexts.loadMore, exact: true });

  await waitForBranchCount(page, pageSize);
  await loadMore.click();
  await waitForBranchCount(page, 2 * pageSize);
  // After a click the first branch that arrived has the focus, so a keyboard user reads on from there.
  const eleventh = await branchCards(page).nth(pageSize).elementHandle();
  await page.waitForFunction((card) => card === document.activeElement, eleventh);
  await loadMore.click();
  await waitForBranchCount(page, allBranches);
  await loadMore.waitFor({ state: 'detached' });
  await page
    .getByRole('status')
    .filter({ hasText: `Vestigingen getoond: ${allBranches}` })
    .waitFor({ state: 'attached' });

  const numbers = await branchCards(page).allTextContents();
  expect(new Set(numbers).size, 'every branch once').toBe(allBranches);

  await chooseBranch(page, 'Glansrijk, Schoolstraat 25, Voorbeeld');
  await waitForScreen(page, /^\/(home|set-email)$/);
  await passEmailGateIfAsked(page, uniqueEmail('glansrijk'));
  await closeFteInstruction(page);
  await waitForHome(page);
});

test('phone (375 px): scrolling to the end of the list loads the next branches, until all 25 are there', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, { width: 375, height: 667 });
  expect(await loginAs(page, 'eherkenning', personas.glansrijk)).toBe('/choose-branches');

  await waitForBranchCount(page, pageSize);
  // A user scrolls down with the finger (here: the mouse wheel) until the end of the list comes into view.
  await page.mouse.move(187, 400);
  await page.mouse.wheel(0, 10_000);
  await waitForBranchCount(page, 2 * pageSize);
  await page.mouse.wheel(0, 10_000);
  await waitForBranchCount(page, allBranches);
  await page.getByRole('button', { name: loginTexts.loadMore, exact: true }).waitFor({ state: 'detached' });
});

test('search (issue 24): typing filters by street and town over all 25 branches, loading the rest; cleared, all are back', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, { width: 1280, height: 800 });
  expect(await loginAs(page, 'eherkenning', personas.glansrijk)).toBe('/choose-branches');
  await waitForBranchCount(page, pageSize);
  const search = page.getByRole('searchbox', { name: 'Zoek een vestiging', exact: true });
  const status = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor({ state: 'attached' });

  // Schoolstraat 7 and 25 (Voorbeeld) and 16 (Proefdorp): two of them are not on the first page.
  await search.fill('schoolstraat');
  await waitForBranchCount(page, 3);
  await status('Vestigingen gevonden: 3');
  expect(await branchCards(page).allTextContents()).toEqual([
    expect.stringContaining('Schoolstraat 7, Voorbeeld'),
    expect.stringContaining('Schoolstraat 16, Proefdorp'),
    expect.stringContaining('Schoolstraat 25, Voorbeeld'),
  ]);
  expect(await page.getByRole('button', { name: loginTexts.loadMore, exact: true }).count(), 'no Load more').toBe(0);

  // Words in any order, without regard to case; Tab goes from the field to the branch that matches.
  await search.fill('PROEFDORP schoolstraat');
  await waitForBranchCount(page, 1);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Schoolstraat 16, Proefdorp');

  await search.fill('Zandpad');
  await page.getByText('Er is geen vestiging gevonden voor ‘Zandpad’.', { exact: false }).waitFor();
  await status('Vestigingen gevonden: 0');

  await search.fill('');
  await waitForBranchCount(page, allBranches);
  await status(`Vestigingen getoond: ${allBranches}`);
});
