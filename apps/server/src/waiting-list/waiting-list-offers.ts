/**
 * Offering a place and passing it on (DECISIONS 2, Waiting list): the first WAITING entry of a queue
 * becomes AWAIT_CONTINUE_WAITING until a deadline the tenant's `waiting_offer_days` sets, and is
 * e-mailed; when the deadline passes (the pass-on job) or the resident withdraws, the place goes to
 * the next in line, who is e-mailed too, and a lapsed resident is told. Everything here runs inside the
 * caller's transaction, on entries it has locked.
 */
import { amsterdamDay, formatDisplayDate, type Locale } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import { findLocation, findPermitType } from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { queueMessage } from '../mail/index.js';
import { readSettings } from '../tenants/index.js';
import {
  handOverPlace,
  lockFirstWaiting,
  type MailedEntry,
  markEntryOffered,
  type OfferTenant,
  type Queue,
  rankedBehind,
} from './waiting-list-repository.js';
import { offerDeadline, positionStep, tellsPosition } from './waiting-list-rules.js';

export interface OfferContext {
  trx: Database;
  /** For the e-mails' links; without it, the app's PUBLIC_URL (`setMessageLinkBase`). */
  config?: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  tenant: OfferTenant;
  queue: Queue;
  now: Date;
}

/**
 * The resident's message of an offer or its lapse (issue 26): through `queueMessage`, so once per event (the
 * entry and, for an offer, its deadline: a repeated job run or a second instance writes nothing more), in the
 * resident's language, switched off by the municipality if it wants. The offer carries its deadline as a calendar
 * event (.ics). Answers whether a message was written.
 */
async function queueWaitingListMessage(
  ctx: OfferContext,
  entry: MailedEntry,
  kind: 'waiting_list_offer' | 'waiting_list_offer_lapsing' | 'waiting_list_offer_lapsed',
  deadline?: Date,
): Promise<boolean> {
  const { trx, tenant, queue } = ctx;
  const [permitType, location] = await Promise.all([
    findPermitType(trx, tenant.id, queue.permitTypeId),
    queue.locationId === null ? undefined : findLocation(trx, tenant.id, queue.locationId),
  ]);
  const names = (locale: Locale) => ({
    product: localized(permitType?.description, locale),
    location: localized(location?.description, locale),
  });
  const tenantRef = { id: tenant.id, code: tenant.code, name: tenant.name, defaultLocale: tenant.defaultLocale };
  const base = { tenant: tenantRef, config: ctx.config, relationId: entry.relationId };
  const result =
    kind === 'waiting_list_offer'
      ? await queueMessage(trx, {
          ...base,
          kind,
          eventKey: `entry:${entry.id}:${amsterdamDay(deadline ?? ctx.now)}`,
          values: (locale) => ({ ...names(locale), days: tenant.offerDays }),
          linkPath: `/waiting-item-details/${entry.id}`,
          ...(deadline ? { ics: { date: amsterdamDay(deadline) } } : {}),
        })
      : kind === 'waiting_list_offer_lapsing' && deadline
        ? await queueMessage(trx, {
            ...base,
            kind,
            eventKey: `entry:${entry.id}:${amsterdamDay(deadline)}`,
            values: (locale) => ({ ...names(locale), until: formatDisplayDate(amsterdamDay(deadline)) }),
            linkPath: `/waiting-item-details/${entry.id}`,
            ics: { date: amsterdamDay(deadline) },
          })
        : await queueMessage(trx, {
            ...base,
            kind: 'waiting_list_offer_lapsed',
            eventKey: `entry:${entry.id}`,
            values: names,
            linkPath: '/waiting-list',
          });
  return result.queued;
}

/** Offers the place to `entry` (locked by the caller) until the tenant's deadline, with the e-mail. */
export async function offerPlace(ctx: OfferContext, entry: MailedEntry): Promise<boolean> {
  const deadline = offerDeadline(ctx.now, ctx.tenant.offerDays);
  await markEntryOffered(ctx.trx, ctx.tenant.id, entry.id, ctx.now, deadline);
  return queueWaitingListMessage(ctx, entry, 'waiting_list_offer', deadline);
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
  return queueWaitingListMessage(ctx, entry, 'waiting_list_offer_lapsed');
}

/**
 * Reminds the resident whose offer lapses soon (issue 26, `waiting_list_offer_lapsing`, mandatory): once per
 * entry and deadline, with the last day as a calendar event. Answers whether a message was written.
 */
export function remindOfferLapsing(ctx: OfferContext, entry: MailedEntry, deadline: Date): Promise<boolean> {
  return queueWaitingListMessage(ctx, entry, 'waiting_list_offer_lapsing', deadline);
}

/**
 * An entry has left the queue (withdrawn, or its offer lapsed): everyone WAITING behind it moved up one place.
 * Each whose new position is a multiple of the tenant's WAITING_LIST_POSITION_STEP is told (issue 26,
 * `waiting_list_position`, optional), once per entry and position. Inside the leaving transaction. Answers how
 * many messages were written.
 */
export async function messagePositionsMoved(ctx: OfferContext, leftEntryId: number): Promise<number> {
  const { trx, tenant, queue } = ctx;
  const step = positionStep(await readSettings(trx, tenant.id));
  const told = (await rankedBehind(trx, tenant.id, queue, leftEntryId)).filter((e) => tellsPosition(e.position, step));
  if (told.length === 0) return 0;
  const [permitType, location] = await Promise.all([
    findPermitType(trx, tenant.id, queue.permitTypeId),
    queue.locationId === null ? undefined : findLocation(trx, tenant.id, queue.locationId),
  ]);
  const tenantRef = { id: tenant.id, code: tenant.code, name: tenant.name, defaultLocale: tenant.defaultLocale };
  let written = 0;
  for (const entry of told) {
    const result = await queueMessage(trx, {
      tenant: tenantRef,
      config: ctx.config,
      relationId: entry.relationId,
      kind: 'waiting_list_position',
      eventKey: `entry:${entry.id}:pos:${entry.position}`,
      values: (locale) => ({
        product: localized(permitType?.description, locale),
        location: localized(location?.description, locale),
        position: entry.position,
      }),
      linkPath: '/waiting-list',
    });
    if (result.queued) written += 1;
  }
  return written;
}
