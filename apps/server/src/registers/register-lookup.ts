/**
 * After an external login, before the relation is stored: ask the register that belongs to the
 * identity service (DigiD → BRP by BSN, eHerkenning → trade register by KvK number) and let its
 * answer replace what the broker claimed. The register not knowing the number leaves the claims
 * as they are; the register not answering leaves them too, and says so, so the portal never
 * judges an address it could not check now. The login itself never fails on a register.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { Branch, ProvenIdentity, RelationAttributes } from '../relations/index.js';
import { populationRegisterFor, type RegisterEnv, tradeRegisterFor } from './register-settings.js';
import {
  branchDescription,
  type CompanyRecord,
  type DutchAddress,
  type PersonRecord,
  RegisterUnavailable,
} from './register-types.js';

export type RegisterStatus = 'found' | 'not_found' | 'unavailable';

export interface RegisterOutcome {
  register: 'brp' | 'kvk';
  /** simulator, haalcentraal or kvk: which implementation answered (for the audit log). */
  kind: string;
  status: RegisterStatus;
}

export interface ConsultedIdentity {
  identity: ProvenIdentity;
  /** Null when no register was asked (not configured, or a service without one: eIDAS). */
  register: RegisterOutcome | null;
}

export interface ConsultDeps {
  db: Database;
  env: RegisterEnv;
  log: FastifyBaseLogger;
}

const NO_ADDRESS = { street: '', nr: '', houseLetter: '', addition: '', zipcode: '', zipcodeLetters: '', city: '' };

function addressAttributes(address: DutchAddress | null): Partial<RelationAttributes> {
  return address ? { ...address } : { ...NO_ADDRESS };
}

function personAttributes(person: PersonRecord): RelationAttributes {
  return {
    relationType: 'P',
    firstname: person.firstname,
    lastname: person.lastname,
    ...addressAttributes(person.address),
  };
}

function companyIdentity(identity: ProvenIdentity, company: CompanyRecord): ProvenIdentity {
  let branches: Branch[] = company.branches.map((b) => ({
    branchNumber: b.branchNumber,
    description: branchDescription(b),
    tradeName: b.tradeName,
    address: b.address,
  }));
  // eHerkenning named a branch the register does not give for this company: the proven branch stands, without an address.
  if (identity.branchNumber !== undefined && branches.length === 0) {
    branches = [{ branchNumber: identity.branchNumber, description: identity.branchNumber }];
  }
  const main = company.branches.find((b) => b.address !== null)?.address ?? null;
  return {
    ...identity,
    attributes: { relationType: 'B', name: company.name || identity.attributes.name || '', ...addressAttributes(main) },
    branches,
  };
}

/** Claims only: the one branch eHerkenning named, when it named one and sent no list. */
function claimedBranches(identity: ProvenIdentity): ProvenIdentity {
  if (identity.branchNumber === undefined || identity.branches) return identity;
  return { ...identity, branches: [{ branchNumber: identity.branchNumber, description: identity.branchNumber }] };
}

/**
 * `identitySimulated`: the login ran on the identity simulator. A register without settings is then
 * the register simulator (where simulators are allowed); a real broker without a configured
 * register keeps its claims, so the simulator never answers for a real person.
 */
export async function consultRegisters(
  deps: ConsultDeps,
  tenantId: number,
  identity: ProvenIdentity,
  identitySimulated: boolean,
): Promise<ConsultedIdentity> {
  const { db, env, log } = deps;
  const which = identity.service === 'digid' ? 'brp' : identity.service === 'eherkenning' ? 'kvk' : null;
  if (!which) return { identity, register: null };
  const fallback = which === 'kvk' ? claimedBranches(identity) : identity;
  let kind = 'unknown';
  try {
    if (which === 'brp') {
      const register = await populationRegisterFor(db, env, tenantId, identitySimulated);
      if (!register) return { identity, register: null };
      kind = register.kind;
      const person = await register.lookUpPerson(identity.subject);
      if (!person) return { identity, register: { register: 'brp', kind, status: 'not_found' } };
      return {
        identity: { ...identity, attributes: personAttributes(person) },
        register: { register: 'brp', kind, status: 'found' },
      };
    }
    const register = await tradeRegisterFor(db, env, tenantId, identitySimulated, (message) =>
      log.warn({ tenantId }, message),
    );
    if (!register) return { identity: fallback, register: null };
    kind = register.kind;
    const company = await register.lookUpCompany(identity.subject, identity.branchNumber);
    if (!company) return { identity: fallback, register: { register: 'kvk', kind, status: 'not_found' } };
    return { identity: companyIdentity(identity, company), register: { register: 'kvk', kind, status: 'found' } };
  } catch (error) {
    // Whatever goes wrong with a register, the login goes on without its answer; a setting that cannot work is an operator's error.
    if (error instanceof RegisterUnavailable) {
      log.warn({ tenantId, register: which, kind, reason: error.reason }, 'register unavailable');
    } else {
      log.error({ err: error, tenantId, register: which, kind }, 'register lookup failed');
    }
    return { identity: fallback, register: { register: which, kind, status: 'unavailable' } };
  }
}
