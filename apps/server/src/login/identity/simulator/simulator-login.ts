/**
 * The simulators' side of a login: the tester's choice becomes an identity, handed to the
 * callback behind a one-time code exactly as a broker hands over an authorization code; the
 * callback then completes it through the same adapter interface as a real broker. Codes live
 * in the database, so the callback may land on another server instance than the form.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../db/database.js';
import type { Branch, ProvenIdentity, RelationAttributes } from '../../../relations/index.js';
import { ASSURANCE_LEVELS, assuranceProblem, EHERKENNING_MINIMUM, effectiveMinimum } from '../assurance-levels.js';
import { type IdentityService, normalizeSubject } from '../identifiers.js';
import { type IdentityAdapter, IdentityRefusal, type PendingLogin } from '../identity-adapter.js';
import { findPersona, genericPersona, type Persona } from './personas.js';
import { consumeSimulatorCode, insertSimulatorCode } from './simulator-code-repository.js';
import type { SimulatorProblem } from './simulator-page.js';

/** Long enough for a slow redirect, short enough that a code in a browser history is useless. */
const CODE_LIFETIME_SECONDS = 120;
const MAX_TYPED_BRANCHES = 50;

export const simulatorForm = z.object({
  state: z.string().min(1).max(200),
  action: z.enum(['login', 'cancel']).default('login'),
  persona: z.string().max(300).optional(),
  identifier: z.string().max(300).optional(),
  branches: z.string().max(10).optional(),
  branch: z.string().max(40).optional(),
  level: z.string().max(20).optional(),
});
export type SimulatorForm = z.infer<typeof simulatorForm>;

const storedIdentity = z.object({
  subject: z.string(),
  attributes: z.looseObject({ relationType: z.string() }),
  branches: z.array(z.object({ branchNumber: z.string(), description: z.string() })).optional(),
  branchNumber: z.string().optional(),
  level: z.string().optional(),
});
interface StoredIdentity {
  subject: string;
  attributes: RelationAttributes;
  branches?: Branch[];
  branchNumber?: string;
  level?: string;
}

export function simulatorLevels(service: IdentityService): { levels: string[]; defaultLevel: string | undefined } {
  if (service !== 'eherkenning') return { levels: [], defaultLevel: undefined };
  return { levels: ASSURANCE_LEVELS.eherkenning.map((level) => level.name), defaultLevel: EHERKENNING_MINIMUM };
}

/** The persona the tester picked or typed, or what is wrong with the form. */
export function chooseSimulatorIdentity(
  service: IdentityService,
  form: SimulatorForm,
): { identity: StoredIdentity } | { problem: SimulatorProblem } {
  const typed = form.identifier?.replace(/\s+/g, '') ?? '';
  let persona: Persona | undefined;
  if (typed !== '') {
    const subject = normalizeSubject(service, typed);
    if (!subject) return { problem: 'identifier' };
    let branchCount = 1;
    if (service === 'eherkenning' && form.branches !== undefined && form.branches.trim() !== '') {
      branchCount = Number(form.branches);
      if (!Number.isInteger(branchCount) || branchCount < 0 || branchCount > MAX_TYPED_BRANCHES) {
        return { problem: 'branches' };
      }
    }
    persona = findPersona(service, subject) ?? genericPersona(service, subject, branchCount);
  } else if (form.persona) {
    persona = findPersona(service, form.persona);
  }
  if (!persona) return { problem: 'persona' };
  const branchNumber = service === 'eherkenning' ? (form.branch ?? '').replace(/\s+/g, '') : '';
  if (branchNumber !== '' && !/^\d{12}$/.test(branchNumber)) return { problem: 'branch' };
  const { levels, defaultLevel } = simulatorLevels(service);
  const level = form.level && levels.includes(form.level) ? form.level : defaultLevel;
  // Like DigiD itself, the simulator proves only the citizen service number: name and address come from the register.
  const attributes = service === 'digid' ? { relationType: persona.attributes.relationType } : persona.attributes;
  return {
    identity: {
      subject: persona.subject,
      attributes,
      // A named branch is all eHerkenning passes on; the list is the broker-claim variant, for companies the register does not know.
      ...(branchNumber !== ''
        ? { branchNumber }
        : persona.branches
          ? { branches: persona.branches.map(({ branchNumber: n, description }) => ({ branchNumber: n, description })) }
          : {}),
      ...(level ? { level } : {}),
    },
  };
}

/** Stores the identity behind a fresh code bound to this login; the code goes to the callback. */
export async function issueSimulatorCode(
  db: Database,
  tenantId: number,
  login: { state: string; service: IdentityService },
  identity: StoredIdentity,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await insertSimulatorCode(
    db,
    tenantId,
    { code, state: login.state, service: login.service, identity: JSON.stringify(identity) },
    CODE_LIFETIME_SECONDS,
  );
  return code;
}

export function createSimulatorAdapter(db: Database): IdentityAdapter {
  return {
    async start(login: PendingLogin) {
      return {
        url: `/${login.tenantCode}/simulator/${login.service}`,
        httpmethod: 'GET',
        postparams: [{ name: 'state', value: login.state }],
      };
    },

    async complete(callbackQuery, login): Promise<ProvenIdentity> {
      const code = callbackQuery.code;
      if (!code) throw new IdentityRefusal('simulator: no code');
      const raw = await consumeSimulatorCode(db, login.tenantId, { code, state: login.state, service: login.service });
      if (!raw) throw new IdentityRefusal('simulator: code unknown, used or expired');
      const identity = storedIdentity.parse(JSON.parse(raw)) as StoredIdentity;
      // The simulator is held to the same assurance rule as the real business service.
      const problem = assuranceProblem(login.service, effectiveMinimum(login.service, null), identity.level);
      if (problem) throw new IdentityRefusal(`simulator: ${problem}`);
      return {
        service: login.service,
        subject: identity.subject,
        attributes: identity.attributes,
        ...(identity.branches ? { branches: identity.branches } : {}),
        ...(identity.branchNumber ? { branchNumber: identity.branchNumber } : {}),
      };
    },
  };
}
