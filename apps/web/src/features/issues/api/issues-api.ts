import {
  PAGE_SIZE,
  type TIssueRequest,
  ZIssueDeleteResponse,
  ZIssueResponse,
  ZIssuesPage,
} from '@fhp/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/issues: the issues I raised, 5 a page, newest first, with Load more. */
export function useIssues() {
  return useInfiniteQuery({
    queryKey: queryKeys.issues.list,
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/issues', ZIssuesPage, {
        signal,
        query: { limit: PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

function useRefreshIssues() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.issues.all });
}

/** POST /api/issues (create) or PUT /api/issues/:id (edit: a new number and time). */
export function useSaveIssue() {
  const refresh = useRefreshIssues();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TIssueRequest }) =>
      id
        ? api.put(`/api/issues/${id}`, body, ZIssueResponse)
        : api.post('/api/issues', body, ZIssueResponse),
    onSuccess: refresh,
  });
}

/** DELETE /api/issues/:id. */
export function useDeleteIssue() {
  const refresh = useRefreshIssues();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.delete(`/api/issues/${id}`, undefined, ZIssueDeleteResponse)).message,
    onSettled: refresh,
  });
}
