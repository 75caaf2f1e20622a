import { formatCents } from '@fhp/domain';
import { Button } from '@mantine/core';

/** Placeholder until the badge checkout (helper C's component) replaces it: same export and props. */
export function BuyContestBadgeButton({
  badgeId,
  description,
  priceCents,
}: {
  badgeId: string;
  description: string;
  priceCents: number;
}) {
  return (
    <Button size="xs" variant="light" disabled data-badge-id={badgeId} title={description}>
      Buy {formatCents(priceCents)}
    </Button>
  );
}
