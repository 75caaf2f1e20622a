import { athleteRouteTitle, resolutionsTexts as t } from '@fhp/domain';
import { ActionIcon, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useResolutionThread } from '../api/resolutions-api';
import { ResolutionStatusBadge } from '../components/resolution-status-badge';
import { ResolutionThread } from '../components/resolution-thread';

/** /admin/resolution-detail/:id: the chat with Admin, a back arrow and the message box. */
export default function ResolutionDetailPage() {
  usePageTitle(athleteRouteTitle('/admin/resolution-detail'));
  const { id = '' } = useParams();
  const query = useResolutionThread('athlete', id);
  return (
    <Stack maw={820} mx="auto" gap="md">
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon
          component={Link}
          to="/admin/resolution-center"
          variant="subtle"
          size="lg"
          aria-label={t.back}
        >
          <IconArrowLeft size={22} aria-hidden />
        </ActionIcon>
        <Title
          order={1}
          fz={{ base: 'var(--mantine-h3-font-size)', sm: 'var(--mantine-h2-font-size)' }}
        >
          {query.data ? t.threadTitle(query.data.resolution.type) : t.heading}
        </Title>
        {query.data && <ResolutionStatusBadge status={query.data.resolution.status} />}
      </Group>
      {query.isPending ? (
        <Skeleton h={320} />
      ) : query.isError ? (
        <ErrorState
          title={t.threadFailed}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : (
        <>
          <Paper withBorder p="sm">
            <Text size="xs" c="dimmed">
              {t.openedOn(formatDateTime(query.data.resolution.createdAt))}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {query.data.resolution.description}
            </Text>
          </Paper>
          <ResolutionThread
            side="athlete"
            thread={query.data}
            label={t.messageLabel}
            placeholder={t.messagePlaceholder}
          />
        </>
      )}
    </Stack>
  );
}
