import type { Env } from '../../config/env';
import { buildOpportunityLink, buildPublicLink } from '../../config/public-base-url';
import { createRandomToken } from '../../shared/token-hash';
import type { EmailMessage } from '../email/email-message';
import type { DigestSection } from '../follows/follow-digest-section';
import { buildAlertSearchUrl } from './alert-criteria';
import { composeAlertDigestEmail } from './alert-digest-email';
import type { DigestOpportunityRow, DispatchProfile } from './alert-dispatch.repository';

/** What a profile's digest lists (newest first) and how many new matches there are in all. */
export type ClaimedDigest = { listed: DigestOpportunityRow[]; total: number };

/**
 * One digest email per profile with claimed opportunities, each with a fresh unsubscribe token
 * (the caller stores the hashes in the same transaction).
 */
export function composeDigests(
  env: Pick<Env, 'PUBLIC_BASE_URL'>,
  profiles: readonly DispatchProfile[],
  claimed: ReadonlyMap<number, ClaimedDigest>,
  digestKey: (profileId: number) => string,
  /** Follow news carried by a profile's digest (ADR 0087), by profile id. */
  followSections: ReadonlyMap<number, DigestSection> = new Map(),
) {
  const base = env.PUBLIC_BASE_URL;
  const tokens: { profileId: number; hash: Buffer }[] = [];
  const messages: EmailMessage[] = [];
  for (const profile of profiles) {
    const digest = claimed.get(profile.id) ?? { listed: [], total: 0 };
    const followSection = followSections.get(profile.id) ?? null;
    if (!digest.listed.length && !followSection) continue;
    const { token, hash } = createRandomToken();
    tokens.push({ profileId: profile.id, hash });
    messages.push(
      composeAlertDigestEmail({
        key: digestKey(profile.id),
        to: profile.email,
        firstName: profile.first_name,
        profileName: profile.profile_name,
        listed: digest.listed,
        total: digest.total,
        followSection,
        links: {
          opportunity: (wacId) => buildOpportunityLink(base, wacId),
          search: buildAlertSearchUrl(base, profile),
          unsubscribe: buildPublicLink(base, `/alerts/unsubscribe/${token}`),
          oneClickUnsubscribe: buildPublicLink(
            base,
            `/api/alert-profiles/unsubscribe/?token=${token}`,
          ),
          manage: buildPublicLink(base, '/account/alerts'),
        },
      }),
    );
  }
  return { tokens, messages };
}
