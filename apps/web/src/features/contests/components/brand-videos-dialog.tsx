import {
  CONTEST_ATHLETE_LOOKUP_DEBOUNCE_MS,
  CONTEST_CO_ATHLETES_MAX,
  CONTEST_VIDEOS_MAX,
  contestVideoIds,
  contestBrandLabels as l,
  messages,
  type TBrandEntry,
  youtubeWatchUrl,
} from '@fhp/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  List,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import {
  useAddCoAthlete,
  useAthleteLookup,
  useRemoveCoAthlete,
  useSetVideos,
} from '../api/brand-contests-api';

const m = messages.contests;

/**
 * Add Video: 1 to 8 YouTube links (the server keeps only the ids), then the athletes who appear
 * in the videos, by Athlete Id (the name is looked up 3 seconds after the last key).
 */
export function BrandVideosDialog({
  entry,
  opened,
  onClose,
}: {
  entry: TBrandEntry;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={l.videosTitle} centered fullScreen={phone}>
      {opened && (
        <Stack gap="md">
          <VideoLinks entry={entry} />
          <Divider />
          <CoAthletes entry={entry} />
        </Stack>
      )}
    </Modal>
  );
}

type Link = { key: number; url: string };
let nextLinkKey = 0;
const linkOf = (url: string): Link => {
  nextLinkKey += 1;
  return { key: nextLinkKey, url };
};

function VideoLinks({ entry }: { entry: TBrandEntry }) {
  const [links, setLinks] = useState<Link[]>(() =>
    entry.videoIds.length > 0
      ? entry.videoIds.map((id) => linkOf(youtubeWatchUrl(id)))
      : [linkOf('')],
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSetVideos();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const urls = links.map((link) => link.url.trim()).filter((url) => url !== '');
    const checked = contestVideoIds(urls);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    save.mutate(
      { entryId: entry.id, urls },
      {
        onSuccess: (result) => notifySaved(result.message),
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {links.map((link, i) => (
          <Group key={link.key} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={l.videoLink(i + 1)}
              type="url"
              placeholder="https://www.youtube.com/watch?v=…"
              value={link.url}
              onChange={(e) => {
                const url = e.currentTarget.value;
                setLinks((old) => old.map((v) => (v.key === link.key ? { ...v, url } : v)));
              }}
              style={{ flex: 1, minWidth: 0 }}
            />
            {links.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={l.removeLink(i + 1)}
                onClick={() => setLinks((old) => old.filter((v) => v.key !== link.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              if (links.length >= CONTEST_VIDEOS_MAX) setError(m.tooManyVideos);
              else setLinks((old) => [...old, linkOf('')]);
            }}
          >
            {l.addLink}
          </Button>
          <Button type="submit" size="sm" loading={save.isPending}>
            {l.saveVideos}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Athlete Id typed, as a number once it is one. */
const athleteNumberOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text) : null);

function CoAthletes({ entry }: { entry: TBrandEntry }) {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, CONTEST_ATHLETE_LOOKUP_DEBOUNCE_MS);
  const [problem, setProblem] = useState<string | null>(null);
  const number = athleteNumberOf(debounced);
  const lookup = useAthleteLookup(number);
  const add = useAddCoAthlete();
  const remove = useRemoveCoAthlete();
  const settled = debounced === typed && number !== null;

  if (entry.videoIds.length === 0) {
    return (
      <Stack gap="xs">
        <Title order={3} fz="md">
          {l.coAthletesTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {l.coAthletesNeedVideos}
        </Text>
      </Stack>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!settled || !lookup.data) return;
    if (entry.coAthletes.some((a) => a.athleteNumber === lookup.data.athleteNumber)) {
      setProblem(m.duplicateAthlete);
      return;
    }
    if (entry.coAthletes.length >= CONTEST_CO_ATHLETES_MAX) {
      setProblem(m.tooManyAthletes);
      return;
    }
    add.mutate(
      { entryId: entry.id, athleteNumber: lookup.data.athleteNumber },
      {
        onSuccess: (result) => {
          notifySaved(result.message);
          setTyped('');
        },
        onError: (e) => setProblem(e.message),
      },
    );
  };

  const lookupText = (() => {
    if (typed.trim() === '') return null;
    if (!settled) return l.lookingUp;
    if (lookup.isPending) return l.lookingUp;
    if (lookup.isError) return null;
    return lookup.data.name;
  })();
  const error = problem ?? (settled && lookup.isError ? lookup.error.message : null);

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {l.coAthletesTitle}
      </Title>
      <List spacing={4} size="sm" listStyleType="none" aria-label={l.coAthletesTitle}>
        <List.Item>{l.owner}</List.Item>
        {entry.coAthletes.map((a) => (
          <List.Item key={a.athleteNumber}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">
                {a.name} (#{a.athleteNumber})
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={l.removeAthlete(a.name)}
                loading={remove.isPending && remove.variables?.athleteNumber === a.athleteNumber}
                onClick={() =>
                  remove.mutate(
                    { entryId: entry.id, athleteNumber: a.athleteNumber },
                    { onSuccess: (r) => notifySaved(r.message), onError: notifyFailed },
                  )
                }
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          </List.Item>
        ))}
      </List>
      <form onSubmit={submit} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={l.athleteId}
            description={lookupText ?? l.coAthletesHint}
            inputMode="numeric"
            value={typed}
            onChange={(e) => {
              setProblem(null);
              setTyped(e.currentTarget.value);
            }}
            error={error}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            type="submit"
            mt={24}
            size="sm"
            disabled={!settled || !lookup.isSuccess}
            loading={add.isPending}
          >
            {l.addAthlete}
          </Button>
        </Group>
      </form>
      {entry.coAthletes.length >= CONTEST_CO_ATHLETES_MAX && (
        <Alert color="blue" variant="light">
          {m.tooManyAthletes}
        </Alert>
      )}
    </Stack>
  );
}
