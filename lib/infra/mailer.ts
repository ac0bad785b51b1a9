import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages sent through the dev transport, newest last (empty with SMTP). */
  readonly outbox: MailMessage[];
}

/**
 * SMTP when `SMTP_URL` is set; otherwise nodemailer's JSON transport, which builds the message without
 * sending it: the message goes to the log (and `outbox`), as decisions §2 asks for development.
 */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  const outbox: MailMessage[] = [];
  return {
    outbox,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
      if (!options.smtpUrl) {
        outbox.push(message);
        if (outbox.length > 100) outbox.shift();
        options.logger.info({ mail: message }, 'mail (dev transport, not delivered)');
      }
    },
  };
}
