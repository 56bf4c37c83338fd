export { createMailer, MAIL_ATTEMPT_TIMEOUT_MS, type Mailer, type MailMessage, type MailRow } from './mailer.ts';
export { MAIL_RETRY_DELAYS_MS, queueMail, resendMail, sendMailJob } from './send-mail.job.ts';
