import { OTHER_CHOICE, type TAthleteProfile, profileTexts as t } from '@fhp/domain';
import { Button } from '@mantine/core';
import { IconMapPin, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { AddressEditor } from './address-editor';
import { ReadOnlyRow } from './editable-row';
import { ProfileCard } from './profile-card';

/** The address in view mode, or its editor. */
export function AddressCard({ profile: p }: { profile: TAthleteProfile }) {
  const [editing, setEditing] = useState(false);
  const highSchool = p.athleteType === 'High School';
  const otherState = p.stateCode === OTHER_CHOICE;
  return (
    <ProfileCard
      title={t.addressTitle}
      icon={<IconMapPin size={22} aria-hidden />}
      action={
        !editing && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t.editAddress}
          </Button>
        )
      }
    >
      {editing ? (
        <AddressEditor profile={p} close={() => setEditing(false)} />
      ) : (
        <>
          <ReadOnlyRow label={t.athleteTypeLabel} value={p.athleteType} />
          <ReadOnlyRow label={t.stateLabel} value={otherState ? t.otherInstitute : p.state} />
          {!otherState && (
            <ReadOnlyRow
              label={highSchool ? t.countyLabel : t.cityLabel}
              value={highSchool ? p.county : p.city}
            />
          )}
          <ReadOnlyRow
            label={t.schoolLabel}
            value={
              p.schoolName && p.newInstitute
                ? `${p.schoolName} (${t.otherInstitute})`
                : p.schoolName
            }
          />
        </>
      )}
    </ProfileCard>
  );
}
