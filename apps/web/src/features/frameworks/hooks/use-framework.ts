import { useQuery } from '@tanstack/react-query';
import { getFramework } from '../api/frameworks-api';

/** A framework's page data; public, so the key does not carry the user. */
export function useFramework(frameworkId: string) {
  return useQuery({
    queryKey: ['framework', frameworkId],
    queryFn: () => getFramework(frameworkId),
    enabled: frameworkId !== '',
  });
}
