/**
 * `GET /{tenant}/payment-receipt/{reference}`: the logged-in resident's receipt of a paid payment as a PDF
 * attachment, beside the services like the permit's proof (decisions 028, 030) and with the same checks
 * (http/own-download.ts). The address carries the payment's handle (the long random reference, as the
 * payment details take it), never the short one a person reads out.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { addOwnDownload } from '../http/own-download.js';
import { SESSION_COOKIE, touchSession } from '../sessions/index.js';
import type { TenantResolver } from '../tenants/index.js';
import { readOwnReceipt } from './receipt-service.js';

export interface ReceiptRoutesOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
}

export async function receiptRoutesPlugin(app: FastifyInstance, options: ReceiptRoutesOptions): Promise<void> {
  addOwnDownload(app, {
    ...options,
    sessionCookie: SESSION_COOKIE,
    touchSession,
    path: '/:tenant/payment-receipt/:id',
    parseId: (raw) => (/^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null),
    loggedOut: {
      nl: 'Log opnieuw in bij het loket en download het betalingsbewijs dan opnieuw.',
      en: 'Log in to the portal again, then download the receipt again.',
    },
    produce: readOwnReceipt,
  });
}
