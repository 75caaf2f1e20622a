import {
  CONSOLE_PATHS,
  CONTRACT_LEVEL_LABELS,
  formatDate,
  formatDateTime,
  schoolContractDocumentsTexts,
  type TSchoolContractDetail,
} from '@fhp/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Grid,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconDownload,
  IconExternalLink,
  IconInfoCircle,
  IconSignature,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useConsoleSchoolContract } from '../api/school-contract-documents-api';
import { CountersignDialog } from '../components/countersign-dialog';
import classes from './school-contract-documents.module.css';

const t = schoolContractDocumentsTexts.detail;
const l = t.labels;

const STATUS_COLOR = { draft: 'gray', signed: 'blue', approved: 'green' } as const;

/** The trail's and signatures' times in UTC, as the certificate states them ("28 Nov 2026, 2:05 PM UTC"). */
const utc = (iso: string | null) => (iso ? formatDateTime(iso, 'UTC') : t.notFilled);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" className={classes.value}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function SignatureView({
  label,
  signature,
  name,
  at,
  ip,
}: {
  label: string;
  signature: TSchoolContractDetail['officerSignature'];
  name: string | null;
  at: string | null;
  ip: string | null;
}) {
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div className={classes.signatureBox}>
        {!signature ? (
          <Text size="sm" c="dimmed">
            {t.noSignature}
          </Text>
        ) : signature.kind === 'drawn' ? (
          <Image src={signature.value} alt={`${label}: ${name ?? ''}`} fit="contain" h={72} />
        ) : (
          <Text className={classes.typedSignature}>{signature.value}</Text>
        )}
      </div>
      {signature && (
        <Text size="xs" c="dimmed">
          {[name, utc(at), ip].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

function ContractView({ contract }: { contract: TSchoolContractDetail }) {
  const [countersigning, setCountersigning] = useState(false);
  const b = contract.scheduleB;
  const lic = contract.licensor;
  return (
    <Grid gap="md">
      {/* On a phone the signatures and the action come first, the record after them. */}
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="md">
          <Section title={t.contractSection}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              <Fact label={l.number}>{contract.number}</Fact>
              <Fact label={l.school}>{contract.schoolName}</Fact>
              <Fact label={l.level}>{CONTRACT_LEVEL_LABELS[contract.level]}</Fact>
              <Fact label={l.state}>{contract.stateName}</Fact>
              <Fact label={l.place}>{contract.place}</Fact>
              <Fact label={l.status}>{t.statusLabels[contract.status]}</Fact>
              <Fact label={l.officerEmail}>{contract.officerEmail}</Fact>
              <Fact label={l.effectiveDate}>{formatDate(contract.effectiveDate, 'UTC')}</Fact>
            </SimpleGrid>
          </Section>
          <Section title={t.scheduleBSection}>
            {b ? (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                <Fact label={l.address}>{b.address}</Fact>
                <Fact label={l.city}>{b.city}</Fact>
                <Fact label={l.zip}>{b.zip}</Fact>
                <Fact label={l.allowedViews}>{b.allowedViews.join(', ') || '—'}</Fact>
                <Fact label={l.restrictedViews}>{b.restrictedViews.join(', ') || '—'}</Fact>
                <Fact label={l.officer}>{`${b.officerFirstName} ${b.officerLastName}`}</Fact>
                <Fact label={l.phone}>{b.phone}</Fact>
                <Fact label={l.extension}>{b.extension || '—'}</Fact>
              </SimpleGrid>
            ) : (
              <Text size="sm" c="dimmed">
                {t.notFilled}
              </Text>
            )}
          </Section>
          <Section title={t.licensorSection}>
            {lic ? (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                <Fact label={l.licensorName}>{lic.name}</Fact>
                <Fact label={l.licensorTitle}>{lic.title}</Fact>
                <Fact label={l.address}>{lic.address}</Fact>
                <Fact label={l.city}>{lic.city}</Fact>
                <Fact label={l.zip}>{lic.zip}</Fact>
              </SimpleGrid>
            ) : (
              <Text size="sm" c="dimmed">
                {t.notFilled}
              </Text>
            )}
          </Section>
          <Section title={t.trailSection}>
            {contract.events.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t.noEvents}
              </Text>
            ) : (
              // Scrolls sideways where the column is narrow: a region the keyboard can reach.
              <Table.ScrollContainer
                minWidth={560}
                type="native"
                tabIndex={0}
                role="region"
                aria-label={t.trailSection}
              >
                <Table striped verticalSpacing={6} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t.trailColumns.time}</Table.Th>
                      <Table.Th>{t.trailColumns.kind}</Table.Th>
                      <Table.Th>{t.trailColumns.who}</Table.Th>
                      <Table.Th>{t.trailColumns.ip}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {contract.events.map((event) => (
                      <Table.Tr key={event.id}>
                        <Table.Td className={classes.nowrap}>{utc(event.createdAt)}</Table.Td>
                        <Table.Td>{t.eventLabels[event.kind]}</Table.Td>
                        <Table.Td className={classes.nowrap}>{event.actorEmail ?? '—'}</Table.Td>
                        <Table.Td>{event.ip ?? '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Stack gap="md">
          <Section title={t.signaturesSection}>
            <SignatureView
              label={l.officerSignature}
              signature={contract.officerSignature}
              name={lic?.name ?? null}
              at={contract.signedAt}
              ip={contract.signedIp}
            />
            <SignatureView
              label={l.countersignature}
              signature={contract.countersignature}
              name={contract.countersignerName}
              at={contract.countersignedAt}
              ip={contract.countersignedIp}
            />
            {contract.status === 'signed' && (
              <Button
                leftSection={<IconSignature size={18} aria-hidden />}
                onClick={() => setCountersigning(true)}
              >
                {schoolContractDocumentsTexts.countersign.button}
              </Button>
            )}
            {contract.status === 'draft' && (
              <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
                {t.awaitingSignature}
              </Alert>
            )}
            {contract.pdfUrl && (
              <Stack gap="xs">
                <Button
                  component="a"
                  href={contract.pdfUrl}
                  download
                  color="green"
                  leftSection={<IconDownload size={18} aria-hidden />}
                >
                  {t.downloadPdf}
                </Button>
                <Anchor component={Link} to={contract.verifyPath} size="sm">
                  <Group gap={4} wrap="nowrap">
                    {t.verificationPage}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
                {contract.documentSha256 && (
                  <Fact label={l.sha256}>
                    <Code className={classes.hash} data-testid="contract-sha256">
                      {contract.documentSha256}
                    </Code>
                  </Fact>
                )}
              </Stack>
            )}
          </Section>
        </Stack>
      </Grid.Col>
      {contract.status === 'signed' && (
        <CountersignDialog
          contractId={contract.id}
          opened={countersigning}
          onClose={() => setCountersigning(false)}
        />
      )}
    </Grid>
  );
}

/** /console/school-contracts/:id: a contract for an operator, with Countersign when signed. */
export default function ConsoleSchoolContractPage() {
  const { id = '' } = useParams();
  const query = useConsoleSchoolContract(id);
  const contract = query.data;
  usePageTitle(contract ? t.title(contract.schoolName) : t.fallbackTitle);
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={`${CONSOLE_PATHS.schools}?tab=contracts`}
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
          {contract ? t.title(contract.schoolName) : t.fallbackTitle}
        </Title>
        {contract && (
          <Badge color={STATUS_COLOR[contract.status]} variant="light" style={{ flexShrink: 0 }}>
            {t.statusLabels[contract.status]}
          </Badge>
        )}
      </Group>
      {query.isPending ? (
        <Skeleton h={360} />
      ) : missing ? (
        <ErrorState title={t.notFound} message={query.error?.message ?? t.notFound} />
      ) : query.isError ? (
        <ErrorState
          title={t.loadFailed}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : (
        <ContractView contract={query.data} />
      )}
    </Stack>
  );
}
