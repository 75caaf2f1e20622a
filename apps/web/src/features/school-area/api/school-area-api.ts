import { schoolAreaEndpoints } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** GET /api/school-area/me: the school I administer (null while my account names none). */
export function useMySchool() {
  return useQuery({
    queryKey: queryKeys.schoolArea.me,
    queryFn: ({ signal }) => callApi(schoolAreaEndpoints.me, {}, { signal }),
  });
}

/** GET /api/school-area/schools/:schoolId: the school and its contract. */
export function useSchoolHome(schoolId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.schoolArea.home(schoolId ?? 0),
    queryFn: ({ signal }) =>
      callApi(schoolAreaEndpoints.home, { params: { schoolId: schoolId ?? 0 } }, { signal }),
    enabled: schoolId !== undefined,
  });
}

/** GET /api/school-area/schools/:schoolId/athletes: 5 a page, Load More. */
export function useSchoolAthletes(schoolId: number) {
  return usePagedEndpoint(schoolAreaEndpoints.athletes, queryKeys.schoolArea.athletes(schoolId), {
    params: { schoolId },
  });
}
