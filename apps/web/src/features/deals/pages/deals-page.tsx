import { AD_CATEGORIES, AD_CATEGORY_ALL, type TVendorAd, dealsMessages as t } from '@fhp/domain';
import {
  Anchor,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDiscount2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { usePageTitle } from '../../../ui/use-page-title';
import { useDeals, useRecordAdView } from '../api/deals-api';
import { AdCard } from '../components/ad-card';
import { LeaveSiteModal } from '../components/leave-site-modal';

const categoryOptions = [
  { value: AD_CATEGORY_ALL, label: t.allCategories },
  // Visitors read the category's name; its code (the spec's TL, FB...) stays in the URL.
  ...AD_CATEGORIES.map((c) => ({ value: c.code, label: c.label })),
];

/** Only web addresses open in a new tab; anything else (javascript:, data:) never does. */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** /bargains: "Great DEALS!", the vendors' active ads with a category filter and Load More. */
export default function DealsPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('category') ?? AD_CATEGORY_ALL;
  const category = chosen === AD_CATEGORY_ALL ? '' : chosen;
  const deals = useDeals(category);
  const recordView = useRecordAdView();
  const [leaving, setLeaving] = useState<TVendorAd | null>(null);
  const ads = deals.data?.pages.flatMap((p) => p.items) ?? [];

  const setCategory = (value: string | null) =>
    setParams(value && value !== AD_CATEGORY_ALL ? { category: value } : {}, { replace: true });

  const visit = () => {
    const ad = leaving;
    if (!ad) return;
    // Opened in the click itself, so the browser does not block it as a pop-up.
    if (isWebAddress(ad.website)) window.open(ad.website, '_blank', 'noopener,noreferrer');
    recordView.mutate(ad.id);
  };

  return (
    <Container>
      <Stack gap="lg">
        <Anchor component={Link} to="/home" size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t.goBack}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} maw={640}>
            <Title order={1}>{t.title}</Title>
            <Text c="dimmed">{t.intro}</Text>
          </Stack>
          <Select
            label={t.categoryLabel}
            data={categoryOptions}
            value={chosen}
            onChange={setCategory}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>

        {deals.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={320} radius="md" />
            ))}
          </SimpleGrid>
        ) : deals.isError && ads.length === 0 ? (
          <ErrorState
            message={isApiError(deals.error) ? deals.error.message : t.loadFailed}
            onRetry={() => deals.refetch()}
          />
        ) : ads.length === 0 ? (
          <EmptyState
            icon={<IconDiscount2 size={26} aria-hidden />}
            title={t.noAds}
            message={t.noAdsHint}
          />
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            aria-busy={deals.isFetching && !deals.isFetchingNextPage}
          >
            {ads.map((ad) => (
              <AdCard key={ad.id} ad={ad} onVisit={setLeaving} />
            ))}
          </SimpleGrid>
        )}

        <LoadMore query={deals} variant="light" />
      </Stack>
      <LeaveSiteModal
        opened={leaving !== null}
        onClose={() => setLeaving(null)}
        onConfirm={visit}
      />
    </Container>
  );
}
