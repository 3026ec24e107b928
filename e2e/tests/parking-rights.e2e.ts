import type { Page } from 'playwright-core';
import { softExpectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { carSharing, copyVoorbeeld, loginNewCompanyAt, requestCarSharing } from '../support/own-municipality.js';
import { dialogNamed, productTexts } from '../support/products.js';
import { addPlate, answerPlateQuestion, button, plateTexts } from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

const MANAGER = '363';

/** A copy of voorbeeld whose every area names an NPR area; answers the code and the car-sharing permit's NPR area id. */
async function ownMunicipality(): Promise<{ tenant: string; area: string }> {
  const { code, catalogue } = await copyVoorbeeld('npr', {
    // Free plate changes here, so a change takes effect at once.
    settings: { ALTER_LICENSEPLATE_COST: '0' },
    adapt: (file) => {
      for (const area of file.areas) area.npr = { areaManagerId: MANAGER, areaId: `VERG-${area.code}` };
    },
  });
  const type = catalogue.permitTypes.find((t) => t.description.nl === carSharing);
  const product = catalogue.products.find((p) => p.permitType === type?.code);
  return { tenant: code, area: `VERG-${product?.area}` };
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
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { tenant, area } = await ownMunicipality();
    const page = await portal.openPage(`/${tenant}/welcome`);
    await loginNewCompanyAt(page, tenant, 'npr');
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
