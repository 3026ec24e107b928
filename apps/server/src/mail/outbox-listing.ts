/** The operator's view of the outbox: newest first, with delivery state and the whole text. */

import { MAX_ATTEMPTS } from './outbox-job.js';
import type { OutboxMessage } from './outbox-repository.js';

function stateOf(message: OutboxMessage): string {
  if (message.sentAt) return `sent ${message.sentAt.toISOString()}`;
  if (message.attempts === 0) return 'waiting (outbox only without SMTP_URL)';
  const error = message.lastError ? `, last error: ${message.lastError}` : '';
  const verdict = message.attempts >= MAX_ATTEMPTS ? 'given up' : 'not sent yet';
  return `${verdict} after ${message.attempts} attempt(s)${error}`;
}

export function formatOutbox(messages: readonly OutboxMessage[]): string {
  if (messages.length === 0) return 'No messages.\n';
  return messages
    .map((m) =>
      [
        `#${m.id}  ${m.createdAt.toISOString()}  ${m.template}  ${m.locale}  to ${m.to}`,
        `State: ${stateOf(m)}`,
        `Subject: ${m.subject}`,
        ...(m.attachments.length > 0 ? [`Attachments: ${m.attachments.map((a) => a.filename).join(', ')}`] : []),
        '',
        ...m.body.split('\n').map((line) => `  ${line}`),
        '',
      ].join('\n'),
    )
    .join('\n');
}
