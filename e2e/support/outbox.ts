import type { APIRequestContext } from 'playwright-core';

/**
 * The outbox page of test environments (`GET /{tenant}/simulator/outbox?to=`): the e-mails the portal "sent",
 * newest first, each an <article> with its template name and its body in a <pre>. The codes stand alone on a line
 * of the body, indented: the one-time login code is 6 digits, the e-mail verification code 6 capitals and digits.
 */

export type MailTemplate = 'login_code' | 'verification_code' | 'registration_link' | 'password_reset';

export interface OutboxMessage {
  to: string;
  template: string;
  body: string;
}

const codePatterns: Partial<Record<MailTemplate, RegExp>> = {
  login_code: /^[ \t]+(\d{6,})[ \t]*$/m,
  verification_code: /^[ \t]+([A-Z0-9]{6,})[ \t]*$/m,
};

function decodeHtml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The messages to `address` on the outbox page of the tenant, newest first. */
export async function readOutbox(
  request: APIRequestContext,
  tenant: string,
  address: string,
): Promise<OutboxMessage[]> {
  const response = await request.get(`/${tenant}/simulator/outbox?to=${encodeURIComponent(address)}`);
  if (response.status() !== 200) {
    throw new Error(`The outbox page of ${tenant} answered ${response.status()}: is this a test environment?`);
  }
  const html = await response.text();
  return [...html.matchAll(/<article\b[\s\S]*?<\/article>/g)].map(([article]) => {
    const meta = /<span class="to">([^<]*)<\/span>[^<]*·[^<]*·\s*([^<\s]+)\s*<\/p>/.exec(article);
    const body = /<pre>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? '';
    return { to: decodeHtml(meta?.[1] ?? ''), template: decodeHtml(meta?.[2] ?? ''), body: decodeHtml(body) };
  });
}

/**
 * The code in the newest e-mail of this kind to `address` (the one-time login code by default). The portal queues the
 * e-mail before it answers the call that asked for it, so once the screen has moved on the e-mail is there.
 */
export async function readCodeFromOutbox(
  request: APIRequestContext,
  tenant: string,
  address: string,
  template: 'login_code' | 'verification_code' = 'login_code',
): Promise<string> {
  const messages = await readOutbox(request, tenant, address);
  const newest = messages.find((message) => message.template === template);
  if (!newest) {
    const seen = messages.map((m) => m.template).join(', ') || 'none';
    throw new Error(`No ${template} e-mail to ${address} in the outbox of ${tenant} (messages there: ${seen}).`);
  }
  const code = codePatterns[template]?.exec(newest.body)?.[1];
  if (!code) throw new Error(`No code found in the newest ${template} e-mail to ${address}:\n${newest.body}`);
  return code;
}

/** The link in the newest e-mail of this kind to `address` (registration and password reset e-mails). */
export async function readLinkFromOutbox(
  request: APIRequestContext,
  tenant: string,
  address: string,
  template: 'registration_link' | 'password_reset',
): Promise<string | undefined> {
  const newest = (await readOutbox(request, tenant, address)).find((message) => message.template === template);
  return newest ? /https?:\/\/\S+/.exec(newest.body)?.[0] : undefined;
}
