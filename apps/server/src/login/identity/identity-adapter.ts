/**
 * One interface for every external identity service. A real broker (OpenID Connect) and the
 * built-in simulator both implement it, so the forward and the callback run the same code
 * whichever one a tenant uses.
 */
import type { ProvenIdentity } from '../../relations/index.js';
import type { IdentityService } from './identifiers.js';

/** Where the browser goes next, as the forward answer carries it (core 3.5). */
export interface LoginForward {
  url: string;
  httpmethod: 'GET' | 'POST';
  postparams: { name: string; value: string }[];
}

/** A login between its start and its return: what was generated at the start and is checked at the end. */
export interface PendingLogin {
  tenantId: number;
  tenantCode: string;
  service: IdentityService;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface IdentityAdapter {
  start(login: PendingLogin): Promise<LoginForward>;
  /** The callback's query, after state and browser binding were checked; throws IdentityRefusal when not proven. */
  complete(callbackQuery: Readonly<Record<string, string>>, login: PendingLogin): Promise<ProvenIdentity>;
}

/** The identity was not proven; `reason` goes to the audit log and the server log, never to the user. */
export class IdentityRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'IdentityRefusal';
  }
}
