import {
  AD_STATUSES,
  adCategoryLabel,
  BLOG_CATEGORY_LABELS,
  type TBlogCategory,
  type TConsoleDeal,
  type TNewsPost,
  type TTutorial,
  TUTORIAL_AUDIENCE_LABELS,
  TUTORIAL_AUDIENCE_OPTIONS,
  TUTORIAL_KIND_LABELS,
  TUTORIAL_KINDS,
  contentTexts as t,
} from '@fhp/domain';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconNews, IconPlus, IconTag, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { ConsolePageHeader } from '../../../ui/console-page-header';
import { ExternalAnchor } from '../../../ui/external-link';
import { PagedTable } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import classes from '../../../ui/stacked-table.module.css';
import {
  useConsoleDeals,
  useConsoleNews,
  useConsoleTutorials,
  useDeleteContent,
} from '../api/content-api';
import { ContentDialog, type ContentDialogTarget } from '../components/content-dialogs';

type Tab = 'tutorials' | 'news' | 'deals';

function Actions({
  onEdit,
  onDelete,
  name,
}: {
  onEdit: () => void;
  onDelete: () => void;
  name: string;
}) {
  return (
    <Table.Td data-actions>
      <RowActions>
        <Button size="xs" variant="default" onClick={onEdit} aria-label={`${t.edit} ${name}`}>
          {t.edit}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={onDelete}
          aria-label={`${t.delete} ${name}`}
        >
          {t.delete}
        </Button>
      </RowActions>
    </Table.Td>
  );
}

function confirmDelete(text: string, onConfirm: () => void) {
  openConfirmDialog({
    title: t.confirmDeleteTitle,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: t.delete, cancel: t.cancel },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

const date = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>;

function TutorialsTab({ open }: { open: (target: ContentDialogTarget) => void }) {
  const [kind, setKind] = useState<string | null>(null);
  const [audience, setAudience] = useState<string | null>(null);
  const query = useConsoleTutorials({
    kind: (kind ?? undefined) as TTutorial['kind'] | undefined,
    audience: (audience ?? undefined) as TTutorial['audience'] | undefined,
  });
  const remove = useDeleteContent();
  const [TITLE, KIND, AUDIENCE, ADDRESS, CREATED] = t.tutorialColumns;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <Select
            label={t.kindLabel}
            placeholder={t.allKinds}
            data={TUTORIAL_KINDS.map((k) => ({ value: k, label: TUTORIAL_KIND_LABELS[k] }))}
            value={kind}
            onChange={setKind}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label={t.audienceLabel}
            placeholder={t.allAudiences}
            data={TUTORIAL_AUDIENCE_OPTIONS}
            value={audience}
            onChange={setAudience}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => open({ kind: 'tutorials', item: null })}
        >
          {t.add.tutorials}
        </Button>
      </Group>
      <PagedTable
        query={query}
        label={t.tutorialsLabel}
        loadFailed={t.loadFailed}
        empty={{ message: t.emptyTutorials, icon: <IconVideo size={26} aria-hidden /> }}
        columns={t.tutorialColumns.slice(0, 5)}
        actionsColumn=""
        renderRow={(item: TTutorial) => (
          <Table.Tr key={item.id}>
            <Table.Td data-label={TITLE} className={classes.wrap}>
              <Text size="sm" fw={600}>
                {item.title}
              </Text>
            </Table.Td>
            <Table.Td data-label={KIND}>{TUTORIAL_KIND_LABELS[item.kind]}</Table.Td>
            <Table.Td data-label={AUDIENCE}>{TUTORIAL_AUDIENCE_LABELS[item.audience]}</Table.Td>
            <Table.Td data-label={ADDRESS} className={classes.wrap}>
              <ExternalAnchor href={item.url} size="sm" style={{ wordBreak: 'break-all' }}>
                {item.url}
              </ExternalAnchor>
            </Table.Td>
            <Table.Td data-label={CREATED} data-nowrap>
              {date(item.createdAt)}
            </Table.Td>
            <Actions
              name={item.title}
              onEdit={() => open({ kind: 'tutorials', item })}
              onDelete={() =>
                confirmDelete(t.confirmDeleteTutorial(item.title), () =>
                  remove.mutate({ kind: 'tutorials', id: item.id }),
                )
              }
            />
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

function NewsTab({ open }: { open: (target: ContentDialogTarget) => void }) {
  const query = useConsoleNews();
  const remove = useDeleteContent();
  const [TITLE, CATEGORY, CREATED] = t.newsColumns;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => open({ kind: 'news', item: null })}
        >
          {t.add.news}
        </Button>
      </Group>
      <PagedTable
        query={query}
        label={t.newsLabel}
        loadFailed={t.loadFailed}
        empty={{ message: t.emptyNews, icon: <IconNews size={26} aria-hidden /> }}
        columns={t.newsColumns.slice(0, 3)}
        actionsColumn=""
        renderRow={(post: TNewsPost) => (
          <Table.Tr key={post.id}>
            <Table.Td data-label={TITLE} className={classes.wrap}>
              <Anchor
                href={`/blogs?q=${encodeURIComponent(post.title)}`}
                target="_blank"
                size="sm"
                fw={600}
              >
                {post.title}
              </Anchor>
            </Table.Td>
            <Table.Td data-label={CATEGORY}>
              {BLOG_CATEGORY_LABELS[post.category as TBlogCategory] ?? post.category}
            </Table.Td>
            <Table.Td data-label={CREATED} data-nowrap>
              {date(post.createdAt)}
            </Table.Td>
            <Actions
              name={post.title}
              onEdit={() => open({ kind: 'news', item: post })}
              onDelete={() =>
                confirmDelete(t.confirmDeleteNews(post.title), () =>
                  remove.mutate({ kind: 'news', id: post.id }),
                )
              }
            />
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

const STATUS_COLOR = { active: 'green', pending: 'yellow', inactive: 'gray' } as const;

function DealsTab({ open }: { open: (target: ContentDialogTarget) => void }) {
  const [status, setStatus] = useState<string | null>(null);
  const query = useConsoleDeals({
    status: (status ?? undefined) as TConsoleDeal['status'] | undefined,
  });
  const remove = useDeleteContent();
  const [DESCRIPTION, CATEGORY, STATUS, VIEWS, CREATED] = t.dealColumns;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t.statusLabel}
          placeholder={t.allStatuses}
          data={AD_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))}
          value={status}
          onChange={setStatus}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => open({ kind: 'deals', item: null })}
        >
          {t.add.deals}
        </Button>
      </Group>
      <PagedTable
        query={query}
        label={t.dealsLabel}
        loadFailed={t.loadFailed}
        empty={{ message: t.emptyDeals, icon: <IconTag size={26} aria-hidden /> }}
        columns={t.dealColumns.slice(0, 5)}
        actionsColumn=""
        renderRow={(deal: TConsoleDeal) => (
          <Table.Tr key={deal.id}>
            <Table.Td data-label={DESCRIPTION} className={classes.wrap}>
              <Text size="sm" fw={600}>
                {deal.description}
              </Text>
              <ExternalAnchor href={deal.website} size="xs" c="dimmed">
                {deal.website}
              </ExternalAnchor>
            </Table.Td>
            <Table.Td data-label={CATEGORY}>{adCategoryLabel(deal.category)}</Table.Td>
            <Table.Td data-label={STATUS}>
              <Badge variant="light" color={STATUS_COLOR[deal.status]}>
                {deal.status}
              </Badge>
            </Table.Td>
            <Table.Td data-label={VIEWS}>{deal.totalViews}</Table.Td>
            <Table.Td data-label={CREATED} data-nowrap>
              {date(deal.createdAt)}
            </Table.Td>
            <Actions
              name={deal.description}
              onEdit={() => open({ kind: 'deals', item: deal })}
              onDelete={() =>
                confirmDelete(t.confirmDeleteDeal, () =>
                  remove.mutate({ kind: 'deals', id: deal.id }),
                )
              }
            />
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

/** /console/content: tutorials and education videos, news posts, vendor deals. */
export default function ConsoleContentPage() {
  const [tab, setTab] = useState<Tab>('tutorials');
  const [dialog, setDialog] = useState<ContentDialogTarget | null>(null);
  return (
    <Stack gap="md">
      <ConsolePageHeader title={t.title} />
      <Tabs
        value={tab}
        onChange={(v) => setTab((v as Tab | null) ?? 'tutorials')}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="tutorials">{t.tabs.tutorials}</Tabs.Tab>
          <Tabs.Tab value="news">{t.tabs.news}</Tabs.Tab>
          <Tabs.Tab value="deals">{t.tabs.deals}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tutorials" pt="md">
          <TutorialsTab open={setDialog} />
        </Tabs.Panel>
        <Tabs.Panel value="news" pt="md">
          <NewsTab open={setDialog} />
        </Tabs.Panel>
        <Tabs.Panel value="deals" pt="md">
          <DealsTab open={setDialog} />
        </Tabs.Panel>
      </Tabs>
      <ContentDialog target={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
