import { escapeHtml } from '../../shared/escape-html';
import type { EmailMessage } from '../email/email-message';

/** One followed opportunity and what changed in it, newest change last. */
export type ChangedFavourite = {
  wacId: string;
  title: string;
  buyerName: string | null;
  /** The status badge's text ("Closes in 3 days", "Awarded"), as cards show it. */
  status: string;
  changes: { summary: string; detectedAt: Date }[];
};

export type FavouriteChangeEmail = {
  key: string;
  to: string;
  firstName: string;
  favourites: readonly ChangedFavourite[];
  links: {
    opportunity: (wacId: string) => string;
    favourites: string;
    /** RFC 8058 one-click target (List-Unsubscribe header), a POST endpoint. */
    oneClickUnsubscribe: string;
  };
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

function describeSubject(favourites: readonly ChangedFavourite[]): string {
  const first = favourites[0]!;
  if (favourites.length > 1) return `${favourites.length} of your favourites have changed`;
  const title = first.title.length > 60 ? `${first.title.slice(0, 57)}...` : first.title;
  return `Changed: ${first.changes.at(-1)?.summary ?? 'updated'} - ${title}`;
}

function renderText(email: FavouriteChangeEmail): string {
  const items = email.favourites.map((favourite) =>
    [
      favourite.title || 'Untitled opportunity',
      `   Status: ${favourite.status}`,
      `   Buyer: ${favourite.buyerName ?? 'Not stated'}`,
      ...favourite.changes.map(
        (change) => `   - ${change.summary} (noticed ${timeFormat.format(change.detectedAt)})`,
      ),
      `   ${email.links.opportunity(favourite.wacId)}`,
    ].join('\n'),
  );
  return [
    `Hello ${email.firstName || 'there'},`,
    'Opportunities you saved as favourites have changed:',
    ...items,
    `Your favourites: ${email.links.favourites}`,
    'You get this email because you saved these opportunities. Turn change emails off on your favourites page.',
    'The WAC team',
  ].join('\n\n');
}

function renderHtml(email: FavouriteChangeEmail): string {
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;
  const items = email.favourites
    .map(
      (favourite) => `<tr><td style="padding:12px 0;border-top:1px solid #e2e8f0">
<p style="margin:0 0 4px;font-weight:bold">${link(email.links.opportunity(favourite.wacId), favourite.title || 'Untitled opportunity')}</p>
<p style="margin:0 0 4px"><span style="display:inline-block;padding:1px 8px;border-radius:9999px;background:#e2e8f0;color:#0f172a;font-size:12px;font-weight:bold">${escapeHtml(favourite.status)}</span></p>
<p style="margin:0 0 4px;font-size:14px;color:#475569">${escapeHtml(favourite.buyerName ?? 'Buyer not stated')}</p>
<ul style="margin:0;padding-left:20px;font-size:14px">${favourite.changes
        .map(
          (change) =>
            `<li>${escapeHtml(change.summary)} <span style="color:#475569">(noticed ${escapeHtml(timeFormat.format(change.detectedAt))})</span></li>`,
        )
        .join('')}</ul>
</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f6f8fb;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">WAC</p>
<p style="margin:0 0 16px">Hello ${escapeHtml(email.firstName || 'there')},</p>
<p style="margin:0 0 16px">Opportunities you saved as favourites have changed:</p>
<table role="presentation" style="width:100%;border-collapse:collapse">${items}</table>
<p style="margin:24px 0">${link(email.links.favourites, 'Open your favourites')}</p>
<p style="margin:0;font-size:13px;color:#475569">You get this email because you saved these opportunities.
Turn change emails off on ${link(email.links.favourites, 'your favourites page')}.</p>
</div></body></html>`;
}

/** The change email: plain text and HTML, with one-click unsubscribe headers. */
export function composeFavouriteChangeEmail(email: FavouriteChangeEmail): EmailMessage {
  return {
    key: email.key,
    to: email.to,
    subject: describeSubject(email.favourites),
    text: renderText(email),
    html: renderHtml(email),
    headers: {
      'List-Unsubscribe': `<${email.links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
