/** The operator's commands, separate from argument parsing so tests can run them on a test database. */
import { readFile, writeFile } from 'node:fs/promises';
import { LOCALES, type Locale } from '@parkeerloket/contract';
import { bundledCatalogue } from '@parkeerloket/translations';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import {
  configureIdentityProvider,
  createPermitAccount,
  describeIdentityProviders,
  IDENTITY_SERVICES,
  IdentityProviderConfigError,
  type IdentityService,
  PermitAccountError,
  readIdentityEnv,
  removeIdentityProvider,
} from '../login/index.js';
import { formatOutbox, readOutbox } from '../mail/index.js';
import {
  configurePaymentProvider,
  describePaymentProvider,
  PaymentProviderConfigError,
  readPaymentEnv,
} from '../payments/index.js';
import {
  configureRegister,
  describeRegisters,
  REGISTER_NAMES,
  RegisterConfigError,
  type RegisterName,
  removeRegister,
} from '../registers/index.js';
import {
  applyTenantConfig,
  deleteSetting,
  KNOWN_SETTINGS,
  listTenants,
  readHelpPages,
  readLoginOptions,
  readPaymentServices,
  readSettings,
  readThemeTokens,
  readTranslations,
  requireTenant,
  setTenantImage,
  TenantAdminError,
} from '../tenants/index.js';
import { CATALOGUE_HELP, isCatalogueCommand, runCatalogueCommand } from './catalogue-commands.js';
import { isJobCommand, JOB_HELP, runJobCommand } from './job-commands.js';
import { isParkingRightsCommand, PARKING_RIGHTS_HELP, runParkingRightsCommand } from './parking-rights-commands.js';
import { isPaymentCommand, PAYMENT_HELP, runPaymentCommand } from './payment-commands.js';
import { isProlongationCommand, PROLONGATION_HELP, runProlongationCommand } from './prolongation-commands.js';
import { isRefundCommand, REFUND_HELP, runRefundCommand } from './refund-commands.js';
import { isReviewCommand, REVIEW_HELP, runReviewCommand } from './review-commands.js';
import { isStaffSignInCommand, runStaffSignInCommand, STAFF_SIGN_IN_HELP } from './staff-sign-in-commands.js';
import { isWaitingListCommand, runWaitingListCommand, WAITING_LIST_HELP } from './waiting-list-commands.js';

export const HELP = `Usage: npm run operator -- <command> [arguments]

Tenants
  list-tenants                                   List the municipalities.
  create-tenant <code> --name "Gemeente X"       Create a municipality (code: lowercase, e.g. "utrecht").
  show-tenant <code>                             Print a municipality's whole configuration as JSON.
  apply-tenant <file.json>                       Create or update a municipality from a configuration file
                                                 (the format show-tenant prints; see docs/operating.md).
Settings
  set-setting <code> NAME=value [NAME=value...]  Set entries of the settings map (core document 3.7).
  unset-setting <code> NAME                      Remove a setting.
  set-login-options <code> <codes>               Comma-separated: digid,eidas,eherkenning,email.
  set-payment-services <code> <services>         Comma-separated: directpayment,paymentlink.
  set-theme <code> --token=value [...]           Design tokens, e.g. --pl-color-primary=#00497a.
Images
  set-logo <code> <file.png>                     Served as /{code}/municipalities/{code}.png.
  set-background <code> <file.jpg>               Served as /municipalities/{code}-bg.jpg.
Translations
  import-translations <code> <locale> <file>     Merge a JSON object of key -> text into the tenant's texts.
  export-translations <code> <locale> [file]     Write the tenant's own texts (with --all: the full catalogue).
Help pages (decision 031; the format: packages/contract/src/help-pages.ts, examples: the demo's in operator/demo-tenants.ts)
  set-help-page <code> contact <file.json>       The contact details on Contact en hulp: phone, email, openingHours {nl,en}, contactUrl.
  set-help-page <code> accessibility <file.json> The accessibility statement in the national model's form (status A-E, dates, evaluations,
                                                 what is not accessible, feedback address and answer time, ombudsman).
${CATALOGUE_HELP}
${REVIEW_HELP}
${STAFF_SIGN_IN_HELP}
${JOB_HELP}
${PARKING_RIGHTS_HELP}
${PROLONGATION_HELP}
${REFUND_HELP}
${PAYMENT_HELP}
${WAITING_LIST_HELP}
Permit accounts and e-mail
  create-permit-account <code> --username=<name> --email=<address> [--name="Company Ltd"]
                                                 A company with a permit login; e-mails it a link to set a password.
  outbox <code> [--to=<address>] [--limit=<n>]   The newest e-mails (default 20), with delivery state and text.
Identity brokers (docs/adapters/identity.md)
  set-identity-provider <code> <service> <file.json>  Connect digid, eidas or eherkenning to a real OpenID Connect broker.
  show-identity-providers <code>                 Print the brokers (secrets are never shown).
  remove-identity-provider <code> <service>      Back to the built-in simulator (refused in production unless enabled).
Payment provider (docs/adapters/payments.md)
  set-payment-provider <code> mollie <keyfile>   Pay through Mollie with the API key in <keyfile> (stored encrypted; needs IDENTITY_SECRET_KEY).
  set-payment-provider <code> simulator          The built-in test checkout (refused in production unless PAYMENT_SIMULATOR=on).
  show-payment-provider <code>                   Print the provider (the key is never shown).
  set-setting <code> PAYMENT_LINK_VALID_DAYS=14  How many days a payment link can be paid (default 14).
  set-setting <code> PERMIT_ENDING_NOTICE_DAYS=14  Days before its end a permit not renewable online is announced (default 14).
  set-setting <code> WAITING_LIST_POSITION_STEP=5  A waiting resident is told their position at every multiple (default 5).
  set-setting <code> CONDITIONS_URL=https://…    The municipality's conditions, linked from the welcome screen (none: no link).
  set-setting <code> MUNICIPALITY_ADDRESS=…      The postal address printed on payment receipts (lines separated by commas).
Registers (docs/adapters/brp.md, docs/adapters/kvk.md)
  set-register <code> <brp|kvk> <file.json>      The population or trade register: {"mode":"api","baseUrl":…,"apiKey":…},
                                                 "simulator", or "off" (the broker's claims only). Keys are stored encrypted.
  show-registers <code>                          Print the registers' settings (keys are never shown).
  remove-register <code> <brp|kvk>               Back to the default: the simulator for simulated logins, else off.
Database
  migrate                                        Apply pending migrations and exit.
  seed-demo                                      Create or refresh the demo municipalities voorbeeld and proefdorp.

Locales: ${LOCALES.join(', ')}. The database is DATABASE_URL, or the embedded one in DATA_DIR (default ./data).`;

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseLocale(value: string | undefined): Locale {
  if (!value || !(LOCALES as readonly string[]).includes(value)) {
    throw new TenantAdminError(`Locale must be one of ${LOCALES.join(', ')}`);
  }
  return value as Locale;
}

export async function showTenant(db: Database, code: string) {
  const tenant = await requireTenant(db, code);
  const translations: Partial<Record<Locale, Record<string, string>>> = {};
  for (const locale of LOCALES) translations[locale] = await readTranslations(db, tenant.id, locale);
  const helpPages = await readHelpPages(db, tenant.id);
  return {
    code: tenant.code,
    name: tenant.name,
    defaultLocale: tenant.defaultLocale,
    settings: await readSettings(db, tenant.id),
    loginOptions: await readLoginOptions(db, tenant.id),
    paymentServices: await readPaymentServices(db, tenant.id),
    theme: await readThemeTokens(db, tenant.id),
    translations,
    ...(helpPages.contact ? { contact: helpPages.contact } : {}),
    ...(helpPages.accessibility ? { accessibilityStatement: helpPages.accessibility } : {}),
  };
}

export async function runCommand(
  db: Database,
  command: string,
  args: string[],
  flags: Record<string, string | boolean>,
  write: (text: string) => void = (text) => process.stdout.write(text),
) {
  const say = (line: string) => write(`${line}\n`);
  const need = (index: number, what: string) => {
    const value = args[index];
    if (!value) throw new TenantAdminError(`Missing ${what}. See: npm run operator -- help`);
    return value;
  };
  const report = (warnings: string[]) => {
    for (const w of warnings) say(`warning: ${w}`);
  };

  if (isCatalogueCommand(command)) return runCatalogueCommand(db, command, args, write);
  if (isReviewCommand(command)) return runReviewCommand(db, command, args, flags, write);
  if (isStaffSignInCommand(command)) return runStaffSignInCommand(db, command, args, write);
  if (isJobCommand(command)) return runJobCommand(db, command, args, flags, write);
  if (isRefundCommand(command)) return runRefundCommand(db, command, args, flags, write);
  if (isPaymentCommand(command)) return runPaymentCommand(db, command, args, write);
  if (isParkingRightsCommand(command)) return runParkingRightsCommand(db, command, args, write);
  if (isWaitingListCommand(command)) return runWaitingListCommand(db, command, args, write);
  if (isProlongationCommand(command)) return runProlongationCommand(db, args, write);
  switch (command) {
    case 'migrate':
      say('Migrations applied.');
      return;
    case 'seed-demo': {
      // Loaded only for this command: the demo data is a large module the other commands do not need.
      const { seedDemo } = await import('./seed-demo.js');
      say(`Demo municipalities ready: ${(await seedDemo(db, loadConfig())).join(', ')}`);
      return;
    }
    case 'list-tenants':
      for (const t of await listTenants(db)) say(`${t.code}\t${t.name}\t${t.defaultLocale}`);
      return;
    case 'create-tenant': {
      const name = typeof flags.name === 'string' ? flags.name : undefined;
      if (!name) throw new TenantAdminError('Give the name with --name "Gemeente X"');
      const { tenant, warnings } = await applyTenantConfig(db, {
        code: need(0, 'tenant code'),
        name,
        translations: { nl_NL: { 'municipality.name': name }, en_EN: { 'municipality.name': name } },
      });
      report(warnings);
      say(`Tenant ${tenant.code} ready.`);
      return;
    }
    case 'show-tenant':
      say(JSON.stringify(await showTenant(db, need(0, 'tenant code')), null, 2));
      return;
    case 'apply-tenant': {
      const input = JSON.parse(await readFile(need(0, 'configuration file'), 'utf8')) as unknown;
      const { tenant, warnings } = await applyTenantConfig(db, input);
      report(warnings);
      say(`Tenant ${tenant.code} configured.`);
      return;
    }
    case 'set-setting': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const settings: Record<string, string> = {};
      for (const pair of args.slice(1)) {
        const at = pair.indexOf('=');
        if (at < 1) throw new TenantAdminError(`Expected NAME=value, got "${pair}"`);
        settings[pair.slice(0, at)] = pair.slice(at + 1);
      }
      const { warnings } = await applyTenantConfig(db, { code: tenant.code, name: tenant.name, settings });
      report(warnings);
      say(`${Object.keys(settings).length} setting(s) saved.`);
      return;
    }
    case 'unset-setting': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const name = need(1, 'setting name');
      if (!KNOWN_SETTINGS.has(name)) say(`warning: ${name} is not a known setting`);
      await deleteSetting(db, tenant.id, name);
      say(`Setting ${name} removed.`);
      return;
    }
    case 'set-login-options':
    case 'set-payment-services': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const list = parseList(args[1]);
      const key = command === 'set-login-options' ? 'loginOptions' : 'paymentServices';
      await applyTenantConfig(db, { code: tenant.code, name: tenant.name, [key]: list });
      say(`${key} set to: ${list.join(', ') || '(none)'}`);
      return;
    }
    case 'set-theme': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const theme = Object.fromEntries(
        Object.entries(flags)
          .filter(([name]) => name.startsWith('pl-'))
          .map(([name, value]) => [`--${name}`, String(value)]),
      );
      await applyTenantConfig(db, { code: tenant.code, name: tenant.name, theme });
      say(`${Object.keys(theme).length} token(s) saved.`);
      return;
    }
    case 'set-help-page': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const page = need(1, 'page (contact or accessibility)');
      if (page !== 'contact' && page !== 'accessibility') {
        throw new TenantAdminError('The page is contact or accessibility');
      }
      const content = JSON.parse(await readFile(need(2, 'page file'), 'utf8')) as unknown;
      const key = page === 'contact' ? 'contact' : 'accessibilityStatement';
      await applyTenantConfig(db, { code: tenant.code, name: tenant.name, [key]: content });
      say(`Help page ${page} saved.`);
      return;
    }
    case 'set-logo':
    case 'set-background': {
      const code = need(0, 'tenant code');
      const data = await readFile(need(1, 'image file'));
      await setTenantImage(db, code, command === 'set-logo' ? 'logo' : 'background', data);
      say('Image saved.');
      return;
    }
    case 'import-translations': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const locale = parseLocale(args[1]);
      const texts = JSON.parse(await readFile(need(2, 'translations file'), 'utf8')) as unknown;
      await applyTenantConfig(db, { code: tenant.code, name: tenant.name, translations: { [locale]: texts } });
      const unknown = Object.keys(texts as object).filter((key) => !(key in bundledCatalogue(locale)));
      if (unknown.length > 0) say(`note: ${unknown.length} key(s) are not in the bundled catalogue (kept)`);
      say(`${Object.keys(texts as object).length} text(s) imported.`);
      return;
    }
    case 'export-translations': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const locale = parseLocale(args[1]);
      const own = await readTranslations(db, tenant.id, locale);
      const texts = flags.all ? { ...bundledCatalogue(locale), ...own } : own;
      const json = `${JSON.stringify(texts, null, 2)}\n`;
      if (args[2]) {
        await writeFile(args[2], json);
        say(`${Object.keys(texts).length} text(s) written to ${args[2]}`);
      } else write(json);
      return;
    }
    case 'create-permit-account': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const { username, email, name } = flags;
      if (typeof username !== 'string' || typeof email !== 'string') {
        throw new TenantAdminError('Give --username=<name> and --email=<address>');
      }
      try {
        const input = { username, email, name: typeof name === 'string' ? name : undefined };
        const relationId = await createPermitAccount(db, tenant, input, loadConfig());
        say(`Permit account ${username} created (relation ${relationId}); registration link e-mailed to ${email}.`);
      } catch (error) {
        if (error instanceof PermitAccountError) throw new TenantAdminError(error.message);
        throw error;
      }
      return;
    }
    case 'set-identity-provider':
    case 'remove-identity-provider': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const service = need(1, 'service');
      if (!(IDENTITY_SERVICES as readonly string[]).includes(service)) {
        throw new TenantAdminError(`The service must be one of ${IDENTITY_SERVICES.join(', ')}`);
      }
      try {
        if (command === 'remove-identity-provider') {
          await removeIdentityProvider(db, tenant.id, service as IdentityService);
          say(`${service} of ${tenant.code} uses the simulator again.`);
        } else {
          const input = JSON.parse(await readFile(need(2, 'settings file'), 'utf8')) as never;
          const config = loadConfig();
          await configureIdentityProvider(
            db,
            readIdentityEnv(config.NODE_ENV),
            tenant.id,
            service as IdentityService,
            input,
          );
          say(`${service} of ${tenant.code} now logs in through the configured broker.`);
        }
      } catch (error) {
        if (error instanceof IdentityProviderConfigError) throw new TenantAdminError(error.message);
        throw error;
      }
      return;
    }
    case 'set-payment-provider': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const provider = need(1, 'provider (mollie or simulator)');
      const env = readPaymentEnv(loadConfig().NODE_ENV);
      try {
        if (provider === 'mollie') {
          // From a file, so the key never stands in the shell's history or the process list.
          const apiKey = (await readFile(need(2, 'file with the API key'), 'utf8')).trim();
          await configurePaymentProvider(db, env, tenant.id, { provider: 'mollie', apiKey });
        } else if (provider === 'simulator') {
          await configurePaymentProvider(db, env, tenant.id, { provider: 'simulator' });
        } else {
          throw new TenantAdminError('The provider must be mollie or simulator');
        }
      } catch (error) {
        if (error instanceof PaymentProviderConfigError) throw new TenantAdminError(error.message);
        throw error;
      }
      say(`${tenant.code} now pays through ${provider}.`);
      return;
    }
    case 'show-payment-provider': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      write(`${JSON.stringify(await describePaymentProvider(db, tenant.id), null, 2)}\n`);
      return;
    }
    case 'set-register':
    case 'remove-register': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const register = need(1, 'register');
      if (!(REGISTER_NAMES as readonly string[]).includes(register)) {
        throw new TenantAdminError(`The register must be one of ${REGISTER_NAMES.join(', ')}`);
      }
      try {
        if (command === 'remove-register') {
          await removeRegister(db, tenant.id, register as RegisterName);
          say(`${register} of ${tenant.code} is back to its default.`);
        } else {
          const input = JSON.parse(await readFile(need(2, 'settings file'), 'utf8')) as never;
          await configureRegister(
            db,
            readIdentityEnv(loadConfig().NODE_ENV),
            tenant.id,
            register as RegisterName,
            input,
          );
          say(`${register} of ${tenant.code} is configured.`);
        }
      } catch (error) {
        if (error instanceof RegisterConfigError) throw new TenantAdminError(error.message);
        throw error;
      }
      return;
    }
    case 'show-registers': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      write(`${JSON.stringify(await describeRegisters(db, tenant.id), null, 2)}\n`);
      return;
    }
    case 'show-identity-providers': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      write(`${JSON.stringify(await describeIdentityProviders(db, tenant.id), null, 2)}\n`);
      return;
    }
    case 'outbox': {
      const tenant = await requireTenant(db, need(0, 'tenant code'));
      const limit = flags.limit === undefined ? 20 : Number(flags.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new TenantAdminError('--limit must be a whole number above 0');
      const to = typeof flags.to === 'string' ? flags.to : undefined;
      write(formatOutbox(await readOutbox(db, tenant.id, { to, limit })));
      return;
    }
    default:
      throw new TenantAdminError(`Unknown command "${command}".\n\n${HELP}`);
  }
}
