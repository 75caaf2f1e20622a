import { BLOG_FILTER_YEARS, blogsEndpoints } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

export type BlogFilters = { category: string; year: string; q: string };

/** GET /api/blogs: the admin news, 5 a page with Load More, filtered on the server. */
export function useBlogs(filters: BlogFilters) {
  return usePagedEndpoint(blogsEndpoints.list, queryKeys.blogs.list(filters), {
    query: {
      category: filters.category || undefined,
      year: filters.year || undefined,
      q: filters.q.trim() || undefined,
    },
    keepPrevious: true,
  });
}

/** GET /api/blogs/years: the spec's years until the answer arrives (or when it fails). */
export function useBlogYears(): number[] {
  const years = useQuery({
    queryKey: queryKeys.blogs.years,
    queryFn: ({ signal }) => callApi(blogsEndpoints.years, {}, { signal }),
    staleTime: 10 * 60_000,
  });
  return years.data?.years ?? [...BLOG_FILTER_YEARS].reverse();
}
