import { buildOpportunityLink } from '../../config/public-base-url';
import { describeOpportunityStatus } from '../opportunities/opportunity-card-fields';
import type { UserWebhookEvent } from '../webhooks';
import { buildAlertSearchUrl } from './alert-criteria';
import { describeDigestValue, formatDeadline } from './alert-digest-email';
import type { DispatchProfile } from './alert-dispatch.repository';
import type { ClaimedDigest } from './compose-digests';

/**
 * The webhook side of a batch's digests (ADR 0215): one event per profile with claimed matches,
 * the same listed opportunities and total as its email, under the email's key.
 */
export function composeAlertWebhookEvents(
  baseUrl: string,
  profiles: readonly DispatchProfile[],
  claimed: ReadonlyMap<number, ClaimedDigest>,
  digestKey: (profileId: number) => string,
  now = new Date(),
): UserWebhookEvent[] {
  return profiles.flatMap((profile) => {
    const digest = claimed.get(profile.id);
    if (!digest || digest.listed.length === 0) return [];
    const { total } = digest;
    return [
      {
        userId: profile.user_id,
        key: digestKey(profile.id),
        subject: { kind: 'alert_profile', profileId: profile.id },
        event: {
          type: 'alert_profile.matches',
          alert_profile_id: profile.id,
          title: `${total} new ${total === 1 ? 'opportunity' : 'opportunities'} for "${profile.profile_name}"`,
          items: digest.listed.map((item) => ({
            wac_id: item.wac_id,
            title: item.title || 'Untitled opportunity',
            url: buildOpportunityLink(baseUrl, item.wac_id),
            facts: [
              describeOpportunityStatus(item, now),
              item.buyer_name ?? 'Buyer not stated',
              `Value: ${describeDigestValue(item)}`,
              `Deadline: ${formatDeadline(item.tender_deadline_date)}`,
            ],
          })),
          more: total - digest.listed.length,
          link: { text: 'See all matches in search', url: buildAlertSearchUrl(baseUrl, profile) },
        },
      },
    ];
  });
}
