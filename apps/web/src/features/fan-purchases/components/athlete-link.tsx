import type { TFanPurchase } from '@fhp/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The athlete's name, linking to their public page when they still have one. */
export function AthleteLink({ purchase }: { purchase: TFanPurchase }) {
  if (purchase.athleteNumber === null) return <Text span>{purchase.athleteName}</Text>;
  return (
    <Anchor component={Link} to={`/athletes/${purchase.athleteNumber}`} fw={600}>
      {purchase.athleteName}
    </Anchor>
  );
}
