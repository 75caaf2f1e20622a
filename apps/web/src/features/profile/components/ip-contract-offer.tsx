import { messages, type TAthleteProfile, profileTexts as t } from '@fhp/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconFileCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useIpContractMutation } from '../api/profile-api';
import { notifyFailed, notifySaved } from './notify';

const m = messages.profile;

/**
 * The school's IP-contract offer, shown exactly when the server says a school admin with an IP
 * contract matches my state, county and school and I have no link yet. Yes links me
 * (schoolAdminId); No hides it for this view.
 */
export function IpContractOffer({ profile }: { profile: TAthleteProfile }) {
  const [dismissed, setDismissed] = useState(false);
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
        <Button
          loading={mutation.isPending}
          onClick={() =>
            mutation.mutate(undefined, { onSuccess: notifySaved, onError: notifyFailed })
          }
        >
          {m.ipContractYes}
        </Button>
        <Button variant="default" onClick={() => setDismissed(true)}>
          {m.ipContractNo}
        </Button>
      </Group>
    </Alert>
  );
}
