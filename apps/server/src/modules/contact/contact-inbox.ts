import type { Queryable } from '../../db/pool';
import { findRecentContactMessages, type ListedContactMessage } from './contact.repository';

/** The staff command that lists stored contact messages (shown in the notice and the docs). */
export const CONTACT_LIST_COMMAND = 'npm run contact -- list';

/**
 * What the server says at start-up when contact messages are not emailed (ADR 0341): stored
 * only, read with the staff command. Null when `STAFF_INBOX` is set. Names no address or secret.
 */
export function describeContactDelivery(staffInbox: string | undefined): string | null {
  if (staffInbox) return null;
  return `STAFF_INBOX is not set: contact form messages are stored but not emailed; list them with \`${CONTACT_LIST_COMMAND}\`.`;
}

/**
 * Control characters a sender typed (terminal escapes above all) are shown as `?`, so listing a
 * message cannot move the cursor, recolour or retitle the operator's terminal. Tabs and line
 * breaks stay: they are the message's layout.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
const printable = (text: string) => text.replace(UNPRINTABLE, '?');

const oneLine = (text: string) => printable(text.replace(/\s+/g, ' ').trim());

function formatOne(message: ListedContactMessage): string {
  const emailed = message.emailed_at
    ? `emailed ${message.emailed_at.toISOString()}`
    : 'not emailed';
  return [
    `#${message.id}  ${message.created_at.toISOString()}  (${emailed})`,
    `From: ${oneLine(message.name)} <${oneLine(message.email)}>`,
    '',
    printable(message.message),
  ].join('\n');
}

/** The newest `limit` stored messages as plain text for the terminal, newest first. */
export async function listContactMessages(db: Queryable, limit: number): Promise<string> {
  const messages = await findRecentContactMessages(db, limit);
  if (messages.length === 0) return 'No contact messages are stored.';
  const rule = '-'.repeat(72);
  return messages.map(formatOne).join(`\n${rule}\n`);
}
