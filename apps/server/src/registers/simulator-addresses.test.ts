import { describe, expect, it } from 'vitest';
import { createBuiltinLookup } from '../addresses/index.js';
import { catalogueIds, importCatalogue } from '../catalogue/index.js';
import { DEMO_CATALOGUES, DEMO_PERMIT_ACCOUNTS, DEMO_TENANTS } from '../operator/index.js';
import { insertSession, SESSION_COOKIE } from '../sessions/index.js';
import { createRelation, createTenant, post, testApp } from '../test/support.js';
import type { DutchAddress } from './register-types.js';
import {
  generatedCompanyAddress,
  generatedResident,
  SIMULATED_COMPANIES,
  SIMULATED_RESIDENTS,
  SIMULATOR_CENTRUM_KVK_PREFIX,
} from './simulator-dataset.js';

/**
 * Issue 24, defect 2: eHerkenning → Glansrijk → branch "Kerkstraat 1" → business permit answered "Er is geen adres
 * met deze postcode en dit huisnummer": the branch's address (1233 GA) was not in the built-in address register. Every
 * address the demo's simulators give (each resident, each company with each branch, each permit login, and the
 * made-up ones of a typed number in the demo's ranges) is one the built-in address register knows, with the same
 * street and city; and in each demo municipality a product located by address finds its locations there.
 */

const builtin = createBuiltinLookup();

interface DemoAddress {
  who: string;
  address: DutchAddress;
  kind: 'person' | 'company';
  /** The branch a company acts for at this address; none for a person or the company's main address. */
  branchNumber?: string;
  kvkNumber?: string;
}

const DEMO_TOWNS = ['Voorbeeld', 'Proefdorp'];

const demoAddresses: DemoAddress[] = [
  ...SIMULATED_RESIDENTS.map((r) => ({
    who: `${r.firstname} ${r.lastname}`,
    address: r.address,
    kind: 'person' as const,
  })),
  ...SIMULATED_COMPANIES.flatMap((c) => [
    { who: c.name, address: c.address, kind: 'company' as const, kvkNumber: c.kvkNumber },
    ...c.branches.flatMap((b) =>
      b.address
        ? [
            {
              who: `${c.name}, branch ${b.branchNumber}`,
              address: b.address,
              kind: 'company' as const,
              branchNumber: b.branchNumber,
              kvkNumber: c.kvkNumber,
            },
          ]
        : [],
    ),
  ]),
  ...DEMO_PERMIT_ACCOUNTS.map((a) => ({ who: a.username, address: a.address, kind: 'company' as const })),
  // Typed numbers: the first, a middle and the last of each range the simulators place in a demo municipality.
  ...['999000016', '912345672', '919999993', '900000017', '999999995'].map((bsn) => ({
    who: `typed BSN ${bsn}`,
    address: generatedResident(bsn).address,
    kind: 'person' as const,
  })),
  ...[`${SIMULATOR_CENTRUM_KVK_PREFIX}000000`, `${SIMULATOR_CENTRUM_KVK_PREFIX}999999`].map((kvk) => ({
    who: `typed KvK ${kvk}`,
    address: generatedCompanyAddress(kvk),
    kind: 'company' as const,
  })),
];

describe('the demo’s addresses in the built-in address register', () => {
  it('holds every address of a demo resident, company, branch and permit login, with its street and city', async () => {
    expect(demoAddresses.length).toBeGreaterThanOrEqual(40);
    const unknown: string[] = [];
    for (const { who, address: a } of demoAddresses) {
      expect(DEMO_TOWNS, who).toContain(a.city);
      const result = await builtin.lookupAddress({
        zipcode: a.zipcode,
        letters: a.zipcodeLetters,
        nr: a.nr,
        houseLetter: a.houseLetter,
        addition: a.addition,
      });
      const expected = { outcome: 'found', street: a.street, city: a.city };
      if (JSON.stringify(result) !== JSON.stringify(expected)) {
        unknown.push(
          `${who}: ${a.street} ${a.nr}, ${a.zipcode} ${a.zipcodeLetters} ${a.city} → ${JSON.stringify(result)}`,
        );
      }
    }
    expect(unknown).toEqual([]);
  });

  it('covers both demo municipalities, each with residents and companies', () => {
    for (const town of DEMO_TOWNS) {
      const here = demoAddresses.filter((d) => d.address.city === town);
      expect(
        here.some((d) => d.kind === 'person'),
        town,
      ).toBe(true);
      expect(
        here.some((d) => d.kind === 'company'),
        town,
      ).toBe(true);
    }
  });
});

const { app, db } = await testApp();

describe('the demo’s addresses in the request flow', () => {
  const TOWN_OF: Record<string, string> = { voorbeeld: 'Voorbeeld', proefdorp: 'Proefdorp' };

  for (const demo of DEMO_TENANTS) {
    it(`finds the locations of a product located by address at each simulator address in ${demo.code}`, async () => {
      const catalogue = DEMO_CATALOGUES[demo.code];
      if (!catalogue) throw new Error(`no demo catalogue for ${demo.code}`);
      const tenant = await createTenant(db);
      expect((await importCatalogue(db, tenant.code, catalogue)).problems).toEqual([]);
      const ids = await catalogueIds(db, tenant.id);
      const areaOf = (permitType: string, postcode: string) =>
        catalogue.products
          .filter((p) => p.permitType === permitType)
          .map((p) => catalogue.areas.find((a) => a.code === p.area))
          .find((area) => area?.postcodes?.includes(postcode.slice(0, 4)))?.code;

      const companies = new Map<string, number>();
      let asked = 0;
      for (const demoAddress of demoAddresses.filter((d) => d.address.city === TOWN_OF[demo.code])) {
        const { address, kind } = demoAddress;
        // Only the simulators' own people and companies log in through the identity simulator.
        if (kind === 'company' && !demoAddress.kvkNumber) continue;
        if (kind === 'person' && demoAddress.who.startsWith('typed')) continue;
        const permitType = kind === 'person' ? 'BEWONER' : 'BEDRIJF';
        const area = areaOf(permitType, address.zipcode);
        if (!area) continue;
        let relationId: number;
        if (kind === 'person') {
          relationId = await createRelation(db, tenant, { relationType: 'P', ...address });
        } else {
          const company = SIMULATED_COMPANIES.find((c) => c.kvkNumber === demoAddress.kvkNumber);
          if (!company) throw new Error(demoAddress.who);
          relationId =
            companies.get(company.kvkNumber) ??
            (await createRelation(
              db,
              tenant,
              { relationType: 'B', name: company.name, ...company.address },
              {
                service: 'eherkenning',
                branches: company.branches.map((b) => ({
                  branchNumber: b.branchNumber,
                  description: b.branchNumber,
                  address: b.address,
                })),
              },
            ));
          companies.set(company.kvkNumber, relationId);
        }
        const { token } = await insertSession(
          db,
          tenant.id,
          {
            relationId,
            state: 'authorized',
            locale: null,
            loginService: kind === 'person' ? 'digid' : 'eherkenning',
            branchNumber: demoAddress.branchNumber ?? null,
          },
          { idleMinutes: 20, maxHours: 12 },
        );
        const res = await post(
          app,
          tenant.code,
          'eloket/get_locations',
          {
            p_pte_id: String(ids.permitType(permitType)),
            p_ara_id: String(ids.area(area)),
            p_zipcode: `${address.zipcode}${address.zipcodeLetters}`,
            p_nr: address.nr,
            p_addition: `${address.houseLetter}${address.addition ? `-${address.addition}` : ''}`,
            p_startdate: new Date().toISOString().slice(0, 10),
          },
          { cookie: `${SESSION_COOKIE}=${token}` },
        );
        expect(res.json().statuscode, demoAddress.who).toBe('OK');
        expect(res.json().result.length, demoAddress.who).toBeGreaterThan(0);
        asked += 1;
      }
      expect(asked).toBeGreaterThanOrEqual(5);
    });
  }
});
