import type { EmailMessage } from '../email/email.service';

export type StoredContactMessage = {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
};

/** One-line header values: a name with a line break must not start a new header or line. */
const toSingleLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The staff inbox's copy of a contact message. Plain text only, so nothing the sender typed can
 * be rendered as HTML; Reply-To is the sender, so staff answer with their mail client's Reply.
 */
export function composeContactEmail(
  message: StoredContactMessage,
  staffInbox: string,
): EmailMessage {
  const name = toSingleLine(message.name);
  return {
    key: `contact-message:${message.id}`,
    to: staffInbox,
    replyTo: `${JSON.stringify(name)} <${message.email}>`,
    subject: `Contact form: message from ${name}`.slice(0, 200),
    text: [
      `From: ${name} <${message.email}>`,
      `Received: ${message.createdAt.toISOString()}`,
      `Reference: contact message ${message.id}`,
      '',
      message.message,
    ].join('\n'),
  };
}
