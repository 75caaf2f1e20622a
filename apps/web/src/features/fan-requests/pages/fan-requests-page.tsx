import { athleteRouteTitle, fanRequestsTexts as t } from '@fhp/domain';
import { Stack } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { PageHeading } from '../../../ui/page-heading';
import { PagedTable } from '../../../ui/paged-table';
import classes from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { useFanRequests } from '../api/fan-requests-api';
import { FanRequestRow } from '../components/fan-request-row';

/**
 * /admin/fans-request: the fans' WhatsApp and Zoom call requests, 5 a page with Load More,
 * refreshed live by the 'fan-request.changed' server event.
 */
export default function FanRequestsPage() {
  usePageTitle(athleteRouteTitle('/admin/fans-request'));
  const list = useFanRequests();
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <PageHeading title={t.heading} intro={t.intro} />
      <div className={classes.frame}>
        <PagedTable
          query={list}
          loadFailed={t.loadFailed}
          empty={{ message: t.empty, icon: <IconPhoneCall size={26} aria-hidden /> }}
          label={t.tableLabel}
          columns={t.columns}
          actionsColumn={t.actionsColumn}
          highlightOnHover
          renderRow={(item) => <FanRequestRow key={item.id} item={item} />}
        />
      </div>
    </Stack>
  );
}
