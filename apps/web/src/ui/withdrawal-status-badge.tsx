import { type TWithdrawalStatus, withdrawalsTexts } from '@fhp/domain';
import { Badge, type MantineSize } from '@mantine/core';

/**
 * Pending is still at the provider; paid left for good; failed and returned came back; review and
 * held wait for an operator; rejected came back by an operator's decision.
 */
const STATUS_COLORS: Record<TWithdrawalStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  returned: 'orange',
  review: 'blue',
  held: 'grape',
  rejected: 'gray',
};

/** A withdrawal's state, drawn the same way on the wallet's history and the withdraw page. */
export function WithdrawalStatusBadge({
  status,
  size,
  ml,
}: {
  status: TWithdrawalStatus;
  size?: MantineSize;
  ml?: number;
}) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} size={size} ml={ml}>
      {withdrawalsTexts.statusLabels[status]}
    </Badge>
  );
}
