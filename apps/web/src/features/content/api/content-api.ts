import {
  CONSOLE_PAGE_SIZE,
  consoleContentEndpoints as endpoints,
  type TDealInput,
  type TNewsPostInput,
  type TTutorialInput,
} from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { notifyFailed, notifySaved } from '../../../ui/notify';

type TutorialFilters = Omit<z.input<typeof endpoints.listTutorials.query>, 'cursor' | 'limit'>;
type DealFilters = Omit<z.input<typeof endpoints.listDeals.query>, 'cursor' | 'limit'>;

/** Only the filters that say something: an empty choice filters nothing. */
const active = <T extends object>(filters: T): T =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v != null)) as T;

export function useConsoleTutorials(filters: TutorialFilters) {
  const query = active(filters);
  return usePagedEndpoint(
    endpoints.listTutorials,
    queryKeys.console.contentList('tutorials', query),
    {
      query,
      pageSize: CONSOLE_PAGE_SIZE,
      keepPrevious: true,
    },
  );
}

export function useConsoleNews() {
  return usePagedEndpoint(endpoints.listNews, queryKeys.console.contentList('news', {}), {
    pageSize: CONSOLE_PAGE_SIZE,
  });
}

export function useConsoleDeals(filters: DealFilters) {
  const query = active(filters);
  return usePagedEndpoint(endpoints.listDeals, queryKeys.console.contentList('deals', query), {
    query,
    pageSize: CONSOLE_PAGE_SIZE,
    keepPrevious: true,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.console.content });
}

export function useSaveTutorial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TTutorialInput }) =>
      id
        ? callApi(endpoints.updateTutorial, { params: { id }, body })
        : callApi(endpoints.createTutorial, { body }),
    onSuccess: refresh,
  });
}

export function useSaveNews() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TNewsPostInput }) =>
      id
        ? callApi(endpoints.updateNews, { params: { id }, body })
        : callApi(endpoints.createNews, { body }),
    onSuccess: refresh,
  });
}

export function useSaveDeal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string | null;
      body: z.input<typeof endpoints.createDeal.body>;
    }) =>
      id
        ? callApi(endpoints.updateDeal, { params: { id }, body })
        : callApi(endpoints.createDeal, { body }),
    onSuccess: refresh,
  });
}

/** DELETE of a tutorial, news post or deal; told by toast (the row asking is gone by then). */
export function useDeleteContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: 'tutorials' | 'news' | 'deals'; id: string }) => {
      const endpoint = {
        tutorials: endpoints.deleteTutorial,
        news: endpoints.deleteNews,
        deals: endpoints.deleteDeal,
      }[kind];
      return (await callApi(endpoint, { params: { id } })).message;
    },
    onSuccess: (message) => notifySaved(message),
    onError: (error) => notifyFailed(error),
    onSettled: refresh,
  });
}

export type { TDealInput };
