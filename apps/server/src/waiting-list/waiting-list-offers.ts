/**
 * Offering a place and passing it on (DECISIONS 2, Waiting list): the first WAITING entry of a queue
 * becomes AWAIT_CONTINUE_WAITING until a deadline the tenant's `waiting_offer_days` sets, and is
 * e-mailed; when the deadline passes (the pass-on job) or the resident withdraws, the place goes to
 * the next in line, who is e-mailed too, and a lapsed resident is told. Everything here runs inside the
 * caller's transaction, on entries it has locked.
 */
import { localized } from '@parkeerloket/translations';
import { findLocation, findPermitType } from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { mailLocale, portalLink, queueMail } from '../mail/index.js';
import {
  handOverPlace,
  lockFirstWaiting,
  type MailedEntry,
  markEntryOffered,
  type OfferTenant,
  type Queue,
} from './waiting-list-repository.js';
import { offerDeadline } from './waiting-list-rules.js';

export interface OfferContext {
  trx: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  tenant: OfferTenant;
  queue: Queue;
  now: Date;
}

async function queueWaitingListMail(
  ctx: OfferContext,
  entry: MailedEntry,
  template: 'waiting_list_offer' | 'waiting_list_offer_lapsed',
): Promise<boolean> {
  if (!entry.email) return false;
  const { trx, tenant, queue } = ctx;
  const locale = mailLocale(entry.language, mailLocale(tenant.defaultLocale, 'nl_NL'));
  const [permitType, location] = await Promise.all([
    findPermitType(trx, tenant.id, queue.permitTypeId),
    queue.locationId === null ? undefined : findLocation(trx, tenant.id, queue.locationId),
  ]);
  const product = localized(permitType?.description, locale);
  const where = localized(location?.description, locale);
  const tenantRef = { id: tenant.id, code: tenant.code, name: tenant.name, defaultLocale: tenant.defaultLocale };
  const base = { tenant: tenantRef, relationId: entry.relationId, to: entry.email, locale };
  if (template === 'waiting_list_offer') {
    await queueMail(trx, {
      ...base,
      template,
      values: {
        product,
        location: where,
        days: tenant.offerDays,
        link: portalLink(ctx.config, tenant.code, `/waiting-item-details/${entry.id}`),
      },
    });
  } else {
    await queueMail(trx, {
      ...base,
      template,
      values: { product, location: where, link: portalLink(ctx.config, tenant.code, '/waiting-list') },
    });
  }
  return true;
}

/** Offers the place to `entry` (locked by the caller) until the tenant's deadline, with the e-mail. */
export async function offerPlace(ctx: OfferContext, entry: MailedEntry): Promise<boolean> {
  await markEntryOffered(ctx.trx, ctx.tenant.id, entry.id, ctx.now, offerDeadline(ctx.now, ctx.tenant.offerDays));
  return queueWaitingListMail(ctx, entry, 'waiting_list_offer');
}

/**
 * The place `fromEntryId` held goes to the next WAITING entry of the queue (offered and e-mailed), or,
 * with nobody waiting, becomes free for anyone. Answers the entry it went to.
 */
export async function passPlaceOn(ctx: OfferContext, fromEntryId: number): Promise<MailedEntry | null> {
  const next = await lockFirstWaiting(ctx.trx, ctx.tenant.id, ctx.queue);
  await handOverPlace(ctx.trx, ctx.tenant.id, fromEntryId, next?.id ?? null);
  if (next) await offerPlace(ctx, next);
  return next;
}

/** Tells the resident whose offer lapsed that the place has passed on. */
export function mailOfferLapsed(ctx: OfferContext, entry: MailedEntry): Promise<boolean> {
  return queueWaitingListMail(ctx, entry, 'waiting_list_offer_lapsed');
}
