/**
 * Issue 30 in a municipality of the test's own (voorbeeld's settings and catalogue copied with the operator tool,
 * each area given an NPR area) with a new company: its car-sharing permit, paid with `operator record-payment`,
 * is registered for enforcement by `operator run-job parking-rights-send`; the NPR simulator's scan page (the scan
 * car) then finds a right for its plate in the permit's area now and none in another area. A (free) plate change and
 * a termination now, then one job run: asked about the moment right after the change, the old plate has none and
 * the new one has one; asked now, neither has. (Each operator call restarts the portal: one run for both saves one.) The product details say
 * "Geregistreerd voor handhaving" (axe on that screen in the default theme only).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { softExpectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import {
  loginAs,
  passEmailGateIfAsked,
  screenPath,
  uniqueEmail,
  uniqueKvk,
  uniqueSuffix,
  waitForScreen,
} from '../support/login.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { tenants } from '../support/portal.js';
import { dialogNamed, productTexts } from '../support/products.js';
import { addPlate, answerPlateQuestion, button, plateTexts } from '../support/request-flow.js';

const carSharing = 'Deelautovergunning (proef)';
const MANAGER = '363';

interface CatalogueFile {
  areas: { code: string; npr?: unknown }[];
  permitTypes: { code: string; description: { nl: string } }[];
  products: { permitType: string; area: string }[];
}

/** A copy of voorbeeld whose every area names an NPR area; answers the code and the car-sharing permit's NPR area id. */
async function ownMunicipality(): Promise<{ tenant: string; area: string }> {
  const tenant = `npr${uniqueSuffix()}`.slice(0, 30);
  const shown = JSON.parse((await runOperator('show-tenant', tenants.voorbeeld.code)).stdout) as {
    settings: Record<string, string>;
  };
  const tenantFile = join(tmpdir(), `${tenant}-tenant.json`);
  // Free plate changes here, so a change takes effect at once.
  const settings = { ...shown.settings, ALTER_LICENSEPLATE_COST: '0' };
  await writeFile(tenantFile, JSON.stringify({ ...shown, settings, code: tenant, name: `Gemeente ${tenant}` }));
  await runOperator('apply-tenant', tenantFile);
  const catalogueFile = join(tmpdir(), `${tenant}-catalogue.json`);
  await runOperator('export-catalogue', tenants.voorbeeld.code, catalogueFile);
  const catalogue = JSON.parse(await readFile(catalogueFile, 'utf8')) as CatalogueFile;
  for (const area of catalogue.areas) area.npr = { areaManagerId: MANAGER, areaId: `VERG-${area.code}` };
  await writeFile(catalogueFile, JSON.stringify(catalogue));
  await runOperator('import-catalogue', tenant, catalogueFile);
  const type = catalogue.permitTypes.find((t) => t.description.nl === carSharing);
  const product = catalogue.products.find((p) => p.permitType === type?.code);
  return { tenant, area: `VERG-${product?.area}` };
}

/** The car-sharing permit requested by a new company with one plate, up to its invoice; answers the request id. */
async function requestCarSharing(page: Page, tenant: string, plate: string): Promise<number> {
  await loginAs(
    page,
    'eherkenning',
    { service: 'eherkenning', identifier: uniqueKvk(), branches: 1 },
    { startPath: `/${tenant}/welcome` },
  );
  await passEmailGateIfAsked(page, uniqueEmail('npr'));
  if (screenPath(page) === '/choose-branches') await page.getByRole('button').first().click();
  await waitForScreen(page, '/home');
  const listing = await page.context().request.post(`/${tenant}/services/eloket/get_requestable_permits`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  const items = (await listing.json()).result as { PERMITTYPEID: number; AREAID: number; DESCRIPTION: string }[];
  const item = items.find((product) => product.DESCRIPTION === carSharing);
  await page.goto(`/${tenant}/request-product/${item?.PERMITTYPEID}/${item?.AREAID}`);
  await page.getByRole('heading', { level: 2, name: 'Startdatum' }).waitFor();
  await button(page, 'Volgende').click();
  await page.getByRole('heading', { level: 2, name: plateTexts.heading }).waitFor();
  await addPlate(page, plate);
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);
  const submitted = page.waitForResponse((r) => r.url().endsWith(`/${tenant}/services/eloket/request_permit`));
  await button(page, 'Volgende').click();
  await page.getByRole('heading', { level: 2, name: 'Controleer uw aanvraag' }).waitFor();
  await button(page, 'Aanvraag versturen').click();
  const answer = (await (await submitted).json()) as { result: { STATUSCODE: string; REQUESTID: number }[] };
  expect(answer.result[0]?.STATUSCODE, 'a paid permit').toBe('AWAIT_PAYMENT');
  return answer.result[0]?.REQUESTID as number;
}

/** The scan car asks the simulator about a plate in an NPR area, now or at a moment; answers its verdict. */
async function scan(page: Page, tenant: string, plate: string, area: string, moment?: Date): Promise<string> {
  const query = new URLSearchParams({ plate, manager: MANAGER, area, moment: moment?.toISOString() ?? '' });
  await page.goto(`/${tenant}/simulator/npr/scan?${query}`);
  return (await page.getByRole('status').textContent()) ?? '';
}

const registered = /^Recht geregistreerd/;
const none = /^Geen recht/;

test.skipIf(!operatorAvailable())(
  'a paid permit is registered in the NPR: the scan car finds its plate now, moved on a plate change, gone after termination',
  { timeout: 300_000 },
  async ({ portal }) => {
    const { tenant, area } = await ownMunicipality();
    const page = await portal.openPage(`/${tenant}/welcome`);
    const requestId = await requestCarSharing(page, tenant, 'GZ123X');
    expect((await runOperator('record-payment', tenant, String(requestId))).stdout).toContain('now PERMIT_CREATED');

    // The server's own runner may have sent it already; the job run here makes sure, and sends nothing twice.
    await runOperator('run-job', 'parking-rights-send');
    await page.goto(`/${tenant}/product-details/${requestId}`);
    await page.getByText('Geregistreerd voor handhaving', { exact: true }).waitFor();
    await softExpectNoAxeViolations(page, 'product details registered for enforcement');

    const scanCar = await portal.openPage(`/${tenant}/simulator/npr/scan`);
    await scanCar.getByText('Testomgeving', { exact: false }).first().waitFor();
    expect(await scan(scanCar, tenant, 'GZ123X', area)).toMatch(registered);
    expect(await scan(scanCar, tenant, 'GZ123X', 'ELDERS')).toMatch(none);

    // A free plate change: from now on the new plate has the right, the old one none.
    await button(page, productTexts.managePlates).click();
    await waitForScreen(page, `/manage-lic-plates/${requestId}`);
    await button(page, plateTexts.delete('GZ123X')).click();
    await button(page.getByRole('dialog', { name: plateTexts.deleteTitle }), plateTexts.deleteConfirm).click();
    await addPlate(page, 'HK456Y');
    await answerPlateQuestion(page, plateTexts.questionMaximumOne);
    await button(page, productTexts.sendChange).click();
    await dialogNamed(page, productTexts.changeResultTitle).getByText(productTexts.changed, { exact: true }).waitFor();
    const afterChange = new Date();

    // Terminated now (the refund to an IBAN); then one job run sends both changes.
    const ended = await page.context().request.post(`/${tenant}/services/eloket/terminate_permit`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: new URLSearchParams({
        p_rqt_id: String(requestId),
        p_bankaccount_nr: 'NL91ABNA0417164300',
        p_bankaccount_owner: 'T. Tester',
      }).toString(),
    });
    expect((await ended.json()).statuscode).toBe('OK');
    await runOperator('run-job', 'parking-rights-send');
    // From the change on the old plate has no right and the new one has; after the termination neither.
    expect(await scan(scanCar, tenant, 'GZ123X', area, afterChange)).toMatch(none);
    expect(await scan(scanCar, tenant, 'HK456Y', area, afterChange)).toMatch(registered);
    expect(await scan(scanCar, tenant, 'HK456Y', area)).toMatch(none);
    expect(await scan(scanCar, tenant, 'GZ123X', area)).toMatch(none);
  },
);
