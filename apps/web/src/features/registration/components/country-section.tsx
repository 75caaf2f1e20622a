import {
  ACKNOWLEDGEMENT_LABELS,
  isNewGroupAthlete,
  registrationLinks,
  registrationMessages,
} from '@fhp/domain';
import { Anchor, Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { InfoDialog } from './info-dialog';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;
const ACK = 'acknowledgements.newGroupAthleteVideo';

function VideoLink({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={600}>
      <Group gap={6} component="span">
        <IconPlayerPlay size={18} aria-hidden />
        {t.newGroupVideoWatch}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

/**
 * The two "new group athlete" dialogs (non-school USA athletes and athletes abroad): the first
 * explains and links the video, the second links the follow-up; the box is on the form and in it.
 */
function NewGroupVideo({ form }: { form: SignUpForm }) {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const close = () => setStep(0);
  return (
    <Stack gap="xs">
      <Text size="sm">{t.newGroupVideoFormHint}</Text>
      <Button variant="light" onClick={() => setStep(1)} aria-haspopup="dialog" w="fit-content">
        {t.newGroupVideoButton}
      </Button>
      {/* The box is on the form too, so it never hides in the dialog (issue 33). */}
      <Checkbox
        label={ACKNOWLEDGEMENT_LABELS.newGroupAthleteVideo}
        key={form.key(ACK)}
        {...form.getInputProps(ACK, { type: 'checkbox' })}
      />
      <InfoDialog
        opened={step === 1}
        onClose={close}
        title={t.newGroupVideoTitle}
        actions={<Button onClick={() => setStep(2)}>{t.newGroupVideoNext}</Button>}
      >
        <Text>{t.newGroupVideoText}</Text>
        <VideoLink href={registrationLinks.newGroupAthleteVideoUrl} />
      </InfoDialog>
      <InfoDialog
        opened={step === 2}
        onClose={close}
        title={t.newGroupVideoFollowUpTitle}
        hideClose
        actions={<Button onClick={close}>{t.newGroupVideoDone}</Button>}
      >
        <Text>{t.newGroupVideoFollowUpText}</Text>
        <VideoLink href={registrationLinks.newGroupAthleteFollowUpVideoUrl} />
        <Checkbox
          label={ACKNOWLEDGEMENT_LABELS.newGroupAthleteVideo}
          key={form.key(ACK)}
          {...form.getInputProps(ACK, { type: 'checkbox' })}
        />
      </InfoDialog>
    </Stack>
  );
}

/** Country (USA or Other), then for the USA whether the athlete is a school athlete. */
export function CountrySection({ form }: { form: SignUpForm }) {
  const { country } = form.values;
  return (
    <Stack gap="md">
      <Radio.Group
        label={t.countryLabel}
        required
        key={form.key('country')}
        {...form.getInputProps('country')}
        onChange={(value) => {
          form.setFieldValue('country', value as 'USA' | 'Other');
          if (value !== 'USA') form.setFieldValue('schoolAthlete', '');
        }}
      >
        <Group mt="xs">
          <Radio value="USA" label={t.countryUsa} />
          <Radio value="Other" label={t.countryOther} />
        </Group>
      </Radio.Group>
      {country === 'USA' && (
        <Radio.Group
          label={t.schoolAthleteLabel}
          required
          key={form.key('schoolAthlete')}
          {...form.getInputProps('schoolAthlete')}
        >
          <Group mt="xs">
            <Radio value="yes" label={t.yes} />
            <Radio value="no" label={t.no} />
          </Group>
        </Radio.Group>
      )}
      {isNewGroupAthlete(form.values) && <NewGroupVideo form={form} />}
    </Stack>
  );
}
