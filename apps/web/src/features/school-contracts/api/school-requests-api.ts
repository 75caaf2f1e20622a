import {
  SCHOOL_REQUEST_DATA_FIELD,
  SCHOOL_REQUEST_IMAGE_FIELD,
  schoolRequestsEndpoints,
  type TContractSearchQuery,
  type TInstituteRequestForm,
  type TSchoolContractRequestForm,
} from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/school-contract-requests: the form as JSON in `data`, the id image beside it. */
export function useRequestContract() {
  return useMutation({
    mutationFn: (input: { form: TSchoolContractRequestForm; image: File }) => {
      const body = new FormData();
      body.append(SCHOOL_REQUEST_DATA_FIELD, JSON.stringify(input.form));
      body.append(SCHOOL_REQUEST_IMAGE_FIELD, input.image, input.image.name);
      return callApi(schoolRequestsEndpoints.request, { body });
    },
  });
}

/** POST /api/institute-requests: a school missing from the lists, for the operators. */
export function useRequestInstitute() {
  return useMutation({
    mutationFn: (body: TInstituteRequestForm) =>
      callApi(schoolRequestsEndpoints.instituteRequest, { body }),
  });
}

/** GET /api/school-contract-search: the approved contract's id, or a 404 'No contract found'. */
export function useSearchContract() {
  return useMutation({
    mutationFn: (query: TContractSearchQuery) => callApi(schoolRequestsEndpoints.search, { query }),
  });
}
