import type { Env } from '../../config/env';
import { createRandomToken } from '../auth/token-hash';
import type { EmailMessage } from '../email/email-message';
import { buildAlertSearchUrl } from './alert-criteria';
import { composeAlertDigestEmail } from './alert-digest-email';
import type { DigestOpportunityRow, DispatchProfile } from './alert-dispatch.repository';

const newestFirst = (a: DigestOpportunityRow, b: DigestOpportunityRow) =>
  (b.release_date?.getTime() ?? 0) - (a.release_date?.getTime() ?? 0) || b.id - a.id;

/**
 * One digest email per profile with claimed opportunities, each with a fresh unsubscribe token
 * (the caller stores the hashes in the same transaction).
 */
export function composeDigests(
  env: Pick<Env, 'PUBLIC_BASE_URL'>,
  profiles: readonly DispatchProfile[],
  claimed: ReadonlyMap<number, DigestOpportunityRow[]>,
  digestKey: (profileId: number) => string,
) {
  const base = env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const tokens: { profileId: number; hash: Buffer }[] = [];
  const messages: EmailMessage[] = [];
  for (const profile of profiles) {
    const opportunities = claimed.get(profile.id);
    if (!opportunities?.length) continue;
    const { token, hash } = createRandomToken();
    tokens.push({ profileId: profile.id, hash });
    messages.push(
      composeAlertDigestEmail({
        key: digestKey(profile.id),
        to: profile.email,
        firstName: profile.first_name,
        profileName: profile.profile_name,
        opportunities: [...opportunities].sort(newestFirst),
        links: {
          opportunity: (wacId) => `${base}/opportunity/${encodeURIComponent(wacId)}`,
          search: buildAlertSearchUrl(base, profile),
          unsubscribe: `${base}/alerts/unsubscribe/${token}`,
          oneClickUnsubscribe: `${base}/api/alert-profiles/unsubscribe/?token=${token}`,
          manage: `${base}/account/alerts`,
        },
      }),
    );
  }
  return { tokens, messages };
}
