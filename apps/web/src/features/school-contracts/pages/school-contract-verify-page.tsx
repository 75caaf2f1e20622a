import {
  CONTRACT_LEVEL_LABELS,
  schoolContractDocumentsTexts,
  type TSchoolContractVerification,
} from '@fhp/domain';
import {
  Alert,
  Badge,
  Button,
  Code,
  Container,
  CopyButton,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconDownload,
  IconFileUpload,
  IconRosette,
  IconShieldX,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useSchoolContractVerification } from '../api/school-contract-documents-api';
import classes from './school-contract-documents.module.css';

const t = schoolContractDocumentsTexts.verify;

/** The SHA-256 (hex) of a file, computed in the browser: the file is never sent. */
async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await bytesOf(file)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The file's bytes: Blob.arrayBuffer where there is one, a FileReader elsewhere. */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

type Check =
  | { state: 'idle' }
  | { state: 'computing'; name: string }
  | { state: 'done'; name: string; hash: string }
  | { state: 'failed' };

/** Pick or drop a PDF: its SHA-256 against the sealed one. Keyboard: the zone is a button. */
function FileCheck({ expected }: { expected: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const take = async (file: File | undefined) => {
    if (!file) return;
    setCheck({ state: 'computing', name: file.name });
    try {
      setCheck({ state: 'done', name: file.name, hash: await sha256Hex(file) });
    } catch {
      setCheck({ state: 'failed' });
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t.checkTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {t.checkIntro}
      </Text>
      <button
        type="button"
        className={classes.dropzone}
        data-active={active || undefined}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setActive(true);
        }}
        onDragLeave={() => setActive(false)}
        onDrop={(event) => {
          event.preventDefault();
          setActive(false);
          void take(event.dataTransfer.files[0]);
        }}
      >
        <IconFileUpload size={30} aria-hidden />
        <Text size="sm" fw={500}>
          {t.dropHere}
        </Text>
      </button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        data-testid="verify-file-input"
        onChange={(event) => {
          void take(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <div aria-live="polite">
        {check.state === 'computing' && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t.computing}</Text>
          </Group>
        )}
        {check.state === 'failed' && (
          <Alert color="red" variant="light" icon={<IconCircleX aria-hidden />}>
            {t.readFailed}
          </Alert>
        )}
        {check.state === 'done' && (
          <Alert
            color={check.hash === expected ? 'green' : 'red'}
            variant="light"
            icon={
              check.hash === expected ? (
                <IconCircleCheck aria-hidden />
              ) : (
                <IconCircleX aria-hidden />
              )
            }
            title={check.hash === expected ? t.matches : t.differs}
            data-testid="verify-file-result"
          >
            <Text size="xs" c="dimmed">
              {t.yourFile} ({check.name})
            </Text>
            <Code className={classes.hash}>{check.hash}</Code>
          </Alert>
        )}
      </div>
    </Stack>
  );
}

function Hash({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code className={classes.hash} style={{ flex: 1, minWidth: 0 }} data-testid={testId}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="light" onClick={copy} style={{ flexShrink: 0 }}>
              {copied ? t.copied : t.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

function Confirmation({ contract }: { contract: TSchoolContractVerification }) {
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={500} className={classes.value}>
        {value}
      </Text>
    </div>
  );
  return (
    <Stack gap="md">
      <Badge
        color="green"
        size="lg"
        variant="light"
        leftSection={<IconRosette size={16} aria-hidden />}
      >
        {t.approved}
      </Badge>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {fact(t.school, contract.schoolName)}
        {fact(t.state, contract.stateName)}
        {fact(t.level, CONTRACT_LEVEL_LABELS[contract.level])}
        {fact(t.status, t.approved)}
        {fact(t.approvedOn, formatDate(contract.approvedAt))}
        {fact(t.contractId, contract.number)}
      </SimpleGrid>
      <Hash label={t.fileSha256} value={contract.sha256} testId="verify-sha256" />
      {contract.agreementSha256 && (
        <Hash
          label={t.agreementSha256}
          value={contract.agreementSha256}
          testId="verify-agreement-sha256"
        />
      )}
      <Group>
        <Button
          component="a"
          href={contract.pdfUrl}
          download
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t.download}
        </Button>
      </Group>
      <Divider />
      <FileCheck expected={contract.sha256} />
    </Stack>
  );
}

/** /verify/school-contract/:id: what the signed PDF's QR code opens (public). */
export default function SchoolContractVerifyPage() {
  const { id = '' } = useParams();
  usePageTitle(t.title);
  const query = useSchoolContractVerification(id);
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return (
    <Container size="sm">
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder radius="md">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          {missing ? (
            <EmptyState
              icon={<IconShieldX size={26} aria-hidden />}
              title={t.notFound}
              message={t.notFoundHint}
              action={
                <Button component={Link} to="/home" variant="light" mt="sm">
                  {t.goHome}
                </Button>
              }
            />
          ) : query.isError ? (
            <ErrorState
              title={t.loadFailed}
              message={query.error.message}
              onRetry={() => query.refetch()}
            />
          ) : !query.data ? (
            <Stack gap="sm" aria-busy="true">
              <Skeleton h={36} />
              <Skeleton h={36} />
              <Skeleton h={60} />
            </Stack>
          ) : (
            <Confirmation contract={query.data} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
