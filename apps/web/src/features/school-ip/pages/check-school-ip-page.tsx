import { schoolContractPath, type TSchoolIpStatus, checkSchoolIpTexts as t } from '@fhp/domain';
import { Alert, Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconFileText,
  IconSchool,
  IconSend,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useAcceptSchoolIp, useSchoolIpStatus } from '../api/school-ip-api';

function ContractState({ status }: { status: TSchoolIpStatus }) {
  const { contract } = status;
  if (contract) {
    return (
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="green" variant="light" size="lg" radius="xl" aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Text fw={700} size="lg" data-testid="school-ip-answer">
            {t.holdsContract}
          </Text>
        </Group>
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t.contractNumber}
            </Text>
            <Text fw={500}>{contract.number}</Text>
          </Stack>
          {contract.approvedAt && (
            <Stack gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t.approvedDate}
              </Text>
              <Text fw={500}>{formatDate(contract.approvedAt)}</Text>
            </Stack>
          )}
        </Group>
        <Button
          component={Link}
          to={schoolContractPath(contract.id)}
          variant="light"
          leftSection={<IconFileText size={16} aria-hidden />}
          w="fit-content"
        >
          {t.viewContract}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="gray" variant="light" size="lg" radius="xl" aria-hidden>
          <IconCircleX size={22} />
        </ThemeIcon>
        <Text fw={700} size="lg" data-testid="school-ip-answer">
          {t.noContract}
        </Text>
      </Group>
      <Text c="dimmed">{t.noContractText}</Text>
      {status.requestPath && (
        <Button
          component={Link}
          to={status.requestPath}
          leftSection={<IconSend size={16} aria-hidden />}
          w="fit-content"
        >
          {t.askSchool}
        </Button>
      )}
    </Stack>
  );
}

function Acceptance({ status }: { status: TSchoolIpStatus }) {
  const accept = useAcceptSchoolIp();
  if (status.accepted) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
        {status.acceptedAt ? t.accepted(formatDate(status.acceptedAt)) : t.acceptedUndated}
      </Alert>
    );
  }
  if (status.offered) {
    return (
      <Stack gap="sm">
        <Text>{t.offer}</Text>
        <Button w="fit-content" loading={accept.isPending} onClick={() => accept.mutate()}>
          {t.yes}
        </Button>
      </Stack>
    );
  }
  return <Text c="dimmed">{t.notAccepted}</Text>;
}

/**
 * /admin/index, "Check School IP": whether my school holds an approved IP contract (number,
 * approval date, the contract page), whether I accepted it (with the profile offer's Yes when it
 * is offered), and, when the school has none, the contract request pre-filled with my school.
 */
export default function CheckSchoolIpPage() {
  usePageTitle(t.title);
  const query = useSchoolIpStatus();
  if (query.isPending) return <ContentSkeleton withTitle rows={5} />;
  if (query.isError) {
    return <ErrorState message={query.error.message} onRetry={() => query.refetch()} />;
  }
  const status = query.data;
  return (
    <Stack maw={820} mx="auto" gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t.title}
        </Title>
        <Text c="dimmed">{t.intro}</Text>
      </Stack>
      <Card withBorder padding="lg" radius="md" component="section" aria-label={t.title}>
        <Stack gap="md">
          {status.school ? (
            <Group gap="xs" wrap="nowrap">
              <IconSchool size={20} aria-hidden style={{ flexShrink: 0 }} />
              <Text>
                {t.schoolLabel}: <strong>{status.school.name}</strong>
                {status.school.place ? ` · ${status.school.place}, ${status.school.stateCode}` : ''}
              </Text>
            </Group>
          ) : (
            <Text c="dimmed">
              {t.noSchool}{' '}
              <Anchor component={Link} to="/admin/profile">
                {t.editProfile}
              </Anchor>
            </Text>
          )}
          <ContractState status={status} />
        </Stack>
      </Card>
      {status.contract && (
        <Card
          withBorder
          padding="lg"
          radius="md"
          component="section"
          aria-labelledby="ip-acceptance"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="ip-acceptance">
              {t.acceptanceTitle}
            </Title>
            <Acceptance status={status} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
