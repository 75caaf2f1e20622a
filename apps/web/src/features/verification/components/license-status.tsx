import { type TVerificationResponse, verificationMessages as t } from '@fhp/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatPurchaseDate } from './format-date';

/** Whether the badge may still be displayed: $1 buys a week, from the purchase date. */
export function LicenseStatus({ license }: { license: TVerificationResponse['license'] }) {
  const ends = formatPurchaseDate(license.endsAt);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={700}>{t.licenseTitle}</Text>
        <Badge color={license.active ? 'green' : 'gray'} variant="light">
          {license.active ? t.licenseActive : t.licenseExpired}
        </Badge>
      </Group>
      <Text>
        {license.weeks === 0
          ? t.licenseNone
          : license.active
            ? t.licenseActiveUntil(ends)
            : t.licenseEndedOn(ends)}
      </Text>
      {license.weeks > 0 && (
        <Text size="sm" c="dimmed">
          {t.licenseRule(license.weeks)}
        </Text>
      )}
    </Stack>
  );
}
