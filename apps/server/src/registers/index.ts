/**
 * The national registers behind the logins (docs/adapters/brp.md, docs/adapters/kvk.md): the
 * population register (Haal Centraal BRP Personen bevragen v2) and the trade register (KvK API),
 * each with a built-in simulator, configured per tenant by the operator.
 */

export { BRP_FIELDS, createHaalCentraalBrp, readBrpAnswer } from './haal-centraal-brp.js';
export { createKvkApi, KVK_MAX_BRANCHES } from './kvk-api.js';
export type { RegisterConnection } from './register-http.js';
export {
  type ConsultDeps,
  type ConsultedIdentity,
  consultRegisters,
  type RegisterOutcome,
  type RegisterStatus,
} from './register-lookup.js';
export type { RegisterMode, RegisterName } from './register-repository.js';
export {
  configureRegister,
  describeRegisters,
  REGISTER_NAMES,
  RegisterConfigError,
  type RegisterEnv,
  type RegisterInput,
  registerInput,
  removeRegister,
} from './register-settings.js';
export {
  branchDescription,
  type CompanyRecord,
  type DutchAddress,
  houseNumberText,
  type PersonRecord,
  type PopulationRegister,
  type RegisterBranch,
  RegisterUnavailable,
  type TradeRegister,
} from './register-types.js';
export {
  generatedCompanyAddress,
  generatedResident,
  SIMULATED_COMPANIES,
  SIMULATED_RESIDENTS,
  SIMULATOR_UNREACHABLE_BSN,
  SIMULATOR_UNREACHABLE_KVK,
  type SimulatedCompany,
  type SimulatedResident,
} from './simulator-dataset.js';
export { createSimulatedPopulationRegister, createSimulatedTradeRegister } from './simulator-registers.js';
