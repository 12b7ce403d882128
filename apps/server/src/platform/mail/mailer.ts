/**
 * How the console sends mail (docs/decisions/049-password-reset-by-mail.md): over SMTP when
 * `SMTP_URL` is set; else, in demo mode, into the administrators' outbox and the log, so that a
 * demo can follow a reset link; else not at all, and the features that need mail are off.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/identity';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Sends over SMTP; the transport opens a connection per message, so nothing idles between resets. */
export function smtpMailer(url: string, from: string): Mailer {
  // nodemailer loads with the first message: most processes never send one.
  let transport: Promise<Transporter> | undefined;
  const open = () => (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(url, { from })));
  return {
    async send({ to, subject, text, html }) {
      await (await open()).sendMail({ to, subject, text, html });
    },
    async close() {
      (await transport)?.close();
    },
  };
}

/** Keeps the message in `mail_outbox` and writes it to the log: demo mode without an SMTP server. */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text, html }) {
      await db.insert(mailOutbox).values({ recipient: to, subject, text, html });
      log.info({ mail: { to, subject, text } }, `mail to ${to} kept in the outbox (no SMTP_URL)`);
    },
    async close() {},
  };
}

/** The mailer the configuration asks for; undefined when the console sends no mail. */
export function openMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer | undefined {
  if (config.mail.smtpUrl) return smtpMailer(config.mail.smtpUrl, config.mail.from);
  return config.seedDemo ? outboxMailer(db, log) : undefined;
}
