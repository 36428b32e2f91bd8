import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import type { PersonalDataHook } from '../../lib/personal-data';
import * as repo from './mail.repo';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the mail (a tax invoice), base64 so the outbox can keep them as JSON. */
  attachments?: { filename: string; contentType: string; content: string; encoding: 'base64' }[];
}

export interface Mailer {
  /** 'smtp' sends for real; 'inbox' keeps mail in the local development inbox (dev_mails). */
  readonly kind: 'smtp' | 'inbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * How long an SMTP step may take before the job fails and is retried by the queue. Nodemailer's own
 * defaults (2 minutes to connect, 10 minutes of socket inactivity) would hold an outbox worker for
 * minutes behind one stalled server.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Real delivery through any SMTP server (smtp://user:pass@host:587 or smtps://...). */
export function createSmtpMailer(url: string, from: string, timeouts = SMTP_TIMEOUTS): Mailer {
  const transport = nodemailer.createTransport({ url, ...timeouts });
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, ...m });
    },
    close: () => transport.close(),
  };
}

/**
 * Development default: nodemailer builds the message as it would for SMTP (addresses checked, a
 * Message-ID assigned), and the result is kept in the database so the /dev/mail page can show it.
 */
export function createInboxMailer(db: Db, from: string): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'inbox',
    async send(m) {
      const info = await transport.sendMail({ from, ...m });
      await repo.insert(db, {
        messageId: info.messageId,
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
      });
    },
    close: () => transport.close(),
  };
}

/** POPIA: mail kept in the development inbox for the person goes too. */
export const mailPersonalData: PersonalDataHook = {
  erase: (tx, context) => repo.deleteTo(tx, context.normalizedEmail),
};
