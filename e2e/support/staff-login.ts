import type { BrowserContext } from 'playwright-core';

/**
 * Signs a staff member of the back office in without the screens: the same form post the sign-in page's
 * simulator makes (POST /{tenant}/beheer/aanmelden/simulator), so the browser context holds the `pl_staff`
 * cookie. `role` picks the demo member (beheerder has every role); `name` makes them a person of the test's
 * own, so two tests (or two reviewers in one test) are never the same staff member.
 */
export type DemoStaffKey = 'beheerder' | 'klantcontact' | 'beoordelaar' | 'financien' | 'auditor';

export async function signInStaffThroughServer(
  context: BrowserContext,
  tenant: string,
  role: DemoStaffKey,
  name?: string,
): Promise<void> {
  const response = await context.request.post(`/${tenant}/beheer/aanmelden/simulator`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({ staff: role, ...(name ? { name } : {}) }).toString(),
    maxRedirects: 0,
  });
  const location = response.headers().location ?? '';
  if (response.status() !== 303 || location !== `/${tenant}/beheer/`) {
    throw new Error(`staff sign-in as ${role} answered ${response.status()} ${location}`);
  }
}

/** A name no other test uses, for `signInStaffThroughServer`. */
export function uniqueStaffName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
