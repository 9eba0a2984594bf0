/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set; otherwise each message is written to
 * DATA_DIR/outbox as a real .eml file (open it with any mail client) plus a .json summary, and
 * its links are logged so a developer can click them. The outbox is one server's folder, a
 * stand-in for development and tests: with several servers, mail goes by SMTP, where a message
 * sent again after a crash carries the same Message-ID (`id`) for the receiver to recognise.
 * Attachments go in the message (the outbox's .json names them).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface Mail {
  /**
   * Names the message for good (e.g. `alert-42`): its Message-ID and, in the outbox, its file, so
   * a job that sends it again after a crash leaves one message (docs/decisions/0030).
   */
  id?: string;
  to: string;
  /** Where a reply goes, when not to the sender (e.g. the visitor who asked for a viewing). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with it, e.g. a calendar's `.ics` (`text/calendar`). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where messages go, for the start-up log. */
  readonly description: string;
}

interface Logger {
  info(object: object, message: string): void;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string; from: string; log: Logger }): Mailer {
  const domain = options.from.replace(/^.*@/, '').replace(/>.*$/, '');
  const message = ({ id, ...mail }: Mail) => ({ from: options.from, ...mail, ...(id ? { messageId: `<${id}@${domain}>` } : {}) });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      description: 'SMTP',
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox folder ${options.outboxDir}`,
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      const name = mail.id ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const links = mail.text.match(LINK) ?? [];
      await mkdir(options.outboxDir, { recursive: true });
      await writeWhole(path.join(options.outboxDir, `${name}.eml`), info.message as Buffer);
      await writeWhole(
        path.join(options.outboxDir, `${name}.json`),
        JSON.stringify(
          {
            to: mail.to,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            ...(mail.headers ? { headers: mail.headers } : {}),
            subject: mail.subject,
            text: mail.text,
            links,
            // Their names and types; the files themselves are in the .eml.
            ...(mail.attachments ? { attachments: mail.attachments.map(({ filename, contentType }) => ({ filename, contentType })) } : {}),
          },
          null,
          2,
        ),
      );
      options.log.info({ to: mail.to, subject: mail.subject, links }, 'e-mail written to the outbox');
    },
  };
}

/**
 * Writes a file under a name of its own, then renames it: a reader of the outbox never sees half a
 * file, and two servers sending the same message at once (a lease that ran out during a slow send)
 * each put a whole copy in place instead of writing into one file together.
 */
async function writeWhole(file: string, data: string | Buffer) {
  const part = `${file}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(part, data);
  await rename(part, file);
}
