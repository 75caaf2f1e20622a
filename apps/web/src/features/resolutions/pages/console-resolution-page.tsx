import { type TResolution, resolutionsTexts as t } from '@fhp/domain';
import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorState } from '../../../ui/error-state';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useDecideResolution, useResolutionThread } from '../api/resolutions-api';
import { ResolutionStatusBadge } from '../components/resolution-status-badge';
import { ResolutionThread } from '../components/resolution-thread';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Accept and Close, each after a confirmation; a 409 (decided meanwhile) shows its message. */
function Decisions({ resolution }: { resolution: TResolution }) {
  const decide = useDecideResolution(resolution.id);
  const ask = (decision: 'accept' | 'close') =>
    openConfirmDialog({
      title: decision === 'accept' ? t.acceptTitle : t.closeTitle,
      centered: true,
      children: <Text size="sm">{decision === 'accept' ? t.acceptText : t.closeText}</Text>,
      labels: { confirm: t.confirm, cancel: t.cancel },
      confirmProps: { color: decision === 'accept' ? 'green' : 'red' },
      onConfirm: () =>
        decide.mutateAsync(decision).then(
          (result) => notifySaved(result.message),
          (error: Error) => notifyFailed(error),
        ),
    });
  return (
    <Group gap="sm">
      <Button
        color="green"
        leftSection={<IconCheck size={16} aria-hidden />}
        disabled={resolution.status !== 'pending'}
        loading={decide.isPending && decide.variables === 'accept'}
        onClick={() => ask('accept')}
      >
        {t.accept}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} aria-hidden />}
        disabled={resolution.status === 'closed'}
        loading={decide.isPending && decide.variables === 'close'}
        onClick={() => ask('close')}
      >
        {t.close}
      </Button>
    </Group>
  );
}

/** /console/resolutions/:id: the athlete's facts, the thread, a reply box, Accept and Close. */
export default function ConsoleResolutionPage() {
  const { id = '' } = useParams();
  const query = useResolutionThread('admin', id);
  const r = query.data?.resolution;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          component={Link}
          to="/console/resolutions"
          variant="subtle"
          size="lg"
          aria-label={t.backToList}
        >
          <IconArrowLeft size={22} aria-hidden />
        </ActionIcon>
        <Title
          order={2}
          fz={{ base: 'var(--mantine-h4-font-size)', sm: 'var(--mantine-h2-font-size)' }}
        >
          {r ? `${r.name}: ${t.threadTitle(r.type)}` : t.consoleTitle}
        </Title>
        {r && <ResolutionStatusBadge status={r.status} />}
      </Group>
      {query.isPending ? (
        <Skeleton h={360} />
      ) : query.isError ? (
        <ErrorState
          title={t.threadFailed}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ResolutionThread
              side="admin"
              thread={query.data}
              label={t.replyLabel}
              placeholder={t.replyPlaceholder}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Decisions resolution={query.data.resolution} />
                <Text size="xs" c="dimmed">
                  {t.lastUpdate(
                    t.partyLabel(query.data.resolution.updatedBy),
                    formatDateTime(query.data.resolution.updatedAt),
                  )}
                </Text>
                <Fact label={t.nameLabel}>{query.data.resolution.name}</Fact>
                <Fact label={t.athleteIdLabel}>{query.data.resolution.athleteNumber}</Fact>
                <Fact label={t.emailLabel}>{query.data.resolution.email}</Fact>
                <Fact label={t.phoneLabel}>{query.data.resolution.phoneNumber ?? t.noPhone}</Fact>
                <Fact label={t.typeHeading}>{query.data.resolution.type}</Fact>
                <Fact label={t.openedHeading}>
                  {formatDateTime(query.data.resolution.createdAt)}
                </Fact>
                <Fact label={t.descriptionHeading}>
                  <span style={{ whiteSpace: 'pre-wrap' }}>
                    {query.data.resolution.description}
                  </span>
                </Fact>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
