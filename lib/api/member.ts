import { useQuery } from '@tanstack/react-query';
import { memberMeSchema } from '@/lib/schemas/member';
import { apiGetAs } from './decoded';
import { ApiRequestError } from './fetcher';

/** The cache key of GET member/me: the header, the prompts and every form that changes the member refresh it. */
export const MEMBER_QUERY_KEY = ['member', 'me'] as const;

/** The signed-in member (its buying power as `Cents`), or null when member/me answers 401 (a visitor). */
export function useMember() {
  return useQuery({
    queryKey: MEMBER_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiGetAs(memberMeSchema, 'member/me', { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
  });
}
