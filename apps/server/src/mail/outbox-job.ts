/**
 * Delivery of the outbox through SMTP. Every message is first written to the outbox (in the
 * transaction of the use case that sends it); this job hands the unsent ones to the relay,
 * right after they are queued and again every half minute for those that failed. It runs on the
 * job runner (jobs/), which never starts it twice at once.
 *
 * Several server instances may run it at once: a message is claimed with `for update skip
 * locked` and leased for longer than a send can take (SMTP_TIMEOUTS), so two instances never
 * send the same message. Only a process that dies between the relay's acceptance and the update
 * that records it can cause a second send; the message then carries the same Message-ID.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { JobDefinition } from '../jobs/index.js';
import { type MailConfig, readMailConfig } from './mail-config.js';
import { setOutboxListener } from './mail-service.js';
import { claimNextMessage, markMessageFailed, markMessageSent, type OutboxMessage } from './outbox-repository.js';
import { createSmtpTransport, type MailTransport } from './smtp-transport.js';

/** Longer than the worst case of one send: connection, greeting and socket timeouts together. */
export const LEASE_SECONDS = 5 * 60;
/** After this many attempts a message stays unsent, with its last error, for the operator to see. */
export const MAX_ATTEMPTS = 10;
const INTERVAL_SECONDS = 30;
const BATCH = 50;

/** 1, 2, 4 ... minutes after the 1st, 2nd, 3rd ... failed attempt, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

export function messageIdOf(message: Pick<OutboxMessage, 'tenantId' | 'id'>, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox.${message.tenantId}.${message.id}@${domain}>`;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Sends up to `batch` due messages, one claim at a time. `tenantId` narrows it to one tenant (tests, operator). */
export async function deliverOutbox(
  db: Database,
  transport: MailTransport,
  from: string,
  options: { batch?: number; tenantId?: number; log?: FastifyBaseLogger } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (let i = 0; i < (options.batch ?? BATCH); i++) {
    const message = await claimNextMessage(db, {
      leaseSeconds: LEASE_SECONDS,
      maxAttempts: MAX_ATTEMPTS,
      tenantId: options.tenantId,
    });
    if (!message) break;
    try {
      await transport.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        messageId: messageIdOf(message, from),
        ...(message.attachments.length > 0 ? { attachments: message.attachments } : {}),
      });
      await markMessageSent(db, message.tenantId, message.id);
      result.sent++;
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await markMessageFailed(db, message.tenantId, message.id, text, retryDelaySeconds(message.attempts));
      // The address stays out of the log; the outbox row has it for the operator.
      options.log?.warn(
        { tenantId: message.tenantId, outboxId: message.id, attempts: message.attempts },
        'mail failed',
      );
      result.failed++;
    }
  }
  return result;
}

export const OUTBOX_JOB_NAME = 'outbox-delivery';

export interface OutboxDelivery {
  /** The job for the runner; none without SMTP_URL, when mail stays in the outbox. */
  job: JobDefinition | undefined;
  close(): void;
}

/**
 * The outbox delivery as a job of the runner, when SMTP_URL is set (read and checked here: a bad
 * value throws ConfigError). Without it, mail stays in the outbox, where the operator reads it
 * (`operator -- outbox`). `onQueued` is told when a use case queued mail, so it goes out at once.
 */
export function createOutboxDelivery(
  log: FastifyBaseLogger,
  options: { config?: MailConfig; production?: boolean; onQueued?: () => void; transport?: MailTransport } = {},
): OutboxDelivery {
  const config = options.config ?? readMailConfig();
  if (!config.smtpUrl) {
    if (options.production) log.warn('SMTP_URL is not set: e-mail is only written to the outbox, nobody receives it');
    else log.info('SMTP_URL is not set: e-mail is only written to the outbox');
    return { job: undefined, close: () => undefined };
  }
  const transport = options.transport ?? createSmtpTransport(config.smtpUrl);
  setOutboxListener(options.onQueued);
  return {
    job: {
      name: OUTBOX_JOB_NAME,
      everySeconds: INTERVAL_SECONDS,
      async run(ctx) {
        const result = await deliverOutbox(ctx.db, transport, config.from, { log });
        return { acted: result.sent, note: `${result.sent} sent, ${result.failed} failed` };
      },
    },
    close() {
      setOutboxListener(undefined);
      transport.close();
    },
  };
}
