/**
 * The built-in registers (simulators): they answer from simulator-dataset.ts without any network,
 * so every flow runs on one machine. Refused in production unless simulators are switched on
 * (IDENTITY_SIMULATORS), exactly like the identity simulators whose personas they know.
 */

import { type PopulationRegister, RegisterUnavailable, type TradeRegister } from './register-types.js';
import {
  generatedResident,
  SIMULATED_COMPANIES,
  SIMULATED_RESIDENTS,
  SIMULATOR_UNREACHABLE_BSN,
  SIMULATOR_UNREACHABLE_KVK,
} from './simulator-dataset.js';

export function createSimulatedPopulationRegister(): PopulationRegister {
  return {
    kind: 'simulator',
    async lookUpPerson(bsn) {
      if (bsn === SIMULATOR_UNREACHABLE_BSN) throw new RegisterUnavailable('simulator: reserved unreachable number');
      const resident = SIMULATED_RESIDENTS.find((r) => r.bsn === bsn) ?? generatedResident(bsn);
      return { firstname: resident.firstname, lastname: resident.lastname, address: { ...resident.address } };
    },
  };
}

/** Companies the simulator does not list are unknown to it: the eHerkenning simulator's typed ones keep their claims. */
export function createSimulatedTradeRegister(): TradeRegister {
  return {
    kind: 'simulator',
    async lookUpCompany(kvkNumber, branchNumber) {
      if (kvkNumber === SIMULATOR_UNREACHABLE_KVK)
        throw new RegisterUnavailable('simulator: reserved unreachable number');
      const company = SIMULATED_COMPANIES.find((c) => c.kvkNumber === kvkNumber);
      if (!company) return null;
      const branches =
        branchNumber === undefined ? company.branches : company.branches.filter((b) => b.branchNumber === branchNumber);
      return { name: company.name, branches: branches.map((b) => ({ ...b, address: b.address && { ...b.address } })) };
    },
  };
}
