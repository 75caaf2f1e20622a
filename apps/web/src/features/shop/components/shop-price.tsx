import { formatCents } from '@fhp/domain';
import { Group, Text } from '@mantine/core';
import type { ShopItem } from './shop-items';

/** '$2.99 each', '$1.99 per 10-pack'. */
export function ShopPrices({ item }: { item: ShopItem }) {
  return (
    <Group gap="md">
      {item.prices.map((price) => (
        <Text key={price.unit} size="sm">
          <Text span fw={800}>
            {formatCents(price.cents)}
          </Text>{' '}
          {price.unit}
        </Text>
      ))}
    </Group>
  );
}
