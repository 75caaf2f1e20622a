import {
  CONSOLE_PAGE_SIZE,
  consoleResolutionEndpoints,
  resolutionEndpoints,
  type TConsoleResolutionFilters,
  type TResolutionMessage,
  type TResolutionRequest,
  type TResolutionThread,
} from '@fhp/domain';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** Which side is looking: the athlete's own resolutions, or the console's. */
export type ResolutionSide = 'athlete' | 'admin';

// ---- The athlete's side -------------------------------------------------------------------

/** GET /api/resolutions: my resolutions, 5 a page, newest first, with Load More. */
export function useMyResolutions() {
  return usePagedEndpoint(resolutionEndpoints.list, queryKeys.resolutions.list);
}

/** GET /api/resolutions/contact: what Add Resolution shows read-only. */
export function useResolutionContact(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.resolutions.contact,
    queryFn: ({ signal }) => callApi(resolutionEndpoints.contact, {}, { signal }),
    enabled,
  });
}

/** POST /api/resolutions. */
export function useOpenResolution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TResolutionRequest) => callApi(resolutionEndpoints.open, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.resolutions.list }),
  });
}

// ---- One thread, either side ----------------------------------------------------------------

const threadKey = (side: ResolutionSide, id: string): QueryKey =>
  side === 'athlete' ? queryKeys.resolutions.detail(id) : queryKeys.console.resolution(id);

/** The resolution and its messages (refetched by the 'resolution.message' event). */
export function useResolutionThread(side: ResolutionSide, id: string) {
  return useQuery({
    queryKey: threadKey(side, id),
    queryFn: ({ signal }) =>
      side === 'athlete'
        ? callApi(resolutionEndpoints.thread, { params: { id } }, { signal })
        : callApi(consoleResolutionEndpoints.thread, { params: { id } }, { signal }),
  });
}

/**
 * Sends a message. The screen shows it as pending from the mutation's variables until the
 * server has stored it; then it joins the thread from the server's answer (never before).
 */
export function useSendResolutionMessage(side: ResolutionSide, id: string) {
  const queryClient = useQueryClient();
  const key = threadKey(side, id);
  return useMutation({
    mutationFn: async (message: string): Promise<TResolutionMessage> =>
      (side === 'athlete'
        ? await callApi(resolutionEndpoints.write, { params: { id }, body: { message } })
        : await callApi(consoleResolutionEndpoints.reply, { params: { id }, body: { message } })
      ).message,
    onSuccess: (stored) => {
      queryClient.setQueryData<TResolutionThread>(key, (thread) =>
        thread && !thread.messages.some((x) => x.id === stored.id)
          ? { ...thread, messages: [...thread.messages, stored] }
          : thread,
      );
      return queryClient.invalidateQueries({
        queryKey: side === 'athlete' ? queryKeys.resolutions.all : queryKeys.console.resolutions,
      });
    },
  });
}

// ---- The console ------------------------------------------------------------------------

/** Only the filters that say something. */
export function activeResolutionFilters(
  filters: TConsoleResolutionFilters,
): TConsoleResolutionFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  );
}

/** GET /api/console/resolutions: a console page at a time, by state and search. */
export function useConsoleResolutions(filters: TConsoleResolutionFilters) {
  const query = activeResolutionFilters(filters);
  return usePagedEndpoint(
    consoleResolutionEndpoints.list,
    queryKeys.console.resolutionList(query),
    {
      query,
      pageSize: CONSOLE_PAGE_SIZE,
      keepPrevious: true,
    },
  );
}

/** The CSV export's address for the same filters. */
export function resolutionsCsvHref(filters: TConsoleResolutionFilters): string {
  const qs = new URLSearchParams(
    activeResolutionFilters(filters) as Record<string, string>,
  ).toString();
  return `${consoleResolutionEndpoints.exportCsv.path}${qs ? `?${qs}` : ''}`;
}

/** POST /api/console/resolutions/:id/accept or /close. */
export function useDecideResolution(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'accept' | 'close') =>
      callApi(consoleResolutionEndpoints[decision], { params: { id } }),
    // A 409 means someone decided meanwhile: refetch either way, so the screen shows the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.console.resolutions }),
  });
}
