/**
 * Which payment provider a tenant uses, set with the operator tool: the built-in simulator (the
 * default) or Mollie with the municipality's own API key, stored encrypted (AES-256-GCM bound to the
 * tenant, as the identity brokers' secrets) and never shown again.
 */

import type { Database } from '../db/database.js';
import { openSecret, sealSecret } from '../http/secret-box.js';
import { mollieProvider } from './mollie-provider.js';
import type { PaymentEnv } from './payment-env.js';
import { type PaymentProvider, PaymentProviderUnavailable } from './payment-provider.js';
import { simulatorProvider } from './simulator-provider.js';

const SEAL_PURPOSE = 'payment:mollie';

export class PaymentProviderConfigError extends Error {}

export type ProviderChoice = { provider: 'simulator' } | { provider: 'mollie'; apiKey: string };

export async function configurePaymentProvider(
  db: Database,
  env: PaymentEnv,
  tenantId: number,
  choice: ProviderChoice,
): Promise<void> {
  let apiKey: string | null = null;
  if (choice.provider === 'mollie') {
    const key = choice.apiKey.trim();
    if (!/^(live|test)_[A-Za-z0-9]{20,}$/.test(key)) {
      throw new PaymentProviderConfigError(
        'A Mollie API key starts with live_ or test_ followed by at least 20 letters or digits',
      );
    }
    if (!env.secretKey) {
      throw new PaymentProviderConfigError('Set IDENTITY_SECRET_KEY so the API key can be stored encrypted');
    }
    apiKey = sealSecret(env.secretKey, tenantId, SEAL_PURPOSE, key);
  } else if (!env.simulatorAllowed) {
    throw new PaymentProviderConfigError(
      'The payment simulator is off here (production); set PAYMENT_SIMULATOR=on to allow it',
    );
  }
  await db
    .insertInto('tenant_payment_providers')
    .values({ tenant_id: tenantId, provider: choice.provider, api_key: apiKey })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({ provider: choice.provider, api_key: apiKey, updated_at: new Date() }),
    )
    .execute();
}

/** What the operator may see: the provider and whether a key is stored, never the key. */
export async function describePaymentProvider(db: Database, tenantId: number) {
  const row = await db
    .selectFrom('tenant_payment_providers')
    .select(['provider', 'api_key', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return {
    provider: row?.provider ?? 'simulator',
    apiKeyStored: Boolean(row?.api_key),
    updatedAt: row?.updated_at ?? null,
  };
}

/**
 * The adapter for a tenant's provider `name` (a payment keeps the provider it was made with). Refuses
 * the simulator where it is off, and Mollie without a readable key: nothing can then be paid.
 */
export async function paymentProviderFor(
  db: Database,
  env: PaymentEnv,
  tenantId: number,
  name?: string | null,
): Promise<PaymentProvider> {
  const row = await db
    .selectFrom('tenant_payment_providers')
    .select(['provider', 'api_key'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  const wanted = name ?? row?.provider ?? 'simulator';
  if (wanted === 'simulator') {
    if (!env.simulatorAllowed)
      throw new PaymentProviderUnavailable('payment simulator refused: PAYMENT_SIMULATOR is off');
    return simulatorProvider(db, tenantId);
  }
  if (wanted !== 'mollie' || row?.provider !== 'mollie' || !row.api_key) {
    throw new PaymentProviderUnavailable(`no ${wanted} configuration for tenant ${tenantId}`);
  }
  if (!env.secretKey)
    throw new PaymentProviderUnavailable('IDENTITY_SECRET_KEY is not set; the Mollie key cannot be read');
  const apiKey = openSecret(env.secretKey, tenantId, SEAL_PURPOSE, row.api_key);
  return mollieProvider({ apiKey, ...(env.mollieApiUrl ? { apiEndpoint: env.mollieApiUrl } : {}) });
}
