import type { TAthleteProfile } from '@fhp/domain';
import { profileTexts as t } from '@fhp/domain';
import { Badge, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useFormatDateTime } from '../../../lib/dates';
import { ReadOnlyRow } from './editable-row';
import { ProfileCard } from './profile-card';

/** High-school athletes: the parent's or guardian's consent status (nothing without one). */
export function ParentalConsentCard({ profile }: { profile: TAthleteProfile }) {
  const formatDateTime = useFormatDateTime();
  const consent = profile.parentalConsent;
  if (!consent) return null;
  const confirmed = consent.status === 'confirmed';
  return (
    <ProfileCard
      title={t.consentTitle}
      icon={<IconShieldCheck size={22} aria-hidden />}
      action={
        // Green light text on its pale background is under 4.5:1; white on teal.9 keeps 5:1.
        <Badge color={confirmed ? 'teal.9' : 'accent'} variant={confirmed ? 'filled' : 'light'}>
          {confirmed ? t.statusConfirmed : t.statusPending}
        </Badge>
      }
    >
      <Group mb="xs">
        <Text size="sm">{confirmed ? t.consentConfirmed : t.consentPending}</Text>
      </Group>
      <ReadOnlyRow label={t.consentGuardianLabel} value={consent.guardianEmail} />
      {consent.confirmedAt && (
        <ReadOnlyRow
          label={t.consentConfirmedAtLabel}
          value={formatDateTime(consent.confirmedAt)}
        />
      )}
    </ProfileCard>
  );
}
