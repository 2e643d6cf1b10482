import { appendFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through the SMTP server of ARCA_SMTP_URL. The mail library is loaded with the first mail, not
 * at start-up: it is large and most servers send mail rarely.
 */
function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(url));
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

/** The outbox in data/logs: mail written instead of sent. */
export const OUTBOX_FILE = 'mail.log';

/**
 * Without ARCA_SMTP_URL mail goes to data/logs/mail.log, one JSON document a line, so an operator
 * of a fresh instance can still complete a password reset. The file is an outbox, not a log: it
 * holds reset links, so only the owner may read it, and support bundles leave it out.
 */
function outboxMailer(dataDir: string, from: string): Mailer {
  const file = join(dataDir, 'logs', OUTBOX_FILE);
  return {
    async send(mail) {
      appendFileSync(file, `${JSON.stringify({ time: new Date().toISOString(), from, ...mail })}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
    },
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  dataDir: string;
  baseUrl: string | undefined;
}): Mailer {
  const host = options.baseUrl ? new URL(options.baseUrl).hostname : 'localhost';
  const from = `Arca <arca@${host}>`;
  return options.smtpUrl ? smtpMailer(options.smtpUrl, from) : outboxMailer(options.dataDir, from);
}
