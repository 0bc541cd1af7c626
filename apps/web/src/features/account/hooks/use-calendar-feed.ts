import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CALENDAR_FEED_QUERY_KEY,
  getCalendarFeed,
  resetCalendarFeed,
} from '../api/calendar-feed-api';

/**
 * The calendar card's state: whether an address exists, and the mutation that makes a new one.
 * The address itself lives only in the mutation's answer (the server keeps a hash of it).
 */
export function useCalendarFeed() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: CALENDAR_FEED_QUERY_KEY, queryFn: getCalendarFeed });
  const reset = useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (created) =>
      queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, {
        is_created: true,
        created_at: created.created_at,
      }),
  });
  return { status, reset };
}
