/** The real mail adapter: SMTP through nodemailer, to whatever relay SMTP_URL names. */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Fixed per outbox row, so a receiver can recognise a message that did arrive twice. */
  messageId: string;
  /** Files sent with it (a calendar .ics), the content as text. */
  attachments?: readonly { filename: string; contentType: string; content: string }[];
}

/** What the delivery job needs of a transport; tests give a recording one. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Timeouts are short and bounded: a message is leased to its sender for a few minutes (see
 * outbox-job.ts), and a relay that hangs must never outlast the lease.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
