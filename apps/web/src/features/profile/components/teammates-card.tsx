import {
  MAX_TEAMMATES,
  profileMessages,
  type TAthleteProfile,
  profileTexts as t,
  ZTeammatesUpdate,
} from '@fhp/domain';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useTeammatesMutation } from '../api/profile-api';
import { ProfileCard } from './profile-card';

const m = profileMessages;

/** Per-input messages from the domain schema or the server (`teammates.<i>`). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<number, string> = {};
  for (const issue of issues) {
    const index = Number(issue.path[1] ?? 0);
    errors[index] ??= issue.message;
  }
  return errors;
}

function TeammatesDialog({
  initial,
  opened,
  onClose,
}: {
  initial: number[];
  opened: boolean;
  onClose: () => void;
}) {
  // Each input keeps its own key, so removing one does not move the others' state.
  const [rows, setRows] = useState(() =>
    (initial.length ? initial.map(String) : ['']).map((value, key) => ({ key, value })),
  );
  const [nextKey, setNextKey] = useState(MAX_TEAMMATES + 1);
  const ids = rows.map((row) => row.value);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [listError, setListError] = useState<string | null>(null);
  const mutation = useTeammatesMutation();

  const set = (index: number, value: string) => {
    setRows((list) => list.map((row, i) => (i === index ? { ...row, value } : row)));
    setErrors({});
    setListError(null);
  };

  const save = () => {
    const parsed = ZTeammatesUpdate.safeParse({ teammates: ids });
    if (!parsed.success) {
      const tooMany = parsed.error.issues.find((i) => i.path.length === 1);
      setListError(tooMany?.message ?? null);
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    mutation.mutate(ids, {
      onSuccess: (message) => {
        notifySaved(message);
        onClose();
      },
      onError: (e) => {
        if (isApiError(e) && Object.keys(e.fields).length > 0) {
          setErrors(
            errorsOf(
              Object.entries(e.fields).map(([key, message]) => ({
                path: key.split('.'),
                message,
              })),
            ),
          );
        } else notifyFailed(e);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={m.teammatesDialogTitle} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t.teammatesIntro}</Text>
          {rows.map(({ key, value: id }, index) => (
            <Group key={key} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={`${t.teammateIdLabel} ${index + 1}`}
                inputMode="numeric"
                value={id}
                data-autofocus={index === 0 || undefined}
                onChange={(event) => set(index, event.currentTarget.value)}
                error={errors[index]}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                aria-label={`${t.teammateRemove} ${index + 1}`}
                onClick={() => {
                  setRows((list) => list.filter((_, i) => i !== index));
                  setErrors({});
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {listError && (
            <Text size="sm" c="red.8" role="alert">
              {listError}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={ids.length >= MAX_TEAMMATES}
              onClick={() => {
                setRows((list) => [...list, { key: nextKey, value: '' }]);
                setNextKey((k) => k + 1);
              }}
            >
              {t.teammateAdd}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                {t.save}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Recommended teammates (up to 3 athlete IDs) and the dialog that edits them. */
export function TeammatesCard({ profile }: { profile: TAthleteProfile }) {
  const [opened, setOpened] = useState(false);
  const teammates = profile.promotedTeammates;
  return (
    <ProfileCard title={t.teammatesTitle} icon={<IconUsers size={22} aria-hidden />}>
      <Stack gap="sm">
        {teammates.length === 0 ? (
          <Text c="dimmed">{t.teammatesEmpty}</Text>
        ) : (
          <Group
            gap="xs"
            component="ul"
            aria-label={t.teammatesTitle}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {teammates.map((id) => (
              <li key={id}>
                <Badge variant="light" size="lg">{`${t.athleteIdLabel} ${id}`}</Badge>
              </li>
            ))}
          </Group>
        )}
        <Group>
          <Button variant="light" onClick={() => setOpened(true)} aria-haspopup="dialog">
            {t.teammatesButton}
          </Button>
        </Group>
      </Stack>
      {opened && (
        <TeammatesDialog initial={teammates} opened={opened} onClose={() => setOpened(false)} />
      )}
    </ProfileCard>
  );
}
