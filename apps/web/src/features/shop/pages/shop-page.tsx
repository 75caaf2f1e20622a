import { shopMessages as t } from '@fhp/domain';
import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useShopAvailable } from '../api/shop-api';
import { GoBackLink } from '../components/go-back-link';
import { ShopCard } from '../components/shop-card';
import { SHOP_ITEMS } from '../components/shop-items';

/** /shop: the three items, each a card to its intro page unless the shop is closed. */
export default function ShopPage() {
  usePageTitle(t.shopTitle);
  const available = useShopAvailable();

  return (
    <Container>
      <Stack gap="xl">
        <GoBackLink to="/home" label={t.goBack} />
        <Stack gap="xs" maw={720}>
          <Title order={1}>{t.shopTitle}</Title>
          <Text size="lg" c="dimmed">
            {t.shopIntro}
          </Text>
        </Stack>
        {available.isError ? (
          <ErrorState message={t.settingsLoadFailed} onRetry={() => available.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {Object.values(SHOP_ITEMS).map((item) =>
              available.isPending ? (
                <Skeleton key={item.type} height={280} radius="md" />
              ) : (
                <ShopCard key={item.type} item={item} available={available.data === true} />
              ),
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
