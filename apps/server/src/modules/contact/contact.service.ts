import type { ContactResponse } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { enqueueEmail } from '../email/email.service';
import {
  deleteContactMessagesOlderThan,
  insertContactMessage,
  markContactMessageEmailed,
} from './contact.repository';
import { composeContactEmail } from './contact-email';

export type ContactSubmission = {
  name: string;
  email: string;
  message: string;
  /** The honeypot field: people leave it empty. */
  website?: string;
};

export type RequestOrigin = { ip: string | null; userAgent: string | null };

export type ContactDeps = Pick<AppDeps, 'db' | 'env' | 'jobs'> & {
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/** The same answer for people and for bots, so a bot cannot tell it was caught. */
export const CONTACT_SUCCESS: ContactResponse = {
  detail: "Message sent! Thanks for reaching out. We'll get back to you shortly.",
};

const USER_AGENT_MAX_LENGTH = 500;
/** How long contact messages are kept (the Privacy Policy says the same). */
export const CONTACT_MESSAGE_RETENTION_MONTHS = 12;

/**
 * Stores a contact message and queues its copy to the staff inbox. A filled-in honeypot is
 * accepted and dropped. The message is kept even if queueing the email fails: staff can still
 * read it (`npm run contact -- list`; emailed_at stays null), so the sender is not asked to
 * retry. With no `STAFF_INBOX` it is stored only (ADR 0341): the sender is told the same.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  submission: ContactSubmission,
  origin: RequestOrigin,
): Promise<ContactResponse> {
  if (submission.website && submission.website.trim() !== '') {
    deps.log.info({ ip: origin.ip }, 'contact form honeypot filled: message dropped');
    return CONTACT_SUCCESS;
  }
  await deleteContactMessagesOlderThan(deps.db, CONTACT_MESSAGE_RETENTION_MONTHS);
  const stored = await insertContactMessage(deps.db, {
    name: submission.name,
    email: submission.email,
    message: submission.message,
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
  const staffInbox = deps.env.STAFF_INBOX;
  if (!staffInbox) {
    deps.log.info({ contactMessageId: stored.id }, 'contact message stored, not emailed');
    return CONTACT_SUCCESS;
  }
  const email = composeContactEmail(
    { ...submission, id: stored.id, createdAt: stored.created_at },
    staffInbox,
  );
  try {
    await enqueueEmail(deps, email);
    await markContactMessageEmailed(deps.db, stored.id);
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: stored.id }, 'contact email not queued');
  }
  return CONTACT_SUCCESS;
}
