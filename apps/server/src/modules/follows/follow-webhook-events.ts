import type { UserWebhookEvent, WebhookEventItem } from '../webhooks';
import { type FollowSectionLinks, itemFacts } from './follow-digest-section';
import type { FollowNews } from './follow-news.repository';

/**
 * The webhook side of a user's follow news (ADR 0215): the same claimed notices and awards as
 * the digest's follow section, in one event under the key of the email that carries them.
 */
export function composeFollowWebhookEvent(
  userId: number,
  key: string,
  news: FollowNews,
  links: FollowSectionLinks,
): UserWebhookEvent | null {
  const items: WebhookEventItem[] = [];
  let more = 0;
  for (const kind of ['buyers', 'suppliers'] as const) {
    const { listed, total } = news[kind];
    more += total - listed.length;
    for (const item of listed) {
      items.push({
        wac_id: item.wac_id,
        title: item.title || 'Untitled opportunity',
        url: links.opportunity(item.wac_id),
        facts: [kind === 'buyers' ? 'New notice' : 'New award', itemFacts(kind, item)],
      });
    }
  }
  if (items.length === 0) return null;
  return {
    userId,
    key,
    subject: { kind: 'follows' },
    event: {
      type: 'follows.news',
      title: 'News from buyers and suppliers you follow',
      items,
      more,
      link: { text: 'Manage who you follow', url: links.manage },
    },
  };
}
