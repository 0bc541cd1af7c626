import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEYS_QUERY_KEY, createApiKey, getApiKeys, revokeApiKey } from '../api/api-keys-api';

/**
 * The API keys card's state. The secret of a new key lives only in `create.data` (the server
 * keeps a hash), so it disappears with the page, as the card says.
 */
export function useApiKeys() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: API_KEYS_QUERY_KEY, queryFn: getApiKeys });
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
  const create = useMutation({ mutationFn: createApiKey, onSuccess: refresh });
  const revoke = useMutation({ mutationFn: revokeApiKey, onSuccess: refresh });
  return { list, create, revoke };
}
