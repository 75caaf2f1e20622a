import { type TFanPurchase, fanPurchasesTexts as t } from '@fhp/domain';
import { Badge, Text } from '@mantine/core';
import { formatDate } from '../../../lib/dates';

/**
 * A purchase's license: "Active until <date>" (filled teal.9, white on it keeps 5:1) or
 * "Expired", or "Refunded" once refunded; kinds without a license (a call) say so.
 */
export function LicenseBadge({
  license,
  refundedAt = null,
}: {
  license: TFanPurchase['license'];
  refundedAt?: string | null;
}) {
  if (refundedAt) {
    return (
      <Badge color="red.9" variant="filled" tt="none">
        {t.refundedBadge}
      </Badge>
    );
  }
  if (!license) {
    return (
      <Text span size="sm" c="dimmed">
        {t.licenseNone}
      </Text>
    );
  }
  return license.active ? (
    <Badge color="teal.9" variant="filled" tt="none">
      {t.licenseActiveUntil(formatDate(license.endsAt))}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none">
      {t.licenseExpired}
    </Badge>
  );
}
