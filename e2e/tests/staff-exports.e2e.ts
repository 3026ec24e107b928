/**
 * The back office's exports and reports (issue 28, decision 042), in a municipality of the test's own: a company's
 * car-sharing permit is paid (`operator record-payment`), and a Financiën staff member downloads the permits CSV
 * from Exporteren with a filter (status "Lopend", named as the resident file names it, first valid day from today);
 * the test parses the file: the header the contract names and the one permit it made, with its request and price.
 * The requests by a status named as the resident reads it ("Vergunning verleend") hold only requests in that status.
 * The reports' permits chart's figures, downloaded as CSV, hold that permit in this month, and every other chart's
 * figures download with their header (or the chart says it has none). The reports screen passes axe in the
 * five contrast themes at 320 px and at desktop width, with a chart drawn and its table open.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { duplicateIdViolations, softExpectNoAxeViolations } from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import {
  carSharing as carSharingProduct,
  copyVoorbeeld,
  loginNewCompanyAt,
  requestCarSharing,
} from '../support/own-municipality.js';
import { contrastThemes, presetContrastTheme, waitForHtmlAttribute } from '../support/portal.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';

/** The permits CSV's header, as the contract names its columns (scripts read them by name: a change is a break). */
const PERMIT_COLUMNS = [
  'id',
  'permit_number',
  'relation_id',
  'request_id',
  'permit_type_id',
  'area_id',
  'location_id',
  'valid_from',
  'valid_to',
  'status',
  'planned_end_date',
  'ended_on',
  'end_reason',
  'price_cents',
  'created_at',
];

/** Today in Amsterdam, YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

/** A municipality of its own with one paid permit, made once for the file's tests. */
let madeOnce: Promise<{ tenant: string; requestId: number }> | undefined;
function municipalityWithPermit(portal: { openPage(path: string): Promise<Page> }) {
  madeOnce ??= (async () => {
    const { code: tenant } = await copyVoorbeeld('exp');
    const resident = await portal.openPage(`/${tenant}/welcome`);
    await loginNewCompanyAt(resident, tenant, 'exp');
    const requestId = await requestCarSharing(resident, tenant, 'GX456Z');
    expect((await runOperator('record-payment', tenant, String(requestId))).stdout).toContain('now PERMIT_CREATED');
    return { tenant, requestId };
  })();
  return madeOnce;
}

test.skipIf(!operatorAvailable())(
  'a Financiën user downloads the permits CSV with a filter, and it holds the permit the test made',
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { tenant, requestId } = await municipalityWithPermit(portal);
    const staff = await portal.newContext();
    await signInStaffThroughServer(staff, tenant, 'financien', uniqueStaffName('Fenna'));
    const page = await staff.newPage();
    await page.goto(portal.url(`/${tenant}/beheer/exporten`));
    await page.getByRole('heading', { level: 1, name: 'Exporteren' }).waitFor();
    await page.getByLabel('Wat', { exact: true }).selectOption({ label: 'Vergunningen' });
    await page.getByLabel('Vanaf (datum)', { exact: true }).fill(today());
    // The status filter names the statuses as the back office reads them elsewhere (the resident file's "Lopend"),
    // never as codes; the value, and the CSV, keep the code.
    const statusFilter = page.getByLabel('Status', { exact: true });
    const labels = await statusFilter.locator('option').allTextContents();
    expect(labels).toEqual(['Alle', 'Lopend', 'Beëindigd']);
    await statusFilter.selectOption({ label: 'Lopend' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download vergunningen als CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^vergunningen-${tenant}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    const [header, ...rows] = lines.map((line) => line.split(','));
    expect(header).toEqual(PERMIT_COLUMNS);
    expect(rows, 'the one permit of this municipality').toHaveLength(1);
    const permit = Object.fromEntries((header ?? []).map((column, i) => [column, rows[0]?.[i]]));
    expect(permit.request_id).toBe(String(requestId));
    expect(permit.status).toBe('ACTIVE');
    expect(permit.valid_from).toBe(today());
    expect(Number(permit.price_cents)).toBeGreaterThan(0);
    expect(permit.permit_number).toMatch(/^[A-Z0-9]{10}$/);

    // A filter that leaves it out: ended permits only; the file is the header alone.
    await statusFilter.selectOption({ label: 'Beëindigd' });
    const [none] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download vergunningen als CSV' }).click(),
    ]);
    const empty = (await readFile(await none.path(), 'utf8')).slice(1).split('\r\n').filter(Boolean);
    expect(empty).toEqual([PERMIT_COLUMNS.join(',')]);

    // Requests by a status named as the resident reads it: "Vergunning verleend" is PERMIT_CREATED, and the file holds
    // only requests in that status, the test's among them. No option of any export shows a bare code.
    await page.getByLabel('Vanaf (datum)', { exact: true }).fill('');
    await page.getByLabel('Wat', { exact: true }).selectOption({ label: 'Aanvragen' });
    for (const kind of ['Vergunningen', 'Aanvragen', 'Betalingen', 'Terugbetalingen', 'Wachtlijsten']) {
      await page.getByLabel('Wat', { exact: true }).selectOption({ label: kind });
      const options = await statusFilter.locator('option').allTextContents();
      expect(options.length, kind).toBeGreaterThan(2);
      for (const option of options) expect(option, `${kind}: a status by its name`).not.toMatch(/^[A-Z_]+$/);
    }
    await page.getByLabel('Wat', { exact: true }).selectOption({ label: 'Aanvragen' });
    await statusFilter.selectOption({ label: 'Vergunning verleend' });
    const [requests] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download aanvragen als CSV' }).click(),
    ]);
    const requestLines = (await readFile(await requests.path(), 'utf8')).slice(1).split('\r\n').filter(Boolean);
    const [requestHeader, ...requestRows] = requestLines.map((line) => line.split(','));
    const column = (name: string) => (requestHeader ?? []).indexOf(name);
    expect(requestRows.length).toBeGreaterThan(0);
    expect(new Set(requestRows.map((row) => row[column('status')]))).toEqual(new Set(['PERMIT_CREATED']));
    expect(requestRows.map((row) => row[column('id')])).toContain(String(requestId));
    // The same request is not among those awaiting payment ("In afwachting van betaling", AWAIT_PAYMENT).
    await statusFilter.selectOption({ label: 'In afwachting van betaling (AWAIT_PAYMENT)' });
    const [awaiting] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download aanvragen als CSV' }).click(),
    ]);
    const awaitingRows = (await readFile(await awaiting.path(), 'utf8'))
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .slice(1);
    for (const row of awaitingRows) expect(row.split(',')[column('status')]).toBe('AWAIT_PAYMENT');
    expect(awaitingRows.map((row) => row.split(',')[0])).not.toContain(String(requestId));

    // The reports: the permits chart's figures as CSV hold this month's one permit of the car-sharing product.
    await page.goto(portal.url(`/${tenant}/beheer/rapportages`));
    const title = 'Vergunningen uitgegeven en beëindigd per maand';
    const permits = page.getByRole('region', { name: title });
    await permits.locator('.pl-chart svg .recharts-rectangle').first().waitFor();
    const [figures] = await Promise.all([
      page.waitForEvent('download'),
      permits.getByRole('button', { name: `Download de cijfers van "${title}" als CSV` }).click(),
    ]);
    expect(figures.suggestedFilename()).toBe('vergunningen-per-maand.csv');
    const chartCsv = (await readFile(await figures.path(), 'utf8')).slice(1).split('\r\n').filter(Boolean);
    expect(chartCsv[0]).toBe('Maand,Product,Uitgegeven,Beëindigd');
    expect(chartCsv.slice(1)).toEqual([`${today().slice(0, 7)},${carSharingProduct},1,0`]);

    // Every chart's figures download as CSV with the table's header; a chart without figures in the period says so
    // and offers no empty file.
    const charts: [string, string][] = [
      ['Ontvangsten en terugbetalingen per maand', 'Maand,Ontvangen (€),Terugbetaald (€)'],
      ['Wachttijd per locatie', 'Locatie,Gemiddelde wachttijd (dagen),Plaats aangeboden,Wacht nu'],
      ['Doorlooptijd documentbeoordeling per maand', 'Maand,Beoordeeld,Gemiddeld (uren),Mediaan (uren)'],
    ];
    for (const [chart, header] of charts) {
      const region = page.getByRole('region', { name: chart });
      const button = region.getByRole('button', { name: `Download de cijfers van "${chart}" als CSV` });
      if (await button.isDisabled()) {
        await region.getByText('Geen cijfers in deze periode.').waitFor();
        continue;
      }
      const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const csv = (await readFile(await file.path(), 'utf8')).slice(1).split('\r\n').filter(Boolean);
      expect(csv[0], chart).toBe(header);
      expect(csv.length, chart).toBeGreaterThan(1);
    }
  },
);

const variants = [
  ...contrastThemes.map((theme) => ({ theme, width: mobileWidth })),
  { theme: 'default' as const, width: desktopWidth },
];

for (const variant of variants) {
  test.skipIf(!operatorAvailable())(
    `axe: the reports and exports screens (${variant.theme}, ${variant.width} px)`,
    { timeout: slow(300_000) },
    async ({ portal }) => {
      const { tenant } = await municipalityWithPermit(portal);
      const context = await portal.newContext();
      await presetContrastTheme(context, variant.theme);
      await signInStaffThroughServer(context, tenant, 'auditor', uniqueStaffName('Aart'));
      const page = await context.newPage();
      await page.setViewportSize({ width: variant.width, height: 800 });

      await page.goto(portal.url(`/${tenant}/beheer/rapportages`));
      await page.getByRole('heading', { level: 1, name: 'Rapportages' }).waitFor();
      await waitForHtmlAttribute(page, 'data-contrast', variant.theme);
      const permits = page.getByRole('region', { name: 'Vergunningen uitgegeven en beëindigd per maand' });
      // The chart is drawn (bars in SVG), and its table is one click away.
      await permits.locator('.pl-chart svg .recharts-rectangle').first().waitFor();
      await permits.getByText('Toon als tabel').click();
      const table = permits.getByRole('table', { name: 'Vergunningen uitgegeven en beëindigd per maand' });
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
      // The chart's text is the theme's text colour, not a colour of the library's own.
      const colours = await page.evaluate(() => {
        const tick = document.querySelector('.pl-chart svg text');
        return {
          tick: tick ? getComputedStyle(tick).fill : '',
          text: getComputedStyle(document.body).color,
        };
      });
      expect.soft(colours.tick, 'chart text in the theme').toBe(colours.text);
      await softExpectNoAxeViolations(page, `staff rapportages (${variant.theme}, ${variant.width} px)`);
      // Each chart has its own hatch pattern (no id twice on the page), and its legend's swatch is filled with it.
      expect.soft(await duplicateIdViolations(page), 'rapportages: ids used once').toEqual([]);
      const hatches = await page.evaluate(() =>
        [...document.querySelectorAll('.pl-report')].flatMap((figure) => {
          const pattern = figure.querySelector('.pl-chart svg pattern');
          const swatch = figure.querySelector('.pl-swatch.pl-series-hatched rect');
          return pattern && swatch ? [{ id: pattern.id, fill: getComputedStyle(swatch).fill }] : [];
        }),
      );
      expect.soft(hatches.length, 'rapportages: charts with a hatched series').toBeGreaterThan(0);
      expect.soft(new Set(hatches.map((h) => h.id)).size, 'rapportages: a hatch per chart').toBe(hatches.length);
      for (const hatch of hatches) expect.soft(hatch.fill).toBe(`url("#${hatch.id}")`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, 'rapportages: no horizontal scrolling').toBeLessThanOrEqual(0);

      await page.goto(portal.url(`/${tenant}/beheer/exporten`));
      await page.getByRole('heading', { level: 1, name: 'Exporteren' }).waitFor();
      await softExpectNoAxeViolations(page, `staff exporten (${variant.theme}, ${variant.width} px)`);
      const overflowExports = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflowExports, 'exporten: no horizontal scrolling').toBeLessThanOrEqual(0);
      // The requests' statuses have the longest names ("Nog niet aan te vragen, wel via de wachtlijst"): the status
      // filter with them still fits the screen and passes axe.
      await page.getByLabel('Wat', { exact: true }).selectOption({ label: 'Aanvragen' });
      await page
        .getByLabel('Status', { exact: true })
        .selectOption({ label: 'Nog niet aan te vragen, wel via de wachtlijst' });
      await softExpectNoAxeViolations(page, `staff exporten, requests (${variant.theme}, ${variant.width} px)`);
      const overflowRequests = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflowRequests, 'exporten, requests: no horizontal scrolling').toBeLessThanOrEqual(0);
    },
  );
}
