import { infoPagesMessages, type TInfoSiteChoice } from '@fhp/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { ExternalButton } from '../../../ui/external-link';

const t = infoPagesMessages;

/** 'Go to site' (or fan / athlete site): a modal that explains, then Continue to the other site. */
export function SiteModalButton({
  choice,
  variant = 'filled',
}: {
  choice: TInfoSiteChoice;
  variant?: 'filled' | 'light' | 'outline';
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const { settings } = useSiteSettings();
  return (
    <>
      <Button
        onClick={open}
        variant={variant}
        size="md"
        rightSection={<IconExternalLink size={18} aria-hidden />}
      >
        {choice.button}
      </Button>
      <Modal opened={opened} onClose={close} title={choice.modalTitle} centered>
        <Stack gap="md">
          {choice.modalBody.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t.cancel}
            </Button>
            {choice.video && (
              <ExternalButton
                href={settings.links[choice.video]}
                siteLink={choice.video}
                variant="light"
                leftSection={<IconPlayerPlay size={18} aria-hidden />}
              >
                {t.playVideo}
              </ExternalButton>
            )}
            <ExternalButton
              href={settings.links[choice.link]}
              siteLink={choice.link}
              onClick={close}
            >
              {t.continue}
            </ExternalButton>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
