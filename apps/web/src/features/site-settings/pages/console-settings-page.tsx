import {
  DEFAULT_SITE_LINKS,
  SITE_LINK_GROUPS,
  SITE_LINK_LABELS,
  type SiteSettings,
  siteSettingsTexts as t,
  ZSiteSettingsUpdate,
} from '@fhp/domain';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { isApiError } from '../../../lib/api-error';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { ConsolePageHeader } from '../../../ui/console-page-header';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { ErrorState } from '../../../ui/error-state';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useConsoleSettings, useSaveSettings } from '../api/console-settings-api';

/** What this screen edits (the payout review rule is the Money screen's). */
type EditableSettings = Pick<SiteSettings, 'shopAvailable' | 'links'>;

function changedCount(from: EditableSettings, to: EditableSettings) {
  const links = Object.keys(to.links).filter(
    (key) =>
      from.links[key as keyof EditableSettings['links']] !==
      to.links[key as keyof EditableSettings['links']],
  ).length;
  return links + (from.shopAvailable !== to.shopAvailable ? 1 : 0);
}

function SettingsForm({ settings }: { settings: EditableSettings }) {
  const save = useSaveSettings();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: settings,
    validate: schemaResolver(ZSiteSettingsUpdate, { sync: true }),
  });
  const onSubmit = form.onSubmit((values) => {
    const next = ZSiteSettingsUpdate.parse(values) as EditableSettings;
    const count = changedCount(settings, next);
    if (count === 0) {
      notifySaved(t.nothingChanged);
      return;
    }
    openConfirmDialog({
      title: t.confirmTitle,
      children: <Text size="sm">{t.confirmText(count)}</Text>,
      labels: { confirm: t.save, cancel: 'Cancel' },
      onConfirm: () =>
        save.mutate(next, {
          onSuccess: (saved) => {
            form.setInitialValues(saved as EditableSettings);
            form.setValues(saved as EditableSettings);
            notifySaved(t.saved);
          },
          onError: (error) => {
            if (isApiError(error) && Object.keys(error.fields).length > 0)
              form.setErrors(error.fields);
            notifyFailed(error);
          },
        }),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md">
          <Switch
            label={t.shopLabel}
            description={t.shopDescription}
            key={form.key('shopAvailable')}
            {...form.getInputProps('shopAvailable', { type: 'checkbox' })}
          />
        </Paper>
        {SITE_LINK_GROUPS.map((group) => (
          <Paper withBorder p="md" key={group.title} component="fieldset" style={{ margin: 0 }}>
            <Title order={3} fz="h5" mb="sm" component="legend">
              {group.title}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {group.keys.map((key) => (
                <TextInput
                  key={form.key(`links.${key}`)}
                  label={SITE_LINK_LABELS[key]}
                  description={t.defaultHint(DEFAULT_SITE_LINKS[key])}
                  {...form.getInputProps(`links.${key}`)}
                />
              ))}
            </SimpleGrid>
          </Paper>
        ))}
        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
        >
          <Button variant="default" onClick={() => form.reset()}>
            {t.reset}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /console/settings: the public site's links and the shop switch, read by its pages at once. */
export default function ConsoleSettingsPage() {
  const query = useConsoleSettings();
  return (
    <Stack gap="md" maw={960}>
      <ConsolePageHeader title={t.title} intro={t.intro} />
      {query.isPending ? (
        <ContentSkeleton />
      ) : query.isError ? (
        <ErrorState
          title={t.loadFailed}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : (
        <SettingsForm settings={query.data as EditableSettings} />
      )}
    </Stack>
  );
}
