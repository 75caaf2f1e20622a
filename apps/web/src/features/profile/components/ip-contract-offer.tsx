import {
  profileMessages,
  SCHOOL_LICENCE_AGREEMENT_PATH,
  type TAthleteProfile,
  profileTexts as t,
} from '@fhp/domain';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useIpContractMutation } from '../api/profile-api';

const m = profileMessages;

/**
 * The school's IP-contract offer, shown exactly when the server says a school admin with an IP
 * contract matches my state, county and school and I have no link yet. Yes opens a confirmation
 * that explains what joining means; only its Confirm links me (schoolAdminId), Cancel sends
 * nothing. No hides the offer for this view.
 */
export function IpContractOffer({ profile }: { profile: TAthleteProfile }) {
  const [dismissed, setDismissed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mutation = useIpContractMutation();
  if (profile.hasSchoolContract) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t.ipContractTitle}
      >
        {t.ipContractLinked}
      </Alert>
    );
  }
  if (!profile.ipContractOffer || dismissed) return null;
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: (message) => {
        setConfirming(false);
        notifySaved(message);
      },
      onError: (error) => {
        setConfirming(false);
        notifyFailed(error);
      },
    });
  return (
    <Alert
      color="accent"
      variant="light"
      icon={<IconFileCertificate aria-hidden />}
      title={t.ipContractTitle}
      role="region"
      aria-label={t.ipContractTitle}
    >
      <Text mb="sm">{m.ipContractOfferTitle}</Text>
      <Group gap="xs">
        <Button loading={mutation.isPending} onClick={() => setConfirming(true)}>
          {m.ipContractYes}
        </Button>
        <Button variant="default" onClick={() => setDismissed(true)}>
          {m.ipContractNo}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m.ipContractConfirmTitle}
        centered
        closeOnClickOutside={!mutation.isPending}
        closeOnEscape={!mutation.isPending}
        withCloseButton={false}
      >
        <Stack gap="md">
          <Text>{m.ipContractConfirmIntro}</Text>
          <List spacing="xs" size="sm">
            {m.ipContractConfirmPoints.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <Anchor
            component={Link}
            to={SCHOOL_LICENCE_AGREEMENT_PATH}
            target="_blank"
            rel="noopener"
            size="sm"
          >
            {m.ipContractConfirmLicence}
          </Anchor>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={mutation.isPending}
            >
              {m.ipContractCancel}
            </Button>
            <Button onClick={confirm} loading={mutation.isPending}>
              {m.ipContractConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}
