import { BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, blogsMessages as t } from '@fhp/domain';
import {
  Anchor,
  Button,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconNews, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBlogs, useBlogYears } from '../api/blogs-api';
import { BlogPostCard } from '../components/blog-post-card';

const SEARCH_DELAY_MS = 300;
const categoryOptions = [
  { value: '', label: t.allCategories },
  ...BLOG_CATEGORIES.map((c) => ({ value: c, label: BLOG_CATEGORY_LABELS[c] })),
];

/** /blogs: "FHP Updates & News", the admin posts with category, year and title filters. */
export default function BlogsPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const year = params.get('year') ?? '';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const years = useBlogYears();
  const blogs = useBlogs({ category, year, q });
  const posts = blogs.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = category !== '' || year !== '' || q.trim() !== '';

  const setFilter = (key: 'category' | 'year', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const clear = () => {
    setSearch('');
    setParams({}, { replace: true });
  };

  return (
    <Container size="md">
      <Stack gap="lg">
        <Anchor component={Link} to="/home" size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t.goBack}
          </Group>
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.intro}</Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} role="search">
          <Select
            label={t.categoryLabel}
            data={categoryOptions}
            value={category}
            onChange={(v) => setFilter('category', v)}
            allowDeselect={false}
          />
          <Select
            label={t.yearLabel}
            data={[{ value: '', label: t.allYears }, ...years.map((y) => String(y))]}
            value={year}
            onChange={(v) => setFilter('year', v)}
            allowDeselect={false}
          />
          <TextInput
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
          />
        </SimpleGrid>

        {blogs.isPending ? (
          <Stack gap="md" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={160} radius="md" />
            ))}
          </Stack>
        ) : blogs.isError && posts.length === 0 ? (
          <ErrorState
            message={isApiError(blogs.error) ? blogs.error.message : t.loadFailed}
            onRetry={() => blogs.refetch()}
          />
        ) : posts.length === 0 ? (
          <EmptyState
            icon={<IconNews size={26} aria-hidden />}
            title={t.empty}
            message={t.emptyHint}
            action={
              filtered && (
                <Button variant="light" onClick={clear}>
                  {t.clearFilters}
                </Button>
              )
            }
          />
        ) : (
          <Stack gap="md" aria-busy={blogs.isFetching && !blogs.isFetchingNextPage}>
            {posts.map((post) => (
              <BlogPostCard key={post.id} post={post} />
            ))}
          </Stack>
        )}

        <LoadMore query={blogs} variant="light" />
      </Stack>
    </Container>
  );
}
