/**
 * Card numbers (lifecycle 2.6, 2.8): a permit type whose catalogue gives a range hands out one card
 * at issue, the next free number of the range with the type's prefix; the operator may set other
 * numbers. The permit type's row is locked while a number is taken, so two permits issued at once
 * never get the same card (and the unique key refuses it anyway).
 */
import { lockCardRange } from '../catalogue/index.js';
import type { Database } from '../db/database.js';

/** Gives a newly issued permit its card, when its type hands out cards. Returns the number, if any. */
export async function assignPermitCard(trx: Database, tenantId: number, permitId: number): Promise<string | null> {
  const permit = await trx
    .selectFrom('permits')
    .select('permit_type_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', permitId)
    .executeTakeFirst();
  if (!permit) return null;
  const type = await lockCardRange(trx, tenantId, permit.permit_type_id);
  if (!type || type.card_number_from === null || type.card_number_to === null) return null;
  const has = await trx
    .selectFrom('permit_cards')
    .select('card_number')
    .where('tenant_id', '=', tenantId)
    .where('permit_id', '=', permitId)
    .executeTakeFirst();
  if (has) return has.card_number;
  const last = await trx
    .selectFrom('permit_cards as c')
    .innerJoin('permits as p', (join) =>
      join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.permit_id'),
    )
    .select((eb) => eb.fn.max('c.sequence').as('max'))
    .where('c.tenant_id', '=', tenantId)
    .where('p.permit_type_id', '=', permit.permit_type_id)
    .executeTakeFirst();
  const from = Number(type.card_number_from);
  const to = Number(type.card_number_to);
  const next = last?.max === null || last?.max === undefined ? from : Number(last.max) + 1;
  // The range is used up: the permit is issued without a card and the operator sets one.
  if (next > to) return null;
  const number = `${type.card_prefix}${String(next).padStart(String(to).length, '0')}`;
  await trx
    .insertInto('permit_cards')
    .values({ tenant_id: tenantId, permit_id: permitId, card_number: number, sequence: next })
    .execute();
  return number;
}

export async function readPermitCards(db: Database, tenantId: number, permitId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('permit_cards')
    .select('card_number')
    .where('tenant_id', '=', tenantId)
    .where('permit_id', '=', permitId)
    .orderBy('created_at')
    .orderBy('card_number')
    .execute();
  return rows.map((row) => row.card_number);
}

/** The operator sets a permit's card numbers (replacing those it had). */
export async function setPermitCards(
  db: Database,
  tenantId: number,
  permitId: number,
  numbers: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('permit_cards').where('tenant_id', '=', tenantId).where('permit_id', '=', permitId).execute();
    if (numbers.length === 0) return;
    await trx
      .insertInto('permit_cards')
      .values(
        numbers.map((n) => ({
          tenant_id: tenantId,
          permit_id: permitId,
          card_number: n,
          assigned_by: 'OPERATOR' as const,
        })),
      )
      .execute();
  });
}

/** The permit issued for a request (its ROOT_RQT_ID), for the operator; null when there is none. */
export async function findPermitIdByRoot(
  db: Database,
  tenantId: number,
  rootRequestId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('permits')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', rootRequestId)
    .executeTakeFirst();
  return row?.id ?? null;
}
