/**
 * The real protocol: OpenID Connect authorization code flow with PKCE (S256), as the identity
 * brokers that municipalities connect to speak it. State and nonce are checked, the ID token's
 * signature is verified against the issuer's published keys (not only trusted because it came
 * over TLS), as are its issuer, audience and expiry, and the assurance level against the
 * tenant's minimum.
 */
import * as oidc from 'openid-client';
import type { ProvenIdentity } from '../../relations/index.js';
import { assuranceProblem, requestedAcrValues } from './assurance-levels.js';
import { type IdentityAdapter, IdentityRefusal, type LoginForward, type PendingLogin } from './identity-adapter.js';
import { identityFromClaims } from './oidc-claims.js';
import type { OidcSettings } from './provider-settings.js';

/** Seconds a broker may take to answer one request. */
const BROKER_TIMEOUT_SECONDS = 10;
/** Discovery and keys are fetched again after this; a key rotation is also picked up when a token names an unknown key. */
const CLIENT_CACHE_MS = 10 * 60_000;
const CLIENT_CACHE_MAX = 500;

const clients = new Map<string, { until: number; configuration: Promise<oidc.Configuration> }>();

/** What a client needs to reach a provider; the residents' brokers and the staff sign-in (staff area) both use it. */
export type OidcClientSettings = Pick<
  OidcSettings,
  'issuer' | 'clientId' | 'clientSecret' | 'clientAuthMethod' | 'version'
>;

function clientAuthentication(settings: OidcClientSettings): oidc.ClientAuth {
  switch (settings.clientAuthMethod) {
    case 'client_secret_basic':
      return oidc.ClientSecretBasic(settings.clientSecret);
    case 'client_secret_post':
      return oidc.ClientSecretPost(settings.clientSecret);
    case 'none':
      return oidc.None();
  }
}

function discover(settings: OidcClientSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const execute = [oidc.enableNonRepudiationChecks];
  // Only loopback issuers may be plain http (checked when configured); see provider-settings.ts.
  if (issuer.protocol === 'http:') execute.push(oidc.allowInsecureRequests);
  return oidc.discovery(issuer, settings.clientId, undefined, clientAuthentication(settings), {
    execute,
    timeout: BROKER_TIMEOUT_SECONDS,
  });
}

/**
 * What a cached client is kept under: the settings' version (tenant, service, last change) and what the client is
 * made of, so that two databases in one process (tests) or a row's change within the same millisecond never share one.
 */
function clientKey(settings: OidcClientSettings): string {
  return JSON.stringify([settings.version, settings.issuer, settings.clientId, settings.clientAuthMethod]);
}

/** The provider's discovered configuration, cached per settings version (see CLIENT_CACHE_MS). */
export function clientConfiguration(settings: OidcClientSettings): Promise<oidc.Configuration> {
  const now = Date.now();
  const key = clientKey(settings);
  const cached = clients.get(key);
  if (cached && cached.until > now) return cached.configuration;
  if (clients.size >= CLIENT_CACHE_MAX) {
    for (const [key, entry] of clients) if (entry.until <= now) clients.delete(key);
    if (clients.size >= CLIENT_CACHE_MAX) clients.delete(clients.keys().next().value as string);
  }
  const configuration = discover(settings);
  clients.set(key, { until: now + CLIENT_CACHE_MS, configuration });
  // A broker that was down must be asked again next time, not remembered as down.
  configuration.catch(() => clients.delete(key));
  return configuration;
}

/** The address the broker sends the browser back to; the operator registers it at the broker. */
export function callbackUrl(publicUrl: string, tenantCode: string, service: string): string {
  return new URL(`/${tenantCode}/login/callback/${service}`, publicUrl).toString();
}

/**
 * A failure of the protocol, in words fit for the audit log: the library's code and the messages
 * of the chain of errors behind it. Only messages: the causes' other fields can hold tokens.
 */
export function protocolReason(error: unknown): string {
  if (error instanceof IdentityRefusal) return error.reason;
  if (!(error instanceof Error)) return 'oidc: unknown failure';
  const coded = error as Error & { code?: unknown; error?: unknown };
  const parts = [typeof coded.code === 'string' ? coded.code : error.name];
  if (typeof coded.error === 'string') parts.push(coded.error);
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    if (!parts.includes(current.message)) parts.push(current.message);
    current = current.cause;
  }
  return `oidc: ${parts.join(': ')}`.slice(0, 300);
}

export function createOidcAdapter(settings: OidcSettings, publicUrl: string | undefined): IdentityAdapter {
  function redirectUri(login: PendingLogin): string {
    if (!publicUrl) throw new Error('PUBLIC_URL must be set to log in through an OpenID Connect broker');
    return callbackUrl(publicUrl, login.tenantCode, login.service);
  }

  return {
    async start(login: PendingLogin): Promise<LoginForward> {
      const configuration = await clientConfiguration(settings);
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri(login),
        scope: settings.scopes,
        state: login.state,
        nonce: login.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
      };
      const acrValues = requestedAcrValues(login.service, settings.minimumLevel);
      if (acrValues.length > 0) parameters.acr_values = acrValues.join(' ');
      const url = oidc.buildAuthorizationUrl(configuration, parameters);
      // A GET form replaces the action's query with its fields, so every parameter travels as a field.
      const postparams = [...url.searchParams].map(([name, value]) => ({ name, value }));
      url.search = '';
      return { url: url.toString(), httpmethod: 'GET', postparams };
    },

    async complete(callbackQuery, login): Promise<ProvenIdentity> {
      try {
        const configuration = await clientConfiguration(settings);
        const currentUrl = new URL(redirectUri(login));
        for (const [name, value] of Object.entries(callbackQuery)) currentUrl.searchParams.set(name, value);
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: login.state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new IdentityRefusal('no ID token');
        // The level is taken from the signed ID token only, never from the user info answer.
        const problem = assuranceProblem(login.service, settings.minimumLevel, idClaims[settings.acrClaim]);
        if (problem) throw new IdentityRefusal(problem);

        let claims: Record<string, unknown> = { ...idClaims };
        if (!(settings.subjectClaim in idClaims) && configuration.serverMetadata().userinfo_endpoint) {
          // Many brokers put the identifier and attributes in the user info answer instead of the ID token.
          const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
          claims = { ...userInfo, ...idClaims };
        }
        return identityFromClaims(login.service, claims, settings);
      } catch (error) {
        throw new IdentityRefusal(protocolReason(error));
      }
    },
  };
}
