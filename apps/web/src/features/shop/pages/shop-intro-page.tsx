import {
  formatCents,
  SHOP_SHIPPING_CENTS,
  type TShopOrderType,
  shopMessages as t,
} from '@fhp/domain';
import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/use-page-title';
import { useShopAvailable } from '../api/shop-api';
import { GoBackLink } from '../components/go-back-link';
import classes from '../components/shop-card.module.css';
import { SHOP_ITEMS } from '../components/shop-items';
import { ShopPrices } from '../components/shop-price';

/** An intro page: what the item is, its price, and Continue to its payment page. */
function ShopIntroPage({ type }: { type: TShopOrderType }) {
  const item = SHOP_ITEMS[type];
  usePageTitle(item.title);
  const available = useShopAvailable();

  return (
    <Container size="sm">
      <Stack gap="xl">
        <GoBackLink to="/shop" label={t.goBack} />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="lg">
            <div className={classes.art}>
              <item.Icon size={72} stroke={1.4} aria-hidden />
            </div>
            <Title order={1}>{item.title}</Title>
            <Text size="lg">{item.intro}</Text>
            <ShopPrices item={item} />
            <Text size="sm" c="dimmed">
              {t.shippingNote} {formatCents(SHOP_SHIPPING_CENTS)}
            </Text>
            {available.isPending ? (
              <Skeleton height={42} />
            ) : available.data === false ? (
              <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title={t.notAvailable}>
                {t.notAvailableHint}
              </Alert>
            ) : (
              <Button
                component={Link}
                to={item.paymentPath}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t.continue}
              </Button>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

export const SignIntroPage = () => <ShopIntroPage type="sign" />;
export const PosterIntroPage = () => <ShopIntroPage type="poster" />;
export const BothIntroPage = () => <ShopIntroPage type="both" />;
