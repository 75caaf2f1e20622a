import { athleteRouteTitle, issuesTexts as t } from '@fhp/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageReport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { usePageTitle } from '../../../ui/use-page-title';
import { useIssues } from '../api/issues-api';
import { IssueCard } from '../components/issue-card';
import { IssueDialog, type IssueDialogTarget } from '../components/issue-dialog';
import classes from './issues-page.module.css';

function IssuesList({ onEdit }: { onEdit: (target: IssueDialogTarget) => void }) {
  const list = useIssues();
  if (list.isPending) return <ContentSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        title={t.loadFailed}
        message={list.error.message}
        onRetry={() => list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState message={t.empty} icon={<IconMessageReport size={26} aria-hidden />} />;
  }
  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" className={classes.list} aria-label={t.listLabel}>
        {items.map((issue) => (
          <IssueCard key={issue.id} issue={issue} onEdit={() => onEdit({ mode: 'edit', issue })} />
        ))}
      </Stack>
      <LoadMore query={list} label={t.loadMore} />
    </Stack>
  );
}

/** /admin/raise-issue: my issues, 5 a page with Load more; raise, edit and delete them. */
export default function IssuesPage() {
  usePageTitle(athleteRouteTitle('/admin/raise-issue'));
  const [dialog, setDialog] = useState<IssueDialogTarget | null>(null);
  return (
    <Stack maw={820} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={560}>
          <Title order={2} fz="h3">
            {t.heading}
          </Title>
          <Text c="dimmed">{t.intro}</Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ mode: 'create' })}
          className={classes.raise}
        >
          {t.raiseIssue}
        </Button>
      </Group>
      <IssuesList onEdit={setDialog} />
      <IssueDialog target={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
