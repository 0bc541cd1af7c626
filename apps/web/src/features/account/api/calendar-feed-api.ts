import type { CalendarFeedCreated, CalendarFeedStatus } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

export const CALENDAR_FEED_QUERY_KEY = ['calendar-feed'] as const;

/** GET /api/calendar-feed/: whether the user has a calendar address, and since when. */
export function getCalendarFeed(): Promise<CalendarFeedStatus> {
  return apiRequest<CalendarFeedStatus>('/api/calendar-feed/');
}

/** POST /api/calendar-feed/: a new secret address (the old one stops working), shown once. */
export function resetCalendarFeed(): Promise<CalendarFeedCreated> {
  return apiRequest<CalendarFeedCreated>('/api/calendar-feed/', { method: 'POST' });
}
