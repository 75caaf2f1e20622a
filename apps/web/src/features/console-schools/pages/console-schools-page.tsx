import {
  CONSOLE_SCHOOLS_TABS,
  INSTITUTE_REQUEST_STATUSES,
  SCHOOL_CONTRACT_REQUEST_STATUSES,
  SCHOOL_CONTRACT_STATUSES,
  type TConsoleSchoolsTab,
  type TSchoolRequestItem,
  consoleSchoolsTexts as t,
} from '@fhp/domain';
import { Image, Modal, Paper, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileCertificate, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PagedTable } from '../../../ui/paged-table';
import {
  idImageUrl,
  useInstituteRequests,
  useSchoolContracts,
  useSchoolRequests,
} from '../api/console-schools-api';
import { DecideDialog, type PendingDecision } from '../components/decide-dialog';
import {
  InstituteRequestRow,
  SchoolContractRow,
  SchoolRequestRow,
} from '../components/school-rows';

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

function StatusFilter<T extends string>({
  id,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (v: T) => void;
}) {
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={id}>
          {t.statusLabel}
        </Text>
        <SegmentedControl
          aria-labelledby={id}
          value={value}
          onChange={(v) => onChange(v as T)}
          data={options.map((o) => ({ value: o, label: labels[o] }))}
          fullWidth
        />
      </Stack>
    </Paper>
  );
}

function RequestsTab({
  highlightId,
  onDecide,
}: {
  highlightId: string | null;
  onDecide: (d: PendingDecision) => void;
}) {
  const [params, setParams] = useSearchParams();
  const status = oneOf(SCHOOL_CONTRACT_REQUEST_STATUSES, params.get('status'), 'pending');
  const query = useSchoolRequests(status);
  const [viewing, setViewing] = useState<TSchoolRequestItem | null>(null);
  return (
    <Stack gap="md">
      <StatusFilter
        id="school-requests-status"
        value={status}
        options={SCHOOL_CONTRACT_REQUEST_STATUSES}
        labels={t.requestStatuses}
        onChange={(v) => setParams({ tab: 'requests', status: v }, { replace: true })}
      />
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{ message: t.emptyRequests, icon: <IconSchool size={26} aria-hidden /> }}
        label={t.requestsTable}
        horizontalSpacing="sm"
        columns={t.requestColumns}
        actionsColumn=""
        renderRow={(item) => (
          <SchoolRequestRow
            key={item.id}
            item={item}
            highlighted={item.id === highlightId}
            onDecide={onDecide}
            onViewImage={setViewing}
          />
        )}
      />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? t.imageTitle(viewing.schoolName) : ''}
        size="lg"
        centered
      >
        {viewing && (
          <Image
            src={idImageUrl(viewing.id)}
            alt={t.imageAlt(viewing.email)}
            fit="contain"
            mah="70vh"
          />
        )}
      </Modal>
    </Stack>
  );
}

function InstitutesTab({
  highlightId,
  onDecide,
}: {
  highlightId: string | null;
  onDecide: (d: PendingDecision) => void;
}) {
  const [params, setParams] = useSearchParams();
  const status = oneOf(INSTITUTE_REQUEST_STATUSES, params.get('status'), 'pending');
  const query = useInstituteRequests(status);
  return (
    <Stack gap="md">
      <StatusFilter
        id="institute-requests-status"
        value={status}
        options={INSTITUTE_REQUEST_STATUSES}
        labels={t.instituteStatuses}
        onChange={(v) => setParams({ tab: 'institutes', status: v }, { replace: true })}
      />
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{ message: t.emptyInstitutes, icon: <IconSchool size={26} aria-hidden /> }}
        label={t.institutesTable}
        horizontalSpacing="sm"
        columns={t.instituteColumns}
        actionsColumn=""
        renderRow={(item) => (
          <InstituteRequestRow
            key={item.id}
            item={item}
            highlighted={item.id === highlightId}
            onDecide={onDecide}
          />
        )}
      />
    </Stack>
  );
}

function ContractsTab() {
  const [params, setParams] = useSearchParams();
  const status = oneOf(SCHOOL_CONTRACT_STATUSES, params.get('status'), 'draft');
  const query = useSchoolContracts(status);
  return (
    <Stack gap="md">
      <StatusFilter
        id="school-contracts-status"
        value={status}
        options={SCHOOL_CONTRACT_STATUSES}
        labels={t.contractStatuses}
        onChange={(v) => setParams({ tab: 'contracts', status: v }, { replace: true })}
      />
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{ message: t.emptyContracts, icon: <IconFileCertificate size={26} aria-hidden /> }}
        label={t.contractsTable}
        horizontalSpacing="sm"
        columns={t.contractColumns}
        renderRow={(item) => <SchoolContractRow key={item.id} item={item} />}
      />
    </Stack>
  );
}

/**
 * /console/schools: contract requests (approve or decline), institute requests (add the
 * school or decline) and the contracts by state (`?tab=`, `?status=`); the inbox opens a
 * request with `?id=` (highlighted).
 */
export default function ConsoleSchoolsPage() {
  const [params, setParams] = useSearchParams();
  const tab = oneOf(CONSOLE_SCHOOLS_TABS, params.get('tab'), 'requests');
  const highlightId = params.get('id');
  const [pending, setPending] = useState<PendingDecision | null>(null);

  return (
    <Stack gap="md">
      <Stack gap={2} maw={720}>
        <Title order={2}>{t.title}</Title>
        <Text c="dimmed" size="sm">
          {t.intro}
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(v) => v && setParams({ tab: v }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {CONSOLE_SCHOOLS_TABS.map((k: TConsoleSchoolsTab) => (
            <Tabs.Tab key={k} value={k}>
              {t.tabs[k]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <RequestsTab highlightId={highlightId} onDecide={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="institutes" pt="md">
          <InstitutesTab highlightId={highlightId} onDecide={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="contracts" pt="md">
          <ContractsTab />
        </Tabs.Panel>
      </Tabs>
      {pending && (
        <DecideDialog
          key={`${pending.kind}-${pending.id}`}
          pending={pending}
          onClose={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
