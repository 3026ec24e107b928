import { type Kysely, sql } from 'kysely';

/**
 * Every permit gets a permit number a person can read out and a proof code that the proof's QR code
 * and the public verification page use (docs/permit-proof.md, decision 028). Both are random, drawn
 * from 32 signs without the look-alikes 0, O, 1 and I, from the database's strong random source
 * (gen_random_uuid), so one number tells nothing about another, in this municipality or any other.
 * The number has 10 signs (50 bits: two permits of a municipality with a million drawing the same one
 * is about 1 in 2,000, and that one insert fails on the unique index; a retry draws again), the code 12
 * (60 bits): the code is what the public page answers to, so it must not be found by trying. Unique per
 * municipality; existing permits get theirs here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The random bytes of a UUID v4: all but byte 6 (version nibble) and byte 8 (variant bits). 256 is a
  // multiple of 32, so each sign is equally likely.
  await sql`create function readable_code(len integer) returns text language sql volatile as $$
    select string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + get_byte(b, pos) % 32, 1), '' order by n)
    from (select uuid_send(gen_random_uuid()) as b) u,
      unnest(array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15]) with ordinality as p(pos, n)
    where n <= len
  $$`.execute(db);
  await sql`alter table permits add column permit_number text`.execute(db);
  await sql`alter table permits add column proof_code text`.execute(db);
  await sql`update permits set permit_number = readable_code(10), proof_code = readable_code(12)`.execute(db);
  await sql`alter table permits alter column permit_number set default readable_code(10)`.execute(db);
  await sql`alter table permits alter column permit_number set not null`.execute(db);
  await sql`alter table permits alter column proof_code set default readable_code(12)`.execute(db);
  await sql`alter table permits alter column proof_code set not null`.execute(db);
  await sql`create unique index permits_number on permits (tenant_id, permit_number)`.execute(db);
  await sql`create unique index permits_proof_code on permits (tenant_id, proof_code)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index permits_proof_code`.execute(db);
  await sql`drop index permits_number`.execute(db);
  await sql`alter table permits drop column proof_code`.execute(db);
  await sql`alter table permits drop column permit_number`.execute(db);
  await sql`drop function readable_code(integer)`.execute(db);
}
