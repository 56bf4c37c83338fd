import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from './mailer.ts';

const mailers = new WeakMap<FastifyInstance['config'], Mailer>();

/** The app's mailer (one per configuration): SMTP when SMTP_URL is set, else the outbox. */
export function mailerOf(app: Pick<FastifyInstance, 'config'>): Mailer {
  let mailer = mailers.get(app.config);
  if (!mailer) {
    mailer = createMailer(app.config);
    mailers.set(app.config, mailer);
  }
  return mailer;
}

/** Tests (or the CLI) can put a mailer with a fake transport in place. */
export function setMailer(app: Pick<FastifyInstance, 'config'>, mailer: Mailer): void {
  mailers.set(app.config, mailer);
}
