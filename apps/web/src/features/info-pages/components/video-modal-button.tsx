import { infoPagesMessages, type TInfoLink } from '@fhp/domain';
import { Button, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { ExternalButton } from '../../../ui/external-link';

/** Contests: a modal with two video links. */
export function VideoModalButton({
  modal,
}: {
  modal: { button: string; title: string; videos: readonly TInfoLink[] };
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const { settings } = useSiteSettings();
  return (
    <>
      <Button
        onClick={open}
        variant="light"
        size="md"
        leftSection={<IconPlayerPlay size={18} aria-hidden />}
      >
        {modal.button}
      </Button>
      <Modal opened={opened} onClose={close} title={modal.title} centered>
        <Stack gap="sm">
          {modal.videos.map((video) => (
            <ExternalButton
              key={video.link}
              href={settings.links[video.link]}
              siteLink={video.link}
              variant="light"
              fullWidth
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
            >
              {video.label}
            </ExternalButton>
          ))}
          <Button variant="default" onClick={close}>
            {infoPagesMessages.cancel}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
