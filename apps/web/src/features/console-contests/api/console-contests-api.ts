import {
  CONSOLE_PAGE_SIZE,
  consoleContestsEndpoints as endpoints,
  type TContestCreate,
  type TContestKind,
  type TContestStatus,
  type TContestTexts,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { notifySaved } from '../../../ui/notify';

export function useConsoleContests(filters: { kind?: TContestKind; status?: TContestStatus }) {
  return usePagedEndpoint(endpoints.list, queryKeys.console.contestsList(filters), {
    query: filters,
    pageSize: CONSOLE_PAGE_SIZE,
    keepPrevious: true,
  });
}

export function useConsoleContest(id: string) {
  return useQuery({
    queryKey: queryKeys.console.contest(id),
    queryFn: ({ signal }) => callApi(endpoints.detail, { params: { id } }, { signal }),
  });
}

/** The board at any status (the operators'), computed when read. */
export function useConsoleContestBoard(id: string) {
  return useQuery({
    queryKey: queryKeys.console.contestBoard(id),
    queryFn: ({ signal }) => callApi(endpoints.board, { params: { id } }, { signal }),
  });
}

export function useConsoleContestVotes(id: string) {
  return useQuery({
    queryKey: queryKeys.console.contestVotes(id),
    queryFn: ({ signal }) => callApi(endpoints.votes, { params: { id } }, { signal }),
  });
}

/** Schools whose name has the words typed (two letters at least). */
export function useContestSchoolOptions(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: queryKeys.console.contestSchoolOptions(text),
    queryFn: ({ signal }) =>
      callApi(endpoints.schoolSearch, { query: { search: text } }, { signal }),
    enabled: text.length >= 2,
  });
}

export type ContestAction =
  | { action: 'create'; body: TContestCreate }
  | { action: 'update'; id: string; body: TContestTexts }
  | { action: 'status'; id: string; status: TContestStatus }
  | { action: 'round-two'; id: string }
  | { action: 'add-school'; id: string; schoolId: number }
  | { action: 'decide-school'; schoolEntryId: string; decision: 'accept' | 'decline' }
  | { action: 'reward'; id: string; recipient: string; amountCents: number; note: string }
  | { action: 'void'; id: string; fanId: string; reason: string };

function run(a: ContestAction): Promise<{ message: string; contest?: { id: string } }> {
  switch (a.action) {
    case 'create':
      return callApi(endpoints.create, { body: a.body });
    case 'update':
      return callApi(endpoints.update, { params: { id: a.id }, body: a.body });
    case 'status':
      return callApi(endpoints.moveStatus, { params: { id: a.id }, body: { status: a.status } });
    case 'round-two':
      return callApi(endpoints.startRoundTwo, { params: { id: a.id } });
    case 'add-school':
      return callApi(endpoints.addSchool, {
        params: { id: a.id },
        body: { schoolId: a.schoolId },
      });
    case 'decide-school':
      return callApi(endpoints.decideSchool, {
        params: { id: a.schoolEntryId },
        body: { decision: a.decision },
      });
    case 'reward':
      return callApi(endpoints.recordReward, {
        params: { id: a.id },
        body: { recipient: a.recipient, amountCents: a.amountCents, note: a.note },
      });
    case 'void':
      return callApi(endpoints.voidFanVotes, {
        params: { id: a.id, fanId: a.fanId },
        body: { reason: a.reason },
      });
  }
}

/**
 * One console action on contests. Every contest screen (list, page, board, votes) refreshes
 * after, whether it worked or another operator had acted first; the public board too.
 */
export function useContestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => notifySaved(answer.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.console.contests }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contests.all }),
      ]),
  });
}
