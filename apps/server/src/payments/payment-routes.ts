/**
 * The payment routes outside the services contract: the provider's server-to-server notification
 * (webhook) and the simulator's hosted checkout.
 *
 * A notification names a provider payment id and nothing else that counts: Mollie's webhook carries
 * only the id and no signature. So the server never reads a status from it; it looks the id up among
 * the tenant's payments and asks the provider. An unknown or forged id changes nothing and is
 * answered 200 (the provider must not retry it, and a prober learns nothing); a provider that cannot
 * be reached is answered 503, so the provider notifies again later.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { enforceLimit } from '../http/limits.js';
import { notFoundPage } from '../http/pages.js';
import { ServiceError } from '../http/service-error.js';
import type { TenantResolver } from '../tenants/index.js';
import { readPaymentEnv } from './payment-env.js';
import { PaymentProviderUnavailable } from './payment-provider.js';
import { findPaymentByProviderId } from './payment-repository.js';
import { refreshPayment } from './settle-payment.js';
import { NOTIFY_MODES, type NotifyMode, renderCheckoutPage } from './simulator-checkout-page.js';
import { decideSimulatorPayment, findSimulatorPayment } from './simulator-provider.js';

export interface PaymentRoutesOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
}

const FORM = 'application/x-www-form-urlencoded';
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Notifications per client address and tenant per minute; a provider sends far fewer. */
const WEBHOOK_LIMIT = { max: 600, windowMs: 60_000 };
/** How long a "delayed" simulator notification waits: long enough to come after the browser's return. */
export const SIMULATOR_DELAY_MS = 1500;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function single(body: unknown, name: string): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export async function paymentRoutesPlugin(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const { config, db, resolveTenant } = options;
  // Read once now so a bad value stops the server at start.
  readPaymentEnv(config.NODE_ENV);
  const env = () => readPaymentEnv(config.NODE_ENV);

  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post('/:tenant/payments/webhook', async (request, reply) => {
    const tenant = await resolveTenant((request.params as { tenant: string }).tenant);
    if (!tenant) return reply.code(404).send();
    try {
      await enforceLimit(db, `payment-webhook:${tenant.id}:${request.ip}`, WEBHOOK_LIMIT.max, WEBHOOK_LIMIT.windowMs);
    } catch (error) {
      if (error instanceof ServiceError) return reply.code(429).send();
      throw error;
    }
    const id = single(request.body, 'id');
    if (!id || !PROVIDER_ID.test(id)) return reply.code(400).send();
    const payment = await findPaymentByProviderId(db, tenant.id, id);
    if (!payment) {
      request.log.info({ tenant: tenant.code }, 'payment notification for an unknown payment ignored');
      return reply.code(200).send();
    }
    try {
      await refreshPayment({ db, env: env(), config, now: () => new Date() }, tenant, payment);
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailable)) throw error;
      request.log.warn({ tenant: tenant.code, payment: payment.id }, 'payment provider unavailable for a notification');
      return reply.code(503).send();
    }
    return reply.code(200).send();
  });

  /** The simulator's checkout, only where the simulator is allowed; 404 otherwise. */
  async function simulatorTarget(params: unknown) {
    const { tenant: code, id } = params as { tenant: string; id: string };
    const tenant = await resolveTenant(code);
    if (!tenant || !env().simulatorAllowed || !PROVIDER_ID.test(id)) return undefined;
    const payment = await findSimulatorPayment(db, tenant.id, id);
    return payment ? { tenant, payment } : undefined;
  }

  app.get('/:tenant/simulator/checkout/:id', async (request, reply) => {
    const target = await simulatorTarget(request.params);
    if (!target) return sendHtml(reply, 404, notFoundPage());
    const { payment } = target;
    return sendHtml(
      reply,
      200,
      renderCheckoutPage({
        id: payment.id,
        amountCents: payment.amount_cents,
        description: payment.description,
        status: payment.status,
      }),
    );
  });

  app.post('/:tenant/simulator/checkout/:id', async (request, reply) => {
    const target = await simulatorTarget(request.params);
    if (!target) return sendHtml(reply, 404, notFoundPage());
    const { tenant, payment } = target;
    const action = single(request.body, 'action');
    const mode = (NOTIFY_MODES as readonly string[]).includes(single(request.body, 'notify') ?? '')
      ? (single(request.body, 'notify') as NotifyMode)
      : 'once';
    if (action === 'pay') await decideSimulatorPayment(db, tenant.id, payment.id, 'paid', payerChoice(request.body));
    else if (action === 'cancel') await decideSimulatorPayment(db, tenant.id, payment.id, 'canceled');
    else if (action !== 'open') return sendHtml(reply, 400, notFoundPage());
    await notifyServer(app, payment.webhook_url, payment.id, mode);
    return reply.header('cache-control', 'no-store').redirect(payment.redirect_url, 303);
  });
}

/**
 * A test payer's optional amount (in euros, to try an amount that differs from the invoices) and
 * account (reported as Mollie's details.consumerAccount); anything unreadable is left out.
 */
function payerChoice(body: unknown): { cents?: number; iban?: string } {
  const amount = single(body, 'amount')?.trim().replace(',', '.') ?? '';
  const iban = single(body, 'iban')?.replace(/\s+/g, '').toUpperCase() ?? '';
  const cents = /^\d{1,6}(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : undefined;
  return {
    ...(cents !== undefined && cents > 0 ? { cents } : {}),
    ...(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) ? { iban } : {}),
  };
}

/**
 * The simulator notifies the server as a provider would: a form post of the id to the webhook. It
 * goes through the real route (inject), so exactly the path a provider's call takes.
 */
async function notifyServer(app: FastifyInstance, webhookUrl: string, id: string, mode: NotifyMode): Promise<void> {
  const url = new URL(webhookUrl, 'http://localhost').pathname;
  const send = () =>
    app
      .inject({ method: 'POST', url, headers: { 'content-type': FORM }, payload: `id=${encodeURIComponent(id)}` })
      .then(() => undefined);
  if (mode === 'none') return;
  if (mode === 'once') return send();
  if (mode === 'repeat') {
    for (let i = 0; i < 3; i++) await send();
    return;
  }
  if (mode === 'concurrent') {
    await Promise.all([send(), send(), send()]);
    return;
  }
  // A one-off delay of a test tool, not a scheduled job: it only reorders the simulator's own notification.
  setTimeout(() => {
    send().catch((error: unknown) => app.log.warn({ err: error }, 'delayed simulator notification failed'));
  }, SIMULATOR_DELAY_MS).unref();
}
