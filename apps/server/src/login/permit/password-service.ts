/**
 * Passwords of permit accounts (core 2.8): a reset link on request, the username behind a
 * link, and setting the password with it. A link carries a single-use key of 256 random bits;
 * only its hash is stored. The reset answer is the same whether or not the account exists.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale, normalizeEmail, validateEmail, validatePassword } from '@parkeerloket/contract';
import { recordAudit } from '../../audit/audit-log.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { BusinessFailure } from '../../http/business-failure.js';
import type { CallContext } from '../../http/call-context.js';
import { invalidParameters } from '../../http/service-error.js';
import { mailLocale, notifyOutbox, portalLink, queueMail } from '../../mail/index.js';
import { findRelation, insertIdentity, insertRelation, updateRelation } from '../../relations/index.js';
import type { Tenant } from '../../tenants/index.js';
import { hashPassword, verifyDummy, verifyPassword } from './password-hash.js';
import { limitAttempts, PERMIT_SERVICE, requirePermitLoginOffered } from './permit-login-service.js';
import {
  countPasswordKeysSince,
  findAccount,
  findAccountsByLoginName,
  findLiveKey,
  insertAccount,
  insertPasswordKey,
  type PasswordKeyPurpose,
  type PermitAccount,
  retireKeys,
  updatePasswordHash,
  useKey,
  usernameTaken,
} from './permit-repository.js';

/** The page a key link opens (core 2.8), for a reset and a first registration alike. */
export const REGISTER_PASSWORD_PATH = '/register-password';
export const RESET_KEY_MINUTES = 60;
/** A new account's link waits longer: the holder may read the municipality's mail days later. */
export const REGISTRATION_KEY_DAYS = 7;
/** Reset mails per account per hour; requests past it get the same answer and no mail. */
export const RESETS_PER_HOUR = 3;
/**
 * The reset answer never comes sooner: for an unknown name there is nothing to write, for a
 * known one a key and a mail, and the difference in time must not tell them apart.
 */
export const RESET_ANSWER_MIN_MS = 300;

const HOUR = 60 * 60_000;
export const PASSWORD_LIMITS = {
  resetPerClient: { max: 10, windowMs: HOUR },
  keyPerClient: { max: 30, windowMs: 15 * 60_000 },
  /** Guesses at the current password through change links, per account, whichever client they come from. */
  currentPasswordPerAccount: { max: 5, windowMs: 15 * 60_000 },
} as const;

export interface PasswordCall extends Pick<CallContext, 'db' | 'tenant' | 'locale' | 'ip'> {
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
}

export function newKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Stores a key for the account and queues the mail with its link. Run in a transaction. */
async function sendKeyLink(
  db: Database,
  tenant: Tenant,
  config: PasswordCall['config'],
  account: PermitAccount,
  locale: Locale,
  purpose: Extract<PasswordKeyPurpose, 'reset' | 'register'>,
): Promise<void> {
  const key = newKey();
  const lifetimeMinutes = purpose === 'reset' ? RESET_KEY_MINUTES : REGISTRATION_KEY_DAYS * 24 * 60;
  await insertPasswordKey(db, tenant.id, {
    keyHash: hashKey(key),
    relationId: account.relationId,
    purpose,
    lifetimeMinutes,
  });
  const link = portalLink(config, tenant.code, REGISTER_PASSWORD_PATH, { key });
  const common = { tenant, relationId: account.relationId, to: account.email, locale };
  if (purpose === 'reset') {
    await queueMail(db, {
      ...common,
      template: 'password_reset',
      values: { username: account.username, link, minutes: RESET_KEY_MINUTES },
    });
  } else {
    await queueMail(db, {
      ...common,
      template: 'registration_link',
      values: { username: account.username, link, days: REGISTRATION_KEY_DAYS },
    });
  }
}

async function sendResetLinks(call: PasswordCall, loginName: string): Promise<void> {
  const { db, tenant } = call;
  const audit = { event: 'password_reset', service: PERMIT_SERVICE };
  const accounts = await findAccountsByLoginName(db, tenant.id, loginName);
  if (accounts.length === 0) {
    await recordAudit(db, tenant.id, { ...audit, outcome: 'failure', detail: 'unknown login name' });
    return;
  }
  for (const account of accounts) {
    if ((await countPasswordKeysSince(db, tenant.id, account.relationId, 'reset', 60)) >= RESETS_PER_HOUR) {
      await recordAudit(db, tenant.id, {
        ...audit,
        outcome: 'refused',
        relationId: account.relationId,
        detail: 'hourly reset limit reached',
      });
      continue;
    }
    const relation = await findRelation(db, tenant.id, account.relationId);
    await db
      .transaction()
      .execute((trx) =>
        sendKeyLink(trx, tenant, call.config, account, mailLocale(relation?.language, call.locale), 'reset'),
      );
    await recordAudit(db, tenant.id, {
      ...audit,
      outcome: 'success',
      relationId: account.relationId,
      detail: 'reset link sent',
    });
  }
  notifyOutbox();
}

/** login/reset_password: answers nothing about the account; the caller shows one notice for all. */
export async function requestPasswordReset(call: PasswordCall, loginName: string): Promise<void> {
  const { db, tenant } = call;
  await requirePermitLoginOffered(db, tenant, 'password_reset');
  await limitAttempts(db, tenant.id, `password-reset:client:${tenant.id}:${call.ip}`, PASSWORD_LIMITS.resetPerClient, {
    event: 'password_reset',
    service: PERMIT_SERVICE,
  });
  const started = Date.now();
  await sendResetLinks(call, loginName);
  const left = RESET_ANSWER_MIN_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

async function liveKeyAccount(
  call: PasswordCall,
  key: string,
  event: string,
): Promise<{ account: PermitAccount; purpose: PasswordKeyPurpose }> {
  const { db, tenant } = call;
  await requirePermitLoginOffered(db, tenant, event);
  await limitAttempts(db, tenant.id, `password-key:client:${tenant.id}:${call.ip}`, PASSWORD_LIMITS.keyPerClient, {
    event,
    service: PERMIT_SERVICE,
  });
  const live = await findLiveKey(db, tenant.id, hashKey(key));
  const account = live && (await findAccount(db, tenant.id, live.relationId));
  if (!account) {
    await recordAudit(db, tenant.id, { event, outcome: 'failure', service: PERMIT_SERVICE, detail: 'invalid key' });
    throw new BusinessFailure('PASSWORD_KEY_INVALID');
  }
  return { account, purpose: live.purpose };
}

/** login/get_username: the username a live key belongs to. */
export async function usernameForKey(call: PasswordCall, key: string): Promise<string> {
  return (await liveKeyAccount(call, key, 'password_key')).account.username;
}

/**
 * A change link (login/change_password) sets a new password only with the current one: whoever
 * finds a session left open must not be able to take the account over. A wrong guess leaves
 * the key usable; guesses are limited per account.
 */
async function requireCurrentPassword(
  call: PasswordCall,
  account: PermitAccount,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) throw invalidParameters([{ FIELD: 'p_current_password', CODE: 'required' }]);
  const { db, tenant } = call;
  const audit = { event: 'password_change', service: PERMIT_SERVICE, relationId: account.relationId };
  await limitAttempts(
    db,
    tenant.id,
    `password-change:account:${tenant.id}:${account.relationId}`,
    PASSWORD_LIMITS.currentPasswordPerAccount,
    audit,
  );
  const right = account.passwordHash
    ? await verifyPassword(account.passwordHash, currentPassword)
    : await verifyDummy(currentPassword);
  if (!right) {
    await recordAudit(db, tenant.id, { ...audit, outcome: 'failure', detail: 'wrong current password' });
    throw new BusinessFailure('CURRENT_PASSWORD_WRONG');
  }
}

/**
 * login/register_password: sets the password and uses up the key, and with it every other
 * link of the account. The contract already refuses a weak password; the rule is checked here
 * too, because the hash below is what lasts. A key from login/change_password also needs the
 * current password.
 */
export async function registerPassword(
  call: PasswordCall,
  key: string,
  password: string,
  currentPassword?: string,
): Promise<void> {
  const problem = validatePassword(password);
  if (problem) throw invalidParameters([{ FIELD: 'p_password', CODE: problem }]);
  const { db, tenant } = call;
  const { account, purpose } = await liveKeyAccount(call, key, 'password_register');
  if (purpose === 'change') await requireCurrentPassword(call, account, currentPassword);
  const hash = await hashPassword(password);
  const used = await db.transaction().execute(async (trx) => {
    if ((await useKey(trx, tenant.id, hashKey(key))) === undefined) return false;
    await updatePasswordHash(trx, tenant.id, account.relationId, hash);
    await retireKeys(trx, tenant.id, account.relationId);
    return true;
  });
  if (!used) {
    // Another request used the key between the check and now.
    await recordAudit(db, tenant.id, {
      event: 'password_register',
      outcome: 'failure',
      service: PERMIT_SERVICE,
      relationId: account.relationId,
      detail: 'key used meanwhile',
    });
    throw new BusinessFailure('PASSWORD_KEY_INVALID');
  }
  await recordAudit(db, tenant.id, {
    event: purpose === 'change' ? 'password_change' : 'password_register',
    outcome: 'success',
    service: PERMIT_SERVICE,
    relationId: account.relationId,
  });
}

export class PermitAccountError extends Error {}

/** A company type for relations created with a permit account; any value but 'P' is a company. */
export const PERMIT_RELATION_TYPE = 'B';

/**
 * The operator's create-permit-account: a company relation with a permit account, and a
 * registration link e-mailed in the tenant's default language.
 */
export async function createPermitAccount(
  db: Database,
  tenant: Tenant,
  input: { username: string; email: string; name?: string | undefined },
  config: PasswordCall['config'],
): Promise<number> {
  const username = input.username.trim();
  if (!/^\S{1,254}$/.test(username)) throw new PermitAccountError('A username is 1 to 254 characters without spaces.');
  const email = normalizeEmail(input.email);
  if (validateEmail(email)) throw new PermitAccountError(`"${input.email}" is not a valid e-mail address.`);
  if (await usernameTaken(db, tenant.id, username)) {
    throw new PermitAccountError(`Username "${username}" is already taken in ${tenant.code}.`);
  }
  const locale = mailLocale(tenant.defaultLocale, DEFAULT_LOCALE);
  const relationId = await db.transaction().execute(async (trx) => {
    const id = await insertRelation(trx, tenant.id, {
      relationType: PERMIT_RELATION_TYPE,
      name: input.name ?? username,
    });
    await updateRelation(trx, tenant.id, id, { email });
    await insertIdentity(trx, tenant.id, PERMIT_SERVICE, String(id), id);
    await insertAccount(trx, tenant.id, { relationId: id, username, email });
    await sendKeyLink(trx, tenant, config, { relationId: id, username, email, passwordHash: null }, locale, 'register');
    return id;
  });
  notifyOutbox();
  await recordAudit(db, tenant.id, {
    event: 'permit_account_created',
    outcome: 'success',
    service: PERMIT_SERVICE,
    relationId,
  });
  return relationId;
}
