/** The search and the file as services: every kind of term, own municipality only, and each role's sections. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createRelation, createTenant, testDatabase } from '../../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../../test/test-permits.js';
import { slow } from '../../test/time-scale.js';
import { readResidentFile, searchRelations } from './resident-file-service.js';

async function residentWithPermit(plate: string) {
  const { db } = await testDatabase();
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const bsn = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const relationId = await createRelation(
    db,
    tenant,
    {
      firstname: 'Zoë',
      lastname: 'Zoekmans',
      street: 'Dorpsweg',
      nr: '7',
      zipcode: '1234',
      zipcodeLetters: 'AB',
      city: 'Voorbeeld',
    },
    { service: 'digid', subject: bsn },
  );
  await db.updateTable('relations').set({ email: 'Zoe@Example.NL' }).where('id', '=', relationId).execute();
  const requestId = await issuePermit(db, tenant, relationId, {
    type: 'MAAND',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    priceCents: 12_000,
    plates: [plate],
  });
  const permit = await db
    .selectFrom('permits')
    .select(['id', 'permit_number'])
    .where('tenant_id', '=', tenant.id)
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { db, tenant, relationId, bsn, permit };
}

type Resident = Awaited<ReturnType<typeof residentWithPermit>>;
let own: Resident;
let other: Resident;

// Two municipalities, each with a resident holding a permit for the same plate; the tests only read.
beforeAll(async () => {
  own = await residentWithPermit('ZZ11YY');
  other = await residentWithPermit('ZZ11YY');
}, slow(120_000));

describe('searching residents', () => {
  const ids = async (kind: Parameters<typeof searchRelations>[2], term: string) =>
    (await searchRelations(own.db, own.tenant.id, kind, term)).items.map((item) => item.id);

  it('finds a resident by plate, permit number and BSN, in its own municipality only', async () => {
    expect(await ids('plate', 'ZZ11YY')).toEqual([own.relationId]);
    expect(await ids('permitNumber', own.permit.permit_number)).toEqual([own.relationId]);
    expect(await ids('permitNumber', other.permit.permit_number)).toEqual([]);
    expect(await ids('bsn', own.bsn)).toEqual([own.relationId]);
    expect(await ids('bsn', other.bsn)).toEqual([]);
  });

  it('finds by e-mail in any case and by the start of the name, a % being a sign and no wildcard', async () => {
    expect(await ids('email', 'zoe@example.nl')).toEqual([own.relationId]);
    expect(await ids('name', 'zoek')).toEqual([own.relationId]);
    expect(await ids('name', 'zoeker')).toEqual([]);
    expect(await ids('name', '%oek')).toEqual([]);
    const [summary] = (await searchRelations(own.db, own.tenant.id, 'plate', 'ZZ11YY')).items;
    expect(summary).toMatchObject({ type: 'person', name: 'Zoë Zoekmans', address: 'Dorpsweg 7, 1234 AB Voorbeeld' });
  });
});

describe("the resident's file", () => {
  it('shows klantcontact every section, the permit with its number and plate among them', async () => {
    const file = await readResidentFile(own.db, own.tenant.id, own.relationId, ['klantcontact'], 'nl_NL');
    expect(file?.sections).toContain('audit');
    expect(file?.identities).toEqual([{ service: 'digid', subject: own.bsn }]);
    expect(file?.permits).toEqual([
      expect.objectContaining({ id: own.permit.id, permitNumber: own.permit.permit_number, plates: ['ZZ11YY'] }),
    ]);
    expect(file?.permits?.[0]?.type).toBe('Vergunning per maand');
    expect(file?.requests?.[0]).toMatchObject({ plates: ['ZZ11YY'], permitId: null });
    expect(file?.addresses?.[0]).toEqual({ kind: 'registered', line: 'Dorpsweg 7, 1234 AB Voorbeeld' });
    expect(file?.contact).toEqual({ email: 'Zoe@Example.NL', emailVerified: false, language: null });
  });

  it('leaves out of the answer what a beoordelaar or financiën may not see', async () => {
    const reviewer = await readResidentFile(own.db, own.tenant.id, own.relationId, ['beoordelaar'], 'en_EN');
    expect(reviewer?.permits?.[0]?.type).toBe('Permit by the month');
    expect(reviewer?.requests).toHaveLength(1);
    for (const hidden of ['identities', 'invoices', 'payments', 'refunds', 'emails', 'waitingList']) {
      expect(reviewer).not.toHaveProperty(hidden);
    }
    const finance = await readResidentFile(own.db, own.tenant.id, own.relationId, ['financien'], 'nl_NL');
    expect(finance?.invoices).toEqual([]);
    expect(finance?.permits).toHaveLength(1);
    for (const hidden of ['identities', 'addresses', 'requests', 'emails', 'waitingList']) {
      expect(finance).not.toHaveProperty(hidden);
    }
  });

  it("has no file of another municipality's resident", async () => {
    expect(await readResidentFile(own.db, own.tenant.id, other.relationId, ['beheerder'], 'nl_NL')).toBeUndefined();
  });
});
