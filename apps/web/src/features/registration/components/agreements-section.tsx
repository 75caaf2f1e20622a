import {
  ACKNOWLEDGEMENT_LABELS,
  registrationLinks,
  registrationMessages,
  type TAcknowledgementKey,
} from '@fhp/domain';
import { Anchor, Checkbox, Fieldset, Image, List, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InfoDialogButton } from './info-dialog';
import { LicenseAgreement } from './license-agreement-dialog';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;

/**
 * The acknowledgements in groups by what they are about, each box on the form itself with its
 * text (the summary) and, where there is one, the link or dialog with the full text beside it:
 * none is ticked only inside a dialog the athlete may not have opened (issue 33). The License
 * Agreement's summary is shown on the form with its I ACCEPT box. The photo instructions and the
 * new group video boxes stay beside the photo and the country, which they unlock or belong to.
 */
const GROUPS: { legend: string; keys: TAcknowledgementKey[] }[] = [
  {
    legend: t.agreementsGroupRules,
    keys: ['nilPolicy', 'stateLaw', 'reporting', 'noPayForPerformance'],
  },
  { legend: t.agreementsGroupMoney, keys: ['tax', 'limitedTerm', 'marketing'] },
  {
    legend: t.agreementsGroupPolicies,
    keys: ['terms', 'policyAgreement', 'adminDiscretion', 'noUnauthorizedCopying', 'identity'],
  },
];

/** The full text beside a box, where the spec has one for it. */
function FullText({ ackKey }: { ackKey: TAcknowledgementKey }) {
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
    default:
      return null;
  }
}

function Box({ ackKey, form }: { ackKey: TAcknowledgementKey; form: SignUpForm }) {
  return (
    <Stack gap={2} align="flex-start">
      <Checkbox
        label={ACKNOWLEDGEMENT_LABELS[ackKey]}
        key={form.key(`acknowledgements.${ackKey}`)}
        {...form.getInputProps(`acknowledgements.${ackKey}`, { type: 'checkbox' })}
      />
      <Stack gap={0} pl={32} align="flex-start">
        <FullText ackKey={ackKey} />
      </Stack>
    </Stack>
  );
}

/** The License Agreement: its summary on the form, its two boxes and I ACCEPT. */
function LicenseGroup({ form }: { form: SignUpForm }) {
  return (
    <Fieldset legend={t.agreementsGroupLicense} variant="filled">
      <Stack gap="sm">
        <Text size="sm">{t.licenseAgreementIntro}</Text>
        <Paper
          withBorder
          p="sm"
          mah={220}
          style={{ overflowY: 'auto' }}
          // A scrolling region must be reachable by keyboard to be read.
          tabIndex={0}
          aria-label={t.licenseAgreementTitle}
        >
          <List spacing={4} size="sm">
            {t.licenseAgreementSummary.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Paper>
        <LicenseAgreement />
        <Box ackKey="license" form={form} />
        <Box ackKey="agreementUnderstanding" form={form} />
        <Checkbox
          label={ACKNOWLEDGEMENT_LABELS.agreementAccepted}
          fw={700}
          key={form.key('acknowledgements.agreementAccepted')}
          {...form.getInputProps('acknowledgements.agreementAccepted', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}

/** Every acknowledgement box of the agreements, grouped, each with its text and full text. */
export function AgreementsSection({ form }: { form: SignUpForm }) {
  const highSchool = form.values.athleteType === 'High School';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.agreementsIntro}
      </Text>
      <LicenseGroup form={form} />
      {GROUPS.map((group) => (
        <Fieldset key={group.legend} legend={group.legend} variant="filled">
          <Stack gap="sm">
            {group.keys.map((key) => (
              <Box key={key} ackKey={key} form={form} />
            ))}
            {highSchool && group.legend === t.agreementsGroupRules && (
              <Box ackKey="highSchoolInformation" form={form} />
            )}
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}
