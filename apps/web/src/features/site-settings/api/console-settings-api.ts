import { consoleSiteSettingsEndpoints as endpoints, type TSiteSettingsUpdate } from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useConsoleSettings() {
  return useQuery({
    queryKey: queryKeys.console.settings,
    queryFn: ({ signal }) => callApi(endpoints.read, {}, { signal }),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSiteSettingsUpdate) => callApi(endpoints.update, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.console.settings, saved);
      // This tab's public pages read the new links too.
      return queryClient.invalidateQueries({ queryKey: queryKeys.siteSettings.all });
    },
  });
}
