/**
 * Permit-plus (lifecycle 2.7, 3): the information block of a permit-plus product, the e-mailed link
 * that connects it to an account in the parking app, and the app's confirmation that it did.
 */
import { createHash, randomBytes } from 'node:crypto';
import { amsterdamDateTime, type Locale, type PermitPlusInfo } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import type { Database } from '../db/database.js';
import { BusinessFailure } from '../http/business-failure.js';
import type { CallContext } from '../http/call-context.js';
import { enforceLimit } from '../http/limits.js';
import { mailLocale, notifyOutbox, queueMail } from '../mail/index.js';
import {
  findPermitplusLinkByToken,
  markPermitplusLinked,
  type PermitRow,
  readPermitplusLink,
  requireOwnPermit,
  savePermitplusLinkSent,
} from '../permits/index.js';
import { callerRelation } from '../sessions/index.js';
import type { ParkingApp } from './parking-app.js';

export const LINK_VALID_DAYS = 7;
/** Link e-mails per permit per hour: enough to retry, too few to flood a mailbox. */
const LINK_MAILS_PER_HOUR = 5;

export interface PermitplusCall extends Pick<CallContext, 'db' | 'tenant' | 'session' | 'locale' | 'now' | 'config'> {
  app: ParkingApp;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const moment = (value: Date | string | null) => (value === null ? null : amsterdamDateTime(new Date(value)));

async function ownPermitplusPermit(call: PermitplusCall, rootRequestId: number) {
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  const permit = await requireOwnPermit(call.db, call.tenant.id, relation.id, rootRequestId);
  if (permit.permitplus_yn !== 'Y') throw new BusinessFailure('NOT_PERMITPLUS');
  return { relation, permit };
}

function presentInfo(
  call: PermitplusCall,
  permit: PermitRow,
  link: Awaited<ReturnType<typeof readPermitplusLink>>,
  email: string | null,
): PermitPlusInfo {
  const linked = link?.linked_email ?? null;
  const active = permit.status === 'ACTIVE';
  return {
    DYNAMIC_STATUS: 'AVAILABLE',
    isPPSBalanceProduct: false,
    LINK_INFO: {
      linked_to: linked ? [{ email_address: linked }] : [],
      EMAIL_DATE: moment(link?.email_sent_at ?? null),
      EMAIL_ADDRESS: link?.email_address ?? null,
      LINK_VALID_UNTIL: moment(link?.link_valid_until ?? null),
      SHOW_EMAIL_BUTTON: active && !linked && email ? 'Y' : 'N',
      SHOW_LINK: active && linked ? 'Y' : 'N',
      LINK_URL: linked ? call.app.appUrl(call.tenant.code, linked) : null,
    },
  };
}

/** eloket/get_permitplus_info. */
export async function permitplusInfo(call: PermitplusCall, rootRequestId: number): Promise<PermitPlusInfo> {
  const { relation, permit } = await ownPermitplusPermit(call, rootRequestId);
  const link = await readPermitplusLink(call.db, call.tenant.id, permit.id);
  return presentInfo(call, permit, link, relation.email);
}

/** eloket/send_permitplus_link: a new link to the relation's e-mail address, valid for a week. */
export async function sendPermitplusLink(call: PermitplusCall, rootRequestId: number): Promise<void> {
  const { relation, permit } = await ownPermitplusPermit(call, rootRequestId);
  if (permit.status !== 'ACTIVE') throw new BusinessFailure('PERMIT_STATE', 'ended');
  if (!relation.email) throw new BusinessFailure('NOT_PERMITPLUS', 'no e-mail address');
  await enforceLimit(call.db, `permitplus:${call.tenant.id}:${permit.id}`, LINK_MAILS_PER_HOUR, 3_600_000);
  const token = randomBytes(24).toString('base64url');
  const validUntil = new Date(call.now.getTime() + LINK_VALID_DAYS * 86_400_000);
  const locale = mailLocale(relation.language, call.locale);
  await call.db.transaction().execute(async (trx) => {
    await savePermitplusLinkSent(trx, call.tenant.id, permit.id, {
      tokenHash: hash(token),
      emailAddress: relation.email as string,
      sentAt: call.now,
      validUntil,
    });
    await queueMail(trx, {
      tenant: call.tenant,
      relationId: relation.id,
      to: relation.email as string,
      locale,
      template: 'permitplus_link',
      values: {
        product: localized(permit.type_description, locale),
        link: call.app.linkUrl(call.tenant.code, token),
        days: LINK_VALID_DAYS,
      },
    });
  });
  notifyOutbox();
}

/** What the app's page shows for a link token: the product, and whether it is linked; null when unknown or expired. */
export async function permitplusLinkOf(db: Database, tenantId: number, token: string, now: Date, locale: Locale) {
  const link = await findPermitplusLinkByToken(db, tenantId, hash(token), now);
  if (!link) return null;
  return {
    permitId: link.permit_id,
    product: localized(link.description, locale),
    emailAddress: link.email_address ?? '',
    linkedEmail: link.linked_email,
  };
}

/** The app reports that the holder linked the product to the account of `email`. */
export async function confirmPermitplusLink(
  db: Database,
  tenantId: number,
  token: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const link = await findPermitplusLinkByToken(db, tenantId, hash(token), now);
  if (!link) return false;
  await markPermitplusLinked(db, tenantId, link.permit_id, email, now);
  return true;
}
