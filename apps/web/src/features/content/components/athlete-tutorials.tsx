import {
  athleteRouteTitle,
  EDUCATION_TITLE_CUT,
  type TTutorialKind,
  tutorialsTexts as t,
} from '@fhp/domain';
import { Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconVideo } from '@tabler/icons-react';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ExternalAnchor, ExternalButton } from '../../../ui/external-link';
import { HoverTooltip } from '../../../ui/hover-tooltip';
import { PageHeading } from '../../../ui/page-heading';
import { usePageTitle } from '../../../ui/use-page-title';
import { useAthleteTutorials } from '../api/tutorials-api';

const cut = (title: string) =>
  title.length > EDUCATION_TITLE_CUT ? `${title.slice(0, EDUCATION_TITLE_CUT)}…` : title;

/**
 * The panel's Tutorials (a numbered title and address each) or Education page (a video button
 * each, its title cut at 21 characters with the whole title in a tooltip): what operators wrote
 * for athletes (audience athlete or both).
 */
export function AthleteTutorials({ kind, path }: { kind: TTutorialKind; path: string }) {
  usePageTitle(athleteRouteTitle(path));
  const query = useAthleteTutorials(kind);
  const title = kind === 'tutorial' ? t.tutorialsTitle : t.educationTitle;
  const intro = kind === 'tutorial' ? t.tutorialsIntro : t.educationIntro;
  let body: React.ReactNode;
  if (query.isPending) body = <ContentSkeleton />;
  else if (query.isError)
    body = (
      <ErrorState
        title={t.loadFailed}
        message={query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  else if (query.data.items.length === 0)
    body = <EmptyState message={t.empty} icon={<IconVideo size={26} aria-hidden />} />;
  else if (kind === 'tutorial')
    body = (
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.items.map((item, index) => (
          <Group component="li" key={item.id} gap="sm" wrap="nowrap" align="baseline">
            <Text fw={700} c="dimmed" miw={24}>
              {index + 1}.
            </Text>
            <Stack gap={0} miw={0}>
              <Text fw={600}>{item.title}</Text>
              <ExternalAnchor href={item.url} size="sm" style={{ wordBreak: 'break-all' }}>
                {item.url}
              </ExternalAnchor>
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  else
    body = (
      <Group gap="sm">
        {query.data.items.map((item) => (
          <HoverTooltip key={item.id} label={item.title} openDelay={300}>
            <ExternalButton
              href={item.url}
              variant="light"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-label={item.title}
            >
              {cut(item.title)}
            </ExternalButton>
          </HoverTooltip>
        ))}
      </Group>
    );
  return (
    <Stack maw={820} mx="auto" gap="lg">
      <PageHeading title={title} intro={intro} />
      {body}
    </Stack>
  );
}
