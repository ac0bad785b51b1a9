import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages sent through the dev transport, newest last (empty with SMTP and in production). */
  readonly outbox: MailMessage[];
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  logger: Logger;
  /** NODE_ENV=production: mail bodies (reset links and tokens) never reach the log. */
  production: boolean;
}

/**
 * SMTP when `SMTP_URL` is set. Otherwise, in development, nodemailer's JSON transport builds the message without
 * sending it and the whole message goes to the log (and `outbox`), as docs/decisions.md §2 asks. In production without
 * SMTP nothing can be delivered: that is logged with the recipient and subject only, since a body holds secrets.
 */
export function createMailer(options: MailerOptions): Mailer {
  const outbox: MailMessage[] = [];
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox,
      async send(message) {
        await smtp.sendMail({ from: options.from, ...message });
      },
    };
  }
  if (options.production) {
    options.logger.warn('SMTP_URL is not set: mail (password reset links) cannot be delivered');
    return {
      outbox,
      async send({ to, subject }) {
        options.logger.error({ mail: { to, subject } }, 'mail not delivered: SMTP_URL is not set');
      },
    };
  }
  const dev = nodemailer.createTransport({ jsonTransport: true });
  return {
    outbox,
    async send(message) {
      await dev.sendMail({ from: options.from, ...message });
      outbox.push(message);
      if (outbox.length > 100) outbox.shift();
      options.logger.info({ mail: message }, 'mail (dev transport, not delivered)');
    },
  };
}
