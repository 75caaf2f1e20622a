import {
  CONTRACT_LEVEL_LABELS,
  consoleSchoolContractPath,
  type TInstituteRequestItem,
  type TSchoolContractItem,
  type TSchoolRequestItem,
  consoleSchoolsTexts as t,
} from '@fhp/domain';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatDateTime, fromNow } from '../../../lib/dates';
import classes from '../../../ui/stacked-table.module.css';
import type { PendingDecision } from './decide-dialog';

/**
 * An e-mail in a narrow cell: it may break after the '@' (then anywhere, for a very long
 * part), and keeps a readable width instead of giving it all to the other columns.
 */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <Text size="sm" miw={140} style={{ overflowWrap: 'anywhere' }}>
      {at < 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </Text>
  );
}

const STATUS_COLOR: Record<string, string> = {
  pending: 'yellow.9',
  approved: 'green.9',
  added: 'green.9',
  declined: 'red.9',
  draft: 'gray.8',
  signed: 'blue.9',
};

function When({ iso, label }: { iso: string; label: string }) {
  return (
    <Table.Td data-label={label} miw={96}>
      <time dateTime={iso} title={fromNow(iso)}>
        {formatDateTime(iso)}
      </time>
    </Table.Td>
  );
}

function Decided({
  status,
  label,
  decidedBy,
  decidedAt,
  note,
}: {
  status: string;
  label: string;
  decidedBy: string | null;
  decidedAt: string | null;
  note: string | null;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c={STATUS_COLOR[status]}>
        {label}
      </Text>
      {decidedBy && (
        <Text size="xs" c="dimmed">
          {t.decidedBy(decidedBy)}
          {decidedAt ? ` · ${formatDateTime(decidedAt)}` : ''}
        </Text>
      )}
      {note && (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          “{note}”
        </Text>
      )}
    </Stack>
  );
}

const [R_WHEN, R_SCHOOL, R_PLACE, R_EMAIL, R_IMAGE, R_DECISION] = t.requestColumns;

/** A contract request: school, place, e-mail, the id image, and Approve / Decline. */
export function SchoolRequestRow({
  item,
  highlighted,
  onDecide,
  onViewImage,
}: {
  item: TSchoolRequestItem;
  highlighted: boolean;
  onDecide: (d: PendingDecision) => void;
  onViewImage: (item: TSchoolRequestItem) => void;
}) {
  return (
    <Table.Tr
      bg={highlighted ? 'yellow.0' : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <When iso={item.createdAt} label={R_WHEN} />
      <Table.Td data-label={R_SCHOOL}>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {item.schoolName}
          </Text>
          <Text size="xs" c="dimmed">
            {CONTRACT_LEVEL_LABELS[item.level]}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-label={R_PLACE}>
        {item.place}, {item.stateName}
      </Table.Td>
      <Table.Td data-label={R_EMAIL} className={classes.wrap}>
        <Email address={item.email} />
      </Table.Td>
      <Table.Td data-label={R_IMAGE}>
        <Button
          size="xs"
          variant="subtle"
          px={4}
          leftSection={<IconPhoto size={14} aria-hidden />}
          onClick={() => onViewImage(item)}
          aria-label={`${t.viewImage}: ${item.schoolName}`}
        >
          {t.viewImage}
        </Button>
      </Table.Td>
      <Table.Td data-label={R_DECISION} className={classes.wrap}>
        <Stack gap={4}>
          <Decided
            status={item.status}
            label={t.requestStatuses[item.status]}
            decidedBy={item.decidedBy}
            decidedAt={item.decidedAt}
            note={item.decisionNote}
          />
          {item.contractId && (
            <Anchor component={Link} to={consoleSchoolContractPath(item.contractId)} size="xs">
              {t.tabs.contracts}
            </Anchor>
          )}
        </Stack>
      </Table.Td>
      <Table.Td data-actions>
        {item.status === 'pending' && (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              color="green"
              onClick={() => onDecide({ kind: 'approve', id: item.id, school: item.schoolName })}
              aria-label={`${t.approve}: ${item.schoolName}`}
            >
              {t.approve}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => onDecide({ kind: 'decline', id: item.id, school: item.schoolName })}
              aria-label={`${t.decline}: ${item.schoolName}`}
            >
              {t.decline}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

const [I_WHEN, I_SCHOOL, I_PLACE, I_EMAIL, I_DECISION] = t.instituteColumns;

/** A new institute request: the school asked for, and Add school / Decline. */
export function InstituteRequestRow({
  item,
  highlighted,
  onDecide,
}: {
  item: TInstituteRequestItem;
  highlighted: boolean;
  onDecide: (d: PendingDecision) => void;
}) {
  return (
    <Table.Tr
      bg={highlighted ? 'yellow.0' : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <When iso={item.createdAt} label={I_WHEN} />
      <Table.Td data-label={I_SCHOOL}>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {item.instituteName}
          </Text>
          <Text size="xs" c="dimmed">
            {CONTRACT_LEVEL_LABELS[item.level]}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-label={I_PLACE}>
        {item.place}, {item.stateName}
      </Table.Td>
      <Table.Td data-label={I_EMAIL} className={classes.wrap}>
        <Email address={item.email} />
      </Table.Td>
      <Table.Td data-label={I_DECISION} className={classes.wrap}>
        <Decided
          status={item.status}
          label={t.instituteStatuses[item.status]}
          decidedBy={item.decidedBy}
          decidedAt={item.decidedAt}
          note={item.decisionNote}
        />
      </Table.Td>
      <Table.Td data-actions>
        {item.status === 'pending' && (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              color="green"
              onClick={() =>
                onDecide({ kind: 'add-institute', id: item.id, school: item.instituteName })
              }
              aria-label={`${t.addSchool}: ${item.instituteName}`}
            >
              {t.addSchool}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() =>
                onDecide({ kind: 'decline-institute', id: item.id, school: item.instituteName })
              }
              aria-label={`${t.decline}: ${item.instituteName}`}
            >
              {t.decline}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

const [C_NUMBER, C_SCHOOL, C_PLACE, C_OFFICER, C_EFFECTIVE, C_STATUS] = t.contractColumns;

/** A contract, linking to its console page (/console/school-contracts/:id). */
export function SchoolContractRow({ item }: { item: TSchoolContractItem }) {
  return (
    <Table.Tr>
      <Table.Td data-label={C_NUMBER} data-nowrap>
        <Anchor component={Link} to={consoleSchoolContractPath(item.id)} fw={600}>
          {t.openContract(item.number)}
        </Anchor>
      </Table.Td>
      <Table.Td data-label={C_SCHOOL}>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {item.schoolName}
          </Text>
          <Text size="xs" c="dimmed">
            {CONTRACT_LEVEL_LABELS[item.level]}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-label={C_PLACE}>
        {item.place}, {item.stateName}
      </Table.Td>
      <Table.Td data-label={C_OFFICER} className={classes.wrap}>
        <Email address={item.officerEmail} />
      </Table.Td>
      <Table.Td data-label={C_EFFECTIVE} data-nowrap>
        {formatDate(`${item.effectiveDate}T12:00:00Z`)}
      </Table.Td>
      <Table.Td data-label={C_STATUS}>
        <Text size="sm" fw={600} c={STATUS_COLOR[item.status]}>
          {t.contractStatuses[item.status]}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
