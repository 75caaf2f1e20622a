import { issueEndpoints, PAGE_SIZE, type TIssueRequest, issuesTexts as t } from '@fhp/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyFailed, notifySaved } from '../../../ui/notify';

/** GET /api/issues: the issues I raised, 5 a page, newest first, with Load more. */
export function useIssues() {
  return useInfiniteQuery({
    queryKey: queryKeys.issues.list,
    queryFn: ({ pageParam, signal }) =>
      callApi(issueEndpoints.list, { query: { limit: PAGE_SIZE, cursor: pageParam } }, { signal }),
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
        ? callApi(issueEndpoints.edit, { params: { id }, body })
        : callApi(issueEndpoints.raise, { body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/issues/:id. */
export function useDeleteIssue() {
  const refresh = useRefreshIssues();
  return useMutation({
    mutationFn: async (id: string) =>
      (await callApi(issueEndpoints.remove, { params: { id } })).message,
    // Told here, not in mutate() callbacks: the card that asked is gone once the list has been
    // refreshed, and an unmounted card's mutate() callbacks never run.
    onSuccess: (message) => notifySaved(message || t.deleted),
    onError: (error) => notifyFailed(error.message || t.deleteFailed),
    onSettled: refresh,
  });
}
