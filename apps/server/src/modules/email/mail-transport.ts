import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../../config/env';
import { getEmailLogger } from './email-logger';
import type { EmailMessage } from './email-message';

export type DeliveredEmail = { messageId: string };

/** Sends one composed message; throws on failure so the job is retried. */
export type MailTransport = { deliver(message: EmailMessage): Promise<DeliveredEmail> };

/** Fail a hung SMTP server quickly: the job retries with backoff rather than waiting. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const transports = new WeakMap<Env, MailTransport>();

/** One transport per configuration: SMTP when `SMTP_URL` is set, else the outbox folder. */
export function getMailTransport(env: Env): MailTransport {
  let transport = transports.get(env);
  if (!transport) {
    transport = env.SMTP_URL ? createSmtpTransport(env, env.SMTP_URL) : createOutboxTransport(env);
    transports.set(env, transport);
  }
  return transport;
}

function toMail(env: Env, message: EmailMessage) {
  return {
    from: env.MAIL_FROM,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { ...message.headers, 'X-WAC-Email-Key': message.key },
  };
}

function createSmtpTransport(env: Env, url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async deliver(message) {
      const info = await transporter.sendMail(toMail(env, message));
      return { messageId: String(info.messageId ?? '') };
    },
  };
}

/**
 * The outbox file's name: the time, the key's kind (`verify-email`, `alert-instant`...) and a
 * digest of the key. Never the key itself, which may name a token: the name is logged.
 */
function outboxFileName(key: string, keyDigest: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const kind = (key.split(':')[0] ?? '').replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40);
  return `${stamp}-${kind}-${keyDigest.slice(0, 16)}.eml`;
}

/**
 * Writes `DATA_DIR/outbox/<time>-<kind>-<digest>.eml` (renamed into place, so readers never see
 * half), once per key: `outbox/.sent/<digest>` records it, so a retry after a crash between the
 * write and the commit of `sent_emails` writes no second copy (ADR 0165). Logs the file name and
 * never the message's links, which carry sign-in, verification and reset tokens (ADR 0167).
 */
function createOutboxTransport(env: Env): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const outboxDir = path.join(env.DATA_DIR, 'outbox');
  const writtenDir = path.join(outboxDir, '.sent');
  const logger = getEmailLogger(env);
  return {
    async deliver(message) {
      const keyDigest = createHash('sha256').update(message.key).digest('hex');
      const marker = path.join(writtenDir, keyDigest);
      const earlier = await readFile(marker, 'utf8').catch(() => undefined);
      if (earlier !== undefined) {
        const [file = '', messageId = ''] = earlier.split('\n');
        logger.info({ file }, 'email already in the outbox (written before a crash)');
        return { messageId };
      }
      const info = await transporter.sendMail(toMail(env, message));
      await mkdir(writtenDir, { recursive: true });
      const file = outboxFileName(message.key, keyDigest);
      const messageId = String(info.messageId ?? '');
      await writeFile(path.join(outboxDir, `${file}.tmp`), info.message as Buffer);
      await rename(path.join(outboxDir, `${file}.tmp`), path.join(outboxDir, file));
      await writeFile(marker, `${file}\n${messageId}`);
      logger.info(
        { to: message.to, subject: message.subject, file },
        'email written to the outbox (no SMTP_URL)',
      );
      return { messageId };
    },
  };
}
