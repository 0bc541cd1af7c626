import type { CalendarFeedCreated, CalendarFeedStatus } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { buildPublicLink } from '../../config/public-base-url';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { createRandomToken, hashToken } from '../../shared/token-hash';
import { listPipelineCalendarEntries } from '../pipeline';
import { buildDeadlineCalendar } from './build-deadline-calendar';
import {
  findCalendarFeedCreatedAt,
  findFavouriteDeadlines,
  findUserIdByFeedToken,
  replaceCalendarFeedToken,
} from './calendar-feed.repository';

type Deps = Pick<AppDeps, 'db' | 'env'>;

export async function getCalendarFeedStatus(
  deps: Deps,
  user: AuthUser,
): Promise<CalendarFeedStatus> {
  const createdAt = await findCalendarFeedCreatedAt(deps.db, user.id);
  return { is_created: createdAt !== null, created_at: createdAt?.toISOString() ?? null };
}

/**
 * Makes the user's secret calendar address, or a new one in place of the old (ADR 0092). Only
 * the token's hash is stored, so this answer is the one time the address can be shown.
 */
export async function resetCalendarFeed(deps: Deps, user: AuthUser): Promise<CalendarFeedCreated> {
  const { token, hash } = createRandomToken();
  const createdAt = await replaceCalendarFeedToken(deps.db, user.id, hash);
  const url = buildPublicLink(deps.env.PUBLIC_BASE_URL, `/api/calendar/${token}.ics`);
  return { url, created_at: createdAt.toISOString() };
}

/** The feed behind a token: no login, the token is the credential. */
export async function renderCalendarFeed(deps: Deps, token: string): Promise<string> {
  const userId = await findUserIdByFeedToken(deps.db, hashToken(token));
  if (userId === null) {
    throw new AppError(
      'NOT_FOUND',
      'This calendar link is not valid. It may have been reset: copy the new one from your account page.',
    );
  }
  const base = deps.env.PUBLIC_BASE_URL;
  const [deadlines, pipeline] = await Promise.all([
    findFavouriteDeadlines(deps.db, userId),
    listPipelineCalendarEntries(deps.db, userId, base),
  ]);
  return buildDeadlineCalendar(deadlines, { publicBaseUrl: base, pipeline });
}
