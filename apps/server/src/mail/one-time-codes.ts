/**
 * Short codes sent by e-mail to prove that someone reads that mailbox: the one-time login code
 * and the e-mail verification code. Only a hash is stored (the plain code exists in the e-mail
 * and its outbox copy); a new code retires the previous one; each code has a lifetime, a number
 * of tries and a cap on how many may be issued per hour, which together make guessing useless.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.js';
import {
  type CodePurpose,
  countCodesSince,
  findLiveCode,
  insertCode,
  retireCodes,
  takeTry,
  useCode,
} from './one-time-code-repository.js';

export interface CodePolicy {
  purpose: CodePurpose;
  alphabet: string;
  length: number;
  lifetimeMinutes: number;
  maxTries: number;
  maxPerHour: number;
}

export type CodeOutcome = 'ok' | 'wrong' | 'exhausted' | 'expired' | 'none';

export function generateCode(policy: Pick<CodePolicy, 'alphabet' | 'length'>): string {
  let code = '';
  for (let i = 0; i < policy.length; i++) code += policy.alphabet[randomInt(policy.alphabet.length)];
  return code;
}

/**
 * Bound to tenant, relation and purpose, and to what asked for it (`binding`, the login's session for
 * a login code): a stored hash is worthless for any other, and a code sent for one login does not
 * complete another login of the same account.
 */
export function hashCode(
  tenantId: number,
  relationId: number,
  purpose: CodePurpose,
  code: string,
  binding = '',
): string {
  return createHash('sha256').update(`${tenantId}:${relationId}:${purpose}:${binding}:${code}`).digest('hex');
}

export async function mayIssueCode(
  db: Database,
  tenantId: number,
  relationId: number,
  policy: CodePolicy,
): Promise<boolean> {
  return (await countCodesSince(db, tenantId, relationId, policy.purpose, 60)) < policy.maxPerHour;
}

/** A fresh code for `email`, replacing any live one; answers the plain code for the e-mail. Run in a transaction. */
export async function issueCode(
  db: Database,
  tenantId: number,
  relationId: number,
  email: string,
  policy: CodePolicy,
  binding = '',
): Promise<string> {
  const code = generateCode(policy);
  await retireCodes(db, tenantId, relationId, policy.purpose);
  await insertCode(db, tenantId, {
    relationId,
    purpose: policy.purpose,
    codeHash: hashCode(tenantId, relationId, policy.purpose, code, binding),
    email,
    lifetimeMinutes: policy.lifetimeMinutes,
  });
  return code;
}

/**
 * Checks a code the user typed against the relation's live code (which, when `email` is given,
 * must have been sent to that address). Every check of a live, unexpired code uses a try, the
 * right one included; the code is used up when right, dead after `maxTries`.
 */
export async function checkCode(
  db: Database,
  tenantId: number,
  relationId: number,
  policy: CodePolicy,
  given: string,
  expected: { email?: string; binding?: string } = {},
): Promise<{ outcome: CodeOutcome; triesLeft: number }> {
  const { email, binding = '' } = expected;
  const live = await findLiveCode(db, tenantId, relationId, policy.purpose);
  if (!live || (email !== undefined && live.email !== email)) return { outcome: 'none', triesLeft: 0 };
  if (live.expired) return { outcome: 'expired', triesLeft: 0 };
  const tries = await takeTry(db, tenantId, live.id, policy.maxTries);
  if (tries === undefined) return { outcome: 'exhausted', triesLeft: 0 };
  const triesLeft = policy.maxTries - tries;
  const stored = Buffer.from(live.codeHash, 'hex');
  const actual = Buffer.from(hashCode(tenantId, relationId, policy.purpose, given, binding), 'hex');
  if (timingSafeEqual(stored, actual)) {
    return (await useCode(db, tenantId, live.id)) ? { outcome: 'ok', triesLeft } : { outcome: 'none', triesLeft: 0 };
  }
  return { outcome: triesLeft > 0 ? 'wrong' : 'exhausted', triesLeft };
}
