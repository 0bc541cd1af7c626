import { describeAwardValues, formatShortUkDate } from '@wac/contract';
import { escapeHtml } from '../../shared/escape-html';
import { formatMoney } from '../../shared/format-money';
import {
  composeDigestEmail,
  digestLink,
  renderDigestItems,
  renderStatusBadge,
  titleOrUntitled,
} from '../email/digest-email';
import type { EmailMessage } from '../email/email-message';
import { readAwardFacts } from '../opportunities/award-card-facts';
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

/**
 * An item's Value: a multi-award notice's range of award values in the card's words ("£86,974 to
 * £129,188 (5 awards)", ADR 0348), one award's value as it is, else the estimate or Not stated.
 */
export function describeDigestValue(item: DigestOpportunityRow): string {
  const { awardValues } = readAwardFacts(item);
  if (awardValues) return describeAwardValues(awardValues, formatMoney);
  if (item.value_amount === null) return 'Not stated';
  return formatMoney(item.value_amount, item.value_currency);
}

/**
 * "26 Sep 2022": the status line's own date form (formatShortUkDate), so one item never reads
 * "Closed 26 Sep 2022" beside "Deadline: 26 Sept 2022" (Intl's en-GB short month).
 */
export const formatDeadline = (date: Date | null) =>
  date ? formatShortUkDate(date) : 'Not stated';

export function describeCount(count: number): string {
  return `${count} new ${count === 1 ? 'opportunity matches' : 'opportunities match'}`;
}

function renderText(digest: AlertDigest, now: Date): string[] {
  const { listed, total } = digest;
  const items = listed.map((item, index) =>
    [
      `${index + 1}. ${titleOrUntitled(item.title)}`,
      `   Status: ${describeOpportunityStatus(item, now)}`,
      `   Buyer: ${item.buyer_name ?? 'Not stated'}`,
      `   Value: ${describeDigestValue(item)}`,
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
    ...matches,
    ...(digest.followSection ? [digest.followSection.text] : []),
    `Turn off email alerts for this profile (one click, no sign-in needed): ${digest.links.unsubscribe}`,
    `Manage your alert profiles: ${digest.links.manage}`,
  ];
}

function renderHtml(digest: AlertDigest, now: Date): string {
  const { listed, total } = digest;
  const items = renderDigestItems(listed, (item) => ({
    url: digest.links.opportunity(item.wac_id),
    title: item.title,
    lines: `${renderStatusBadge(describeOpportunityStatus(item, now))}
<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(item.buyer_name ?? 'Buyer not stated')}<br>
Value: ${escapeHtml(describeDigestValue(item))} &middot; Deadline: ${escapeHtml(formatDeadline(item.tender_deadline_date))}</p>`,
  }));
  const more =
    total > listed.length
      ? `<p style="margin:16px 0 0">...and ${total - listed.length} more.</p>`
      : '';
  return `${
    listed.length > 0
      ? `<p style="margin:0 0 16px">${describeCount(total)} your alert profile <strong>${escapeHtml(digest.profileName)}</strong>.</p>
${items}
${more}
<p style="margin:24px 0">${digestLink(digest.links.search, 'See all matches in search')}</p>`
      : ''
  }${
    digest.followSection
      ? `${digest.followSection.html}
<p style="margin:24px 0 0"></p>`
      : ''
  }
<p style="margin:0;font-size:13px;color:#475569">You get this email because Send Email Alerts is on for this profile.
${digestLink(digest.links.unsubscribe, 'Turn off these alerts')} (one click, no sign-in needed) or
${digestLink(digest.links.manage, 'manage your alert profiles')}.</p>`;
}

/** The digest as an email: plain text and HTML, with one-click unsubscribe headers. */
export function composeAlertDigestEmail(digest: AlertDigest): EmailMessage {
  const { total } = digest;
  const now = digest.now ?? new Date();
  return composeDigestEmail({
    key: digest.key,
    to: digest.to,
    firstName: digest.firstName,
    subject:
      digest.listed.length > 0
        ? `${total} new ${total === 1 ? 'opportunity' : 'opportunities'} for "${digest.profileName}"`
        : 'News from buyers and suppliers you follow',
    text: renderText(digest, now),
    html: renderHtml(digest, now),
    oneClickUnsubscribe: digest.links.oneClickUnsubscribe,
  });
}
