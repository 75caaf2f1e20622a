import { shopMessages as t } from '@fhp/domain';
import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './shop-card.module.css';
import type { ShopItem } from './shop-items';
import { ShopPrices } from './shop-price';

/**
 * One of the three shop cards: a link to its intro page, or greyed out and blocked under
 * 'Currently Not Available'.
 */
export function ShopCard({ item, available }: { item: ShopItem; available: boolean }) {
  const body = (
    <Stack gap="sm">
      <div className={classes.art}>
        <item.Icon size={56} stroke={1.4} aria-hidden />
      </div>
      <Title order={2} fz="h3">
        {item.title}
      </Title>
      <Text c={available ? 'dimmed' : 'gray.7'}>{item.summary}</Text>
      {available ? (
        <ShopPrices item={item} />
      ) : (
        <Badge color="gray.7" variant="filled" size="lg" radius="sm">
          {t.notAvailable}
        </Badge>
      )}
    </Stack>
  );

  if (!available)
    return (
      <Card
        padding="lg"
        withBorder
        className={`${classes.card} ${classes.unavailable}`}
        aria-disabled="true"
        data-testid={`shop-card-${item.type}`}
      >
        {body}
      </Card>
    );
  return (
    <Card
      component={Link}
      to={item.introPath}
      padding="lg"
      withBorder
      className={classes.card}
      data-testid={`shop-card-${item.type}`}
    >
      {body}
    </Card>
  );
}
