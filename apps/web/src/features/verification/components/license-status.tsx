import { type TVerificationResponse, verificationMessages as t } from '@fhp/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/dates';

/**
 * Whether the badge may still be displayed: $1 buys a week (a memento: the weeks its athlete
 * set), from the purchase date, and a refund ends it. Active is a
 * filled teal.9 badge: white on it keeps 5:1 (green light/filled variants fall under 4.5:1).
 */
export function LicenseStatus({
  license,
  kind,
}: {
  license: TVerificationResponse['license'];
  kind?: TVerificationResponse['kind'];
}) {
  const ends = formatDate(license.endsAt);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={700}>{t.licenseTitle}</Text>
        <Badge
          color={license.active ? 'teal.9' : license.refundedAt ? 'red.9' : 'gray'}
          variant={license.active || license.refundedAt ? 'filled' : 'light'}
        >
          {license.active
            ? t.licenseActive
            : license.refundedAt
              ? t.licenseRefunded
              : t.licenseExpired}
        </Badge>
      </Group>
      <Text>
        {license.refundedAt
          ? t.licenseRefundedOn(formatDate(license.refundedAt))
          : license.weeks === 0
            ? t.licenseNone
            : license.active
              ? t.licenseActiveUntil(ends)
              : t.licenseEndedOn(ends)}
      </Text>
      {license.weeks > 0 && (
        <Text size="sm" c="dimmed">
          {kind === 'momento' ? t.mementoLicenseRule(license.weeks) : t.licenseRule(license.weeks)}
        </Text>
      )}
    </Stack>
  );
}
