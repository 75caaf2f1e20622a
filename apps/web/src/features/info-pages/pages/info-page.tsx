import {
  INFO_PAGES,
  type InfoPageKey,
  infoPagesMessages,
  type TInfoLink,
  type TInfoPage,
} from '@fhp/domain';
import { Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { ExternalButton } from '../../../ui/external-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { GoBack } from '../components/go-back';
import { AdImage, Illustration } from '../components/illustration';
import { SchoolLicensing } from '../components/school-licensing';
import { SiteModalButton } from '../components/site-modal-button';
import { VideoModalButton } from '../components/video-modal-button';

const t = infoPagesMessages;

function VideoLinks({ videos }: { videos: readonly TInfoLink[] }) {
  const { settings } = useSiteSettings();
  if (videos.length === 0) return null;
  return (
    <>
      {videos.map((video) => (
        <ExternalButton
          key={video.link}
          href={settings.links[video.link]}
          siteLink={video.link}
          variant="light"
          size="md"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
        >
          {video.label}
        </ExternalButton>
      ))}
    </>
  );
}

/**
 * Every info page (one component, data from the domain's INFO_PAGES): Go Back to /home, a drawn
 * image, the copy, video links, and the 'Go to site' modal(s); contests, pizza money, offers
 * and school IP add their own pieces.
 */
export function InfoPage({
  pageKey,
  lead,
  children,
}: {
  pageKey: InfoPageKey;
  /** What another feature shows right under the page's title (composed in app/: contests). */
  lead?: ReactNode;
  /** What another feature adds below the page's copy (composed in app/: group chats). */
  children?: ReactNode;
}) {
  const page: TInfoPage = INFO_PAGES[pageKey];
  usePageTitle(page.title);
  const hasActions = page.videos.length > 0 || page.sites.length > 0 || page.videoModal;

  return (
    <Container size="md">
      <Stack gap="lg">
        <div>
          <GoBack />
        </div>
        <Stack gap="xs">
          <Title order={1}>{page.title}</Title>
          <Text size="lg" c="dimmed">
            {page.description}
          </Text>
        </Stack>

        {lead}

        {pageKey === 'contests' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Illustration kind="contest" label={page.illustrationAlt} />
            <Illustration kind="talent" label="Athletes on stage, fans voting" />
          </SimpleGrid>
        ) : pageKey !== 'offers' ? (
          <Illustration kind={page.illustration} label={page.illustrationAlt} />
        ) : null}

        {page.ad && <AdImage headline={page.ad.headline} body={page.ad.body} label={t.adLabel} />}

        {hasActions && (
          <Group gap="sm">
            <VideoLinks videos={page.videos} />
            {page.videoModal && <VideoModalButton modal={page.videoModal} />}
            {page.sites.map((choice) => (
              <SiteModalButton key={choice.button} choice={choice} />
            ))}
          </Group>
        )}

        {page.sections.map((section, index) => (
          <Stack key={section.heading ?? index} gap="xs">
            {section.heading && (
              <Title order={2} fz="h3">
                {section.heading}
              </Title>
            )}
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph} lh={1.7}>
                {paragraph}
              </Text>
            ))}
            {section.bullets && (
              <List spacing={6}>
                {section.bullets.map((bullet) => (
                  <List.Item key={bullet}>{bullet}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}

        {page.licensing && (
          <Paper withBorder p="lg" radius="lg">
            <SchoolLicensing />
          </Paper>
        )}
        {children}
      </Stack>
    </Container>
  );
}
