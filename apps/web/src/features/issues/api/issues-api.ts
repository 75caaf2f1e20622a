import { issueEndpoints, type TIssueRequest, issuesTexts as t } from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { notifyFailed, notifySaved } from '../../../ui/notify';

/** GET /api/issues: the issues I raised, 5 a page, newest first, with Load more. */
export function useIssues() {
  return usePagedEndpoint(issueEndpoints.list, queryKeys.issues.list);
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
