import { badgeSalesEndpoints } from '@fhp/domain';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** My badge sales, 5 a page, newest first; each page carries the totals. */
export function useBadgeSales() {
  return usePagedEndpoint(badgeSalesEndpoints.list, queryKeys.badgeSales.all);
}
