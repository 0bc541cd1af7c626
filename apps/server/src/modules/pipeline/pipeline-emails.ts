import { pipelineItemPath } from '@wac/contract';
import { buildPublicLink } from '../../config/public-base-url';
import type { EmailMessage } from '../email/email.service';
import { renderActionEmailHtml, renderActionEmailText } from '../email/email-layout';

/** The item an owner email is about. */
export type EmailedItem = {
  itemId: number;
  workspaceId: number;
  workspaceName: string;
  title: string;
};

const shortTitle = (title: string) =>
  title.length > 60 ? `${title.slice(0, 57)}...` : title || 'Untitled opportunity';

const itemLink = (base: string, item: EmailedItem) =>
  buildPublicLink(base, pipelineItemPath(item.workspaceId, item.itemId));

const WHY = (workspaceName: string) =>
  `You get this email because you own this item in the pipeline of "${workspaceName}" on WAC.`;

/** Tells an item's owner what changed in its notice (the favourites' sentences, ADR 0202). */
export function buildItemChangeEmail(
  base: string,
  message: { key: string; to: string; firstName: string; item: EmailedItem; summaries: string[] },
): EmailMessage {
  const email = {
    greeting: `Hello ${message.firstName || 'there'},`,
    intro: [
      `The notice of "${message.item.title || 'Untitled opportunity'}" has changed:`,
      ...message.summaries.map((summary) => `- ${summary}`),
    ],
    action: { label: 'Open the item', url: itemLink(base, message.item) },
    outro: [WHY(message.item.workspaceName)],
  };
  return {
    key: message.key,
    to: message.to,
    subject: `Changed: ${message.summaries.at(-1) ?? 'updated'} - ${shortTitle(message.item.title)}`,
    text: renderActionEmailText(email),
    html: renderActionEmailHtml(email),
  };
}

/** Reminds an item's owner of its submission deadline (ADR 0203). */
export function buildReminderEmail(
  base: string,
  message: { key: string; to: string; firstName: string; item: EmailedItem; when: string },
): EmailMessage {
  const email = {
    greeting: `Hello ${message.firstName || 'there'},`,
    intro: [
      `The submission deadline of "${message.item.title || 'Untitled opportunity'}" is ${message.when}.`,
    ],
    action: { label: 'Open the item', url: itemLink(base, message.item) },
    outro: [WHY(message.item.workspaceName)],
  };
  return {
    key: message.key,
    to: message.to,
    subject: `Submission deadline ${message.when}: ${shortTitle(message.item.title)}`,
    text: renderActionEmailText(email),
    html: renderActionEmailHtml(email),
  };
}
