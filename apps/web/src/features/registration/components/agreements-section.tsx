import {
  ACKNOWLEDGEMENT_LABELS,
  ALWAYS_REQUIRED_ACKNOWLEDGEMENTS,
  registrationLinks,
  registrationMessages,
  type TAcknowledgementKey,
} from '@fhp/domain';
import { Anchor, Checkbox, Image, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InfoDialogButton } from './info-dialog';
import { LicenseAgreement } from './license-agreement-dialog';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;
/** These two are ticked in their own dialogs (photo instructions, License Agreement). */
const IN_DIALOGS = new Set<TAcknowledgementKey>(['photoInstructions', 'agreementAccepted']);

/** The dialog or link shown under a box, where the spec has one for it. */
function Extra({ ackKey, form }: { ackKey: TAcknowledgementKey; form: SignUpForm }) {
  switch (ackKey) {
    case 'terms':
      return (
        <Anchor component={Link} to="/terms-and-conditions?register" target="_blank" size="sm">
          {t.termsLink} <IconExternalLink size={12} aria-hidden />
        </Anchor>
      );
    case 'nilPolicy':
      return (
        <InfoDialogButton label={t.legalDisclaimerButton} title={t.legalDisclaimerTitle}>
          <Text>{t.legalDisclaimerText}</Text>
        </InfoDialogButton>
      );
    case 'tax':
      return (
        <InfoDialogButton label={t.taxWarningButton} title={t.taxWarningTitle}>
          <Text>{t.taxWarningText}</Text>
        </InfoDialogButton>
      );
    case 'limitedTerm':
      return (
        <InfoDialogButton label={t.registrationTermButton} title={t.registrationTermTitle}>
          <Text>{t.registrationTermText}</Text>
        </InfoDialogButton>
      );
    case 'policyAgreement':
      return (
        <InfoDialogButton label={t.policyImageButton} title={t.policyImageAlt}>
          <Image src={registrationLinks.policyImageUrl} alt={t.policyImageAlt} radius="md" />
        </InfoDialogButton>
      );
    case 'highSchoolInformation':
      return (
        <InfoDialogButton
          label={t.highSchoolInformationButton}
          title={t.highSchoolInformationTitle}
        >
          <Text>{t.highSchoolInformationText}</Text>
        </InfoDialogButton>
      );
    case 'license':
      return <LicenseAgreement form={form} />;
    default:
      return null;
  }
}

/** Every acknowledgement box, each with its label, its message and its dialog or link. */
export function AgreementsSection({ form }: { form: SignUpForm }) {
  const keys: TAcknowledgementKey[] = ALWAYS_REQUIRED_ACKNOWLEDGEMENTS.filter(
    (key) => !IN_DIALOGS.has(key),
  );
  if (form.values.athleteType === 'High School') keys.push('highSchoolInformation');
  return (
    <Stack gap="md">
      {keys.map((key) => (
        <Stack key={key} gap={4} align="flex-start">
          <Checkbox
            label={ACKNOWLEDGEMENT_LABELS[key]}
            key={form.key(`acknowledgements.${key}`)}
            {...form.getInputProps(`acknowledgements.${key}`, { type: 'checkbox' })}
          />
          <Stack gap={4} pl={32} align="flex-start">
            <Extra ackKey={key} form={form} />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
