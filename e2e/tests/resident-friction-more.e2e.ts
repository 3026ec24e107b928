import type { Page } from 'playwright-core';
import { requestCarePermit } from '../support/documents.js';
import { eventually, expect, test } from '../support/fixtures.js';
import {
  chooseBranch,
  demoPermitAccount,
  emailValidatedNotice,
  loginAs,
  loginTexts,
  loginWithPermit,
  logoutThroughMenu,
  openMainMenu,
  type PermitAccount,
  passEmailGate,
  personas,
  uniqueBsn,
  uniqueCentrumKvk,
  uniqueEmail,
  waitForHome,
  waitForScreen,
} from '../support/login.js';
import { contrastThemes, tenants } from '../support/portal.js';
import {
  axeInEveryTheme,
  catalogueTexts,
  categoryToggle,
  chooseTheme,
  code,
  expandCategory,
  loginNewResident,
  next,
  openRequestableProducts,
  productCard,
  products,
  startRequest,
  waitForCatalogue,
} from '../support/request-flow.js';
import { startSessionThroughServer } from '../support/server-login.js';
import { slow } from '../support/time-scale.js';

/**
 * Issue 16, more of what a new resident or company trips over, each shown on a 375 px phone: every demo login can
 * request something (4), the e-mail validated is a notice, not a dialog (9), who is logged in and for which branch
 * (10), the catalogue with what can be requested first and its price (11), hyphenation by language (12), the focus
 * ring for keyboard users only and no grey band above the footer (13).
 */

const phone = { width: 375 } as const;

/** The second demo permit login (README): a company in Stationsgebied. */
const demoBeheer: PermitAccount = { ...demoPermitAccount, username: 'demo.beheer', email: 'beheer@voorbeeld.example' };

const profileTexts = {
  title: 'Mijn gegevens',
  userBlock: 'Ingelogd als',
  notGiven: 'Niet opgegeven',
  branch: 'Vestiging',
} as const;

/** The facts of the 'Logged in as' block of /user, as 'label: value' lines. */
async function userFacts(page: Page): Promise<string> {
  const block = page.getByRole('region', { name: profileTexts.userBlock, exact: true });
  await block.waitFor();
  return block
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.innerText}`).join('\n'),
    );
}

const openMenu = openMainMenu;

/** The focused element and its outline, as a mouse user or a keyboard user would see it. */
async function focusRing(page: Page): Promise<{ tag: string; text: string; outline: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : null;
    return {
      tag: element?.tagName ?? '',
      text: element?.textContent?.trim() ?? '',
      outline: style && style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? style.outlineStyle : 'none',
    };
  });
}

// ---- 4: every demo login reaches a product it may request (read-only: nothing is requested or changed)

for (const [account, product] of [
  [demoPermitAccount, products.businessCentrum],
  [demoBeheer, products.businessStation],
] as const) {
  test(`the demo permit login ${account.username} has a main address and may request the business permit`, async ({
    portal,
  }) => {
    const page = await portal.openPage(`/${code}/welcome`, phone);
    await loginWithPermit(page, account);
    // The login code proved the e-mail address, and the account has its FTE: home without any dialog.
    await waitForHome(page);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await openRequestableProducts(page);
    await expandCategory(page, product.category);
    await productCard(page, product)
      .getByRole('link', { name: `${catalogueTexts.request} ${product.title}`, exact: true })
      .waitFor();

    await page.goto(`/${code}/user`);
    const facts = await userFacts(page);
    expect(facts).toMatch(/^Adres: \S.*\n1234 AB Voorbeeld|^Adres: \S.*\n1235 CB Voorbeeld/m);
    expect(facts).not.toContain(`Adres: ${profileTexts.notGiven}`);
  });
}

test(
  'every persona on the simulators’ test pages may request at least one product there',
  async ({ portal }) => {
    // Logged in only as far as the e-mail gate (the listing needs no verified e-mail), so no persona's state changes; over
    // HTTP, with no page: the subject is the listing, and the logins' screens are login-journeys.e2e.ts's.
    const listed = [
      ...Object.values(personas).map((persona) => ({ tenant: tenants.voorbeeld.code, persona })),
      ...Object.values(personas)
        .filter((persona) => persona.service !== 'eidas')
        .map((persona) => ({ tenant: tenants.proefdorp.code, persona })),
    ];
    for (const { tenant, persona } of listed) {
      const context = await portal.newContext();
      // A company with branches acts for the first one offered, as a click on the first card did.
      await startSessionThroughServer(context.request, persona, { tenant });
      const answer = await context.request.post(`/${tenant}/services/eloket/get_requestable_permits`, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        data: '',
      });
      const listing = (await answer.json()) as { statuscode: string; result: { REQUESTABLE: string }[] };
      expect(listing.statuscode, `${persona.name} at ${tenant}`).toBe('OK');
      expect(
        listing.result.filter((product) => product.REQUESTABLE === 'Y').length,
        `${persona.name} at ${tenant}`,
      ).toBeGreaterThan(0);
      await context.close();
    }
  },
  slow(240_000),
);

// ---- 9: the e-mail validated is a notice on the page

test('after the e-mail code a resident sees a notice on home, and no dialog', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  // Through the screens, not over HTTP: the notice is what the e-mail gate's page leaves for home.
  const landed = await loginAs(page, 'digid', { service: 'digid', identifier: uniqueBsn() });
  expect(landed, 'a new resident').toBe('/set-email');
  await passEmailGate(page, uniqueEmail('friction-notice'));
  await emailValidatedNotice(page).waitFor();
  expect(await page.getByRole('dialog').count(), 'no dialog to click away').toBe(0);
  await axeInEveryTheme(page, 'home with the e-mail validated notice');
  // The notice belongs to home: another screen does not repeat it, and neither does home afterwards.
  await page.getByRole('link', { name: /^Product aanvragen Aantal/ }).click();
  await waitForScreen(page, '/requestable-products');
  // The URL changes before the next screen replaces home: count once its heading is there.
  await page.getByRole('heading', { level: 1, name: /^Product aanvragen/ }).waitFor();
  expect(await emailValidatedNotice(page).count()).toBe(0);
});

test('a new company gets the notice and one dialog, for the FTE, not a second one on top', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  const landed = await loginAs(page, 'eherkenning', {
    service: 'eherkenning',
    identifier: uniqueCentrumKvk(),
    branches: 1,
  });
  expect(landed).toBe('/set-email');
  await passEmailGate(page, uniqueEmail('friction-company'));
  const fte = page.getByRole('dialog', { name: loginTexts.fteInstructionTitle });
  await fte.waitFor();
  expect(await page.getByRole('dialog').count(), 'the FTE instruction is the only dialog').toBe(1);
  await emailValidatedNotice(page).waitFor();
  await fte.getByRole('button', { name: loginTexts.fteLater, exact: true }).click();
  await fte.waitFor({ state: 'hidden' });
  await waitForHome(page);
  expect(await page.getByRole('dialog').count()).toBe(0);
});

// ---- 10: who is logged in, and for which branch

test('a company acting for a branch sees who it is and which branch in the menu; the profile shows both addresses', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  const kvk = uniqueCentrumKvk();
  const landed = await loginAs(page, 'eherkenning', { service: 'eherkenning', identifier: kvk, branches: 3 });
  expect(landed).toBe('/choose-branches');
  await chooseBranch(page, `Testbedrijf ${kvk}, vestiging 2`);
  await waitForScreen(page, '/set-email');
  await passEmailGate(page, uniqueEmail('friction-branch'));
  await page
    .getByRole('dialog', { name: loginTexts.fteInstructionTitle })
    .getByRole('button', { name: 'Later' })
    .click();
  await waitForHome(page);

  const menu = await openMenu(page);
  await menu.getByText(`Ingelogd als Testbedrijf ${kvk}`).waitFor();
  await menu.getByText(`Vestiging: Testbedrijf ${kvk}, vestiging 2`).waitFor();
  await axeInEveryTheme(page, 'home with the menu open');

  await page.goto(`/${code}/user`);
  const facts = await userFacts(page);
  expect(facts).toContain(`Naam: Testbedrijf ${kvk}`);
  // The company's own address from the trade register's simulator (its Centrum range), and the branch beside it.
  expect(facts).toMatch(/Adres: Bedrijvenstraat \d+\n1234 ZY Voorbeeld/);
  expect(facts).toContain(`${profileTexts.branch}: Testbedrijf ${kvk}, vestiging 2`);
  await axeInEveryTheme(page, '/user with the branch');
});

test('a branch with its own address: the menu names it, and the user record keeps the company’s address apart', async ({
  portal,
}) => {
  // Glansrijk, 25 branches; only as far as the e-mail gate, so its state does not change. The trade register gives
  // its main address as that of its first branch (Kerkstraat 1); the third is at Stationsweg 3.
  const page = await portal.openPage(`/${code}/welcome`, phone);
  await loginAs(page, 'eherkenning', personas.glansrijk);
  await chooseBranch(page, 'Glansrijk, Stationsweg 3, Voorbeeld');
  await waitForScreen(page, /^\/(home|set-email)$/);
  const menu = await openMenu(page);
  await menu.getByText(`Ingelogd als ${personas.glansrijk.name}`).waitFor();
  await menu.getByText('Vestiging: Glansrijk, Stationsweg 3, Voorbeeld').waitFor();

  const answer = await page.request.post(`/${code}/services/eloket/get_naw`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  const [record] = ((await answer.json()) as { result: Record<string, unknown>[] }).result;
  expect(record).toMatchObject({
    STREET: 'Kerkstraat',
    NR: '1',
    BRANCH: { STREET: 'Stationsweg', NR: '3', CITY: 'Voorbeeld' },
  });
});

// ---- 11: the catalogue

test('the catalogue lists what can be requested first, with its price, and the rest under why not', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  await loginNewResident(page);
  await openRequestableProducts(page);

  // Each category card's button is named by the category alone, the count said once, no stray ",".
  const toggles = page.getByRole('heading', { level: 2 }).getByRole('button');
  const names = await toggles.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) expect(name).not.toMatch(/,|Aantal/);
  const tree = await page.getByRole('main').ariaSnapshot();
  expect(tree.match(/Aantal producten/g)?.length, tree).toBe(names.length);

  // What can be requested, with its "from" price.
  await expandCategory(page, products.residentCentrum.category);
  await productCard(page, products.residentCentrum).getByText('vanaf € 9,50 per maand', { exact: true }).waitFor();
  await expandCategory(page, products.visitor.category);
  await productCard(page, products.visitor).getByText('vanaf € 3,50 per gekozen dag', { exact: true }).waitFor();

  // The rest after it, under one heading, grouped by why: a resident of Centrum cannot have the Stationsgebied
  // permit (a company's product is not listed at all: issue 24).
  const unavailable = page.getByRole('region', { name: catalogueTexts.unavailableTitle });
  await unavailable.waitFor();
  const outside = unavailable.getByRole('heading', { level: 3, name: catalogueTexts.outsideArea, exact: true });
  await outside.waitFor();
  const station = unavailable
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: products.residentStation.title, exact: true }) })
    .filter({ hasText: `Gebied: ${products.residentStation.area}` });
  await station.getByText(catalogueTexts.outsideArea, { exact: true }).waitFor();
  expect(await unavailable.getByRole('link', { name: /^Aanvragen/ }).count(), 'nothing to request there').toBe(0);
  expect(await unavailable.getByText(/^vanaf €/).count(), 'no price where nothing can be requested').toBe(0);
  const lastCard = page.locator('.pl-category').last();
  expect(
    await lastCard.evaluate(
      (card, region) => (card.compareDocumentPosition(region as Node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      await unavailable.elementHandle(),
    ),
    'the unavailable products come after the requestable ones',
  ).toBe(true);
  await categoryToggle(page, products.residentCentrum.category).focus();
  await axeInEveryTheme(page, '/requestable-products, requestable first');
});

// ---- 12: hyphenation by language

test('long words are hyphenated by the page’s language, never broken anywhere', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  await loginNewResident(page);
  await openRequestableProducts(page);
  await expandCategory(page, products.residentCentrum.category);

  const styles = () =>
    page.evaluate(() => {
      const anywhere = [...document.querySelectorAll('body, body *')].filter(
        (element) => getComputedStyle(element).overflowWrap === 'anywhere',
      );
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).hyphens : 'missing';
      };
      return {
        lang: document.documentElement.lang,
        anywhere: anywhere.map((element) => element.className || element.tagName),
        title: style('h1'),
        category: style('.pl-category__toggle'),
        product: style('.pl-product__title'),
        paragraph: style('main p'),
      };
    });
  expect(await styles()).toEqual({
    lang: 'nl',
    anywhere: [],
    title: 'auto',
    category: 'auto',
    product: 'auto',
    paragraph: 'auto',
  });

  // Issue 24 (10): this browser has no Dutch hyphenation dictionary, so the portal puts soft hyphens in long words
  // itself; once the patterns are in, no word on the screen is broken anywhere but at a soft hyphen, and an amount
  // keeps its € (a no-break space between them).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.pl-category__name')].some((name) => name.textContent?.includes('\u00ad')),
  );
  expect(await wordBreaks(page)).toEqual([]);
  expect(await page.getByText(/^vanaf €\u00a09,50 per maand$/).count(), 'an amount in one piece').toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Taal', exact: true }).selectOption({ label: 'English' });
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  // The later screens' texts come one language at a time: switching brings the English ones. The title carries the
  // count once the catalogue is in ("Request a product (9)"): wait for that state, not for the moment before it.
  await page.getByRole('heading', { level: 1, name: /^Request a product \(\d+\)$/ }).waitFor();
  expect((await styles()).title).toBe('auto');
  // Amounts the English way (issue 24), and the menu's name for this screen is the screen's own.
  await page
    .getByText(/^from €9\.50 /)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Request a product', exact: true })
    .waitFor();
  expect(await wordBreaks(page)).toEqual([]);
});

/**
 * Where a line of text in main ends inside a word other than at a soft hyphen or a hyphen: each such break as the
 * text around it ("Bewonersvergunninge|n"). Found per character with a Range: a character whose box starts a new
 * line after a letter or digit, without a space, soft hyphen or dash before it.
 */
function wordBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (text.trim() === '' || (node.parentElement?.getClientRects().length ?? 0) === 0) continue;
      let previousTop: number | null = null;
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue;
        if (previousTop !== null && box.top > previousTop + 2) {
          const [beforeThat, before, now] = [text[i - 2] ?? '', text[i - 1] ?? '', text[i] ?? ''];
          // Chromium gives the character after a soft hyphen's break the box of the line before: one character on.
          const atSoftHyphen = before === '\u00ad' || beforeThat === '\u00ad';
          const inWord = !atSoftHyphen && /[\p{L}\p{N}.,€]/u.test(before) && /[\p{L}\p{N}.,€]/u.test(now);
          const inDate = before === '-' && /\d/.test(beforeThat) && /\d/.test(now);
          const inAmount = /\s/.test(before) && beforeThat === '€';
          if (inWord || inDate || inAmount) {
            const where = node.parentElement;
            found.push(
              `${where?.tagName.toLowerCase()}.${where?.className} ${text.slice(Math.max(0, i - 12), i)}|${text.slice(i, i + 12)}`.replaceAll(
                '\u00ad',
                '',
              ),
            );
          }
        }
        previousTop = box.top;
      }
    }
    return found;
  });
}

// ---- Issue 24: status badges that wrap (11), the navigation at desktop width

test('a status badge whose text wraps stays one box with one accent bar, in every theme at 320 px (11)', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, { width: 320 });
  await loginNewResident(page);
  await requestCarePermit(page);
  await page.goto(`/${code}/pending-requests`);
  await waitForScreen(page, '/pending-requests');
  const badge = page.locator('.pl-label').filter({ hasText: 'In afwachting van documenten' }).first();
  await badge.waitFor();
  // The title's long word gets its soft hyphens once the Dutch patterns are in: wait for that state.
  await page.waitForFunction(() => document.querySelector('.pl-cart-item__title')?.textContent?.includes('\u00ad'));
  expect(await wordBreaks(page), 'dates, amounts and words on the pending list').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The text enlarged to 200 % (WCAG 1.4.4), so the badge's text takes two lines at 320 px.
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  for (const theme of contrastThemes) {
    await chooseTheme(page, theme);
    const shape = await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      const text = document.createRange();
      text.selectNodeContents(element);
      return {
        boxes: element.getClientRects().length,
        lines: new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size,
        bar: style.borderInlineStartStyle,
        barWidth: Number.parseFloat(style.borderInlineStartWidth),
      };
    });
    expect(shape.lines, `${theme}: the badge's text wraps`).toBeGreaterThan(1);
    // One box, so its start border is one bar over the badge's full height; solid or double, never dashes.
    expect({ boxes: shape.boxes, bar: ['solid', 'double'].includes(shape.bar) }, theme).toEqual({
      boxes: 1,
      bar: true,
    });
    expect(shape.barWidth, theme).toBeGreaterThanOrEqual(4);
  }
});

test('at desktop width the main navigation is there without opening a menu; on a phone it opens with Menu', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, { width: 1280 });
  await loginNewResident(page);
  const nav = page.getByRole('navigation', { name: loginTexts.mainMenu });
  const menuButton = page.getByRole('button', { name: loginTexts.menu, exact: true });
  await nav.getByRole('link', { name: 'Product aanvragen', exact: true }).waitFor();
  expect(await menuButton.count(), 'no menu button at 1280 px').toBe(0);
  // By keyboard: from the top of the page, Tab reaches the navigation's links.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let reached = '';
  for (let i = 0; i < 15 && reached === ''; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() =>
      document.activeElement?.closest('nav') ? (document.activeElement.textContent ?? '') : '',
    );
  }
  expect(reached, 'a link of the navigation reached with Tab').not.toBe('');
  await nav.getByRole('link', { name: 'Product aanvragen', exact: true }).click();
  await waitForCatalogue(page);
  await eventually(() =>
    nav.getByRole('link', { name: 'Product aanvragen', exact: true }).getAttribute('aria-current'),
  ).toBe('page');
  await axeInEveryTheme(page, '/requestable-products with the navigation bar', [], [{ theme: 'default', width: 1280 }]);

  // On a phone the menu button opens it, and nothing is wider than 320 px.
  await page.setViewportSize({ width: 320, height: 800 });
  await menuButton.waitFor();
  expect(await nav.count(), 'the menu closed on a phone').toBe(0);
  await menuButton.click();
  await nav.getByRole('link', { name: 'Product aanvragen', exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.keyboard.press('Escape');
  expect(await nav.count(), 'Escape closes it').toBe(0);
});

// ---- 13: the focus ring and the band above the footer

test('the heading that takes the focus after a navigation shows a ring to keyboard users only', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  await loginNewResident(page);

  // By mouse or touch: the screen's heading, and a request's first stage heading, take the focus without a box.
  await page.getByRole('link', { name: /^Product aanvragen Aantal/ }).click();
  await waitForScreen(page, '/requestable-products');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await focusRing(page), 'after a tap or a click').toMatchObject({ tag: 'H1', outline: 'none' });
  await startRequest(page, products.visitor);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await focusRing(page), 'the request’s screen').toMatchObject({ tag: 'H1', outline: 'none' });
  await next(page);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
  expect(await focusRing(page), 'the request’s next stage').toMatchObject({ tag: 'H2', outline: 'none' });

  await page.goto(`/${code}/home`);
  await waitForHome(page);
  // The tiles by keyboard: the heading the focus lands on shows where it went.
  const tile = page.getByRole('link', { name: /^Product aanvragen Aantal/ });
  await tile.focus();
  await page.keyboard.press('Enter');
  await waitForScreen(page, '/requestable-products');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect((await focusRing(page)).outline, 'after Enter').not.toBe('none');
});

test('a login lands on home with the focus on its heading and no box around it', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  const resident = { service: 'digid', identifier: uniqueBsn() } as const;
  expect(await loginAs(page, 'digid', resident)).toBe('/set-email');
  await passEmailGate(page, uniqueEmail('friction-focus'));
  await logoutThroughMenu(page);
  await waitForScreen(page, /^\/(welcome|login)$/);

  // The second login: the portal's page loads anew after the login service and goes home, nothing pressed on it.
  expect(await loginAs(page, 'digid', resident)).toBe('/home');
  await waitForHome(page);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await focusRing(page)).toMatchObject({ tag: 'H1', text: loginTexts.homeTitle, outline: 'none' });
});

test('a short screen on a phone has no band of another colour between its content and the footer', async ({
  portal,
}) => {
  for (const path of ['/settings', '/no-such-page']) {
    const page = await portal.openPage(`/${code}${path}`, { width: 375, height: 900 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const gap = await page.evaluate(() => {
      const main = document.querySelector('main')?.getBoundingClientRect();
      const content = document.querySelector('.pl-main__content')?.getBoundingClientRect();
      const footer = document.querySelector('footer')?.getBoundingClientRect();
      return {
        belowContent: Math.round((main?.bottom ?? 0) - (content?.bottom ?? 0)),
        footerAfterMain: Math.round((footer?.top ?? 0) - (main?.bottom ?? 0)),
      };
    });
    expect(gap, path).toEqual({ belowContent: 0, footerAfterMain: 0 });
    await page.close();
  }
});
