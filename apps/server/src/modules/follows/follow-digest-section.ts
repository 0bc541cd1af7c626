import { describeAwardValues, formatShortUkDate } from '@wac/contract';
import { buildOpportunityLink, buildPublicLink } from '../../config/public-base-url';
import { escapeHtml } from '../../shared/escape-html';
import { formatMoney } from '../../shared/format-money';
import { readAwardFacts } from '../opportunities/award-card-facts';
import type { FollowNews, FollowNewsItem } from './follow-news.repository';

/** A part of a digest email, in both forms. */
export type DigestSection = { text: string; html: string };

export type FollowSectionLinks = {
  opportunity: (wacId: string) => string;
  profile: (role: 'buyer' | 'supplier', organisationId: number) => string;
  manage: string;
};

/** Each kind of follow news lists at most this many items (the rest are counted). */
export const FOLLOW_NEWS_MAX_LISTED = 25;

/**
 * The awarded value, a multi-award notice's as the range of its award values ("£86,974 to
 * £129,188 (5 awards)", ADR 0348: the first award may be another supplier's), else the estimate.
 */
function describeValue(item: FollowNewsItem): string {
  const { awardValues } = readAwardFacts(item);
  if (awardValues) return describeAwardValues(awardValues, formatMoney);
  if (item.value_amount === null) return 'Value not stated';
  return formatMoney(item.value_amount, item.value_currency);
}

export const HEADINGS = {
  buyers: (count: number) =>
    `${count} new ${count === 1 ? 'notice' : 'notices'} from buyers you follow`,
  suppliers: (count: number) =>
    `${count} new ${count === 1 ? 'award' : 'awards'} to suppliers you follow`,
};

export function itemFacts(kind: 'buyers' | 'suppliers', item: FollowNewsItem): string {
  const who =
    kind === 'buyers'
      ? item.organisation_name
      : `${item.organisation_name} (buyer: ${item.buyer_name ?? 'not stated'})`;
  const deadline =
    kind === 'buyers' && item.tender_deadline_date
      ? ` · Deadline ${formatShortUkDate(item.tender_deadline_date)}`
      : '';
  return `${who} · ${describeValue(item)}${deadline}`;
}

/**
 * The "who you follow" part of a digest (ADR 0087): new notices of followed buyers, then new
 * awards to followed suppliers, each with a link to the opportunity and the organisation's page.
 * Null when there is nothing to say. Kept apart from the alert profile's own part so either can
 * change alone.
 */
export function renderFollowSection(
  news: FollowNews,
  links: FollowSectionLinks,
): DigestSection | null {
  const parts = (['buyers', 'suppliers'] as const).filter((kind) => news[kind].listed.length > 0);
  if (parts.length === 0) return null;
  const role = (kind: 'buyers' | 'suppliers') => (kind === 'buyers' ? 'buyer' : 'supplier');
  const text = parts.map((kind) => {
    const { listed, total } = news[kind];
    const items = listed.map((item, index) =>
      [
        `${index + 1}. ${item.title || 'Untitled opportunity'}`,
        `   ${itemFacts(kind, item)}`,
        `   ${links.opportunity(item.wac_id)}`,
      ].join('\n'),
    );
    const more = total > listed.length ? [`...and ${total - listed.length} more.`] : [];
    return [HEADINGS[kind](total), ...items, ...more].join('\n\n');
  });
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;
  const html = parts.map((kind) => {
    const { listed, total } = news[kind];
    const rows = listed
      .map(
        (item) => `<tr><td style="padding:12px 0;border-top:1px solid #e2e8f0">
<p style="margin:0 0 4px;font-weight:bold">${link(links.opportunity(item.wac_id), item.title || 'Untitled opportunity')}</p>
<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(itemFacts(kind, item))}<br>
${link(links.profile(role(kind), item.organisation_id), `${item.organisation_name}'s page`)}</p>
</td></tr>`,
      )
      .join('\n');
    const more =
      total > listed.length
        ? `<p style="margin:8px 0 0">...and ${total - listed.length} more.</p>`
        : '';
    return `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(HEADINGS[kind](total))}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table>${more}`;
  });
  return {
    text: [...text, `Manage who you follow: ${links.manage}`].join('\n\n'),
    html: `${html.join('\n')}
<p style="margin:16px 0 0;font-size:13px;color:#475569">${link(links.manage, 'Manage who you follow')}</p>`,
  };
}

/** Links a follow section uses, from the public base URL. */
export function followSectionLinks(base: string): FollowSectionLinks {
  return {
    opportunity: (wacId) => buildOpportunityLink(base, wacId),
    profile: (role, id) => buildPublicLink(base, `/${role}/${id}`),
    manage: buildPublicLink(base, '/account/following'),
  };
}
