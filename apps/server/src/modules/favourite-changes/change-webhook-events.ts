import type { UserWebhookEvent } from '../webhooks';
import type { ChangedFavourite } from './favourite-change-email';

/**
 * The webhook side of a change email (ADR 0215): the same claimed changes, grouped by
 * opportunity as the email groups them, under the email's key.
 */
export function composeChangeWebhookEvent(
  userId: number,
  key: string,
  favourites: readonly ChangedFavourite[],
  links: { opportunity: (wacId: string) => string; favourites: string },
): UserWebhookEvent {
  const count = favourites.length;
  return {
    userId,
    key,
    subject: { kind: 'favourite_changes' },
    event: {
      type: 'favourites.changed',
      title:
        count === 1
          ? 'One of your favourites has changed'
          : `${count} of your favourites have changed`,
      items: favourites.map((favourite) => ({
        wac_id: favourite.wacId,
        title: favourite.title || 'Untitled opportunity',
        url: links.opportunity(favourite.wacId),
        facts: [
          favourite.status,
          favourite.buyerName ?? 'Buyer not stated',
          ...favourite.changes.map((change) => change.summary),
        ],
      })),
      more: 0,
      link: { text: 'Open your favourites', url: links.favourites },
    },
  };
}
