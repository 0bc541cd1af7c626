import { formatShortUkDate } from '@wac/contract';
import { escapeHtml } from '../../shared/escape-html';
import {
  composeDigestEmail,
  digestLink,
  renderDigestItems,
  subjectTitle,
  titleOrUntitled,
} from '../email/digest-email';
import type { EmailMessage } from '../email/email-message';

/** One watched procurement and its new notices, oldest first. */
export type WatchedNews = {
  wacId: string;
  title: string;
  buyerName: string | null;
  notices: { label: string; publishedAt: Date | null; portalUrl: string | null }[];
  /** This procurement's unwatch page (the token is the credential). */
  unwatchUrl: string;
};

export type WatchEmail = {
  key: string;
  to: string;
  firstName: string;
  procurements: readonly WatchedNews[];
  links: {
    opportunity: (wacId: string) => string;
    watches: string;
    /** RFC 8058 one-click target of the first procurement (List-Unsubscribe), a POST. */
    oneClickUnwatch: string;
  };
};

const published = (date: Date | null) =>
  date ? `published ${formatShortUkDate(date)}` : 'published';

function describeSubject(procurements: readonly WatchedNews[]): string {
  const first = procurements[0]!;
  if (procurements.length > 1)
    return `New notices in ${procurements.length} procurements you watch`;
  return `New notice: ${first.notices.at(-1)?.label ?? 'a notice'} - ${subjectTitle(first.title)}`;
}

function renderText(email: WatchEmail): string[] {
  const items = email.procurements.map((item) =>
    [
      titleOrUntitled(item.title),
      `   Buyer: ${item.buyerName ?? 'Not stated'}`,
      ...item.notices.map(
        (notice) =>
          `   - ${notice.label}, ${published(notice.publishedAt)}${notice.portalUrl ? `: ${notice.portalUrl}` : ''}`,
      ),
      `   On WAC: ${email.links.opportunity(item.wacId)}`,
      `   Stop watching: ${item.unwatchUrl}`,
    ].join('\n'),
  );
  return [
    'A new notice was published for procurements you watch:',
    ...items,
    `Your watched procurements: ${email.links.watches}`,
  ];
}

function renderHtml(email: WatchEmail): string {
  const items = renderDigestItems(email.procurements, (item) => ({
    url: email.links.opportunity(item.wacId),
    title: item.title,
    lines: `<p style="margin:0 0 4px;font-size:14px;color:#475569">${escapeHtml(item.buyerName ?? 'Buyer not stated')}</p>
<ul style="margin:0 0 4px;padding-left:20px;font-size:14px">${item.notices
      .map(
        (notice) =>
          `<li>${notice.portalUrl ? digestLink(notice.portalUrl, notice.label) : escapeHtml(notice.label)} <span style="color:#475569">(${escapeHtml(published(notice.publishedAt))})</span></li>`,
      )
      .join('')}</ul>
<p style="margin:0;font-size:13px">${digestLink(item.unwatchUrl, 'Stop watching this procurement')}</p>`,
  }));
  return `<p style="margin:0 0 16px">A new notice was published for procurements you watch:</p>
${items}
<p style="margin:24px 0">${digestLink(email.links.watches, 'Your watched procurements')}</p>`;
}

/** The watch email: plain text and HTML, with the first procurement's one-click unwatch. */
export function composeWatchEmail(email: WatchEmail): EmailMessage {
  return composeDigestEmail({
    key: email.key,
    to: email.to,
    firstName: email.firstName,
    subject: describeSubject(email.procurements),
    text: renderText(email),
    html: renderHtml(email),
    oneClickUnsubscribe: email.links.oneClickUnwatch,
  });
}
