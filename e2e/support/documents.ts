import { deflateSync } from 'node:zlib';
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { screenPath, uniqueBsn, uniqueEmail, waitForScreen } from './login.js';
import { tenants } from './portal.js';
import { signInThroughServer } from './server-login.js';

/**
 * Supporting documents from the outside (issue 6): the request flow's upload stage, the camera dialog,
 * the viewer, the confirmation and finish stages, and the page where a pending request is continued
 * (/upload-files-for-pending-request/{requestId}). What the tests know of these screens is written down
 * here, in Dutch (the browser's language): the demo's care provider permit and its documents, the
 * screens' texts, and small real files to upload.
 */

/**
 * Gemeente Voorbeeld's care provider permit (README, docs/catalogue.md): for any resident (not located
 * by address), one plate, a lease contract for a plate not in the resident's name and a statement of the
 * care organisation; the municipality reviews them, then the resident confirms and pays € 45.
 */
export const careProduct = {
  description: 'Zorgverlenersvergunning',
  /** The vehicle registry simulator's lease car: in a lease company's name, never the resident's. */
  plate: 'SXR41P',
  plateShown: 'SXR-41-P',
  leaseDocument: 'Leasecontract of werkgeversverklaring',
  statementDocument: 'Verklaring van de zorgorganisatie',
  statementTemplate: 'verklaring-zorgorganisatie.pdf',
  price: '€ 45,00',
} as const;

export const documentTexts = {
  flowTitle: 'Aanvragen',
  resumeTitle: 'Aanvraag afronden',
  next: 'Volgende',
  prev: 'Vorige',
  cancelRequest: 'Aanvraag annuleren',
  cancelTitle: 'Aanvraag annuleren?',
  cancelYes: 'Ja, annuleren',
  cancelledText: 'Uw aanvraag is geannuleerd.',
  startDateHeading: 'Startdatum',
  platesHeading: 'Kentekens',
  addFirstPlate: 'Voeg het eerste kenteken toe',
  plateDialog: 'Kenteken toevoegen',
  plate: 'Kenteken',
  plateCorrect: 'Is dit kenteken juist?',
  uploadHeading: 'Documenten',
  checkHeading: 'Controleer uw aanvraag',
  send: 'Aanvraag versturen',
  uploadIntro: 'Voor uw aanvraag zijn de volgende documenten nodig. Eerst die bij een kenteken, daarna de overige.',
  nextHint: 'U kunt verder zodra elk verplicht document is geüpload.',
  rejectedNotice: 'Een document is afgewezen. Upload een nieuw document.',
  leaseHeading: `${careProduct.leaseDocument} voor kenteken ${careProduct.plateShown}`,
  statementHeading: careProduct.statementDocument,
  chooseFile: 'Kies een bestand',
  camera: 'Foto maken',
  cameraDialog: 'Foto van het document maken',
  cameraLive: 'De camera staat aan. Houd het document in beeld en kies Foto nemen.',
  capture: 'Foto nemen',
  ok: 'OK',
  cancel: 'Annuleren',
  deleteTitle: 'Bestand verwijderen',
  deleteConfirm: 'Ja, verwijderen',
  view: (file: string) => `${file} bekijken`,
  deleteNamed: (file: string) => `${file} verwijderen`,
  uploaded: (file: string) => `${file} is geüpload.`,
  deleted: 'Het document is verwijderd.',
  rejected: 'Afgekeurd',
  reason: (reason: string) => `Reden: ${reason}`,
  template: (file: string) => `Download het voorbeeld: ${file}`,
  summaryHeading: 'Uw aanvraag',
  summaryDocuments: 'Documenten',
  confirmationHeading: 'Bevestigen',
  confirmationQuestion: 'Is de aanvraag juist?',
  declaration: 'Door te bevestigen verklaart u dat u deze aanvraag naar waarheid heeft ingevuld.',
  notCorrectResumed: 'Is de aanvraag niet juist? Annuleer de aanvraag dan en vraag het product opnieuw aan.',
  confirm: 'Bevestigen',
  yes: 'Ja',
  no: 'Nee',
  finishHeading: 'Aanvraag ontvangen',
  finishApproval: 'Uw aanvraag is verwerkt, maar nog niet actief: de gemeente beoordeelt eerst uw documenten.',
  finishPayment: 'De factuur staat in uw winkelwagen. Na betaling is uw product actief.',
  toCart: 'Naar de winkelwagen',
  toProducts: 'Naar Product aanvragen',
  problemTitle: 'Deze aanvraag kan niet worden geopend',
  toPending: 'Naar Lopende aanvragen',
  /** The server's message for another user's or another municipality's request (NOT_FOUND). */
  notFound: 'Het gevraagde is niet gevonden.',
} as const;

const t = documentTexts;

export const button = (scope: Page | Locator, name: string | RegExp): Locator =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });

export const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name, exact: true });

/** The block of one document requirement on the upload stage, by its heading. */
export const block = (page: Page, heading: string): Locator => page.getByRole('region', { name: heading, exact: true });

/** The upload stage's file input of a block (a real input, labelled 'Kies een bestand' plus the heading). */
export const fileInput = (scope: Locator): Locator => scope.locator('input[type="file"]');

// ---- Logging in and requesting.

/** A resident the portal has never seen (a typed BSN), logged in over HTTP with the e-mail verified; ends on the start screen. */
export async function loginAsNewResident(
  page: Page,
  tenant: string = tenants.voorbeeld.code,
): Promise<{ bsn: string; email: string }> {
  const bsn = uniqueBsn();
  const email = uniqueEmail('documents');
  await signInThroughServer(page, { service: 'digid', identifier: bsn }, { tenant, email });
  return { bsn, email };
}

interface CatalogueItem {
  PERMITTYPEID: number;
  AREAID: number;
  DESCRIPTION: string;
  REQUESTABLE: string;
}

/** The catalogue as the logged-in user's browser gets it (eloket/get_requestable_permits). */
async function catalogue(page: Page, tenant: string): Promise<CatalogueItem[]> {
  const response = await page.context().request.post(`/${tenant}/services/eloket/get_requestable_permits`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  const body = (await response.json()) as { statuscode: string; result: CatalogueItem[] };
  expect(body.statuscode, 'the catalogue call').toBe('OK');
  return body.result;
}

/** The request flow's path of the care provider permit, found in the catalogue by its description. */
export async function careProductPath(page: Page, tenant: string = tenants.voorbeeld.code): Promise<string> {
  const item = (await catalogue(page, tenant)).find((product) => product.DESCRIPTION === careProduct.description);
  expect(item, `${careProduct.description} in the catalogue of ${tenant}`).toBeDefined();
  expect(item?.REQUESTABLE).toBe('Y');
  return `/${tenant}/request-product/${item?.PERMITTYPEID}/${item?.AREAID}`;
}

function serviceAnswer(page: Page, endpoint: string): Promise<Response> {
  return page.waitForResponse((response) => response.url().includes(`/services/${endpoint}`));
}

/**
 * The care provider permit through the flow up to its upload stage: the start date as offered, the
 * lease car added and confirmed, submitted. Returns the request's id, read from the submit's answer
 * (the municipality's employee needs it for the operator tool).
 */
export async function requestCarePermit(page: Page, tenant: string = tenants.voorbeeld.code): Promise<number> {
  await page.goto(await careProductPath(page, tenant));
  await page.getByRole('heading', { level: 1, name: t.flowTitle }).waitFor();
  await page.getByRole('heading', { level: 2, name: t.startDateHeading }).waitFor();
  await button(page, t.next).click();

  await page.getByRole('heading', { level: 2, name: t.platesHeading }).waitFor();
  await button(page, t.addFirstPlate).click();
  const plateDialog = dialog(page, t.plateDialog);
  await plateDialog.getByRole('textbox', { name: t.plate, exact: true }).fill(careProduct.plate);
  await button(plateDialog, t.ok).click();
  await plateDialog.waitFor({ state: 'hidden' });
  await page.getByRole('group', { name: t.plateCorrect }).getByRole('radio', { name: t.yes, exact: true }).check();
  const submitted = serviceAnswer(page, 'eloket/request_permit');
  await button(page, t.next).click();
  // The check stage (issue 16): what will be requested, then sent.
  await page.getByRole('heading', { level: 2, name: t.checkHeading }).waitFor();
  await button(page, t.send).click();
  const answer = (await (await submitted).json()) as { result: { REQUESTID: number; STATUSCODE: string }[] };
  expect(answer.result[0]?.STATUSCODE, 'the submitted request').toBe('DOCS_UPLOAD');
  await page.getByRole('heading', { level: 2, name: t.uploadHeading }).waitFor();
  return answer.result[0]?.REQUESTID as number;
}

/** The pending upload page of a request: where the e-mail of a review leads. */
export function pendingRequestPath(requestId: number, tenant: string = tenants.voorbeeld.code): string {
  return `/${tenant}/upload-files-for-pending-request/${requestId}`;
}

/** Opens the pending upload page and waits for its title and the stage's heading. */
export async function openPendingRequest(
  page: Page,
  requestId: number,
  stageHeading: string,
  tenant: string = tenants.voorbeeld.code,
): Promise<void> {
  await page.goto(pendingRequestPath(requestId, tenant));
  await waitForScreen(page, `/upload-files-for-pending-request/${requestId}`);
  await page.getByRole('heading', { level: 1, name: t.resumeTitle }).waitFor();
  await page.getByRole('heading', { level: 2, name: stageHeading, exact: true }).waitFor();
}

// ---- Uploading.

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A one-page PDF with a line of text, valid as the server checks it (%PDF-1.4 … %%EOF, a cross-reference table). */
export function samplePdf(name: string, text = 'Leasecontract SXR-41-P'): TestFile {
  const stream = `BT /F1 14 Tf 56 780 Td (${text.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG (a 16 × 12 gradient), valid as the server walks its chunks. */
export function samplePng(name: string): TestFile {
  const width = 16;
  const height = 12;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) rows.set([x * 16, y * 20, 128], row + 1 + x * 3);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer: png };
}

/** The id of the document an upload stored (eloket/upload_file's UPLOAD_FILE), once the call answered. */
export function uploadAnswer(page: Page): Promise<number> {
  return serviceAnswer(page, 'eloket/upload_file').then(async (response) => {
    const body = (await response.json()) as { result: { UPLOAD_FILE: number }[] };
    const id = body.result[0]?.UPLOAD_FILE ?? -1;
    expect(id, 'UPLOAD_FILE').toBeGreaterThan(0);
    return id;
  });
}

/** Uploads a file through a block's file input (as a picker would give it); returns the stored document's id. */
export async function uploadFile(page: Page, scope: Locator, file: TestFile): Promise<number> {
  const stored = uploadAnswer(page);
  await fileInput(scope).setInputFiles(file);
  const id = await stored;
  await scope.getByText(t.uploaded(file.name), { exact: true }).waitFor();
  return id;
}

/**
 * Lets the test answer the browser's file chooser (Playwright's filechooser event). The interception is
 * switched on by a listener; one that is added only just before a key press can come too late, so the
 * test adds one when it opens the page and keeps it.
 */
export function interceptFileChooser(page: Page): void {
  page.on('filechooser', () => undefined);
}

/**
 * With the focus on a file input: presses `key` (Enter or Space, as a keyboard user opens the picker),
 * answers the chooser with `file`, and returns the stored document's id.
 */
export async function chooseFileWithKey(page: Page, key: 'Enter' | 'Space', file: TestFile): Promise<number> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press(key)]);
  expect(chooser.isMultiple(), 'one file at a time').toBe(false);
  const stored = uploadAnswer(page);
  await chooser.setFiles(file);
  return stored;
}

/** The names of the files a block lists, in order. */
export async function listedFiles(scope: Locator): Promise<string[]> {
  return scope.locator('.pl-doc-file__name').allTextContents();
}

/** Presses Tab until the focus is on an element matching `target` (at most `max` times). */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/** The summary card above the stage. */
export const summaryCard = (page: Page): Locator => page.getByRole('region', { name: t.summaryHeading, exact: true });

/** The text of a summary card's document row (its dt and dd), by the row's title. */
export async function summaryDocuments(page: Page): Promise<string> {
  const card = summaryCard(page);
  await card.getByRole('heading', { level: 3, name: t.summaryDocuments }).waitFor();
  return (await card.textContent()) ?? '';
}

export { screenPath };
