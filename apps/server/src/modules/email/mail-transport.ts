import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../../config/env';
import { getEmailLogger } from './email-logger';
import { type EmailMessage, findFirstLink } from './email-message';

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

/** Writes `DATA_DIR/outbox/<time>-<key>.eml` (renamed into place, so readers never see half). */
function createOutboxTransport(env: Env): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const outboxDir = path.join(env.DATA_DIR, 'outbox');
  const logger = getEmailLogger(env);
  return {
    async deliver(message) {
      const info = await transporter.sendMail(toMail(env, message));
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeKey = message.key.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80);
      const file = path.join(outboxDir, `${stamp}-${safeKey}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      logger.info(
        { to: message.to, subject: message.subject, file, link: findFirstLink(message.text) },
        'email written to the outbox (no SMTP_URL)',
      );
      return { messageId: String(info.messageId ?? '') };
    },
  };
}
