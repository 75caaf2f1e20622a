import {
  contractPdfUrl,
  formatDate,
  SCHOOL_LICENCE_PATH,
  schoolContractPath,
  type TSchoolAreaContract,
  type TSchoolAreaSchool,
  schoolAreaTexts as t,
} from '@fhp/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileText, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate as formatLocalDate } from '../../../lib/dates';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PagedTable } from '../../../ui/paged-table';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMySchool, useSchoolAthletes, useSchoolHome } from '../api/school-area-api';

const STATUS_COLORS = { draft: 'gray', signed: 'yellow', approved: 'green' } as const;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function ContractCard({ contract }: { contract: TSchoolAreaContract | null }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="contract-title">
      <Stack gap="md">
        <Group gap="xs">
          <IconFileText size={20} aria-hidden />
          <Title order={2} size="h4" id="contract-title">
            {t.contractTitle}
          </Title>
        </Group>
        {!contract ? (
          <Stack gap="sm" align="flex-start">
            <Text c="dimmed">{t.noContract}</Text>
            <Button component={Link} to={SCHOOL_LICENCE_PATH} variant="light">
              {t.requestContract}
            </Button>
          </Stack>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              <Field label={t.contractStatus}>
                <Stack gap={4} align="flex-start">
                  <Badge color={STATUS_COLORS[contract.status]} variant="light" tt="none">
                    {t.statusLabels[contract.status]}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t.statusHints[contract.status]}
                  </Text>
                </Stack>
              </Field>
              <Field label={t.contractNumber}>{contract.number}</Field>
              <Field label={t.effectiveDate}>{formatDate(contract.effectiveDate, 'UTC')}</Field>
              <Field label={t.approvedDate}>
                {contract.approvedAt ? formatLocalDate(contract.approvedAt) : '—'}
              </Field>
            </SimpleGrid>
            <Group gap="sm">
              <Button component={Link} to={schoolContractPath(contract.id)} variant="light">
                {t.viewContract}
              </Button>
              {contract.hasPdf && (
                <Button
                  component="a"
                  href={contractPdfUrl(contract.id)}
                  download
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  {t.downloadPdf}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

function SchoolAthletes({ school }: { school: TSchoolAreaSchool }) {
  const query = useSchoolAthletes(school.id);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="athletes-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="athletes-title">
            {t.athletesTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.athletesIntro}
          </Text>
        </Stack>
        <PagedTable
          query={query}
          label={t.athletesTitle}
          loadFailed={t.athletesTitle}
          empty={{ message: t.noAthletes }}
          columns={[t.athleteName, t.athleteNumber, t.athleteSport, t.acceptedAt]}
          loadMoreLabel={t.loadMore}
          renderRow={(athlete) => (
            <Table.Tr key={athlete.athleteNumber}>
              <Table.Td data-label={t.athleteName}>{athlete.name}</Table.Td>
              <Table.Td data-label={t.athleteNumber}>
                <Anchor component={Link} to={`/athletes/${athlete.athleteNumber}`}>
                  {athlete.athleteNumber}
                </Anchor>
              </Table.Td>
              <Table.Td data-label={t.athleteSport}>{athlete.sport ?? '—'}</Table.Td>
              <Table.Td data-label={t.acceptedAt}>
                {athlete.acceptedAt ? formatLocalDate(athlete.acceptedAt) : '—'}
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </Card>
  );
}

/**
 * /school: my school, its IP license contract (status, number, dates, the contract page and its
 * signed PDF) and the athletes of the school who accepted the contract, 5 a page.
 */
export default function SchoolHomePage() {
  const me = useMySchool();
  const school = me.data?.school ?? undefined;
  const home = useSchoolHome(school?.id);
  usePageTitle(school?.name ?? t.brand);

  if (me.isPending || (school && home.isPending)) return <ContentSkeleton withTitle rows={6} />;
  if (me.isError) return <ErrorState message={me.error.message} onRetry={() => me.refetch()} />;
  if (!school) {
    return (
      <EmptyState
        icon={<IconSchool size={32} aria-hidden />}
        title={t.noSchoolTitle}
        message={t.noSchool}
      />
    );
  }
  if (home.isError || !home.data) {
    return <ErrorState message={home.error?.message} onRetry={() => home.refetch()} />;
  }
  const place = [school.place, school.stateCode].filter(Boolean).join(', ');
  return (
    <Stack maw={980} mx="auto" gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {school.name}
        </Title>
        <Text c="dimmed">
          {t.levelLabels[school.level]} · {place}
        </Text>
      </Stack>
      <ContractCard contract={home.data.contract} />
      <SchoolAthletes school={school} />
    </Stack>
  );
}
