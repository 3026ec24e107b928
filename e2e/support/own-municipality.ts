import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail, uniqueSuffix, waitForScreen } from './login.js';
import { runOperator } from './operator.js';
import { tenants } from './portal.js';
import { addPlate, answerPlateQuestion, button, plateTexts, signInNewCompany } from './request-flow.js';

/** What the tests change of an exported catalogue file (docs/catalogue.md); the rest passes through as it is. */
export interface CatalogueFile {
  areas: { code: string; npr?: unknown }[];
  permitTypes: { code: string; description: { nl: string }; priceLines: { priceCents: number }[] }[];
  products: { permitType: string; area: string; locations: { code: string; capacity: number | null }[] }[];
}

/**
 * A municipality of the test's own, made with the operator tool as a municipality would: voorbeeld's configuration
 * (its settings changed by `settings`) and its catalogue (changed by `adapt`), under a new code starting with
 * `prefix`. A test that changes settings, capacities or the catalogue does so here, never in a demo municipality.
 */
export async function copyVoorbeeld(
  prefix: string,
  options: { settings?: Record<string, string>; adapt?: (catalogue: CatalogueFile) => void } = {},
): Promise<{ code: string; catalogue: CatalogueFile }> {
  const code = `${prefix}${uniqueSuffix()}`.slice(0, 30);
  const shown = JSON.parse((await runOperator('show-tenant', tenants.voorbeeld.code)).stdout) as {
    settings?: Record<string, string>;
  };
  const tenantFile = join(tmpdir(), `${code}-tenant.json`);
  const settings = { ...shown.settings, ...options.settings };
  await writeFile(tenantFile, JSON.stringify({ ...shown, settings, code, name: `Gemeente ${code}` }));
  await runOperator('apply-tenant', tenantFile);

  const catalogueFile = join(tmpdir(), `${code}-catalogue.json`);
  await runOperator('export-catalogue', tenants.voorbeeld.code, catalogueFile);
  const catalogue = JSON.parse(await readFile(catalogueFile, 'utf8')) as CatalogueFile;
  if (options.adapt) {
    options.adapt(catalogue);
    await writeFile(catalogueFile, JSON.stringify(catalogue));
  }
  await runOperator('import-catalogue', code, catalogueFile);
  return { code, catalogue };
}

export const carSharing = 'Deelautovergunning (proef)';

/** A company of its own (typed KvK number, one branch) in `tenant`, through the e-mail gate to home; answers its e-mail. */
export async function loginNewCompanyAt(page: Page, tenant: string, label: string): Promise<string> {
  const email = uniqueEmail(label);
  // Over HTTP: the login is login-journeys.e2e.ts's subject.
  await signInNewCompany(page, email, { tenant });
  await waitForScreen(page, '/home');
  return email;
}

/** The car-sharing permit through the request flow with one plate, up to its invoice; answers the request id. */
export async function requestCarSharing(page: Page, tenant: string, plate: string): Promise<number> {
  const response = await page.context().request.post(`/${tenant}/services/eloket/get_requestable_permits`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  const items = (await response.json()).result as { PERMITTYPEID: number; AREAID: number; DESCRIPTION: string }[];
  const item = items.find((product) => product.DESCRIPTION === carSharing);
  expect(item, 'the car-sharing permit in the catalogue').toBeDefined();
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
