import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * One journey or two per area, again on PostgreSQL (support/global-setup-postgres.ts: each portal on a database of its
 * own on DATABASE_URL's server). The whole suite runs on the embedded database; these show that the same journeys hold
 * on the database production uses, where concurrent requests really run side by side. `npm test` runs them when
 * DATABASE_URL is set. Each entry: the file, and the names of its tests to run (the names are checked below).
 */
const journeys: Record<string, readonly string[]> = {
  // login, logout
  'login-journeys': [
    'DigiD: a resident without a verified e-mail goes through the e-mail gate and reaches home',
    'logout ends the session on the server: the old cookie replayed gets SESSION_TIMEOUT',
  ],
  // request flow, into the cart
  'request-flow': ['a resident permit by address, with a price line chosen from three and an own car, ends in payment'],
  // documents: upload, view, delete, the employee's review, confirm, pay later
  'documents-journey': [
    'a resident uploads, views, deletes and re-uploads documents, the employee accepts, the resident confirms and pays later',
  ],
  // products: plate change, permit-plus link, termination now and scheduled, history
  'products-journey': [
    'a permit from the request flow: current products, plate change, permit-plus link, terminated now into history',
    'a permit that starts in two days: not started yet; its termination scheduled, the day changed from the planned one, cancelled, then ended now before its start',
  ],
  // cart and payments
  payments: [
    'the cart paid directly: left by Back, cancelled, left open until paid elsewhere, then paid; a permit',
    'a payment link is e-mailed, opened without login in a fresh browser and paid on the portal',
  ],
  // waiting list: join, offer, request from the list, pass on, withdraw
  'waiting-list': [
    'two residents wait for a full garage: the first is e-mailed and requests it from the list, the second moves up; a lapsed offer passes on; a withdrawal',
  ],
  // prolongations: offered by the job, confirmed and paid
  prolongations: [
    'a resident permit’s prolongation offered by the job, e-mailed, confirmed and paid: the end date moves',
  ],
  // pending requests
  'pending-requests': [
    'a request left at the upload stage is continued from the pending requests; the home tile counts it',
    'a request withdrawn from the context menu, after a confirmation, is gone from the list and the count',
  ],
  // profile
  'profile-account': ['a resident changes the e-mail address and verifies it with the code sent to the new one'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A renamed test would silently drop out of the PostgreSQL run: each name must still be in its file.
for (const [file, names] of Object.entries(journeys)) {
  const source = readFileSync(fileURLToPath(new URL(`tests/${file}.e2e.ts`, import.meta.url)), 'utf8');
  const missing = names.filter((name) => !source.includes(name));
  if (missing.length > 0) {
    throw new Error(`vitest.postgres.config.ts: tests/${file}.e2e.ts has no test named ${missing.join(' / ')}`);
  }
}

export default defineConfig({
  test: {
    ...base.test,
    name: 'e2e-postgres',
    include: Object.keys(journeys).map((file) => `tests/${file}.e2e.ts`),
    globalSetup: ['support/global-setup-postgres.ts'],
    // axe once per screen, in the default theme (support/request-flow.ts): the themes were checked on the embedded run.
    env: { ...base.test?.env, E2E_AXE_THEMES: 'default' },
    testNamePattern: new RegExp(`(?:${Object.values(journeys).flat().map(escapeRegExp).join('|')})`),
  },
});
