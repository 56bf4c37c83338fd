import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../env.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string };
export type MailRow = typeof mailOutbox.$inferSelect;

/**
 * Every mail is written to mail_outbox first (the operator page shows it). With SMTP_URL set it
 * is then sent through nodemailer and marked sent (or failed, with the error); without SMTP_URL it
 * stays in the outbox for the operator to forward by hand.
 */
export type Mailer = {
  readonly smtp: boolean;
  send(db: Db, message: MailMessage): Promise<MailRow>;
};

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, transport?: Transporter): Mailer {
  const transporter: Transporter | null =
    transport ?? (config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null);
  return {
    smtp: transporter !== null,
    async send(db, message) {
      const [row] = await db.insert(mailOutbox).values(message).returning();
      if (!transporter) return row!;
      try {
        await transporter.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        const [sent] = await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: sql`now()` })
          .where(eq(mailOutbox.id, row!.id))
          .returning();
        return sent!;
      } catch (err) {
        const [failed] = await db
          .update(mailOutbox)
          .set({ status: 'failed', error: (err as Error).message.slice(0, 500) })
          .where(eq(mailOutbox.id, row!.id))
          .returning();
        return failed!;
      }
    },
  };
}
