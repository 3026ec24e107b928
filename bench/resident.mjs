/**
 * What the benchmark's resident holds, so the logged-in calls measure a resident as the portal
 * serves them and not an empty account: a Dutch address inside the first area of the catalogue
 * that has postcodes (so eligibility judges the address and the per-address maxima), 25 ACTIVE
 * permits of the first products (round the catalogue when it has fewer), each with its request,
 * license plate and paid invoice, as a granted request leaves them (the generator,
 * operator/generate-dataset.ts, makes them the same way), and 25 requests awaiting payment, each
 * with its plate and OPEN invoice: the shopping cart's items. 25 of each kind of row (issue 29).
 */
import { sql } from 'kysely';

export const BENCH_PERMITS = 25;
export const BENCH_CART_ITEMS = 25;

export async function giveHoldings(db, tenantId, relationId, permits = BENCH_PERMITS, cartItems = BENCH_CART_ITEMS) {
  const area = await sql`
    select postcode from area_postcodes where tenant_id = ${tenantId} order by area_id, postcode limit 1`.execute(db);
  const postcode = area.rows[0]?.postcode ?? '1234';
  await sql`
    update relations set zipcode = ${postcode}, zipcode_letters = 'AB', nr = '12', street = 'Benchstraat', city = 'Voorbeeld'
    where tenant_id = ${tenantId} and id = ${relationId}`.execute(db);
  const products = await sql`
    select permit_type_id, area_id from products where tenant_id = ${tenantId}
    order by position, permit_type_id, area_id limit ${permits}`.execute(db);
  for (let i = 0; i < permits && products.rows.length > 0; i++) {
    const product = products.rows[i % products.rows.length];
    const request = await sql`
      insert into requests (tenant_id, relation_id, permit_type_id, area_id, valid_from, valid_to, price_cents, status)
      values (${tenantId}, ${relationId}, ${product.permit_type_id}, ${product.area_id},
        current_date - 30, current_date + 335, 5000, 'PERMIT_CREATED')
      returning id`.execute(db);
    const requestId = request.rows[0].id;
    await sql`
      insert into request_plates (tenant_id, request_id, position, license_plate)
      values (${tenantId}, ${requestId}, 1, ${`BN${100 + i}X`})`.execute(db);
    await sql`
      insert into invoices (tenant_id, relation_id, request_id, kind, subject_id, amount_cents, status, paid_at)
      values (${tenantId}, ${relationId}, ${requestId}, 'REQUEST', ${requestId}, 5000, 'PAID', now())`.execute(db);
    await sql`
      insert into permits (tenant_id, relation_id, request_id, permit_type_id, area_id, valid_from, valid_to)
      values (${tenantId}, ${relationId}, ${requestId}, ${product.permit_type_id}, ${product.area_id},
        current_date - 30, current_date + 335)`.execute(db);
  }
  for (let i = 0; i < cartItems && products.rows.length > 0; i++) {
    const product = products.rows[i % products.rows.length];
    const request = await sql`
      insert into requests (tenant_id, relation_id, permit_type_id, area_id, valid_from, valid_to, price_cents, status)
      values (${tenantId}, ${relationId}, ${product.permit_type_id}, ${product.area_id},
        current_date + 10, current_date + 375, 5000, 'AWAIT_PAYMENT')
      returning id`.execute(db);
    const requestId = request.rows[0].id;
    await sql`
      insert into request_plates (tenant_id, request_id, position, license_plate)
      values (${tenantId}, ${requestId}, 1, ${`BC${100 + i}X`})`.execute(db);
    await sql`
      insert into invoices (tenant_id, relation_id, request_id, kind, subject_id, amount_cents, status)
      values (${tenantId}, ${relationId}, ${requestId}, 'REQUEST', ${requestId}, 5000, 'OPEN')`.execute(db);
  }
  return products.rows.length === 0 ? 0 : permits;
}
