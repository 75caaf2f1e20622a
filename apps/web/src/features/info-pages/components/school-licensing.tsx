import { infoPagesMessages, SCHOOL_LICENCE_AGREEMENT_PATH } from '@fhp/domain';
import { Anchor, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconListNumbers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { ExternalButton } from '../../../ui/external-link';

const t = infoPagesMessages.licensing;

/**
 * Memento game-video licensing: a school must sign a license agreement before game video may be
 * used. The spec's INSTRUCTIONS and GET STARTED do nothing; here INSTRUCTIONS opens the steps and
 * GET STARTED goes to the school sign-up site (a setting), where the contract is requested.
 */
export function SchoolLicensing() {
  const [opened, { open, close }] = useDisclosure(false);
  const { settings } = useSiteSettings();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t.heading}
      </Title>
      <Text lh={1.7}>{t.body}</Text>
      <Group gap="sm">
        <Button
          variant="light"
          onClick={open}
          leftSection={<IconListNumbers size={18} aria-hidden />}
        >
          {t.instructions}
        </Button>
        <ExternalButton
          href={settings.links.schoolSignUp}
          siteLink="schoolSignUp"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {t.getStarted}
        </ExternalButton>
      </Group>
      <Anchor component={Link} to={SCHOOL_LICENCE_AGREEMENT_PATH}>
        {t.readAgreement}
      </Anchor>
      <Modal opened={opened} onClose={close} title={t.instructionsTitle} centered>
        <Stack gap="md">
          <List type="ordered" spacing="xs">
            {t.instructionsSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Button variant="default" onClick={close}>
            {t.close}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
