import { BLOG_FILTER_YEARS, blogsEndpoints, PAGE_SIZE } from '@fhp/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type BlogFilters = { category: string; year: string; q: string };

/** GET /api/blogs: the admin news, 5 a page with Load More, filtered on the server. */
export function useBlogs(filters: BlogFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.blogs.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        blogsEndpoints.list,
        {
          query: {
            category: filters.category || undefined,
            year: filters.year || undefined,
            q: filters.q.trim() || undefined,
            limit: PAGE_SIZE,
            cursor: pageParam,
          },
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
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
