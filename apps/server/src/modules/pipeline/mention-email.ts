import { pipelineItemPath, splitPipelineNoteText } from '@wac/contract';
import { buildPublicLink } from '../../config/public-base-url';
import type { EmailMessage } from '../email/email.service';
import { renderActionEmailHtml, renderActionEmailText } from '../email/email-layout';

/** How much of the note the email quotes: enough to know what it is about. */
const QUOTE_MAX_LENGTH = 500;

/** The note as a person reads it: each mention token shown as "@Name". */
export const readableNoteText = (text: string) =>
  splitPipelineNoteText(text)
    .map((part) => ('text' in part ? part.text : `@${part.mention}`))
    .join('');

/**
 * The email to a member mentioned in a note: who mentioned them where, what the note says, and
 * the item's page. Keyed by note and member, so a retry or an edit never sends it twice.
 */
export function buildMentionEmail(
  publicBaseUrl: string,
  mention: {
    noteId: number;
    to: { user_id: number; email: string; first_name: string };
    authorName: string;
    noteText: string;
    item: { id: number; workspace_id: number; workspace_name: string; title: string };
  },
): EmailMessage {
  const url = buildPublicLink(
    publicBaseUrl,
    pipelineItemPath(mention.item.workspace_id, mention.item.id),
  );
  const title = mention.item.title || 'Untitled opportunity';
  const quote = readableNoteText(mention.noteText);
  const email = {
    greeting: `Hello ${mention.to.first_name || 'there'},`,
    intro: [
      `${mention.authorName} mentioned you in a note on "${title}" in the workspace "${mention.item.workspace_name}":`,
      quote.length > QUOTE_MAX_LENGTH ? `${quote.slice(0, QUOTE_MAX_LENGTH - 3)}...` : quote,
    ],
    action: { label: 'Open the item', url },
    outro: ['You get this email because a teammate mentioned you in the pipeline on WAC.'],
  };
  return {
    key: `pipeline-mention:${mention.noteId}:${mention.to.user_id}`,
    to: mention.to.email,
    subject: `${mention.authorName} mentioned you on ${title.length > 60 ? `${title.slice(0, 57)}...` : title}`,
    text: renderActionEmailText(email),
    html: renderActionEmailHtml(email),
  };
}
