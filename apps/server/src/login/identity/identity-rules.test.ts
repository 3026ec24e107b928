import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../../http/secret-box.js';
import { assuranceProblem, effectiveMinimum, isAllowedMinimum, requestedAcrValues } from './assurance-levels.js';
import { isValidBsn, isValidEidasId, normalizeSubject } from './identifiers.js';
import { IdentityRefusal } from './identity-adapter.js';
import { IdentityEnvError, readIdentityEnv } from './identity-env.js';
import { identityFromClaims } from './oidc-claims.js';
import { isAllowedIssuer } from './provider-settings.js';
import { PERSONAS } from './simulator/personas.js';
import { chooseSimulatorIdentity } from './simulator/simulator-login.js';

describe('identifiers', () => {
  it('apply the eleven test to citizen service numbers', () => {
    expect(isValidBsn('999990007')).toBe(true);
    expect(isValidBsn('111222333')).toBe(true);
    expect(isValidBsn('123456789')).toBe(false);
    expect(isValidBsn('000000000')).toBe(false);
    expect(isValidBsn('99999000')).toBe(false);
  });

  it('give every simulator resident a BSN that passes the test, and companies of 1, 3 and 25 branches', () => {
    expect(PERSONAS.digid.every((p) => isValidBsn(p.subject))).toBe(true);
    expect(PERSONAS.eherkenning.map((p) => p.branches?.length)).toEqual([1, 3, 25]);
    expect(PERSONAS.eidas.every((p) => isValidEidasId(p.subject))).toBe(true);
  });

  it('restore leading zeros of numeric claims and refuse what does not fit the service', () => {
    expect(normalizeSubject('eherkenning', 1234567)).toBe('01234567');
    expect(normalizeSubject('digid', 999990007)).toBe('999990007');
    expect(normalizeSubject('digid', 'a-pseudonym')).toBeUndefined();
    expect(normalizeSubject('eidas', 'DE/NL/0123abc')).toBe('DE/NL/0123abc');
    expect(normalizeSubject('eidas', 'DE-NL-0123')).toBeUndefined();
    expect(normalizeSubject('eidas', 123)).toBeUndefined();
  });
});

describe('assurance levels', () => {
  it('never let the business service go below EH2', () => {
    expect(effectiveMinimum('eherkenning', null)).toBe('EH2');
    expect(effectiveMinimum('eherkenning', 'EH1')).toBe('EH2');
    expect(effectiveMinimum('eherkenning', 'EH3')).toBe('EH3');
    expect(isAllowedMinimum('eherkenning', 'EH1')).toBe(false);
    expect(isAllowedMinimum('digid', 'midden')).toBe(true);
    expect(effectiveMinimum('digid', null)).toBeNull();
  });

  it('accept the minimum and above, by URI or name, and fail closed on anything else', () => {
    expect(assuranceProblem('eherkenning', 'EH2', 'urn:etoegang:core:assurance-class:loa2')).toBeUndefined();
    expect(assuranceProblem('eherkenning', 'EH2', 'urn:etoegang:core:assurance-class:loa4')).toBeUndefined();
    expect(assuranceProblem('eherkenning', 'EH2', 'EH2+')).toBeUndefined();
    expect(assuranceProblem('eherkenning', 'EH2', 'urn:etoegang:core:assurance-class:loa1')).toBe(
      'assurance level too low',
    );
    expect(assuranceProblem('eherkenning', 'EH2', 'urn:something:else')).toBe('assurance level unknown');
    expect(assuranceProblem('eherkenning', 'EH2', undefined)).toBe('assurance level missing');
    expect(assuranceProblem('digid', null, undefined)).toBeUndefined();
  });

  it('ask for the minimum first, then the higher levels', () => {
    expect(requestedAcrValues('eidas', 'substantial')).toEqual([
      'http://eidas.europa.eu/LoA/substantial',
      'http://eidas.europa.eu/LoA/high',
    ]);
    expect(requestedAcrValues('digid', null)).toEqual([]);
  });
});

describe('claims', () => {
  const settings = { subjectClaim: 'bsn', branchesClaim: null };

  it('map the standard claims and split a Dutch address', () => {
    const identity = identityFromClaims(
      'digid',
      {
        bsn: '999990007',
        given_name: 'Jan',
        family_name: 'Jansen',
        address: { street_address: 'Lange Nieuwstraat 7 b-2', postal_code: '1234ab', locality: 'Voorbeeld' },
      },
      settings,
    );
    expect(identity).toEqual({
      service: 'digid',
      subject: '999990007',
      attributes: {
        relationType: 'P',
        firstname: 'Jan',
        lastname: 'Jansen',
        street: 'Lange Nieuwstraat',
        nr: '7',
        houseLetter: 'B',
        addition: '2',
        zipcode: '1234',
        zipcodeLetters: 'AB',
        city: 'Voorbeeld',
      },
    });
  });

  it('refuse a missing or malformed identifier', () => {
    expect(() => identityFromClaims('digid', { sub: 'x' }, settings)).toThrow(IdentityRefusal);
    expect(() => identityFromClaims('digid', { bsn: '123456789' }, settings)).toThrow(IdentityRefusal);
  });

  it('read branches as one number, a list of numbers or a list of objects; absent means unknown', () => {
    const company = (branches: unknown) =>
      identityFromClaims(
        'eherkenning',
        { kvk: '90000001', branches },
        { subjectClaim: 'kvk', branchesClaim: 'branches' },
      );
    expect(company('000012345671').branches).toEqual([{ branchNumber: '000012345671', description: '000012345671' }]);
    // A single number is the branch eHerkenning names; a list (even of one) is the branches the broker allows.
    expect(company('000012345671').branchNumber).toBe('000012345671');
    expect(company(['000012345671']).branchNumber).toBeUndefined();
    expect(company([{ vestigingsnummer: '1', name: 'Hoofd' }, '2']).branches).toEqual([
      { branchNumber: '1', description: 'Hoofd' },
      { branchNumber: '2', description: '2' },
    ]);
    expect(company(undefined).branches).toBeUndefined();
    expect(company(undefined).attributes.relationType).toBe('B');
    expect(() => company([{ nope: true }])).toThrow(IdentityRefusal);
  });
});

describe('the simulator form', () => {
  it('prefers a typed identifier over the chosen persona and refuses a wrong one', () => {
    // Like DigiD, the simulator proves the BSN only: name and address come from the population register.
    expect(chooseSimulatorIdentity('digid', { state: 's', action: 'login', persona: '999990007' })).toEqual({
      identity: { subject: '999990007', attributes: { relationType: 'P' } },
    });
    expect(
      chooseSimulatorIdentity('digid', {
        state: 's',
        action: 'login',
        persona: '999990007',
        identifier: '9999 9368 9',
      }),
    ).toEqual({ identity: { subject: '999993689', attributes: { relationType: 'P' } } });
    expect(chooseSimulatorIdentity('digid', { state: 's', action: 'login', identifier: '123456789' })).toEqual({
      problem: 'identifier',
    });
    expect(chooseSimulatorIdentity('digid', { state: 's', action: 'login' })).toEqual({ problem: 'persona' });
    expect(
      chooseSimulatorIdentity('eherkenning', { state: 's', action: 'login', identifier: '12345678', branches: '51' }),
    ).toEqual({ problem: 'branches' });
  });

  it('passes on one branch number, as eHerkenning names one, and refuses one that is not 12 digits', () => {
    expect(
      chooseSimulatorIdentity('eherkenning', {
        state: 's',
        action: 'login',
        persona: '90000002',
        branch: '000012345682',
      }),
    ).toMatchObject({ identity: { subject: '90000002', branchNumber: '000012345682' } });
    expect(
      chooseSimulatorIdentity('eherkenning', { state: 's', action: 'login', persona: '90000002', branch: '12' }),
    ).toEqual({ problem: 'branch' });
  });
});

describe('configuration', () => {
  it('allows plain http only for an issuer on this machine', () => {
    expect(isAllowedIssuer('https://broker.example/oidc')).toBe(true);
    expect(isAllowedIssuer('http://127.0.0.1:8080')).toBe(true);
    expect(isAllowedIssuer('http://localhost:8080')).toBe(true);
    expect(isAllowedIssuer('http://broker.example')).toBe(false);
    expect(isAllowedIssuer('https://broker.example/?x=1')).toBe(false);
    expect(isAllowedIssuer('not a url')).toBe(false);
  });

  it('turns simulators off in production unless switched on, and checks the variables', () => {
    expect(readIdentityEnv('development', {}).simulatorsAllowed).toBe(true);
    expect(readIdentityEnv('production', {}).simulatorsAllowed).toBe(false);
    expect(readIdentityEnv('production', { IDENTITY_SIMULATORS: 'on' }).simulatorsAllowed).toBe(true);
    expect(readIdentityEnv('development', { IDENTITY_SIMULATORS: 'off' }).simulatorsAllowed).toBe(false);
    expect(() => readIdentityEnv('development', { IDENTITY_SIMULATORS: 'yes' })).toThrow(IdentityEnvError);
    expect(() => readIdentityEnv('development', { IDENTITY_SECRET_KEY: 'short' })).toThrow(/IDENTITY_SECRET_KEY/);
  });

  it('seals a secret so that it opens only with its key, for its tenant and service', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, 7, 'digid', 'top secret');
    expect(sealed).not.toContain('top secret');
    expect(openSecret(key, 7, 'digid', sealed)).toBe('top secret');
    expect(() => openSecret(key, 8, 'digid', sealed)).toThrow();
    expect(() => openSecret(key, 7, 'eidas', sealed)).toThrow();
    expect(() => openSecret(randomBytes(32), 7, 'digid', sealed)).toThrow();
  });
});
