import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Persona } from './login.js';
import { readCodeFromOutbox } from './outbox.js';

/**
 * Logging in without the screens, for tests whose subject comes after the login (the style guide's "log in without
 * clicking through"). The test's browser context makes the same HTTP exchange the browser makes when a user clicks
 * through, in the same order and through the same public routes: the forward (eloket/get_forward_post), the
 * simulator's form, the broker's callback (which sets the session cookie), the login process, and, for an address not
 * yet verified, the e-mail gate's calls with the code from the outbox. Nothing is bypassed on the server: a login the
 * screens would refuse is refused here too. The page then opens /process-login, where the broker's callback sends the
 * browser, and the web app finishes the login as it always does (on to home).
 *
 * The journeys whose subject is the login itself (login-journeys, login-accessibility, the deep-link plate, the
 * branch choice, the permit login) keep clicking through the screens.
 */

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;

interface Envelope<T> {
  statuscode?: string;
  statusmessage?: string;
  result?: T[];
}

async function callService<T = Record<string, unknown>>(
  request: APIRequestContext,
  tenant: string,
  endpoint: string,
  params: Record<string, string> = {},
): Promise<T[]> {
  const response = await request.post(`/${tenant}/services/${endpoint}`, {
    headers: FORM,
    data: new URLSearchParams(params).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (response.status() !== 200 || body.statuscode !== 'OK') {
    throw new Error(
      `${endpoint} answered ${response.status()} ${body.statuscode ?? ''}: ${body.statusmessage ?? '(no message)'}`,
    );
  }
  return body.result ?? [];
}

export interface ServerLoginOptions {
  /** The municipality; voorbeeld's code by default. */
  tenant: string;
  /** The e-mail address to verify at the gate when the relation has none verified yet. */
  email: string;
  /** For a company with branches: the branch number to choose (the first one offered when not given). */
  branchNumber?: string;
}

/** Signs `persona` in through its identity simulator and the e-mail gate over HTTP, then opens home. */
export async function signInThroughServer(page: Page, persona: Persona, options: ServerLoginOptions): Promise<void> {
  const { tenant, email } = options;
  const request = page.context().request;
  await startSessionThroughServer(request, persona, options);

  const [naw] = await callService<{ EMAIL?: string | null; EMAIL_VALIDATION_STATUS?: string }>(
    request,
    tenant,
    'eloket/get_naw',
  );
  if (naw?.EMAIL_VALIDATION_STATUS !== 'VALIDATED') {
    await callService(request, tenant, 'eloket/set_email', { p_email: email });
    const code = await readCodeFromOutbox(request, tenant, email, 'verification_code');
    const [verified] = await callService<{ VERIFY_EMAIL?: string }>(request, tenant, 'eloket/verify_email', {
      p_verification_code: code,
    });
    expect(verified?.VERIFY_EMAIL, 'the verification code was accepted').toBe('OK');
  }
  // The web app's own end of a login, as after the broker's callback: it asks the login process again (done now), sets
  // its authorized flag and goes on to the start screen.
  await page.goto(`/${tenant}/process-login`);
  // On to the municipality's start screen (START_SCREEN_AFTER_LOGIN: home in voorbeeld, current products in proefdorp).
  await page.waitForURL((url) => !url.pathname.endsWith('/process-login'));
}

/**
 * The login over HTTP as far as the e-mail gate: the forward, the simulator's form, the broker's callback (the session
 * cookie, kept by `request`'s context) and the login process, with the branch chosen for a company with branches.
 * Nothing of the relation changes (no e-mail verified), so a test that only reads may log a listed persona in this
 * way; the session can call every service that does not need a verified address (the catalogue's listing, get_naw).
 */
export async function startSessionThroughServer(
  request: APIRequestContext,
  persona: Persona,
  options: Pick<ServerLoginOptions, 'tenant' | 'branchNumber'>,
): Promise<void> {
  const { tenant } = options;
  const [forward] = await callService<{ url?: string; postparams?: { name: string; value: string }[] }>(
    request,
    tenant,
    'eloket/get_forward_post',
    { p_ext_service: persona.service },
  );
  // The simulator is reached as a broker is: by the forward's URL and its parameters (the state).
  const state =
    forward?.postparams?.find((param) => param.name === 'state')?.value ??
    new URL(forward?.url ?? '', 'http://portal.invalid').searchParams.get('state') ??
    '';
  expect(state, 'the forward names the login request').not.toBe('');

  const form: Record<string, string> = { state, action: 'login' };
  if ('subject' in persona) form.persona = persona.subject;
  else {
    form.identifier = persona.identifier;
    if (persona.branches !== undefined) form.branches = String(persona.branches);
  }
  // The simulator answers with a redirect to the callback, which sets the session cookie and sends the browser on to
  // /process-login (the web app's page, fetched here but not rendered).
  const landing = await request.post(`/${tenant}/simulator/${persona.service}`, {
    headers: FORM,
    data: new URLSearchParams(form).toString(),
  });
  expect(new URL(landing.url()).pathname, 'the simulator login led to the login process').toBe(
    `/${tenant}/process-login`,
  );

  const process = await callService<{ LOGIN?: string }>(request, tenant, 'login/login_process');
  if (process.length > 0) {
    expect(process[0]?.LOGIN, 'a login that asks for a branch (a one-time code is not for this helper)').not.toBe(
      'ENTER_OTP',
    );
    const [page1] = await callService<{ BRANCHNUMBERS?: { BRANCHNUMBER?: string }[] }>(
      request,
      tenant,
      'login/get_next_branchnumbers_page',
      { p_pagenumber: '1' },
    );
    const branch = options.branchNumber ?? page1?.BRANCHNUMBERS?.[0]?.BRANCHNUMBER;
    expect(branch, 'a branch to choose').toBeTruthy();
    await callService(request, tenant, 'login/register_branch', { p_branchnr: String(branch) });
  }
}
