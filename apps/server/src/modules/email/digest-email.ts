import { escapeHtml } from '../../shared/escape-html';
import type { EmailMessage } from './email-message';

/**
 * The frame every digest email shares (alert digest, watch and favourite-change emails, ADR
 * 0285): greeting, the email's own paragraphs, the sign-off, and one-click unsubscribe headers.
 * Each email writes only what it says; the frame keeps their shape, and so their bytes, alike.
 */
export type DigestEmailParts = {
  key: string;
  to: string;
  firstName: string;
  subject: string;
  /** Plain-text paragraphs between the greeting and the sign-off. */
  text: readonly string[];
  /** HTML between the greeting and the end of the card; every outside word already escaped. */
  html: string;
  /** RFC 8058 one-click target (List-Unsubscribe header), a POST endpoint. */
  oneClickUnsubscribe: string;
};

const greeting = (firstName: string) => `Hello ${firstName || 'there'},`;

/** The digest as an email: plain text and HTML, with one-click unsubscribe headers. */
export function composeDigestEmail(parts: DigestEmailParts): EmailMessage {
  return {
    key: parts.key,
    to: parts.to,
    subject: parts.subject,
    text: [greeting(parts.firstName), ...parts.text, 'The WAC team'].join('\n\n'),
    html: `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f6f8fb;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">WAC</p>
<p style="margin:0 0 16px">${escapeHtml(greeting(parts.firstName))}</p>
${parts.html}
</div></body></html>`,
    headers: {
      'List-Unsubscribe': `<${parts.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A link in a digest's HTML; the URL and label are escaped. */
export const digestLink = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;

/** A subject's title: at most 60 characters, cut with "..." past that. */
export const subjectTitle = (title: string) =>
  title.length > 60 ? `${title.slice(0, 57)}...` : title;

/** "Untitled opportunity" where a notice gave no title. */
export const titleOrUntitled = (title: string) => title || 'Untitled opportunity';

/** The table of listed opportunities: one row each, its title a link, then the row's lines. */
export function renderDigestItems<Item>(
  items: readonly Item[],
  row: (item: Item) => { url: string; title: string; lines: string },
): string {
  const rows = items.map((item) => {
    const { url, title, lines } = row(item);
    return `<tr><td style="padding:12px 0;border-top:1px solid #e2e8f0">
<p style="margin:0 0 4px;font-weight:bold">${digestLink(url, titleOrUntitled(title))}</p>
${lines}
</td></tr>`;
  });
  return `<table role="presentation" style="width:100%;border-collapse:collapse">${rows.join('\n')}</table>`;
}

/** The status badge of a listed opportunity ("Closes 12 Mar 2025": a dated text, as kept). */
export const renderStatusBadge = (status: string) =>
  `<p style="margin:0 0 4px"><span style="display:inline-block;padding:1px 8px;border-radius:9999px;background:#e2e8f0;color:#0f172a;font-size:12px;font-weight:bold">${escapeHtml(status)}</span></p>`;
