import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransportType from 'nodemailer/lib/smtp-transport/index.js';
import type { Config } from '../env.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type MailMessage = { to: string; toName?: string | null; subject: string; text: string };
export type MailRow = typeof mailOutbox.$inferSelect;

/** One SMTP attempt (connect, greeting, each command) gives up after this long. */
export const MAIL_ATTEMPT_TIMEOUT_MS = 5_000;

/**
 * Every mail is written to mail_outbox first, never sent inside a person's request. Without
 * SMTP_URL it stays there ('outbox') for the operator to forward by hand; with SMTP_URL it is
 * 'queued' and the send-mail job delivers it (see send-mail.job.ts).
 */
export type Mailer = {
  readonly smtp: boolean;
  /** Stores the mail: 'queued' with SMTP, else 'outbox'. The caller enqueues the job. */
  store(db: Db, message: MailMessage): Promise<MailRow>;
  /** One SMTP attempt, bounded by MAIL_ATTEMPT_TIMEOUT_MS; throws when it did not go out. */
  deliver(mail: MailRow): Promise<void>;
};

/** nodemailer (~10 MiB resident) is loaded only when SMTP_URL is set. */
function smtpTransport(options: SMTPTransportType.Options): Transporter {
  const require = createRequire(import.meta.url);
  const nodemailer = require('nodemailer') as typeof Nodemailer;
  const SMTPTransport = require('nodemailer/lib/smtp-transport/index.js') as typeof SMTPTransportType;
  return nodemailer.createTransport(new SMTPTransport(options));
}

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, transport?: Transporter): Mailer {
  const transporter: Transporter | null =
    transport ??
    (config.SMTP_URL
      ? // The SMTP transport itself merges the URL with our timeouts (createTransport({url}) drops them).
        smtpTransport({
          url: config.SMTP_URL,
          connectionTimeout: MAIL_ATTEMPT_TIMEOUT_MS,
          greetingTimeout: MAIL_ATTEMPT_TIMEOUT_MS,
          socketTimeout: MAIL_ATTEMPT_TIMEOUT_MS,
        })
      : null);
  return {
    smtp: transporter !== null,
    async store(db, message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, status: transporter ? 'queued' : 'outbox' })
        .returning();
      return row!;
    },
    async deliver(mail) {
      if (!transporter) throw new Error('SMTP_URL is not set');
      await transporter.sendMail({
        from: config.MAIL_FROM,
        to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}
