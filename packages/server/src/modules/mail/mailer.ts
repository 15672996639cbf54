// Outgoing e-mail: SMTP when SMTP_URL is set; otherwise every mail lands in the development mailbox
// (a table, readable at GET /api/dev/mailbox; production refuses to start without SMTP_URL). The log
// only says that a mail was kept and for whom: never the code, nor the subject and text that carry it.
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one-time code the mail carries, if any (kept beside the text in the dev mailbox). */
  code?: string | undefined;
}

interface Sender {
  send(mail: Mail): Promise<void>;
}

export interface SmtpMailer extends Sender {
  readonly kind: 'smtp';
}

export interface DevMailbox extends Sender {
  readonly kind: 'dev-mailbox';
  /** Mail kept for one address, newest first (GET /api/dev/mailbox). */
  read(to: string, limit?: number): Promise<MailboxEntry[]>;
}

export type Mailer = SmtpMailer | DevMailbox;

export function smtpMailer(url: string, from: string): SmtpMailer {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function devMailbox(db: Db, log: FastifyBaseLogger): DevMailbox {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await repo.insertDevMail(db, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        code: mail.code ?? null,
      });
      log.info({ mailTo: mail.to }, 'dev mailbox: mail kept, read it at GET /api/dev/mailbox');
    },
    read: (to, limit) => readMailbox(db, to, limit),
  };
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** Mail kept for one address, newest first. */
export async function readMailbox(db: Db, to: string, limit = 50): Promise<MailboxEntry[]> {
  const rows = await repo.devMailsTo(db, to.trim().toLowerCase(), limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    code: row.code,
    sentAt: row.createdAt.toISOString(),
  }));
}
