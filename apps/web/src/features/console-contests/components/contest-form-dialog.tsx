import {
  CONSOLE_PATHS,
  CONTEST_DESCRIPTION_MAX,
  CONTEST_KINDS,
  CONTEST_TITLE_MAX,
  type TContestKind,
  type TContestSchoolOption,
  type TContestSummary,
  consoleContestsTexts as t,
} from '@fhp/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSports } from '../../../lib/reference-api';
import { useContestAction, useContestSchoolOptions } from '../api/console-contests-api';

const today = () => new Date().toISOString().slice(0, 10);
const schoolLabel = (s: TContestSchoolOption) => `${s.name} (${s.place}, ${s.stateCode})`;

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** A sport contest's schools: a search over the reference lists, several picked. */
function SchoolsPicker({
  value,
  onChange,
  error,
}: {
  value: TContestSchoolOption[];
  onChange: (v: TContestSchoolOption[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useContestSchoolOptions(debounced);
  const known = useMemo(() => {
    const map = new Map(value.map((s) => [String(s.id), s]));
    for (const s of options.data?.items ?? []) map.set(String(s.id), s);
    return map;
  }, [value, options.data]);
  return (
    <MultiSelect
      label={t.fields.schools}
      description={t.fields.schoolsHint}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={[...known.values()].map((s) => ({ value: String(s.id), label: schoolLabel(s) }))}
      value={value.map((s) => String(s.id))}
      onChange={(ids) =>
        onChange(ids.map((id) => known.get(id)).filter((s): s is TContestSchoolOption => !!s))
      }
      nothingFoundMessage={debounced.trim().length >= 2 && !options.isFetching ? '—' : undefined}
      error={error}
    />
  );
}

/**
 * Creates a contest, or edits an existing one's texts and dates (`contest` given): the server's
 * refusal (dates, sport, schools) shows under its field or above the buttons.
 */
export function ContestFormDialog({
  contest,
  onClose,
}: {
  contest?: TContestSummary;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const action = useContestAction();
  const sports = useSports();
  const [kind, setKind] = useState<TContestKind>(contest?.kind ?? 'sport');
  const [title, setTitle] = useState(contest?.title ?? '');
  const [description, setDescription] = useState(contest?.description ?? '');
  const [organizerName, setOrganizerName] = useState(contest?.organizerName ?? '');
  const [organizerEmail, setOrganizerEmail] = useState(contest?.organizerEmail ?? '');
  const [sport, setSport] = useState<string | null>(contest?.sport ?? null);
  const [schools, setSchools] = useState<TContestSchoolOption[]>([]);
  const [startDate, setStartDate] = useState(contest?.startDate ?? today());
  const [endDate, setEndDate] = useState(contest?.endDate ?? '');
  const [buyingEndDate, setBuyingEndDate] = useState(contest?.buyingEndDate ?? '');
  const [rounds, setRounds] = useState<1 | 2>(contest?.rounds ?? 1);
  const fields =
    (action.error as { fields?: Record<string, string> } | null)?.fields ??
    ({} as Record<string, string>);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const texts = {
      title,
      description,
      organizerName,
      organizerEmail,
      startDate,
      endDate,
      buyingEndDate: kind === 'brand_ambassador' && buyingEndDate ? buyingEndDate : null,
    };
    if (contest) {
      action.mutate({ action: 'update', id: contest.id, body: texts }, { onSuccess: onClose });
      return;
    }
    action.mutate(
      {
        action: 'create',
        body: {
          ...texts,
          kind,
          sport: kind === 'sport' ? sport : null,
          schoolIds: kind === 'sport' ? schools.map((s) => s.id) : [],
          rounds,
        },
      },
      {
        onSuccess: (answer) => {
          onClose();
          if (answer.contest) navigate(`${CONSOLE_PATHS.contests}/${answer.contest.id}`);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={contest ? t.editTitle : t.createTitle}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {!contest && (
            <Field id="contest-kind" label={t.fields.kind}>
              <SegmentedControl
                aria-labelledby="contest-kind"
                value={kind}
                onChange={(v) => setKind(v as TContestKind)}
                data={CONTEST_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
                fullWidth
              />
            </Field>
          )}
          <TextInput
            label={t.fields.title}
            withAsterisk
            maxLength={CONTEST_TITLE_MAX}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={fields.title}
            data-autofocus
          />
          <Textarea
            label={t.fields.description}
            autosize
            minRows={2}
            maxLength={CONTEST_DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t.fields.organizerName}
              withAsterisk
              value={organizerName}
              onChange={(e) => setOrganizerName(e.currentTarget.value)}
              error={fields.organizerName}
            />
            <TextInput
              label={t.fields.organizerEmail}
              type="email"
              withAsterisk
              value={organizerEmail}
              onChange={(e) => setOrganizerEmail(e.currentTarget.value)}
              error={fields.organizerEmail}
            />
          </SimpleGrid>
          {kind === 'sport' && !contest && (
            <>
              <Select
                label={t.fields.sport}
                withAsterisk
                searchable
                data={sports.data ?? []}
                value={sport}
                onChange={setSport}
                error={fields.sport}
              />
              <SchoolsPicker value={schools} onChange={setSchools} error={fields.schoolIds} />
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: kind === 'brand_ambassador' ? 3 : 2 }}>
            <TextInput
              label={t.fields.startDate}
              type="date"
              withAsterisk
              value={startDate}
              onChange={(e) => setStartDate(e.currentTarget.value)}
              error={fields.startDate}
            />
            <TextInput
              label={t.fields.endDate}
              type="date"
              withAsterisk
              value={endDate}
              onChange={(e) => setEndDate(e.currentTarget.value)}
              error={fields.endDate}
            />
            {kind === 'brand_ambassador' && (
              <TextInput
                label={t.fields.buyingEndDate}
                type="date"
                value={buyingEndDate}
                onChange={(e) => setBuyingEndDate(e.currentTarget.value)}
                error={fields.buyingEndDate}
              />
            )}
          </SimpleGrid>
          {!contest && (
            <Field id="contest-rounds" label={t.fields.rounds}>
              <SegmentedControl
                aria-labelledby="contest-rounds"
                value={String(rounds)}
                onChange={(v) => setRounds(v === '2' ? 2 : 1)}
                data={['1', '2']}
              />
            </Field>
          )}
          {action.isError && (
            <Alert color="red" role="alert">
              {action.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={action.isPending}>
              {contest ? t.save : t.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
