// Outgoing e-mail: SMTP when SMTP_URL is set; otherwise every mail lands in the development mailbox
// (a table, readable at GET /api/dev/mailbox; production refuses to start without SMTP_URL). The log
// only says that a mail was kept and for whom: never the code, nor the subject and text that carry it.
import { createTransport } from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { devMails } from '../../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one-time code the mail carries, if any (kept beside the text in the dev mailbox). */
  code?: string | undefined;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function devMailbox(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await db.insert(devMails).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        code: mail.code ?? null,
      });
      log.info({ mailTo: mail.to }, 'dev mailbox: mail kept, read it at GET /api/dev/mailbox');
    },
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
  const rows = await db
    .select()
    .from(devMails)
    .where(eq(devMails.to, to.trim().toLowerCase()))
    .orderBy(desc(devMails.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    code: row.code,
    sentAt: row.createdAt.toISOString(),
  }));
}
