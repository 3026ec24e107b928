/**
 * A real OpenID Connect provider for the sign-in tests (the `oidc-provider` package) on 127.0.0.1: one
 * confidential client, RS256 ID tokens, consent granted for every scope asked. Its login screen is an
 * interaction that logs in whoever the test names next (`nextLogin`), with the `acr`/`amr` it names.
 * With `forgeKeys` it publishes a key that did not sign its tokens. The residents' (login/identity) and
 * the staff's (staff/sign-in) tests both start one; `browseProvider` plays the browser there.
 */
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface OidcHarness {
  issuer: string;
  /** The claims of each account, by subject. */
  accounts: Map<string, { claims: Record<string, unknown> }>;
  /** Who the provider's login screen logs in next, and how. */
  nextLogin: { accountId: string; acr?: string; amr?: string[] };
  /** When set, the provider publishes a key that did not sign its tokens. */
  forgeKeys: boolean;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  acrValues: string[];
  claims: Configuration['claims'];
  /** The `claims` request parameter (the staff sign-in asks for amr and acr with it). */
  claimsParameter?: boolean;
  ttl?: Configuration['ttl'];
}

interface GrantClass {
  new (values: { clientId: string; accountId: string }): { addOIDCScope(scope: string): void; save(): Promise<string> };
  find(id: string): Promise<unknown>;
}

function signingKey(kid: string): JsonWebKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcHarness> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { n, e, kid, kty, use, alg } = signingKey('test-key');
  const forgedJwks = JSON.stringify({ keys: [{ n, e, kid, kty, use, alg }] });
  const harness: OidcHarness = {
    issuer,
    accounts: new Map(),
    nextLogin: { accountId: '' },
    forgeKeys: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey('test-key')] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: false }, claimsParameter: { enabled: options.claimsParameter ?? false } },
    ...(options.ttl ? { ttl: options.ttl } : {}),
    acrValues: options.acrValues,
    claims: options.claims,
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, ...harness.accounts.get(sub)?.claims }),
    }),
    // Consent is not what is tested here: every scope the client asks for is granted.
    loadExistingGrant: async (ctx: {
      oidc: {
        client: { clientId: string };
        session: { accountId: string; grantIdFor(id: string): string | undefined };
        result?: { consent?: { grantId?: string } };
        params: { scope: string };
        provider: { Grant: GrantClass };
      };
    }) => {
      const { oidc } = ctx;
      const existing = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope(oidc.params.scope);
      await grant.save();
      return grant;
    },
  } as Configuration);
  const handle = provider.callback();
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.url?.startsWith('/interaction/')) {
        await provider.interactionDetails(req, res);
        const { accountId, acr, amr } = harness.nextLogin;
        await provider.interactionFinished(req, res, {
          login: { accountId, ...(acr ? { acr } : {}), ...(amr ? { amr } : {}) },
        });
        return;
      }
      if (harness.forgeKeys && req.url === '/jwks') {
        res.setHeader('content-type', 'application/jwk-set+json');
        res.end(forgedJwks);
        return;
      }
      handle(req, res);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  return harness;
}

/** The browser at the provider: follows its redirects with its own cookies until it is sent elsewhere. */
export async function browseProvider(url: URL | string): Promise<URL> {
  const jar = new Map<string, string>();
  let current = new URL(url);
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(current, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped with ${res.status}: ${await res.text()}`);
    const next = new URL(location, current);
    if (next.origin !== current.origin) return next;
    current = next;
  }
  throw new Error('too many redirects at the provider');
}
