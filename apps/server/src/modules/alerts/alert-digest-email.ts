import { escapeHtml } from '../../shared/escape-html';
import type { EmailMessage } from '../email/email-message';
import { describeOpportunityStatus } from '../opportunities/opportunity-card-fields';
import type { DigestOpportunityRow } from './alert-dispatch.repository';

/**
 * A digest lists at most this many opportunities (and records only those as delivered); the
 * rest are counted and one link away in search.
 */
export const DIGEST_MAX_LISTED = 50;

export type AlertDigest = {
  key: string;
  to: string;
  firstName: string;
  profileName: string;
  /** Newest first, at most DIGEST_MAX_LISTED; the digest's alert_deliveries rows. */
  listed: readonly DigestOpportunityRow[];
  /** Every new match, listed or not (the rest are one click away in search). */
  total: number;
  /** When the statuses are told as at (default: when composed). */
  now?: Date;
  /** News of followed buyers and suppliers (ADR 0087), rendered by the follows module. */
  followSection?: { text: string; html: string } | null;
  links: {
    opportunity: (wacId: string) => string;
    search: string;
    unsubscribe: string;
    /** RFC 8058 one-click target (List-Unsubscribe header), a POST endpoint. */
    oneClickUnsubscribe: string;
    manage: string;
  };
};

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

// Building an Intl formatter is far slower than using one: keep one per currency.
const currencyFormats = new Map<string, Intl.NumberFormat>();

export function formatValue(amount: number | null, currency: string | null): string {
  if (amount === null) return 'Not stated';
  const code = currency ?? 'GBP';
  let format = currencyFormats.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: code,
        maximumFractionDigits: 0,
      });
    } catch {
      return `${Math.round(amount).toLocaleString('en-GB')} ${code}`;
    }
    currencyFormats.set(code, format);
  }
  return format.format(amount);
}

export const formatDeadline = (date: Date | null) =>
  date ? dateFormat.format(date) : 'Not stated';

export function describeCount(count: number): string {
  return `${count} new ${count === 1 ? 'opportunity matches' : 'opportunities match'}`;
}

function renderText(digest: AlertDigest, now: Date): string {
  const { listed, total } = digest;
  const items = listed.map((item, index) =>
    [
      `${index + 1}. ${item.title || 'Untitled opportunity'}`,
      `   Status: ${describeOpportunityStatus(item, now)}`,
      `   Buyer: ${item.buyer_name ?? 'Not stated'}`,
      `   Value: ${formatValue(item.value_amount, item.value_currency)}`,
      `   Deadline: ${formatDeadline(item.tender_deadline_date)}`,
      `   ${digest.links.opportunity(item.wac_id)}`,
    ].join('\n'),
  );
  const more = total > listed.length ? [`...and ${total - listed.length} more.`] : [];
  const matches =
    listed.length > 0
      ? [
          `${describeCount(total)} your alert profile "${digest.profileName}".`,
          ...items,
          ...more,
          `See all matches in search: ${digest.links.search}`,
        ]
      : [];
  return [
    `Hello ${digest.firstName || 'there'},`,
    ...matches,
    ...(digest.followSection ? [digest.followSection.text] : []),
    `Turn off email alerts for this profile (one click, no sign-in needed): ${digest.links.unsubscribe}`,
    `Manage your alert profiles: ${digest.links.manage}`,
    'The WAC team',
  ].join('\n\n');
}

function renderHtml(digest: AlertDigest, now: Date): string {
  const { listed, total } = digest;
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;
  const items = listed
    .map(
      (item) => `<tr><td style="padding:12px 0;border-top:1px solid #e2e8f0">
<p style="margin:0 0 4px;font-weight:bold">${link(digest.links.opportunity(item.wac_id), item.title || 'Untitled opportunity')}</p>
<p style="margin:0 0 4px"><span style="display:inline-block;padding:1px 8px;border-radius:9999px;background:#e2e8f0;color:#0f172a;font-size:12px;font-weight:bold">${escapeHtml(describeOpportunityStatus(item, now))}</span></p>
<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(item.buyer_name ?? 'Buyer not stated')}<br>
Value: ${escapeHtml(formatValue(item.value_amount, item.value_currency))} &middot; Deadline: ${escapeHtml(formatDeadline(item.tender_deadline_date))}</p>
</td></tr>`,
    )
    .join('\n');
  const more =
    total > listed.length
      ? `<p style="margin:16px 0 0">...and ${total - listed.length} more.</p>`
      : '';
  return `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f6f8fb;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">WAC</p>
<p style="margin:0 0 16px">Hello ${escapeHtml(digest.firstName || 'there')},</p>
${
  listed.length > 0
    ? `<p style="margin:0 0 16px">${describeCount(total)} your alert profile <strong>${escapeHtml(digest.profileName)}</strong>.</p>
<table role="presentation" style="width:100%;border-collapse:collapse">${items}</table>
${more}
<p style="margin:24px 0">${link(digest.links.search, 'See all matches in search')}</p>`
    : ''
}${
  digest.followSection
    ? `${digest.followSection.html}
<p style="margin:24px 0 0"></p>`
    : ''
}
<p style="margin:0;font-size:13px;color:#475569">You get this email because Send Email Alerts is on for this profile.
${link(digest.links.unsubscribe, 'Turn off these alerts')} (one click, no sign-in needed) or
${link(digest.links.manage, 'manage your alert profiles')}.</p>
</div></body></html>`;
}

/** The digest as an email: plain text and HTML, with one-click unsubscribe headers. */
export function composeAlertDigestEmail(digest: AlertDigest): EmailMessage {
  const { total } = digest;
  return {
    key: digest.key,
    to: digest.to,
    subject:
      digest.listed.length > 0
        ? `${total} new ${total === 1 ? 'opportunity' : 'opportunities'} for "${digest.profileName}"`
        : 'News from buyers and suppliers you follow',
    text: renderText(digest, digest.now ?? new Date()),
    html: renderHtml(digest, digest.now ?? new Date()),
    headers: {
      'List-Unsubscribe': `<${digest.links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
