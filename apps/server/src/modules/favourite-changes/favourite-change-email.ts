import { formatShortUkDateTime } from '@wac/contract';
import { escapeHtml } from '../../shared/escape-html';
import {
  composeDigestEmail,
  digestLink,
  renderDigestItems,
  renderStatusBadge,
  subjectTitle,
  titleOrUntitled,
} from '../email/digest-email';
import type { EmailMessage } from '../email/email-message';

/** One followed opportunity and what changed in it, newest change last. */
export type ChangedFavourite = {
  wacId: string;
  title: string;
  buyerName: string | null;
  /** The status as kept ("Closes 12 Mar 2025", "Awarded"; describeOpportunityStatus). */
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

function describeSubject(favourites: readonly ChangedFavourite[]): string {
  const first = favourites[0]!;
  if (favourites.length > 1) return `${favourites.length} of your favourites have changed`;
  return `Changed: ${first.changes.at(-1)?.summary ?? 'updated'} - ${subjectTitle(first.title)}`;
}

function renderText(email: FavouriteChangeEmail): string[] {
  const items = email.favourites.map((favourite) =>
    [
      titleOrUntitled(favourite.title),
      `   Status: ${favourite.status}`,
      `   Buyer: ${favourite.buyerName ?? 'Not stated'}`,
      ...favourite.changes.map(
        (change) => `   - ${change.summary} (noticed ${formatShortUkDateTime(change.detectedAt)})`,
      ),
      `   ${email.links.opportunity(favourite.wacId)}`,
    ].join('\n'),
  );
  return [
    'Opportunities you saved as favourites have changed:',
    ...items,
    `Your favourites: ${email.links.favourites}`,
    'You get this email because you saved these opportunities. Turn change emails off on your favourites page.',
  ];
}

function renderHtml(email: FavouriteChangeEmail): string {
  const items = renderDigestItems(email.favourites, (favourite) => ({
    url: email.links.opportunity(favourite.wacId),
    title: favourite.title,
    lines: `${renderStatusBadge(favourite.status)}
<p style="margin:0 0 4px;font-size:14px;color:#475569">${escapeHtml(favourite.buyerName ?? 'Buyer not stated')}</p>
<ul style="margin:0;padding-left:20px;font-size:14px">${favourite.changes
      .map(
        (change) =>
          `<li>${escapeHtml(change.summary)} <span style="color:#475569">(noticed ${escapeHtml(formatShortUkDateTime(change.detectedAt))})</span></li>`,
      )
      .join('')}</ul>`,
  }));
  return `<p style="margin:0 0 16px">Opportunities you saved as favourites have changed:</p>
${items}
<p style="margin:24px 0">${digestLink(email.links.favourites, 'Open your favourites')}</p>
<p style="margin:0;font-size:13px;color:#475569">You get this email because you saved these opportunities.
Turn change emails off on ${digestLink(email.links.favourites, 'your favourites page')}.</p>`;
}

/** The change email: plain text and HTML, with one-click unsubscribe headers. */
export function composeFavouriteChangeEmail(email: FavouriteChangeEmail): EmailMessage {
  return composeDigestEmail({
    key: email.key,
    to: email.to,
    firstName: email.firstName,
    subject: describeSubject(email.favourites),
    text: renderText(email),
    html: renderHtml(email),
    oneClickUnsubscribe: email.links.oneClickUnsubscribe,
  });
}
