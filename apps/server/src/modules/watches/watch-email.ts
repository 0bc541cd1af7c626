import { escapeHtml } from '../../shared/escape-html';
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

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const published = (date: Date | null) =>
  date ? `published ${dateFormat.format(date)}` : 'published';

function describeSubject(procurements: readonly WatchedNews[]): string {
  const first = procurements[0]!;
  if (procurements.length > 1)
    return `New notices in ${procurements.length} procurements you watch`;
  const title = first.title.length > 60 ? `${first.title.slice(0, 57)}...` : first.title;
  return `New notice: ${first.notices.at(-1)?.label ?? 'a notice'} - ${title}`;
}

function renderText(email: WatchEmail): string {
  const items = email.procurements.map((item) =>
    [
      item.title || 'Untitled opportunity',
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
    `Hello ${email.firstName || 'there'},`,
    'A new notice was published for procurements you watch:',
    ...items,
    `Your watched procurements: ${email.links.watches}`,
    'The WAC team',
  ].join('\n\n');
}

function renderHtml(email: WatchEmail): string {
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;
  const items = email.procurements
    .map(
      (item) => `<tr><td style="padding:12px 0;border-top:1px solid #e2e8f0">
<p style="margin:0 0 4px;font-weight:bold">${link(email.links.opportunity(item.wacId), item.title || 'Untitled opportunity')}</p>
<p style="margin:0 0 4px;font-size:14px;color:#475569">${escapeHtml(item.buyerName ?? 'Buyer not stated')}</p>
<ul style="margin:0 0 4px;padding-left:20px;font-size:14px">${item.notices
        .map(
          (notice) =>
            `<li>${notice.portalUrl ? link(notice.portalUrl, notice.label) : escapeHtml(notice.label)} <span style="color:#475569">(${escapeHtml(published(notice.publishedAt))})</span></li>`,
        )
        .join('')}</ul>
<p style="margin:0;font-size:13px">${link(item.unwatchUrl, 'Stop watching this procurement')}</p>
</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f6f8fb;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">WAC</p>
<p style="margin:0 0 16px">Hello ${escapeHtml(email.firstName || 'there')},</p>
<p style="margin:0 0 16px">A new notice was published for procurements you watch:</p>
<table role="presentation" style="width:100%;border-collapse:collapse">${items}</table>
<p style="margin:24px 0">${link(email.links.watches, 'Your watched procurements')}</p>
</div></body></html>`;
}

/** The watch email: plain text and HTML, with the first procurement's one-click unwatch. */
export function composeWatchEmail(email: WatchEmail): EmailMessage {
  return {
    key: email.key,
    to: email.to,
    subject: describeSubject(email.procurements),
    text: renderText(email),
    html: renderHtml(email),
    headers: {
      'List-Unsubscribe': `<${email.links.oneClickUnwatch}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
