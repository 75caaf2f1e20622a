import { schoolContractDocumentEndpoints as endpoints, type TCountersignBody } from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const keys = {
  detail: (id: string) => ['school-contracts', 'console', id] as const,
  verify: (id: string) => ['school-contracts', 'verify', id] as const,
};

/** The console's contract: fields, signatures, trail. */
export function useConsoleSchoolContract(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.consoleDetail, { params: { id } }, { signal }),
    retry: false,
  });
}

/** Countersigns (the server renders, seals and stores the PDF); the page shows the result. */
export function useCountersign(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCountersignBody) =>
      callApi(endpoints.countersign, { params: { id }, body }),
    onSuccess: (result) => client.setQueryData(keys.detail(id), result.contract),
    onError: () => client.invalidateQueries({ queryKey: keys.detail(id) }),
  });
}

/** The public confirmation of an approved contract (404: none, revealing nothing). */
export function useSchoolContractVerification(id: string) {
  return useQuery({
    queryKey: keys.verify(id),
    queryFn: ({ signal }) => callApi(endpoints.verify, { params: { id } }, { signal }),
    retry: false,
  });
}
