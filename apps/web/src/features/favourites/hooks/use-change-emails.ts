import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/hooks/use-auth';
import {
  CHANGE_EMAILS_QUERY_KEY,
  getChangeEmails,
  setChangeEmails,
} from '../api/change-emails-api';

/** The change-email setting and a mutation that flips it (the favourites page's switch). */
export function useChangeEmails() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: CHANGE_EMAILS_QUERY_KEY,
    queryFn: getChangeEmails,
    enabled: isAuthenticated,
  });
  const update = useMutation({
    mutationFn: setChangeEmails,
    onSuccess: (data) => queryClient.setQueryData(CHANGE_EMAILS_QUERY_KEY, data),
  });
  return { setting, update };
}
