import {
  CALL_MAX_MINUTES,
  CALL_MIN_MINUTES,
  GROUP_CHAT_MAX_SEATS,
  GROUP_CHAT_MIN_SEATS,
  groupChatsTexts as t,
} from '@fhp/domain';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '../../../lib/api-client';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useCreateGroupChat } from '../api/group-chats-api';

type Values = { title: string; startsAt: string; minutes: number; dollars: number; seats: number };

/** The next whole hour two days ahead, as a datetime-local value (the visitor's zone). */
function defaultStart(): string {
  const at = new Date(Date.now() + 48 * 3600_000);
  at.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}

/**
 * Schedules a group chat. The browser's checks only help; the server checks everything again
 * (a time within 14 days, the limits) and its field messages are shown under the fields.
 */
export function GroupChatForm() {
  const create = useCreateGroupChat();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { title: '', startsAt: defaultStart(), minutes: 30, dollars: 20, seats: 10 },
  });
  const onSubmit = form.onSubmit((values) => {
    const startsAt = new Date(values.startsAt);
    create.mutate(
      {
        title: values.title,
        startsAt: Number.isNaN(startsAt.getTime()) ? values.startsAt : startsAt.toISOString(),
        minutes: Number(values.minutes),
        seatCents: Math.round(Number(values.dollars) * 100),
        seats: Number(values.seats),
      },
      {
        onSuccess: (result) => {
          notifySaved(result.message);
          form.reset();
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0) {
            const { seatCents, ...rest } = error.fields;
            form.setErrors({ ...rest, ...(seatCents ? { dollars: seatCents } : {}) });
          } else notifyFailed(error);
        },
      },
    );
  });
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t.newTitle}
        </Title>
        <TextInput
          label={t.title}
          required
          maxLength={120}
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput
            label={t.startsAt}
            type="datetime-local"
            required
            key={form.key('startsAt')}
            {...form.getInputProps('startsAt')}
          />
          <NumberInput
            label={t.minutes}
            min={CALL_MIN_MINUTES}
            max={CALL_MAX_MINUTES}
            allowDecimal={false}
            required
            key={form.key('minutes')}
            {...form.getInputProps('minutes')}
          />
          <NumberInput
            label={t.seatPrice}
            min={1}
            max={500}
            decimalScale={2}
            prefix="$"
            required
            key={form.key('dollars')}
            {...form.getInputProps('dollars')}
          />
          <NumberInput
            label={t.seats}
            min={GROUP_CHAT_MIN_SEATS}
            max={GROUP_CHAT_MAX_SEATS}
            allowDecimal={false}
            required
            key={form.key('seats')}
            {...form.getInputProps('seats')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t.schedule}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
