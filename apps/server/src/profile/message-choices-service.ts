/**
 * The resident's choice of optional messages in Mijn gegevens (issue 26, docs/messages.md): which of the
 * optional kinds the municipality sends they get. The choice is stored by the mail area, which reads it
 * when it queues a message.
 */
import { type MessageKind, municipalitySends, OPTIONAL_MESSAGE_KINDS } from '@parkeerloket/contract';
import { readMessageOptOuts, replaceMessageOptOuts } from '../mail/index.js';
import { callerRelation } from '../sessions/index.js';
import { readSettings } from '../tenants/index.js';
import type { ProfileCall } from './email-verification-service.js';

/** The optional kinds the municipality sends, each with whether the resident gets it. */
export async function readMessageChoices(call: Pick<ProfileCall, 'db' | 'tenant' | 'session'>) {
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  const settings = await readSettings(call.db, call.tenant.id);
  const off = new Set(await readMessageOptOuts(call.db, call.tenant.id, relation.id));
  return OPTIONAL_MESSAGE_KINDS.filter((kind) => municipalitySends(kind, settings)).map((kind) => ({
    KIND: kind,
    ON_YN: off.has(kind) ? ('N' as const) : ('Y' as const),
  }));
}

/** Replaces the resident's choice: `off` lists optional kinds only (the contract's schema refused others). */
export async function setMessageChoices(
  call: Pick<ProfileCall, 'db' | 'tenant' | 'session'>,
  off: readonly MessageKind[],
): Promise<void> {
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  await replaceMessageOptOuts(call.db, call.tenant.id, relation.id, [...new Set(off)]);
}
