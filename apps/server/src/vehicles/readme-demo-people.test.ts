import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../login/index.js';
import { DEMO_PERMIT_ACCOUNTS } from '../operator/index.js';
import { type DutchAddress, houseNumberText, SIMULATED_COMPANIES, SIMULATED_RESIDENTS } from '../registers/index.js';
import { SIMULATOR_VEHICLES } from './simulator-dataset.js';

/**
 * Issue 24: the README's demo said nothing about which plates the demo people own (J291BX was only in the source).
 * Its table of the demo people and companies, their addresses and plates, is written from the simulators' data
 * (the registers' residents and companies, the permit logins, the vehicle registry's cars) between two markers, and
 * this test fails when the two drift apart. To update the README, copy the expected block from the failure.
 */

const README = new URL('../../../../README.md', import.meta.url);
const START = '<!-- demo-people:start (written from the simulators; vehicles/readme-demo-people.test.ts) -->';
const END = '<!-- demo-people:end -->';

const addressText = (a: DutchAddress) =>
  `${a.street} ${houseNumberText(a)}, ${a.zipcode} ${a.zipcodeLetters} ${a.city}`;

function platesOf(holds: (holder: (typeof SIMULATOR_VEHICLES)[number]['holder']) => boolean): string {
  const plates = SIMULATOR_VEHICLES.filter((v) => holds(v.holder)).map((v) => `${v.plate} (${v.brand} ${v.model})`);
  return plates.length === 0 ? '–' : plates.join(', ');
}

function demoPeopleTable(): string {
  const rows: string[] = [
    '| login | who | address (at login, from the register) | plates in their name (vehicle registry simulator) |',
    '|---|---|---|---|',
  ];
  for (const r of SIMULATED_RESIDENTS) {
    const plates = platesOf((h) => h !== null && 'bsn' in h && h.bsn === r.bsn);
    rows.push(`| DigiD, BSN ${r.bsn} | ${r.firstname} ${r.lastname} | ${addressText(r.address)} | ${plates} |`);
  }
  for (const p of PERSONAS.eidas) {
    rows.push(`| eIDAS, ${p.subject} | ${p.attributes.firstname} ${p.attributes.lastname} | no Dutch address | – |`);
  }
  for (const c of SIMULATED_COMPANIES) {
    const plates = platesOf((h) => h !== null && 'company' in h && h.company === c.name);
    const branches = c.branches.map((b) => (b.address ? addressText(b.address) : b.branchNumber));
    const where =
      branches.length === 1
        ? `${branches[0]} (its one branch)`
        : `main address ${addressText(c.address)}; ${branches.length} branches: ${branches.join('; ')}`;
    rows.push(`| eHerkenning, KvK ${c.kvkNumber} | ${c.name} | ${where} | ${plates} |`);
  }
  for (const a of DEMO_PERMIT_ACCOUNTS) {
    rows.push(`| permit login \`${a.username}\` | ${a.name} | ${addressText(a.address)} | – |`);
  }
  const others = SIMULATOR_VEHICLES.filter((v) => !rows.some((row) => row.includes(`${v.plate} (`))).map(
    (v) => `${v.plate} (${v.note})`,
  );
  return [
    ...rows,
    '',
    `Other cars of the vehicle registry simulator: ${others.join(', ')}. A typed citizen service number starting with 91 holds TB, TD and TF followed by its digits 5 to 8 (BSN 910012345: TB1234, TD1234, TF1234).`,
  ].join('\n');
}

describe('the README’s table of the demo people', () => {
  it('lists each demo person’s and company’s addresses and plates as the simulators have them', () => {
    const readme = readFileSync(README, 'utf8');
    const from = readme.indexOf(START);
    const to = readme.indexOf(END);
    expect(from, `the README has the marker ${START}`).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    expect(readme.slice(from + START.length, to).trim()).toBe(demoPeopleTable());
  });

  it('names every plate of a demo person or company, and the listed residents of both demo municipalities', () => {
    const table = demoPeopleTable();
    for (const vehicle of SIMULATOR_VEHICLES) {
      const holder = vehicle.holder;
      const listed =
        holder !== null &&
        (('bsn' in holder && SIMULATED_RESIDENTS.some((r) => r.bsn === holder.bsn)) ||
          ('company' in holder && SIMULATED_COMPANIES.some((c) => c.name === holder.company)));
      if (listed) expect(table, vehicle.plate).toContain(vehicle.plate);
    }
    expect(table).toContain('J291BX');
    expect(table).toContain('Voorbeeld');
    expect(table).toContain('Proefdorp');
  });
});
