import { athleteRouteTitle, issuesTexts as t } from '@fhp/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconMessageReport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeading } from '../../../ui/page-heading';
import { PagedList } from '../../../ui/paged-table';
import { usePageTitle } from '../../../ui/use-page-title';
import { useIssues } from '../api/issues-api';
import { IssueCard } from '../components/issue-card';
import { IssueDialog, type IssueDialogTarget } from '../components/issue-dialog';
import classes from './issues-page.module.css';

function IssuesList({ onEdit }: { onEdit: (target: IssueDialogTarget) => void }) {
  return (
    <PagedList
      query={useIssues()}
      loadFailed={t.loadFailed}
      empty={{ message: t.empty, icon: <IconMessageReport size={26} aria-hidden /> }}
      loadMoreLabel={t.loadMore}
    >
      {(items) => (
        <Stack component="ul" gap="sm" className={classes.list} aria-label={t.listLabel}>
          {items.map((issue) => (
            <IssueCard
              key={issue.id}
              issue={issue}
              onEdit={() => onEdit({ mode: 'edit', issue })}
            />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}

/** /admin/raise-issue: my issues, 5 a page with Load more; raise, edit and delete them. */
export default function IssuesPage() {
  usePageTitle(athleteRouteTitle('/admin/raise-issue'));
  const [dialog, setDialog] = useState<IssueDialogTarget | null>(null);
  return (
    <Stack maw={820} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t.heading} intro={t.intro} maw={560} />
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
