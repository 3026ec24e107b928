/**
 * The settings screen's handlers (issue 28): read the municipality's settings, and change them through
 * the same services the operator tool calls (tenants' applyTenantConfig and setTenantImage, staff-settings'
 * configureStaffSignIn, payments' configurePaymentProvider), so the rules live once. Each change writes one
 * audit row with the before and after in the change's own transaction; secrets appear in it only as
 * "changed". Every export of this file is a handler (staff-handlers.ts spreads them).
 */
import { type InvalidParam, portalSettingKind, type StaffRouteOf, textPlaceholders } from '@parkeerloket/contract';
import type { Database } from '../../db/database.js';
import { translate } from '../../http/messages.js';
import { readIdentityEnv } from '../../login/index.js';
import { configurePaymentProvider, PaymentProviderConfigError, readPaymentEnv } from '../../payments/index.js';
import { configureStaffSignIn, describeStaffSignIn, StaffSignInConfigError } from '../../staff-settings/index.js';
import {
  applyTenantConfig,
  deleteSetting,
  deleteTranslations,
  readHelpPages,
  readSettings,
  setTenantImage as storeTenantImage,
  TenantAdminError,
  type TenantConfigInput,
  tenantImageProblem,
} from '../../tenants/index.js';
import { type StaffCallContext, type StaffHandler, StaffProblem } from '../api/staff-call-context.js';
import {
  findTexts,
  isPortalTextKey,
  readImageInfo,
  readOverrides,
  readPaymentProviderInfo,
  readPortalSettings,
  readStaffSignInAnswer,
  TEXT_LOCALES,
  textItem,
} from './portal-settings.js';

/** What an audit row shows instead of a secret. */
const MASKED = '(changed, not shown)';

function invalid(ctx: StaffCallContext, params: { name: string; key: string; fallback?: string }[]): StaffProblem {
  const invalidParams: InvalidParam[] = params.map(({ name, key, fallback }) => {
    const text = translate(ctx.locale, key);
    return { name, reason: text === key && fallback ? fallback : text };
  });
  return new StaffProblem(400, 'staff.problem.400', undefined, invalidParams);
}

/**
 * Runs a change and its audit row in one transaction: the row commits with the change, or neither does
 * (the operator's services take the transaction as their database).
 */
function changing<T>(ctx: StaffCallContext, work: (trx: Database) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(work);
}

/** Applies part of the municipality's configuration as the operator's apply-tenant does; its refusals name the body's fields. */
async function applyConfig(
  ctx: StaffCallContext,
  trx: Database,
  part: Omit<TenantConfigInput, 'code' | 'name'>,
  fieldOf: (path: string) => { name: string; key: string },
): Promise<void> {
  try {
    await applyTenantConfig(trx, { code: ctx.tenant.code, name: ctx.tenant.name, ...part }, { inTransaction: true });
  } catch (error) {
    if (!(error instanceof TenantAdminError) || error.issues.length === 0) throw error;
    throw invalid(
      ctx,
      error.issues.map((issue) => ({ ...fieldOf(issue.path), fallback: issue.message })),
    );
  }
}

export const getStaffSettings: StaffHandler<StaffRouteOf<'getStaffSettings'>> = async (ctx) =>
  readStaffSignInAnswer(ctx.db, ctx.tenant.id);

export const setStaffSignIn: StaffHandler<StaffRouteOf<'setStaffSignIn'>> = async (ctx, { body }) => {
  const secretGiven = body.mode === 'oidc' && body.clientSecret !== undefined && body.clientSecret !== '';
  const input =
    body.mode === 'simulator'
      ? body
      : {
          ...body,
          clientSecret: secretGiven ? body.clientSecret : undefined,
          roleMapping: Object.fromEntries(body.roleMapping.map((row) => [row.group, row.roles])),
        };
  const production = ctx.config.NODE_ENV === 'production';
  const { secretKey } = readIdentityEnv(ctx.config.NODE_ENV);
  await changing(ctx, async (trx) => {
    const before = await describeStaffSignIn(trx, ctx.tenant.id);
    try {
      await configureStaffSignIn(trx, { secretKey, production }, ctx.tenant.id, input);
    } catch (error) {
      if (!(error instanceof StaffSignInConfigError)) throw error;
      // One line per problem, 'field: why' (staff-settings/staff-sign-in-settings.ts).
      throw invalid(
        ctx,
        error.message.split('\n').map((line) => {
          const field = line.split(':')[0]?.split('.')[0] ?? 'mode';
          return { name: `body.${field}`, key: `staff.settings.sign_in.invalid.${field}`, fallback: line };
        }),
      );
    }
    const after = await describeStaffSignIn(trx, ctx.tenant.id);
    await ctx.audit(
      {
        action: 'set-staff-sign-in',
        objectType: 'staff-sign-in',
        objectId: ctx.tenant.code,
        before,
        after: { ...after, ...(secretGiven ? { clientSecret: MASKED } : {}) },
      },
      trx,
    );
  });
  return readStaffSignInAnswer(ctx.db, ctx.tenant.id);
};

export const getPortalSettings: StaffHandler<StaffRouteOf<'getPortalSettings'>> = async (ctx) =>
  readPortalSettings(ctx.db, ctx.tenant.id);

export const setPortalSettings: StaffHandler<StaffRouteOf<'setPortalSettings'>> = async (ctx, { body }) => {
  const names = Object.keys(body.settings);
  const set = Object.fromEntries(
    Object.entries(body.settings).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  await changing(ctx, async (trx) => {
    const stored = await readSettings(trx, ctx.tenant.id);
    // First the values (checked whole by the operator's rules: nothing is written when one is refused), then the clearing.
    await applyConfig(ctx, trx, { settings: set }, (path) => {
      const name = path.replace(/^settings\./, '');
      return { name: `body.settings.${name}`, key: `staff.settings.invalid.${portalSettingKind(name) ?? 'text'}` };
    });
    for (const name of names) {
      if (body.settings[name] === null && name in stored) await deleteSetting(trx, ctx.tenant.id, name);
    }
    await ctx.audit(
      {
        action: 'set-portal-settings',
        objectType: 'tenant-settings',
        objectId: ctx.tenant.code,
        before: Object.fromEntries(names.map((name) => [name, stored[name] ?? null])),
        after: body.settings,
      },
      trx,
    );
  });
  return readPortalSettings(ctx.db, ctx.tenant.id);
};

export const listTextOverrides: StaffHandler<StaffRouteOf<'listTextOverrides'>> = async (ctx, { query }) => {
  const found = findTexts(await readOverrides(ctx.db, ctx.tenant.id), query.search, query.overridden === 'yes');
  const start = (query.page - 1) * query.pageSize;
  return {
    items: found.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: found.length,
  };
};

export const setTextOverride: StaffHandler<StaffRouteOf<'setTextOverride'>> = async (ctx, { params, body }) => {
  if (!isPortalTextKey(params.key)) throw new StaffProblem(404, 'staff.problem.404');
  await changing(ctx, async (trx) => {
    const before = textItem(params.key, await readOverrides(trx, ctx.tenant.id));
    // An override may use only the placeholders the portal fills in for this text.
    const problems = (['nl', 'en'] as const).flatMap((language) => {
      const text = body[language];
      if (text === null) return [];
      const allowed = new Set(textPlaceholders(before.bundled[language]));
      const unknown = textPlaceholders(text).filter((name) => !allowed.has(name));
      return unknown.length > 0 ? [{ name: `body.${language}`, key: 'staff.settings.texts.invalid_placeholder' }] : [];
    });
    if (problems.length > 0) throw invalid(ctx, problems);
    const translations: Record<string, Record<string, string>> = {};
    for (const language of ['nl', 'en'] as const) {
      const text = body[language];
      if (text !== null) translations[TEXT_LOCALES[language]] = { [params.key]: text };
    }
    await applyConfig(ctx, trx, { translations }, (path) => ({
      name: path.startsWith('translations.en') ? 'body.en' : 'body.nl',
      key: 'staff.settings.texts.invalid',
    }));
    for (const language of ['nl', 'en'] as const) {
      if (body[language] === null) await deleteTranslations(trx, ctx.tenant.id, TEXT_LOCALES[language], [params.key]);
    }
    await ctx.audit(
      {
        action: 'set-text-override',
        objectType: 'text',
        objectId: params.key,
        before: before.override,
        after: { nl: body.nl, en: body.en },
      },
      trx,
    );
  });
  return textItem(params.key, await readOverrides(ctx.db, ctx.tenant.id));
};

export const setTenantImage: StaffHandler<StaffRouteOf<'setTenantImage'>> = async (ctx, { params, body }) => {
  const data = Buffer.from(body.data, 'base64');
  const problem = tenantImageProblem(params.kind, data);
  if (problem) throw invalid(ctx, [{ name: 'body.data', key: `staff.settings.image.${problem}` }]);
  return changing(ctx, async (trx) => {
    const before = await readImageInfo(trx, ctx.tenant.id, params.kind);
    await storeTenantImage(trx, ctx.tenant.code, params.kind, data);
    const after = await readImageInfo(trx, ctx.tenant.id, params.kind);
    if (!after) throw new Error('the image just stored cannot be read');
    await ctx.audit(
      { action: `set-${params.kind}`, objectType: 'tenant-image', objectId: params.kind, before, after },
      trx,
    );
    return after;
  });
};

export const setContactPage: StaffHandler<StaffRouteOf<'setContactPage'>> = async (ctx, { body }) => {
  await changing(ctx, async (trx) => {
    const before = (await readHelpPages(trx, ctx.tenant.id)).contact ?? null;
    await applyConfig(ctx, trx, { contact: body }, (path) => ({
      name: `body.${path.replace(/^contact\./, '')}`,
      key: 'staff.settings.help.invalid',
    }));
    await ctx.audit(
      { action: 'set-help-page', objectType: 'help-page', objectId: 'contact', before, after: body },
      trx,
    );
  });
  return body;
};

export const setAccessibilityPage: StaffHandler<StaffRouteOf<'setAccessibilityPage'>> = async (ctx, { body }) => {
  await changing(ctx, async (trx) => {
    const before = (await readHelpPages(trx, ctx.tenant.id)).accessibility ?? null;
    await applyConfig(ctx, trx, { accessibilityStatement: body }, (path) => ({
      name: `body.${path.replace(/^accessibilityStatement\./, '')}`,
      key: 'staff.settings.help.invalid',
    }));
    await ctx.audit(
      { action: 'set-help-page', objectType: 'help-page', objectId: 'accessibility', before, after: body },
      trx,
    );
  });
  return body;
};

export const setPaymentProvider: StaffHandler<StaffRouteOf<'setPaymentProvider'>> = async (ctx, { body }) => {
  const env = readPaymentEnv(ctx.config.NODE_ENV);
  return changing(ctx, async (trx) => {
    const before = await readPaymentProviderInfo(trx, ctx.tenant.id);
    try {
      await configurePaymentProvider(trx, env, ctx.tenant.id, body);
    } catch (error) {
      if (!(error instanceof PaymentProviderConfigError)) throw error;
      // Which of payments' rules refused it: the key's form, no key to seal it with, or the simulator switched off.
      if (body.provider === 'mollie' && env.secretKey) {
        throw invalid(ctx, [{ name: 'body.apiKey', key: 'staff.settings.payment.key_form' }]);
      }
      throw new StaffProblem(
        409,
        body.provider === 'mollie' ? 'staff.settings.payment.no_secret_store' : 'staff.settings.payment.simulator_off',
      );
    }
    const after = await readPaymentProviderInfo(trx, ctx.tenant.id);
    await ctx.audit(
      {
        action: 'set-payment-provider',
        objectType: 'payment-provider',
        objectId: ctx.tenant.code,
        before,
        after: { ...after, ...(body.provider === 'mollie' ? { apiKey: MASKED } : {}) },
      },
      trx,
    );
    return after;
  });
};
