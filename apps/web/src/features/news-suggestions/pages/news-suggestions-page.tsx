import {
  infoPagesMessages,
  NEWS_SUGGESTION_REMARKS_MAX,
  NEWS_SUGGESTION_TYPES,
  newsSuggestionsMessages,
  type TNewsSuggestionRequest,
  ZNewsSuggestionRequest,
} from '@fhp/domain';
import {
  Alert,
  Button,
  Container,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { useSendNewsSuggestion } from '../api/send-news-suggestion';

const t = newsSuggestionsMessages;

/** /news-suggestions: a type and remarks, e-mailed to the operators (spec part 2). */
export default function NewsSuggestionsPage() {
  usePageTitle(t.title);
  const send = useSendNewsSuggestion();
  const form = useForm<TNewsSuggestionRequest>({
    mode: 'uncontrolled',
    initialValues: { type: '' as TNewsSuggestionRequest['type'], remarks: '', email: '' },
    validate: schemaResolver(ZNewsSuggestionRequest, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      },
    }),
  );
  const fieldErrors = isApiError(send.error) && Object.keys(send.error.fields).length > 0;

  return (
    <Container size="sm">
      <Stack gap="lg">
        <div>
          <Button
            component={Link}
            to="/home"
            variant="subtle"
            px={0}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {infoPagesMessages.goBack}
          </Button>
        </div>
        <Stack gap="xs">
          <Title order={1}>{t.title}</Title>
          <Text size="lg" c="dimmed">
            {t.intro}
          </Text>
        </Stack>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
          {send.isSuccess ? (
            <Stack align="center" ta="center" gap="sm" role="status">
              <ThemeIcon size={56} radius="xl" color="green" variant="light">
                <IconCircleCheck size={32} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz="h3">
                {send.data.message || t.sent}
              </Title>
              <Text c="dimmed">{t.sentBody}</Text>
              <Button variant="light" onClick={() => send.reset()}>
                {t.sendAnother}
              </Button>
            </Stack>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                {send.error && !fieldErrors && (
                  <Alert
                    color="red"
                    variant="light"
                    icon={<IconAlertCircle aria-hidden />}
                    role="alert"
                  >
                    {send.error.message || t.sendFailed}
                  </Alert>
                )}
                <Select
                  label={t.typeLabel}
                  placeholder={t.typePlaceholder}
                  data={NEWS_SUGGESTION_TYPES.map(({ value, label }) => ({ value, label }))}
                  required
                  allowDeselect={false}
                  key={form.key('type')}
                  {...form.getInputProps('type')}
                />
                <Textarea
                  label={t.remarksLabel}
                  placeholder={t.remarksPlaceholder}
                  required
                  autosize
                  minRows={5}
                  maxRows={14}
                  maxLength={NEWS_SUGGESTION_REMARKS_MAX}
                  key={form.key('remarks')}
                  {...form.getInputProps('remarks')}
                />
                <TextInput
                  label={t.emailLabel}
                  description={t.emailDescription}
                  type="email"
                  autoComplete="email"
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                />
                <Button
                  type="submit"
                  size="md"
                  loading={send.isPending}
                  rightSection={<IconSend size={18} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t.submit}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
