import { registrationMessages } from '@fhp/domain';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { InfoDialogButton } from './info-dialog';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;

/** College or High School, first on the form. Changing it clears the location choices. */
export function AthleteTypeField({ form }: { form: SignUpForm }) {
  return (
    <Stack gap={4}>
      <Radio.Group
        label={t.athleteTypeLabel}
        required
        key={form.key('athleteType')}
        {...form.getInputProps('athleteType')}
        onChange={(value) =>
          form.setValues({
            athleteType: value as 'College' | 'High School',
            state: '',
            county: '',
            city: '',
            school: '',
            instituteName: '',
          })
        }
      >
        <Group mt="xs">
          <Radio value="College" label={t.athleteTypeCollege} />
          <Radio value="High School" label={t.athleteTypeHighSchool} />
        </Group>
      </Radio.Group>
      {form.values.athleteType === 'High School' && (
        <Group>
          <InfoDialogButton
            label={t.highSchoolInformationButton}
            title={t.highSchoolInformationTitle}
          >
            <Text>{t.highSchoolInformationText}</Text>
          </InfoDialogButton>
        </Group>
      )}
    </Stack>
  );
}
